/**
 * Which fields are secrets: those core `sensitiveFields` flags (name, title or description
 * of a password, key, token, card…) and those the schema marks (`format: "password"`,
 * `writeOnly`). A secret is warned about, typed masked, hidden in reviews and receipts and
 * never persisted.
 */
import { sensitiveFields, type FieldModel, type SecretCues } from '@elicit-kit/core';
import { messages, secretCues } from '@elicit-kit/core/messages';

/** The catalogs the last cues were gathered from, and those cues. */
let gatheredFrom: readonly object[] = [];
let gatheredCues: SecretCues = {};

/**
 * Cues of any locale a host registered (core reads those of every shipped language itself);
 * gathered again only when a catalog changed (`addMessages` replaces the catalog it
 * extends), so core compiles their rules once, not once per form.
 */
function currentCues(): SecretCues {
  const catalogs = Object.values(messages);
  if (
    catalogs.length !== gatheredFrom.length ||
    catalogs.some((catalog, index) => catalog !== gatheredFrom[index])
  ) {
    gatheredCues = secretCues((gatheredFrom = catalogs));
  }
  return gatheredCues;
}

/** The names of the secret fields of a form. */
export function secretNames(fields: readonly FieldModel[]): ReadonlySet<string> {
  const cues = currentCues();
  const names = new Set(sensitiveFields(fields, { cues }).map((entry) => entry.field));
  for (const field of fields) if (field.kind === 'string' && field.secret) names.add(field.name);
  return names;
}
