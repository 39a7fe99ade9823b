/**
 * `defaultContent`: what a person who changes nothing would submit.
 */
import { fieldsOf } from './fields.js';
import { setOwn } from '../internal/json.js';
import type { ElicitContent } from '../elicitation.js';
import type { CompiledForm, FieldModel } from './model.js';

/**
 * Returns the content of a form submitted untouched: each field's default (SEP-1034),
 * fields without one left out. `compileSchema` has already dropped defaults of the wrong
 * type or outside the options. A fixed value (`const`) is always there: it is the only
 * answer. Arrays are fresh copies, never the model's own.
 */
export function defaultContent(form: CompiledForm | readonly FieldModel[]): ElicitContent {
  const content: ElicitContent = {};
  for (const field of fieldsOf(form)) {
    const value = field.kind === 'const' ? field.value : field.default;
    if (value === undefined) continue;
    // setOwn: a field named `__proto__` must become a key, not the prototype.
    setOwn(content, field.name, Array.isArray(value) ? [...(value as unknown[])] : value);
  }
  return content;
}
