/**
 * Content validation: checks what a person entered against the compiled fields and
 * reports every problem as a value, with browser-validity codes (text: `formatIssue`).
 */
import { fieldsOf } from '../schema/fields.js';
import { isPlainObject, own } from '../internal/json.js';
import type { ContentIssue, ContentIssueCode } from '../schema/kinds/content-issues.js';
import type { CompiledForm, FieldModel } from '../schema/model.js';
import { fieldKinds } from '../schema/kinds/index.js';
import type { FieldKindModule } from '../schema/kinds/kind.js';

type Params = { readonly [key: string]: string | number };

/**
 * Validates form content against compiled fields; an empty list means valid.
 *
 * One issue per problem, in field order, then unknown keys in content order. A key
 * that is absent, `undefined` or `null` is unset: an issue (`valueMissing`) only when
 * the field is required. An empty required text, an empty required multiselect and an
 * empty required select without an empty option are `valueMissing` too. Content that
 * is not a plain object yields a single `typeMismatch` issue with `field: ''`.
 */
export function validateContent(
  form: CompiledForm | readonly FieldModel[],
  content: unknown,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (field: string, code: ContentIssueCode, params: Params = {}) => {
    issues.push({ field, code, params });
  };
  if (!isPlainObject(content)) {
    add('', 'typeMismatch');
    return issues;
  }
  const names = new Set<string>();
  for (const field of fieldsOf(form)) {
    names.add(field.name);
    const value = own(content, field.name);
    if (value === undefined || value === null) {
      if (field.required) add(field.name, 'valueMissing');
      continue;
    }
    (fieldKinds[field.kind] as FieldKindModule<FieldModel>).check(field, value, (code, params) =>
      add(field.name, code, params),
    );
  }
  for (const key of Object.keys(content)) {
    const value = content[key];
    // Unset values of unknown keys are dropped by accept(), so they are not reported.
    if (!names.has(key) && value !== undefined && value !== null) add(key, 'unknownField');
  }
  return issues;
}
