/**
 * Characters an address must not show raw: the ones that reorder text and the ones
 * that cannot be seen. Shared by the inspection and the Punycode display.
 */

/** Bidirectional formatting characters: they reorder what a person reads. */
export const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Zero-width and blank-looking characters, plus tab and newlines, which `URL` drops silently. */
export const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each listed code point stands alone: U+034F is matched by itself, not joined to its neighbour
  /[\t\n\r\u00AD\u034F\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF\uFFA0]/;
/** Invisible characters with no place in a name (ZWJ and ZWNJ have one, in Indic and Persian). */
// eslint-disable-next-line no-misleading-character-class -- each listed code point stands alone: U+034F is matched by itself, not joined to its neighbour
const HIDING = /[\u00AD\u034F\u115F\u1160\u180E\u200B\u2060-\u2064\u3164\uFEFF\uFFA0]/;
/**
 * What a decoded host label must not show: direction, hiding and C0/C1 control
 * characters (`goo\u200Bgle` would read as `google`). ZWJ and ZWNJ stay shown, and
 * warned about as `invisible`.
 */
// eslint-disable-next-line no-misleading-character-class -- HIDING's code points, each matched by itself
export const UNSHOWABLE = new RegExp(`${BIDI.source}|${HIDING.source}|[\\0-\\x1f\\x7f-\\x9f]`);
