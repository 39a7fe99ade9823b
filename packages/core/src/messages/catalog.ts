/**
 * The message registry: text for every code the kit emits, by locale. English core text is
 * built in (`./en.ts`); elements add their own English on first use; hosts register more
 * locales with `addMessages`. Nothing in the core's root entry imports this module, so a
 * host that shows no core text never downloads it.
 */
import { en } from './en.js';
import type { SecretCues } from '../sensitive.js';
import type { Issue } from '../issue.js';
import type { SchemaIssueCode } from '../schema/issues.js';
import type { ContentIssueCode } from '../schema/kinds/content-issues.js';
import type { UrlWarningCode } from '../url/inspect.js';
import type { ResultIssueCode } from '../mrtr/read.js';

/** Message parameters: `{ min: 3 }` fills `{min}`. */
export type MessageParams = { readonly [key: string]: string | number };

/** One message: a template with `{name}` placeholders, or a function for plurals. */
export type Message = string | ((params: MessageParams) => string);

/** A locale's messages by code (any subset; missing codes fall back). */
export type Messages = { readonly [code: string]: Message };

/** A complete catalog for the codes `K`: a locale typed with it fails to compile when it misses one. */
export type Catalog<K extends string> = { readonly [code in K]: Message };

export type { SecretCueEntries } from './secret-cues.js';

/** The codes of core text (content, schema, URL and result issues). */
export type CoreMessageCode = keyof typeof en;

/** The codes of the findings that have text (schema, content, URL and result issues). */
export type TextIssueCode = SchemaIssueCode | ContentIssueCode | UrlWarningCode | ResultIssueCode;

/** What `formatIssue` reads of a finding: its code (one with text), its parameters and its `path`. */
export interface IssueLike extends Partial<Pick<Issue<TextIssueCode>, 'params' | 'path'>> {
  readonly code: TextIssueCode;
}

/** Registered locales, lower-cased. English is always present and is the last fallback. */
export const messages: { [locale: string]: Messages } = { en };

/**
 * Adds or overrides messages of a locale (`'hi'`, `'pt-BR'`). Codes not given keep
 * their earlier text; codes a locale lacks fall back to its language, then English.
 */
export function addMessages(locale: string, catalog: Messages): void {
  const key = locale.toLowerCase();
  messages[key] = { ...(Object.hasOwn(messages, key) ? messages[key] : {}), ...catalog };
}

function lookup(code: string, locale: string): Message | undefined {
  const tag = locale.toLowerCase();
  for (const candidate of [tag, tag.split('-')[0] as string, 'en']) {
    const catalog = Object.hasOwn(messages, candidate) ? messages[candidate] : undefined;
    if (catalog && Object.hasOwn(catalog, code)) return catalog[code];
  }
  return undefined;
}

/**
 * Formats the message `code` in `locale` (default English) with `params`.
 * An unknown code yields the code itself, so a missing string is visible, never blank.
 * `code` is one of the core's (`CoreMessageCode`), so a misspelt one fails to compile; a
 * package with its own codes names them: `formatMessage<UiMessageCode>(code)`.
 */
export function formatMessage<Code extends string = CoreMessageCode>(
  code: NoInfer<Code>,
  params: MessageParams = {},
  locale = 'en',
): string {
  const message = lookup(code, locale);
  if (message === undefined) return code;
  if (typeof message === 'function') return message(params);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Key prefixes of the core's issue families, in the order they are tried (codes are unique across them). */
const families = ['content', 'schema', 'url', 'result'];

/**
 * The text of any issue or warning the core returns (`compileSchema`, `validateContent`,
 * `inspectUrl`, `readInputRequired`) in `locale`. A more specific message is used where one
 * exists: `content.typeMismatch.email` for a format, `content.notAnOption.duplicate` for a
 * repeated choice, `content.rangeUnderflow.exclusive` for an exclusive bound,
 * `content.stepMismatch.step` for `multipleOf`, `schema.<code>.root` for an issue of the
 * form itself (no `name`). The text may name the issue's `path` (`{path}`).
 */
export function formatIssue(issue: IssueLike, locale = 'en'): string {
  // Where the issue points is stored once, on the issue; a text may still name it (`{path}`).
  const { code, path = '' } = issue;
  const params: MessageParams = { path, ...issue.params };
  const variant =
    params['format'] ??
    (params['duplicate']
      ? 'duplicate'
      : params['exclusive']
        ? 'exclusive'
        : params['step'] !== undefined
          ? 'step'
          : params['name'] === undefined
            ? 'root'
            : '');
  for (const family of families) {
    const key = `${family}.${code}`;
    if (lookup(key, locale) === undefined) continue;
    const specific = `${key}.${variant}`;
    return formatMessage<string>(
      lookup(specific, locale) === undefined ? key : specific,
      params,
      locale,
    );
  }
  return code;
}

/**
 * The secret cues (`secret.<reason>` entries) of `catalogs` (default: every registered
 * locale), joined per reason, for `sensitiveFields(form, { cues })`: a person using the kit
 * in Hindi has Hindi field names flagged too. The cues are data of the locale files, so the
 * core's root entry carries English cues only.
 */
export function secretCues(catalogs: Iterable<Messages> = Object.values(messages)): SecretCues {
  // Per reason, each distinct entry once: the shipped cues and a registered locale carrying the same ones are read once.
  const cues: { [reason: string]: Set<string> } = {};
  for (const catalog of catalogs) {
    for (const [key, value] of Object.entries(catalog)) {
      if (!key.startsWith('secret.') || typeof value !== 'string' || !value) continue;
      const reason = key.slice('secret.'.length);
      (cues[reason] ??= new Set()).add(value);
    }
  }
  return Object.fromEntries(
    Object.entries(cues).map(([reason, values]) => [reason, [...values].join('|')]),
  );
}
