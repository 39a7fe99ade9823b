/**
 * The three `ElicitResult`s a person can give, shaped exactly as the protocol wants
 * them: bare (no `resultType`, no `_meta`) and plain JSON.
 */
import type { CompiledForm, ContentValue, ElicitContent, ElicitResult, FieldModel } from './types.js';

/** True for the value types form content may carry (finite numbers only: JSON has no NaN). */
function isContentValue(value: unknown): value is ContentValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    default:
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
  }
}

/**
 * Builds an `accept` result.
 *
 * Without `content` it is `{ action: 'accept' }`, the answer to a URL-mode ask. With
 * `content` the result holds a fresh copy of it: only `string`, finite `number`,
 * `boolean` and `string[]` values are kept (`-0` as `0`; unset `undefined`/`null` values and
 * anything else are left out), and when `form` is given only its field names are kept.
 * Content that is not an object (`null`, an array) gives empty content.
 * Keys such as `__proto__` are copied as ordinary keys. Validate first with
 * `validateContent`; `accept` shapes, it does not judge.
 */
export function accept(
  content?: Readonly<Record<string, unknown>>,
  form?: CompiledForm | readonly FieldModel[],
): ElicitResult {
  if (content === undefined) return { action: 'accept' };
  const shaped: ElicitContent = {};
  // Content that is no object (null, a string, an array) carries no field: empty content, never a throw.
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return { action: 'accept', content: shaped };
  const fields = form === undefined ? undefined : Array.isArray(form) ? form : (form as CompiledForm).fields;
  const keys = fields ? fields.map((field) => field.name) : Object.keys(content);
  for (const key of keys) {
    const value = Object.hasOwn(content, key) ? content[key] : undefined;
    if (!isContentValue(value)) continue;
    // defineProperty keeps `__proto__` an own data key instead of setting the prototype.
    Object.defineProperty(shaped, key, {
      // -0 becomes 0, as JSON would make it anyway: the result round-trips exactly.
      value: Array.isArray(value) ? [...value] : value === 0 ? 0 : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { action: 'accept', content: shaped };
}

/** Builds a `decline` result: the person said no. */
export function decline(): ElicitResult {
  return { action: 'decline' };
}

/** Builds a `cancel` result: the person dismissed the ask without choosing. */
export function cancel(): ElicitResult {
  return { action: 'cancel' };
}
