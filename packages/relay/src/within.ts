/** A time limit on a promise, shared by the waiting calls and the Redis commands. */

/** What `within` resolves with when the time ran out first. */
export const TIMEOUT = Symbol('timeout');

/** `promise`, or `TIMEOUT` once `ms` pass first; the timer is cleared either way. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMEOUT>((resolve) => (timer = setTimeout(resolve, ms, TIMEOUT)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
