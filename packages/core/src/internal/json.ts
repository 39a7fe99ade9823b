/**
 * The JSON helpers every core module shares. Keys from servers and hosts are plain keys
 * (`__proto__` and `constructor` included), so objects are built with `defineProperty`,
 * never `=`, and read through `Object.hasOwn`.
 */

/** A JSON value as parsed by `JSON.parse`. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: unknown };

/** Tells whether `value` is a JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tells whether `value` is a `{}`-style object: `JSON.parse` output or a null-prototype object, no class instance. */
export function isPlainObject(value: unknown): value is Readonly<JsonObject> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Tells whether `value` is a finite number (`Number.isFinite` is false for every non-number). */
export function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

/** Tells whether `value` is a string. */
export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/**
 * Any server value as text for a message parameter, never throwing: `String()` throws on
 * JSON like `{"toString": 1}` (neither `toString` nor `valueOf` callable), so objects and
 * arrays are shown as JSON.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return typeof value === 'object' && value !== null
      ? (JSON.stringify(value) ?? '')
      : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Tells whether `value` is an array of strings (an empty one included). */
export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isString);
}

/** Reads an own property, so inherited names (`constructor`, `toString`) read as absent. */
export function own(source: JsonObject, key: string): unknown {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}

/** Reads an own property of `value` when it is a JSON object; `undefined` for anything else. */
export function ownProperty(value: unknown, key: string): unknown {
  return isObject(value) ? own(value, key) : undefined;
}

/** Sets `key` on `target` as an own data property, even for `__proto__`. */
export function setOwn(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Copies the own enumerable entries of `source` into a fresh object, leaving out `skip`.
 * The copy is shallow: nested values are shared.
 */
export function copyOwn(source: JsonObject, skip: readonly string[] = []): JsonObject {
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(source))
    if (!skip.includes(key)) setOwn(copy, key, value);
  return copy;
}
