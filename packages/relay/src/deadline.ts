/**
 * Deadlines as the relay owns them: read once from what the host gave (a `Date` or epoch
 * ms, at most a year ahead), and timers that fire at them however far they are, since
 * `setTimeout` fires at once past 2^31-1 ms (24.8 days).
 */
import { RelayError } from './errors.js';

/** How far ahead a deadline may be (a year). */
const MAX_DEADLINE_AHEAD_MS = 366 * 24 * 60 * 60_000;
/** The longest delay `setTimeout` keeps. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** The deadline as epoch ms, or undefined for none; anything else is a `RelayError` `bad-input`. */
export function readDeadline(value: unknown, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const at = value instanceof Date ? value.getTime() : value;
  if (typeof at !== 'number' || !Number.isFinite(at))
    throw new RelayError('bad-input', 'deadline must be a valid Date or a finite epoch ms.');
  if (at > now + MAX_DEADLINE_AHEAD_MS)
    throw new RelayError('bad-input', 'deadline must be at most a year ahead.');
  return at;
}

/** Calls `fire` once at epoch ms `at` (at once if it has passed), chaining timeouts past setTimeout's limit. Returns the cancel. */
export function timerAt(at: number, fire: () => void, { unref = false } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const left = at - Date.now();
    timer = setTimeout(left > MAX_TIMEOUT ? arm : fire, Math.max(0, Math.min(left, MAX_TIMEOUT)));
    if (unref) (timer as { unref?: () => void }).unref?.();
  };
  arm();
  return () => clearTimeout(timer);
}
