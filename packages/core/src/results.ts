/**
 * The three `ElicitResult`s a person can give, shaped exactly as the protocol wants
 * them: bare (no `resultType`, no `_meta`) and plain JSON.
 */
import { fieldsOf } from './schema/fields.js';
import { isObject, own, setOwn } from './internal/json.js';
import { isContentValue, type ElicitContent, type ElicitResult } from './elicitation.js';
import type { CompiledForm, FieldModel } from './schema/model.js';

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
  if (!isObject(content)) return { action: 'accept', content: shaped };
  const keys =
    form === undefined ? Object.keys(content) : fieldsOf(form).map((field) => field.name);
  for (const key of keys) {
    const value = own(content, key);
    if (!isContentValue(value)) continue;
    // -0 becomes 0, as JSON would make it anyway: the result round-trips exactly.
    setOwn(shaped, key, Array.isArray(value) ? [...value] : value === 0 ? 0 : value);
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
