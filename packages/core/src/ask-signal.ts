/**
 * One signal for the two ways an ask ends before it is answered: its deadline passes, or
 * the host (a server's `notifications/cancelled`, a closed chat) withdraws it. Built once
 * at the edge, consumed by whatever waits for the person; no DOM, so Node and browsers alike.
 */

/** Options of `askSignal`. */
export interface AskSignalOptions {
  /** When the ask expires (a `Date` or epoch ms). */
  readonly deadline?: Date | number;
  /** Aborting it withdraws the ask. */
  readonly signal?: AbortSignal;
}

/** How an ask ended before it was answered. */
export type AskEnd = 'expired' | 'withdrawn';

/** The parts of a built signal that `endedBy` reads. */
interface Built {
  /** The deadline, epoch ms (`Infinity` without one). */
  readonly at: number;
  readonly withdrawal: AbortSignal | undefined;
  /** Aborted by `endedBy` when the clock is past `at` before the timeout fired (timers run late). */
  readonly late: AbortController;
}

const built = new WeakMap<AbortSignal, Built>();

/** Timers take at most a signed 32-bit delay; a longer one would fire at once. */
const MAX_DELAY = 2 ** 31 - 1;

const timeoutError = () => new DOMException('The time to answer ended.', 'TimeoutError');

/**
 * The one `AbortSignal` of an ask: aborts at `deadline` with a `TimeoutError`
 * `DOMException` (`AbortSignal.timeout`), or when `signal` aborts, with its own reason,
 * whichever comes first (`AbortSignal.any`). A deadline already past, or a `signal`
 * already aborted, gives a signal that is aborted at once. Read it with `endedBy`, which
 * also reads the clock: a send checked a moment after the deadline, before the timer
 * fired, is refused too. Never throws.
 */
export function askSignal(options: AskSignalOptions = {}): AbortSignal {
  const { deadline, signal: withdrawal } = options;
  const at = deadline === undefined ? Infinity : +deadline;
  const late = new AbortController();
  const delay = at - Date.now();
  if (delay <= 0 && !withdrawal?.aborted) late.abort(timeoutError());
  const sources = [...(withdrawal ? [withdrawal] : []), late.signal];
  // A deadline beyond a timer's reach is left to the clock check of `endedBy`.
  if (delay > 0 && delay <= MAX_DELAY) sources.push(AbortSignal.timeout(delay));
  const signal = AbortSignal.any(sources);
  built.set(signal, { at, withdrawal, late });
  return signal;
}

/**
 * Why the ask behind `signal` ended: `'expired'` when its deadline passed (the clock is
 * read now: past it, the signal is aborted with a `TimeoutError` on the spot, so its
 * listeners run and its `reason` agrees), `'withdrawn'` when anything else aborted it
 * (whatever the reason; for a signal not built by `askSignal`, any abort), `undefined`
 * while it can still be answered. A built signal given to `askSignal` again keeps its own
 * verdict (its deadline is an expiry of the outer one too).
 */
export function endedBy(signal: AbortSignal | undefined): AskEnd | undefined {
  if (!signal) return undefined;
  const parts = built.get(signal);
  if (!parts) return signal.aborted ? 'withdrawn' : undefined;
  // The withdrawal is read first: a built signal inside runs its own clock check.
  const inner = endedBy(parts.withdrawal);
  if (!signal.aborted && Date.now() >= parts.at) parts.late.abort(timeoutError());
  if (!signal.aborted) return undefined;
  return parts.withdrawal?.aborted && signal.reason === parts.withdrawal.reason ? (inner ?? 'withdrawn') : 'expired';
}
