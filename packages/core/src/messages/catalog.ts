/**
 * The message catalog: every user-facing string of the kit, by code, per locale.
 * English is built in; other locales are registered by hosts (Hindi ships in `./hi.ts`).
 */
import { en } from './en.js';

/** Message parameters: `{ min: 3 }` fills `{min}`. */
export type MessageParams = { readonly [key: string]: string | number };

/** One message: a template with `{name}` placeholders, or a function for plurals. */
export type Message = string | ((params: MessageParams) => string);

/** A locale's messages by code. */
export type Messages = { readonly [code: string]: Message };

/** The codes English defines; every other locale may cover any subset. */
export type MessageCode = keyof typeof en;

/** Registered locales. English is always present and is the last fallback. */
export const messages: { [locale: string]: Messages } = { en };

/**
 * Adds or overrides messages of a locale (`'hi'`, `'pt-BR'`). Codes not given keep
 * their earlier text; codes a locale lacks fall back to its language, then English.
 */
export function addMessages(locale: string, catalog: Messages): void {
  const key = locale.toLowerCase();
  messages[key] = { ...(Object.hasOwn(messages, key) ? messages[key] : {}), ...catalog };
}

const placeholder = /\{([A-Za-z0-9_]+)\}/g;

function lookup(code: string, locale: string): Message | undefined {
  const tag = locale.toLowerCase();
  const language = tag.split('-')[0] ?? tag;
  for (const candidate of [tag, language, 'en']) {
    const catalog = Object.hasOwn(messages, candidate) ? messages[candidate] : undefined;
    if (catalog && Object.hasOwn(catalog, code)) return catalog[code];
  }
  return undefined;
}

/**
 * Formats the message `code` in `locale` (default English) with `params`.
 * An unknown code yields the code itself, so a missing string is visible, never blank.
 */
export function formatMessage(code: string, params: MessageParams = {}, locale = 'en'): string {
  const message = lookup(code, locale);
  if (message === undefined) return code;
  if (typeof message === 'function') return message(params);
  return message.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
