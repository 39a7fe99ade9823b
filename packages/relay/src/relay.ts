/**
 * `createRelay`: the server side. An MCP client on the host's server hands each ask to
 * `relay.elicit` (push) or `relay.answerer` (rounds of core `callWithInput`); the person's
 * page receives it through `relay.handle` (`GET <base>/events`) and answers through it
 * (`POST <base>/answer`). The call waiting for an answer resolves exactly once, in
 * whichever process holds it: with the answer, or `cancel` at the deadline, on the MCP
 * side's abort, or when the relay closes.
 */
import { cancel, type AnswerInput, type ElicitRequestParams, type ElicitResult, type InputEntry, type InputResponses, type RoundContext } from '@elicit-kit/core';
import { RelayError } from './errors.js';
import { eventStream } from './events.js';
import { postAnswer, reply } from './http.js';
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js';
import { memoryStore } from './memory-store.js';
import type { EndReason, RelayStore, Settlement, StoredAsk } from './store.js';

/** Options of `createRelay`. */
export interface RelayOptions {
  /** Where asks are kept: `memoryStore()` (the default, one process) or `redisStore()` (many). */
  readonly store?: RelayStore;
  /** Limits on pending asks, bodies and streams; unset ones keep their defaults. */
  readonly limits?: Partial<RelayLimits>;
}

/** Options of one ask. */
export interface ElicitOptions {
  /** The MCP server's name, shown on the card ("Weather asks"). */
  readonly serverName?: string;
  /** The MCP side's abort (`extra.signal`, `ctx.mcpReq.signal`): the ask is withdrawn and the call gets `cancel`. */
  readonly signal?: AbortSignal;
  /** When the ask expires (a `Date` or epoch ms): the call gets `cancel`, the page says it expired. */
  readonly deadline?: Date | number;
}

/** Options of `relay.answerer`. */
export interface AnswererOptions {
  readonly serverName?: string;
  /** When each round expires: the answer rejects with a `TimeoutError`, as `answerWithRound`'s does. */
  readonly deadline?: Date | number;
}

/** A relay (see `createRelay`). */
export interface Relay {
  /** The limits in force. */
  readonly limits: RelayLimits;
  /**
   * Asks the person of `session` (the `elicitation/create` params) and resolves with their
   * `ElicitResult`, or `{ action: 'cancel' }` at the deadline, on abort or on `close()`.
   * Never resolves an answer after those. Rejects only with a `RelayError`.
   */
  elicit(session: string, params: ElicitRequestParams, options?: ElicitOptions): Promise<ElicitResult>;
  /**
   * The `answer` function of core `callWithInput`: each round goes to the page as one ask
   * (its entries; the `requestState` stays here) and resolves with the `inputResponses`.
   */
  answerer(session: string, options?: AnswererOptions): AnswerInput;
  /** The page's side: `GET …/events` and `POST …/answer` for `session` (the host authenticated the person). */
  handle(request: Request, session: string): Promise<Response>;
  /** Ends every stream and resolves every pending call of this process as `cancel`. */
  close(): Promise<void>;
}

/** A call of this process waiting for its ask to end. */
interface Waiter {
  readonly ask: StoredAsk;
  readonly finish: (settlement: Settlement) => void;
  readonly fail: (error: RelayError) => void;
}

const unavailable = (cause: unknown) => new RelayError('store-unavailable', 'The relay store cannot be reached.', { cause });

/** Creates a relay over `store` (default: memory, one process). */
export function createRelay(options: RelayOptions = {}): Relay {
  const store = options.store ?? memoryStore();
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...options.limits };
  const waiting = new Map<string, Waiter>();
  const streams = new Set<(event?: string) => void>();
  /** Asks whose calls failed while the store was away: withdrawn once it is back, so no answer is taken for nobody. */
  const abandoned = new Map<string, StoredAsk>();
  let closed = false;

  const stopStatus = store.onStatus((up, error) => {
    if (up) {
      for (const ask of abandoned.values()) void end(ask, 'cancelled').then(() => abandoned.delete(ask.id), () => {});
      return;
    }
    for (const waiter of [...waiting.values()]) waiter.fail(unavailable(error));
    for (const stream of [...streams]) stream('unavailable');
  });

  /** Ends `ask` as `reason` unless it already ended; resolves the local waiter either way. */
  async function end(ask: StoredAsk, reason: EndReason): Promise<void> {
    const result = await store.settle({ id: ask.id, session: ask.session, reason }, limits.settledTtlMs);
    const settlement = result.taken ? result.settlement : result.ended;
    waiting.get(ask.id)?.finish(settlement ?? { id: ask.id, session: ask.session, reason });
  }

  /** Puts `ask` in the store and waits for it to end. */
  function wait(ask: StoredAsk, signal: AbortSignal | undefined): Promise<Settlement> {
    return new Promise<Settlement>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = () => {
        waiting.delete(ask.id);
        subscription.close();
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        ask,
        finish: (settlement) => {
          stop();
          resolve(settlement);
        },
        fail: (error) => {
          // Already ended (an answer that won the race with the outage): nothing to fail.
          if (waiting.get(ask.id) !== waiter) return;
          stop();
          abandoned.set(ask.id, ask);
          reject(error);
        },
      };
      const settleAs = (reason: EndReason) => void end(ask, reason).catch((error: unknown) => waiter.fail(unavailable(error)));
      const onAbort = () => settleAs('cancelled');
      // Subscribed before the ask exists, so no ending is missed.
      const subscription = store.subscribe(ask.session, (event) => {
        if (event.type === 'ended' && event.settlement.id === ask.id) waiting.get(ask.id)?.finish(event.settlement);
      });
      waiting.set(ask.id, waiter);
      const ttlMs = ask.deadline === undefined ? limits.askTtlMs : Math.max(1, ask.deadline - Date.now()) + limits.settledTtlMs;
      subscription.ready.then(() => store.add(ask, { ttlMs, pendingLimit: limits.pendingPerSession })).then(
        (added) => {
          if (added === 'too-many') {
            stop();
            return reject(new RelayError('too-many-asks', `The session already has ${limits.pendingPerSession} asks waiting.`));
          }
          if (!waiting.has(ask.id)) return;
          signal?.addEventListener('abort', onAbort, { once: true });
          // Closed or aborted while the ask was on its way in.
          if (signal?.aborted || closed) return onAbort();
          if (ask.deadline !== undefined) timer = setTimeout(() => settleAs('expired'), Math.max(0, ask.deadline - Date.now()));
        },
        (error: unknown) => {
          stop();
          reject(unavailable(error));
        },
      );
    });
  }

  /** Checks the call's inputs and makes its ask (an unguessable id). */
  function ask(session: string, body: Pick<StoredAsk, 'params' | 'entries'>, serverName = '', deadline?: Date | number): StoredAsk {
    if (closed) throw new RelayError('closed', 'The relay is closed.');
    if (typeof session !== 'string' || session === '') throw new RelayError('bad-input', 'The session id must be a non-empty string.');
    return { id: crypto.randomUUID(), session, serverName: typeof serverName === 'string' ? serverName : '', ...body, ...(deadline === undefined ? {} : { deadline: +deadline }) };
  }

  const relay: Relay = {
    limits,
    async elicit(session, params, { serverName, signal, deadline } = {}) {
      if (typeof params !== 'object' || params === null) throw new RelayError('bad-input', 'The params must be the elicitation/create params object.');
      if (closed || signal?.aborted || (deadline !== undefined && +deadline <= Date.now())) return cancel();
      const settlement = await wait(ask(session, { params }, serverName, deadline), signal);
      return settlement.reason === 'answered' && settlement.answer && 'result' in settlement.answer ? settlement.answer.result : cancel();
    },
    answerer(session, { serverName, deadline } = {}) {
      return async (entries: readonly InputEntry[], context: RoundContext): Promise<InputResponses> => {
        const settlement = await wait(ask(session, { entries }, serverName, deadline), context.signal);
        if (settlement.reason === 'answered' && settlement.answer && 'inputResponses' in settlement.answer) return settlement.answer.inputResponses;
        if (settlement.reason === 'expired') throw new DOMException('The time to answer ended.', 'TimeoutError');
        if (context.signal.aborted) throw context.signal.reason;
        // The relay closed: every ask of the round is cancelled.
        return Object.fromEntries(entries.map((entry) => [entry.key, cancel()]));
      };
    },
    async handle(request, session) {
      if (closed) return reply(503, { error: 'closed' });
      if (typeof session !== 'string' || session === '') return reply(401, { error: 'no-session' });
      const path = new URL(request.url).pathname;
      try {
        if (path.endsWith('/events')) {
          if (request.method !== 'GET') return reply(405, { error: 'method' });
          return eventStream({
            store,
            session,
            heartbeatMs: limits.heartbeatMs,
            backlogBytes: limits.backlogBytes,
            track: (end) => {
              streams.add(end);
              return () => streams.delete(end);
            },
          });
        }
        if (path.endsWith('/answer')) {
          if (request.method !== 'POST') return reply(405, { error: 'method' });
          return await postAnswer(request, session, store, limits);
        }
        return reply(404, { error: 'not-found' });
      } catch {
        // The store went away mid-request: nothing was taken.
        return reply(503, { error: 'unavailable' });
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const stream of [...streams]) stream();
      await Promise.all([...waiting.values()].map(({ ask: pending }) => end(pending, 'cancelled').catch(() => waiting.get(pending.id)?.finish({ id: pending.id, session: pending.session, reason: 'cancelled' }))));
      stopStatus();
    },
  };
  return relay;
}
