/**
 * Durable rounds (`relay.park`): a 2026-07-28 round kept in the store with its original
 * request and `requestState` (never sent to the page), so that it outlives the process
 * that asked. Whoever ends it — the process that takes the person's answer, the parking
 * process's timer, any process's sweep of overdue rounds, `relay.withdraw` — gets its
 * private part from the store's take-once settle and runs the host's `resume` with it:
 * once across all processes.
 */
import {
  askSignal,
  cancel,
  endedBy,
  readInputRequired,
  type InputResponses,
  type JsonRpcRequest,
} from '@elicit-kit/core';
import { RelayError } from './errors.js';
import type { FileRoomWarner } from './files.js';
import {
  checkEntries,
  checkSession,
  isPlainObject,
  optionalLabel,
  readDeadline,
  readOptions,
} from './input.js';
import type { RelayLimits } from './limits.js';
import type { EndReason, RelayStore, SettleResult, StoredAsk } from './store.js';
import { unavailable } from './waiting.js';

/** What `resume` is given: everything needed to send the retry (core `retryRequest`). */
export interface ResumeInput {
  /** The round's id (`relay.park`'s result). */
  readonly id: string;
  readonly session: string;
  /** The original request, as parked. */
  readonly request: JsonRpcRequest;
  /** The server's `requestState`, to echo in the retry. */
  readonly requestState?: string;
  /** The person's answers, or `{ action: 'cancel' }` for every key when the round expired or was withdrawn. */
  readonly inputResponses: InputResponses;
  /** How the round ended. */
  readonly reason: EndReason;
}

/** Carries a parked round on: sends the retry and handles its result (parking again if the server asks again). */
export type Resume = (input: ResumeInput) => void | Promise<void>;

/** Options of `relay.park`. */
export interface ParkOptions {
  readonly serverName?: string;
  /** When the round expires (a `Date` or epoch ms): `resume` runs with every key `cancel`. */
  readonly deadline?: Date | number;
  /** The host's label for the round, sent to the page. */
  readonly tag?: string;
}

type Taken = Extract<SettleResult, { taken: true }>;

/** How many overdue rounds one sweep ends. */
const SWEEP_BATCH = 100;

export interface Parking {
  park(session: unknown, request: unknown, result: unknown, options: unknown): Promise<string>;
  withdraw(id: unknown): Promise<boolean>;
  /** Runs `resume` for a round this process ended. */
  run(this: void, taken: Taken): void;
  /** Ends the parked rounds whose time passed, whichever process parked them. */
  sweep(): Promise<void>;
  /** Stops this process's timers; the rounds stay in the store. */
  close(): void;
}

export function createParking(
  store: RelayStore,
  limits: RelayLimits,
  resume: Resume | undefined,
  warnOfFiles: FileRoomWarner,
): Parking {
  const timers = new Map<string, () => void>();
  const bad = (message: string) => new RelayError('bad-input', message);

  function run({ settlement, parked }: Taken): void {
    timers.get(settlement.id)?.();
    timers.delete(settlement.id);
    if (!parked || !resume) return;
    const answered =
      settlement.reason === 'answered' &&
      settlement.answer &&
      'inputResponses' in settlement.answer;
    const inputResponses = answered
      ? settlement.answer.inputResponses
      : Object.fromEntries(parked.keys.map((key) => [key, cancel()]));
    const input: ResumeInput = {
      id: settlement.id,
      session: settlement.session,
      request: parked.request as JsonRpcRequest,
      ...(parked.requestState === undefined ? {} : { requestState: parked.requestState }),
      inputResponses,
      reason: settlement.reason,
    };
    void (async () => resume(input))().catch((error: unknown) =>
      console.error(`elicit-kit relay: resume of round ${settlement.id} threw:`, error),
    );
  }

  async function end(session: string, id: string, reason: EndReason): Promise<boolean> {
    const result = await store.settle({ id, session, reason }, limits.settledTtlMs);
    if (result.taken) run(result);
    return result.taken;
  }

  return {
    async park(session, request, result, options) {
      if (!resume) throw bad('relay.park needs createRelay({ resume }).');
      const given = readOptions(options, 'park');
      const owner = checkSession(session);
      if (!isPlainObject(request) || typeof request['method'] !== 'string')
        throw bad(
          'park: request must be the JSON-RPC request that was answered with input_required.',
        );
      const read = readInputRequired(result);
      if (read.kind !== 'input_required')
        throw bad('park: the result must be an InputRequiredResult.');
      if (read.entries.some((entry) => entry.method !== 'elicitation/create'))
        throw bad(
          'park: a parked round carries elicitation asks only; answer sampling and roots first.',
        );
      const entries = checkEntries(read.entries);
      warnOfFiles({ entries });
      const serverName = optionalLabel(given['serverName'], 'serverName') ?? '';
      const tag = optionalLabel(given['tag'], 'tag');
      const now = Date.now();
      const deadline = readDeadline(given['deadline'], now);
      const ask: StoredAsk = {
        id: crypto.randomUUID(),
        session: owner,
        serverName,
        entries,
        parked: true,
        ...(deadline === undefined ? {} : { deadline }),
        ...(tag === undefined ? {} : { tag }),
      };
      const sweepAt = deadline ?? now + limits.askTtlMs;
      const parked = {
        request: JSON.parse(JSON.stringify(request)) as unknown,
        keys: entries.map((entry) => entry.key),
        ...(read.requestState === undefined ? {} : { requestState: read.requestState }),
      };
      const outcome = await store
        .add(ask, {
          ttlMs: Math.max(1, sweepAt - now) + limits.settledTtlMs,
          pendingLimit: limits.pendingPerSession,
          parked,
          sweepAt,
        })
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      if (outcome === 'too-many')
        throw new RelayError(
          'too-many-asks',
          `The session already has ${limits.pendingPerSession} asks waiting.`,
        );
      // This process ends it on time while it lives; the sweep of any process does once it is gone.
      const stop = new AbortController();
      const due = askSignal({ deadline: sweepAt, signal: stop.signal });
      due.addEventListener('abort', () => {
        if (endedBy(due) === 'expired') void end(owner, ask.id, 'expired').catch(() => {});
      });
      timers.set(ask.id, () => stop.abort());
      return ask.id;
    },
    async withdraw(id) {
      if (typeof id !== 'string' || id === '')
        throw bad('withdraw: the id must be a round id from relay.park.');
      if (!resume) throw bad('relay.withdraw needs createRelay({ resume }).');
      try {
        const session = await store.findParked(id);
        return session === undefined ? false : await end(session, id, 'withdrawn');
      } catch (error) {
        throw unavailable(error);
      }
    },
    run,
    async sweep() {
      if (!resume) return;
      for (const { session, id } of await store.overdue(SWEEP_BATCH))
        await end(session, id, 'expired');
    },
    close() {
      for (const stop of timers.values()) stop();
      timers.clear();
    },
  };
}
