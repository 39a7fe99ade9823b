/**
 * Which fields are secrets: those core `sensitiveFields` flags (name, title or description
 * of a password, key, token, card…) and those the schema marks (`format: "password"`,
 * `writeOnly`). A secret is warned about, typed masked, hidden in reviews and receipts and
 * never persisted.
 */
import { sensitiveFields, type FieldModel } from '@elicit-kit/core';
import { secretCues } from '@elicit-kit/core/messages';

/** The names of the secret fields of a form. */
export function secretNames(fields: readonly FieldModel[]): ReadonlySet<string> {
  // Cues of every registered locale: a Hindi host gets Hindi field names flagged too.
  const names = new Set(sensitiveFields(fields, { cues: secretCues() }).map((entry) => entry.name));
  for (const field of fields) if (field.kind === 'string' && field.secret) names.add(field.name);
  return names;
}
