/**
 * Which fields are secrets: those core `sensitiveFields` flags (name, title or description
 * of a password, key, token, card…) and those the schema marks (`format: "password"`,
 * `writeOnly`). A secret is warned about, typed masked, hidden in reviews and receipts and
 * never persisted.
 */
import { sensitiveFields, type FieldModel } from '@elicit-kit/core';
import { messages, secretCues } from '@elicit-kit/core/messages';
import { shippedSecretCues } from '@elicit-kit/core/messages/secret-cues';

/** The names of the secret fields of a form. */
export function secretNames(fields: readonly FieldModel[]): ReadonlySet<string> {
  // Cues of every language the kit ships, whatever is displayed, and of any locale a host registered.
  const cues = secretCues([...shippedSecretCues, ...Object.values(messages)]);
  const names = new Set(sensitiveFields(fields, { cues }).map((entry) => entry.field));
  for (const field of fields) if (field.kind === 'string' && field.secret) names.add(field.name);
  return names;
}
