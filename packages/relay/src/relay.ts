/**
 * `createRelay`: the server side. An MCP client on the host's server hands each ask to
 * `relay.elicit` (push) or `relay.answerer` (rounds of core `callWithInput`); the person's
 * page receives it through `relay.handle` (`GET <base>/events`) and answers through it
 * (`POST <base>/answer`). The call waiting for an answer resolves exactly once, in
 * whichever process holds it: with the answer, or `cancel` at the deadline, on the MCP
 * side's abort, when its ask vanished from the store, or when the relay closes. Rounds
 * that must outlive the process are parked (`relay.park`) and resumed by whichever
 * process ends them.
 */
import {
  cancel,
  type AnswerInput,
  type ElicitRequestParams,
  type ElicitResult,
  type InputEntry,
  type InputRequiredResult,
  type InputResponses,
  type JsonRpcRequest,
  type RoundContext,
} from '@elicit-kit/core';
import { RelayError } from './errors.js';
import { eventStream, StreamRegistry } from './events.js';
import { postAnswer, reply } from './http.js';
import {
  checkEntries,
  checkSession,
  isPlainObject,
  optionalLabel,
  optionalSignal,
  readDeadline,
  readOptions,
} from './input.js';
import { fileRoomWarner } from './files.js';
import { readLanguagesParam, sessionLanguages } from './languages.js';
import { mergeLimits, type RelayLimits } from './limits.js';
import { memoryStore } from './memory-store.js';
import { createParking, type ParkOptions, type Resume } from './parking.js';
import type { RelayStore, StoredAsk } from './store.js';
import { createWaiting } from './waiting.js';

/** Options of `createRelay`. */
export interface RelayOptions {
  /** Where asks are kept: `memoryStore()` (the default, one process) or `redisStore()` (many). */
  readonly store?: RelayStore;
  /** Limits on pending asks, bodies, streams and waits; unset (or `undefined`) ones keep their defaults. */
  readonly limits?: Partial<RelayLimits>;
  /** Carries a parked round on once it ends (`relay.park`); needed to park, and in every process that may take its answer. */
  readonly resume?: Resume;
}

/** Options of one ask. */
export interface ElicitOptions {
  /** The MCP server's name, shown on the card ("Weather asks"). */
  readonly serverName?: string;
  /** The MCP side's abort (`extra.signal`, `ctx.mcpReq.signal`): the ask is withdrawn and the call gets `cancel`. */
  readonly signal?: AbortSignal;
  /** When the ask expires (a `Date` or epoch ms, at most a year ahead): the call gets `cancel`, the page says it expired. */
  readonly deadline?: Date | number;
  /** The host's label for the ask (say, its tool call's id), sent to the page so it can place the card. */
  readonly tag?: string;
}

/** Options of `relay.answerer`. */
export interface AnswererOptions {
  readonly serverName?: string;
  /** When each round expires: the answer rejects with a `TimeoutError`, as `answerWithRound`'s does. */
  readonly deadline?: Date | number;
  /** The host's label for each round, sent to the page. */
  readonly tag?: string;
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
  elicit(
    session: string,
    params: ElicitRequestParams,
    options?: ElicitOptions,
  ): Promise<ElicitResult>;
  /**
   * The `answer` function of core `callWithInput`: each round goes to the page as one ask
   * (its entries; the `requestState` stays here) and resolves with the `inputResponses`.
   */
  answerer(session: string, options?: AnswererOptions): AnswerInput;
  /**
   * Keeps a 2026-07-28 round in the store (`inputRequiredResult` answered `request`) and
   * resolves with its id once it is there. Its asks go to the page; the request and the
   * `requestState` stay in the store. When it ends — answered on any process, at its
   * deadline, or withdrawn — `resume` runs once, in the process that ended it.
   */
  park(
    session: string,
    request: JsonRpcRequest,
    inputRequiredResult: InputRequiredResult,
    options?: ParkOptions,
  ): Promise<string>;
  /** Ends a parked round as `withdrawn` (its `resume` runs with every key `cancel`); false when it had already ended. */
  withdraw(id: string): Promise<boolean>;
  /**
   * The languages of the person of `session`, most preferred first, as their page named
   * them when it last opened the event stream (`connectRelay`: its locale, then the
   * browser's): pass them to core `callWithInput(…, { languages })` or
   * `requestMeta({ languages })` so every request says which languages the person reads.
   * `[]` when the page named none, the store keeps none, or cannot be reached.
   */
  languages(session: string): Promise<readonly string[]>;
  /** The page's side: `GET …/events` and `POST …/answer` for `session` (the host authenticated the person; none is 401). */
  handle(request: Request, session: string | undefined): Promise<Response>;
  /**
   * Ends every stream and resolves every pending call of this process as `cancel`, waiting
   * on the store at most `limits.storeTimeoutMs`. Parked rounds stay in the store.
   */
  close(): Promise<void>;
}

/** Creates a relay over `store` (default: memory, one process). Bad options are a `RelayError` `bad-input`. */
export function createRelay(options: RelayOptions = {}): Relay {
  const given = readOptions(options, 'createRelay');
  if (
    given['store'] !== undefined &&
    (typeof given['store'] !== 'object' || given['store'] === null)
  )
    throw new RelayError('bad-input', 'store must be a RelayStore.');
  if (given['resume'] !== undefined && typeof given['resume'] !== 'function')
    throw new RelayError('bad-input', 'resume must be a function.');
  const store = (given['store'] as RelayStore | undefined) ?? memoryStore();
  const limits = mergeLimits(given['limits']);
  const streams = new StreamRegistry(limits.streamsPerSession, limits.streamsPerProcess);
  const waiting = createWaiting(store, limits);
  const warnOfFiles = fileRoomWarner(limits.bodyBytes);
  const parking = createParking(store, limits, given['resume'] as Resume | undefined, warnOfFiles);
  let closed = false;

  const stopStatus = store.onStatus((up, error) => {
    if (up) return void waiting.reconcile().catch(() => {});
    void waiting.storeDown(error).catch(() => {});
    // The pages reconnect and are sent every pending ask again once the store is back.
    streams.endAll('unavailable');
  });
  const tick = setInterval(() => {
    void waiting.reconcile().catch(() => {});
    void parking.sweep().catch(() => {});
  }, limits.reconcileMs);
  (tick as { unref?: () => void }).unref?.();

  /** Reads a call's options and makes its ask (an unguessable id). */
  function makeAsk(
    session: unknown,
    body: Pick<StoredAsk, 'params' | 'entries'>,
    options: Record<string, unknown>,
  ): StoredAsk {
    const owner = checkSession(session);
    const serverName = optionalLabel(options['serverName'], 'serverName') ?? '';
    const tag = optionalLabel(options['tag'], 'tag');
    const deadline = readDeadline(options['deadline']);
    warnOfFiles(body);
    return {
      id: crypto.randomUUID(),
      session: owner,
      serverName,
      ...body,
      ...(deadline === undefined ? {} : { deadline }),
      ...(tag === undefined ? {} : { tag }),
    };
  }

  const relay: Relay = {
    limits,
    async elicit(session, params, options) {
      const given = readOptions(options, 'elicit');
      if (!isPlainObject(params))
        throw new RelayError(
          'bad-input',
          'The params must be the elicitation/create params object.',
        );
      const signal = optionalSignal(given['signal']);
      const ask = makeAsk(session, { params }, given);
      if (closed || signal?.aborted || (ask.deadline !== undefined && ask.deadline <= Date.now()))
        return cancel();
      const settlement = await waiting.wait(ask, signal);
      return settlement.reason === 'answered' && settlement.answer && 'result' in settlement.answer
        ? settlement.answer.result
        : cancel();
    },
    answerer(session, options) {
      const given = readOptions(options, 'answerer');
      // Checked now, so a bad option fails where it was written rather than at the first round.
      makeAsk(session, {}, given);
      return async (
        entries: readonly InputEntry[],
        context: RoundContext,
      ): Promise<InputResponses> => {
        if (closed) throw new RelayError('closed', 'The relay is closed.');
        const signal = optionalSignal(isPlainObject(context) ? context.signal : undefined);
        const settlement = await waiting.wait(
          makeAsk(session, { entries: checkEntries(entries) }, given),
          signal,
        );
        if (
          settlement.reason === 'answered' &&
          settlement.answer &&
          'inputResponses' in settlement.answer
        )
          return settlement.answer.inputResponses;
        if (settlement.reason === 'expired')
          throw new DOMException('The time to answer ended.', 'TimeoutError');
        if (signal?.aborted) throw signal.reason;
        // The relay closed or the ask vanished: every ask of the round is answered `cancel`.
        return Object.fromEntries(entries.map((entry) => [entry.key, cancel()]));
      };
    },
    park: (session, request, result, options) => parking.park(session, request, result, options),
    withdraw: (id) => parking.withdraw(id),
    languages: async (session) => sessionLanguages(store, checkSession(session)),
    async handle(request, session) {
      if (!(request instanceof Request))
        throw new RelayError('bad-input', 'handle needs a Request.');
      if (closed) return reply(503, { error: 'closed' });
      if (typeof session !== 'string' || session === '') return reply(401, { error: 'no-session' });
      const path = new URL(request.url).pathname;
      try {
        if (path.endsWith('/events')) {
          if (request.method !== 'GET') return reply(405, { error: 'method' });
          if (!streams.hasRoom(session)) return reply(503, { error: 'too-many-streams' });
          const languages = readLanguagesParam(new URL(request.url));
          if (languages === 'bad') return reply(400, { error: 'bad-languages' });
          if (languages) await store.keepLanguages?.(session, languages, limits.askTtlMs);
          return eventStream({
            store,
            session,
            heartbeatMs: limits.heartbeatMs,
            backlogBytes: limits.backlogBytes,
            streams,
          });
        }
        if (path.endsWith('/answer')) {
          if (request.method !== 'POST') return reply(405, { error: 'method' });
          return await postAnswer(request, session, {
            store,
            limits,
            resumes: given['resume'] !== undefined,
            parkedTaken: parking.run,
          });
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
      clearInterval(tick);
      parking.close();
      streams.endAll();
      await waiting.close();
      stopStatus();
    },
  };
  return relay;
}
