/**
 * Random `requestState` strings for the round-trip suite: all of Unicode (astral code
 * points, combining marks, graphemes), raw UTF-16 units with lone surrogates (which JSON
 * carries as `\uD800` escapes), JSON's own escapes, and a 1 MiB string of all of these.
 */
import { fc } from '../helpers/fast-check.js';

/** Strings JSON and careless copies handle specially. */
const SPECIALS = [
  '',
  ' ',
  '"',
  '\\',
  '\\"',
  '\\u0000',
  '\u0000',
  '\u2028\u2029',
  '\r\n',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDFFF',
  '\uDC00\uD800',
  '</script>',
  '%00',
  '+/=',
  'e\u0301',
  '\u00e9',
  '\uFB01',
  '\u{1F469}\u200D\u{1F4BB}',
  '\u202Eabc',
];

/** One UTF-16 unit, any of the 65,536: lone surrogates included. */
const unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** A random requestState. */
export const stateString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit, maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 16 }),
  fc.array(fc.constantFrom(...SPECIALS), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.base64String({ maxLength: 200 }),
);

/** A 1 MiB string (1,048,576 UTF-16 units) of every kind above, lone surrogates included. */
export function mebibyteState(): string {
  const samples = fc.sample(stateString, { numRuns: 400, seed: 1 }).join('');
  let text = samples + SPECIALS.join('');
  while (text.length < 1 << 20) text += text;
  return text.slice(0, 1 << 20);
}
