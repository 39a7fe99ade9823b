/**
 * Server keys are untrusted: `__proto__` and `constructor` are ordinary keys here, so
 * objects built from them get own data properties, never assignments.
 */

/** Looks up an own key of a plain object (`__proto__` is just a key); `undefined` without one. */
export function ownValue<T>(
  record: { readonly [key: string]: T } | undefined,
  key: string,
): T | undefined {
  // Truthiness, not `!== undefined`: server JSON may hold `null` where an object belongs.
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets `key` on `target` as an own, enumerable data property. */
export function setOwn<T>(target: { [key: string]: T }, key: string, value: T): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
