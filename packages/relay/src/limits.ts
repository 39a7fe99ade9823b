/** The relay's limits; every one has a default, and `createRelay` refuses values outside its range. */
import { RelayError } from './errors.js';

/** The relay's limits; every one has a default. */
export interface RelayLimits {
  /** Asks one session may have waiting at once, parked rounds included (default 32); one more is a `too-many-asks` error. */
  readonly pendingPerSession: number;
  /** Largest answer body in bytes (default 64 KiB); larger is 413. */
  readonly bodyBytes: number;
  /** Heartbeat interval of the event stream (default 15 s). */
  readonly heartbeatMs: number;
  /** Unread bytes after which a stalled event stream is dropped, its buffers and socket released (default 256 KiB). */
  readonly backlogBytes: number;
  /** How long an ended ask is remembered, so a replay gets 409/410 instead of 404 (default 10 min). */
  readonly settledTtlMs: number;
  /** How long an ask without a deadline is kept in the store, should its process die; a parked round without one ends as `expired` then (default 24 h). */
  readonly askTtlMs: number;
  /** Open event streams per session; a new one closes the oldest (default 8). */
  readonly streamsPerSession: number;
  /** Open event streams per process; past it a new one is 503 (default 10,000). */
  readonly streamsPerProcess: number;
  /** How often waiting calls are checked against the store and overdue parked rounds swept (default 30 s). */
  readonly reconcileMs: number;
  /** Longest the relay waits on the store at a deadline, on `close()` or to place an ask, before deciding without it (default 2 s). */
  readonly storeTimeoutMs: number;
}

/** The defaults of `RelayLimits`. */
export const DEFAULT_RELAY_LIMITS: RelayLimits = Object.freeze({
  pendingPerSession: 32,
  bodyBytes: 64 * 1024,
  heartbeatMs: 15_000,
  backlogBytes: 256 * 1024,
  settledTtlMs: 10 * 60_000,
  askTtlMs: 24 * 60 * 60_000,
  streamsPerSession: 8,
  streamsPerProcess: 10_000,
  reconcileMs: 30_000,
  storeTimeoutMs: 2_000,
});

/** Past this a timer or TTL means nothing any more (a year). */
const MAX_MS = 366 * 24 * 60 * 60_000;
/** The largest each limit may be: counts and sizes stay countable, times stay within a year. */
const MAX: Readonly<Record<keyof RelayLimits, number>> = {
  pendingPerSession: 100_000,
  bodyBytes: 64 * 1024 * 1024,
  heartbeatMs: MAX_MS,
  backlogBytes: 1024 * 1024 * 1024,
  settledTtlMs: MAX_MS,
  askTtlMs: MAX_MS,
  streamsPerSession: 100_000,
  streamsPerProcess: 10_000_000,
  reconcileMs: MAX_MS,
  storeTimeoutMs: MAX_MS,
};

/**
 * The limits in force: the defaults with each given value that is not `undefined`. A value
 * that is not a whole number from 1 to its maximum, or a key that is not a limit, is a
 * `RelayError` `bad-input` (a typo never turns a limit off).
 */
export function mergeLimits(given: unknown): RelayLimits {
  if (given === undefined) return DEFAULT_RELAY_LIMITS;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new RelayError('bad-input', 'limits must be an object.');
  const limits: Record<string, number> = { ...DEFAULT_RELAY_LIMITS };
  for (const [key, value] of Object.entries(given)) {
    if (!Object.hasOwn(MAX, key))
      throw new RelayError('bad-input', `limits.${key} is not a relay limit.`);
    if (value === undefined) continue;
    const max = MAX[key as keyof RelayLimits];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
      throw new RelayError('bad-input', `limits.${key} must be a whole number from 1 to ${max}.`);
    }
    limits[key] = value;
  }
  return Object.freeze(limits) as unknown as RelayLimits;
}
