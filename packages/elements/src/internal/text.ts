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

/** Server text of unknown type made safe to show: a string without bidi controls, else `''`. */
export function plainText(value: unknown): string {
  return typeof value === 'string' ? neutralizeBidi(value) : '';
}
