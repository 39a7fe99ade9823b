/**
 * Server keys are untrusted: `__proto__` and `constructor` are ordinary keys here, so
 * objects built from them get own data properties, never assignments.
 */

/** Sets `key` on `target` as an own, enumerable data property. */
export function setOwn<T>(target: { [key: string]: T }, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
