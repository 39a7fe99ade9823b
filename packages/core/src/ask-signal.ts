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

/** The longest delay a timer keeps (about 24.8 days): past it, `setTimeout` fires at once. */
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * The one `AbortSignal` of an ask: `AbortSignal.any` over `signal` (aborting with its own
 * reason) and a timer until `deadline` (a `TimeoutError` `DOMException`), whichever comes
 * first. The timer fires at the deadline however far it is (timers are chained past their
 * 24.8-day reach), is cleared once the signal aborts (so a withdrawal leaves nothing armed)
 * and, like `AbortSignal.timeout`'s, keeps no Node process alive. Read it with `endedBy`,
 * which also reads the clock: timers run late, and an answer a moment past the deadline must
 * be refused before the timer fires. Never throws.
 */
export function askSignal({ deadline, signal }: AskSignalOptions = {}): AbortSignal {
  const at = +(deadline ?? Infinity);
  const expiry = new AbortController();
  const ask = AbortSignal.any([...(signal ? [signal] : []), expiry.signal]);
  built.set(ask, [at, signal]);
  // No deadline (or not a number): nothing to arm; already withdrawn: nothing to clear it.
  if (!(at < Infinity) || ask.aborted) return ask;
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    const left = at - Date.now();
    timer = setTimeout(
      left > LONGEST_TIMER
        ? arm
        : () => expiry.abort(new DOMException('The time to answer ended.', 'TimeoutError')),
      Math.max(0, Math.min(left, LONGEST_TIMER)),
    );
    (timer as { unref?: () => void }).unref?.();
  };
  arm();
  ask.addEventListener('abort', () => clearTimeout(timer), { once: true });
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
