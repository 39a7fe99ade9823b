/**
 * Server strings are shown as text only. Bidi embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069) and the invisible direction marks (U+200E, U+200F,
 * U+061C) can reorder what a person reads, so they never reach the screen.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * Returns `text` with every bidi control replaced by `replacement`.
 * Messages drop them (`''`); a URL shows U+FFFD instead, so hidden characters stay visible.
 */
export function neutralizeBidi(text: string, replacement = ''): string {
  return text.replace(bidiControls, replacement);
}

/**
 * The most UTF-16 units of one server text shown (a message, a name). Far beyond what a
 * person reads in a card; laying out more froze the page (a 1 MiB message, more so in a
 * complex script, took seconds to minutes). The rest is cut and marked with `…`.
 */
const MAX_SHOWN = 10_000;

/**
 * Server text of unknown type made safe to show: a string without bidi controls, at most
 * `max` units (cut between code points, then `…`), else `''`.
 */
export function plainText(value: unknown, max = MAX_SHOWN): string {
  if (typeof value !== 'string') return '';
  if (value.length <= max) return neutralizeBidi(value);
  // Never split a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
  return `${neutralizeBidi(value.slice(0, end))}…`;
}
