/**
 * Small JSON helpers shared by the round-trip modules. Keys from servers are plain
 * keys (`__proto__` included), so objects are built with `defineProperty`, never `=`.
 */
import type { JsonObject } from '../types.js';

/** Tells whether `value` is a JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets `key` on `target` as an own data property, even for `__proto__`. */
export function setOwn(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Copies the own enumerable entries of `source` into a fresh object, leaving out `skip`.
 * The copy is shallow: nested values are shared.
 */
export function copyOwn(source: JsonObject, skip: readonly string[] = []): JsonObject {
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(source)) if (!skip.includes(key)) setOwn(copy, key, value);
  return copy;
}

/** Reads an own property, so inherited names (`constructor`, `toString`) read as absent. */
export function own(source: JsonObject, key: string): unknown {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}
