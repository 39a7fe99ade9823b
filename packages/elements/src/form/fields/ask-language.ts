/**
 * The language a server says it wrote an ask in (SEP-2792 `contentLanguage`, in the ask's
 * `_meta`): the ask's own text (message, titles, descriptions) is marked with it, and with
 * its direction for a right-to-left script, while the kit's text keeps the card's locale.
 */
import { contentLanguageOf } from '@elicit-kit/core';

/** Languages and scripts written right to left. */
const RTL =
  /^(?:ar|arc|ckb|dv|fa|he|iw|ks|ku-arab|nqo|ps|sd|ug|ur|yi)(?:-|$)|-(?:adlm|arab|hebr|nkoo|rohg|syrc|thaa)(?:-|$)/i;

/** The ask's language and direction: `{ lang }`, with `dir: 'rtl'` for a right-to-left one; `{}` when the server said none. */
export function askLanguage(meta: unknown): { readonly lang?: string; readonly dir?: 'rtl' } {
  const lang = contentLanguageOf(meta);
  if (!lang) return {};
  return RTL.test(lang) ? { lang, dir: 'rtl' } : { lang };
}
