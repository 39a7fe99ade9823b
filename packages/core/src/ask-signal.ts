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

/** What `endedBy` reads of each built signal: its deadline (epoch ms) and its withdrawal. */
const built = new WeakMap<AbortSignal, readonly [number, AbortSignal | undefined]>();

/**
 * The one `AbortSignal` of an ask: `AbortSignal.any` over `signal` (aborting with its own
 * reason) and `AbortSignal.timeout` until `deadline` (a `TimeoutError` `DOMException`),
 * whichever comes first. Read it with `endedBy`, which also reads the clock: timers run
 * late, and an answer a moment past the deadline must be refused before the timer fires.
 * Never throws.
 */
export function askSignal({ deadline, signal }: AskSignalOptions = {}): AbortSignal {
  const at = +(deadline ?? Infinity);
  const delay = Math.max(0, at - Date.now());
  // A timer waits at most 2^31 - 1 ms (about 24 days): a deadline more than 2e9 ms (23 days)
  // away is left to the clock check of `endedBy`.
  const ask = AbortSignal.any([
    ...(signal ? [signal] : []),
    ...(delay < 2e9 ? [AbortSignal.timeout(delay)] : []),
  ]);
  built.set(ask, [at, signal]);
  return ask;
}

/**
 * Why the ask behind `signal` ended: `'expired'` once its deadline passed (by the clock,
 * even before the timer fired and aborted the signal), `'withdrawn'` when anything else
 * aborted it, whatever the reason (a host's own `AbortSignal.timeout` too; any abort of a
 * signal not built by `askSignal`), `undefined` while it can still be answered.
 */
export function endedBy(signal?: AbortSignal): AskEnd | undefined {
  // A signal not built by askSignal (or none: a WeakMap has nothing under undefined) is its
  // own withdrawal. An aborted signal always has a reason: its withdrawal's means withdrawn.
  const [at, withdrawal] = built.get(signal as AbortSignal) ?? [Infinity, signal];
  if (signal?.aborted) return signal.reason === withdrawal?.reason ? 'withdrawn' : 'expired';
  return Date.now() >= at ? 'expired' : undefined;
}
