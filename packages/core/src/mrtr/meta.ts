/**
 * The per-request `_meta` envelope of protocol revision 2026-07-28: every request,
 * retries included, carries the protocol version and the client's capabilities
 * (spec `basic/index.mdx` §"_meta", SEP-2575).
 */
import type { ElicitMode } from '../elicitation.js';
import { isObject, own, ownProperty, type JsonObject } from '../internal/json.js';

/** The protocol revision that introduced Multi Round-Trip Requests. */
export const PROTOCOL_VERSION = '2026-07-28';
/** `_meta` key of the protocol version (required on every 2026-07-28 request). */
export const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
/** `_meta` key of the client capabilities (required on every 2026-07-28 request). */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
/** `_meta` key of the client name and version (optional, recommended). */
export const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';

/** `_meta` key of the person's languages, HTTP `Accept-Language` grammar (SEP-2792, spec notes §12a). */
export const ACCEPT_LANGUAGE_META_KEY = 'io.modelcontextprotocol/acceptLanguage';
/** `_meta` key of the language a server wrote its text in, a BCP 47 tag (SEP-2792). */
export const CONTENT_LANGUAGE_META_KEY = 'io.modelcontextprotocol/contentLanguage';

/** The person's languages, for servers that translate what they ask (SEP-2792). */
export interface LanguageOptions {
  /** Language tags, most preferred first (`['hi-IN', 'en']`, as `navigator.languages`). */
  readonly languages?: readonly string[];
  /** One language tag, used when `languages` is not given (`'hi'`). */
  readonly locale?: string;
}

const languageTag = /^(?:[A-Za-z]{1,8}(?:-[A-Za-z\d]{1,8})*|\*)$/;

/**
 * The person's language tags as given, most preferred first: invalid tags and repeats
 * (ignoring case) dropped, at most ten kept.
 */
export function languageTags(options: LanguageOptions): string[] {
  const given = options.languages ?? (options.locale ? [options.locale] : []);
  const tags: string[] = [];
  for (const tag of given) {
    if (
      typeof tag === 'string' &&
      languageTag.test(tag) &&
      !tags.some((seen) => seen.toLowerCase() === tag.toLowerCase())
    )
      tags.push(tag);
  }
  return tags.slice(0, 10);
}

/**
 * The person's languages in HTTP `Accept-Language` grammar, most preferred first, each next
 * one a tenth less preferred (`hi-IN, hi;q=0.9, en;q=0.8`); `undefined` when none is a tag.
 * Invalid tags and repeats are dropped; at most ten are sent (`languageTags`).
 */
export function acceptLanguage(options: LanguageOptions): string | undefined {
  const tags = languageTags(options);
  if (!tags.length) return undefined;
  return tags
    .map((tag, index) => (index ? `${tag};q=${((10 - index) / 10).toFixed(1)}` : tag))
    .join(', ');
}

/** The language a server says its text is in (`_meta[CONTENT_LANGUAGE_META_KEY]`), if it is a tag. */
export function contentLanguageOf(meta: unknown): string | undefined {
  const tag = ownProperty(meta, CONTENT_LANGUAGE_META_KEY);
  return typeof tag === 'string' && tag !== '*' && languageTag.test(tag) ? tag : undefined;
}

/** The client name and version (`Implementation` in the spec). */
export interface ClientInfo {
  readonly name: string;
  readonly version: string;
  readonly [key: string]: unknown;
}

/** Options of `requestMeta`. */
export interface RequestMetaOptions extends LanguageOptions {
  /** Sent as `io.modelcontextprotocol/clientInfo` when given. */
  readonly clientInfo?: ClientInfo;
  /** Default `{ elicitation: { form: {}, url: {} } }`; a forms-only host passes `{ elicitation: { form: {} } }`. */
  readonly capabilities?: JsonObject;
  /** Default `PROTOCOL_VERSION`. */
  readonly protocolVersion?: string;
}

/**
 * Builds the `_meta` envelope of one request, with the person's languages
 * (`acceptLanguage`) when `languages` or `locale` is given.
 * Returns a fresh object on every call, so one request's envelope never leaks into another's.
 */
export function requestMeta(options: RequestMetaOptions = {}): JsonObject {
  const meta: JsonObject = {
    [PROTOCOL_VERSION_META_KEY]: options.protocolVersion ?? PROTOCOL_VERSION,
    [CLIENT_CAPABILITIES_META_KEY]: options.capabilities ?? { elicitation: { form: {}, url: {} } },
  };
  if (options.clientInfo) meta[CLIENT_INFO_META_KEY] = options.clientInfo;
  const languages = acceptLanguage(options);
  if (languages) meta[ACCEPT_LANGUAGE_META_KEY] = languages;
  return meta;
}

/**
 * Lists the elicitation modes that client capabilities declare.
 * `elicitation: {}` means form only (spec §"Capabilities", kept for backwards
 * compatibility); no `elicitation` at all means no mode.
 */
export function declaredModes(capabilities: unknown): Set<ElicitMode> {
  const modes = new Set<ElicitMode>();
  const elicitation = ownProperty(capabilities, 'elicitation');
  if (!isObject(elicitation)) return modes;
  if (isObject(own(elicitation, 'form'))) modes.add('form');
  if (isObject(own(elicitation, 'url'))) modes.add('url');
  if (own(elicitation, 'form') === undefined && own(elicitation, 'url') === undefined)
    modes.add('form');
  return modes;
}
