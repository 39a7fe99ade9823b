/**
 * The field list of what the answer functions take: a compiled form or its fields.
 */
import type { CompiledForm, FieldModel } from './model.js';

/** The fields of `form` (a `CompiledForm` or a field list); `[]` for anything else, so callers never throw. */
export function fieldsOf(form: unknown): readonly FieldModel[] {
  const fields: unknown = Array.isArray(form)
    ? form
    : (form as CompiledForm | null | undefined)?.fields;
  return Array.isArray(fields) ? (fields as FieldModel[]) : [];
}
