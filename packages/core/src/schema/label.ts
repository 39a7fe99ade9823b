/**
 * Readable labels for properties without a `title` (every zod schema without
 * `.meta({ title })`): `start_date` → `Start date`, `maxAttendees` → `Max attendees`.
 */

// Where words meet: `_`, `-`, `.`, spaces; a lower-case letter or digit before a capital;
// the last capital of an acronym before a capitalised word (`HTTPServer` → `HTTP Server`).
const boundary = /[\s_.-]+|(?<=[\p{Ll}\d])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * The property name as words, first letter capitalised, the rest lower-cased except
 * acronyms (`userID` → `User ID`). Names in scripts without case, and names that are one
 * word already, come back as they are apart from that first capital.
 */
export function labelFromKey(name: string): string {
  const words = name.split(boundary).filter(Boolean);
  if (!words.length) return name;
  const text = words
    .map((word) => (/^\p{Lu}+\d*$/u.test(word) && word.length > 1 ? word : word.toLowerCase()))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
