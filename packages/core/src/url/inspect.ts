/**
 * `inspectUrl`: what a URL-mode consent card needs to show an address honestly (full
 * address, highlighted host, warnings about spoofing tricks) without fetching anything.
 */
import { decodePunycode, hostToUnicode } from './punycode.js';
import { BIDI, INVISIBLE } from './characters.js';
import { hostMixesScripts } from './scripts.js';

/** Codes of URL warnings; their text is `url.<code>` (`formatIssue`). */
export type UrlWarningCode =
  | 'invalid'
  | 'scheme-not-allowed'
  | 'not-https'
  | 'punycode'
  | 'mixed-script'
  | 'userinfo'
  | 'ip-literal'
  | 'local'
  | 'bidi-control'
  | 'invisible'
  | 'very-long';

/** One advisory (or, for `invalid` and `scheme-not-allowed`, blocking) finding; text: `formatIssue`. */
export interface UrlWarning {
  readonly code: UrlWarningCode;
  /** What the text needs (`{ scheme }`, `{ host }`, `{ ascii }`, `{ length }`); `{}` when nothing. */
  readonly params: { readonly [key: string]: string | number };
}

/** What `inspectUrl` found. */
export interface UrlInspection {
  /** False when nothing may be opened (`invalid`, `scheme-not-allowed`). */
  readonly ok: boolean;
  /** The normalised address that will be opened (ASCII, Punycode host); `''` unless `ok`. */
  readonly href: string;
  /** The address as shown to a person: `href` with the host in Unicode. Equals `parts` joined. */
  readonly display: string;
  /** The scheme without its colon (`https`), lower case; `''` when unparseable. */
  readonly scheme: string;
  /** The host name in Unicode (`münchen.de`), without port; `''` when there is none. */
  readonly host: string;
  /** The host name as sent on the wire (`xn--mnchen-3ya.de`). */
  readonly hostAscii: string;
  /** `display` split around the host, so a card can highlight it. */
  readonly parts: { readonly before: string; readonly host: string; readonly after: string };
  /** Every finding, in a stable order; empty for a plain `https` address. */
  readonly warnings: readonly UrlWarning[];
}

/** Options of `inspectUrl`. */
export interface InspectUrlOptions {
  /** @deprecated Warnings carry no text now: format them with `formatIssue(warning, locale)`. */
  readonly locale?: string;
  /** Length of `href` above which `very-long` is reported (default 2,048). */
  readonly maxLength?: number;
}

/** What unparseable input may not show raw: bidi, invisible and other control characters. */
const HIDDEN = new RegExp(`${BIDI.source}|${INVISIBLE.source}|[\\0-\\x1f\\x7f]`, 'g');
const IPV4 = /^(\d+)\.(\d+)\.\d+\.\d+$/;
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/** The longest address inspected at all; a longer one is `invalid`. */
export const MAX_URL_LENGTH = 65_536;

/**
 * Trims what the URL parser trims itself (C0 controls and space), nothing more. Index
 * loops, not a regex: `/[\0- ]+$/` backtracks over every inner run, quadratic on
 * hostile input.
 */
function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/** Parses with the platform's URL parser; `undefined` where it refuses. */
export function parseUrl(text: string): URL | undefined {
  try {
    return text ? new URL(text) : undefined;
  } catch {
    return undefined;
  }
}

/** True for loopback, private, link-local and unspecified IPv4 addresses. */
function isLocalIpv4(a: number, b: number): boolean {
  return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b < 32) ||
    (a === 192 && b === 168) || (a === 169 && b === 254);
}

/** True when a host (as `URL.hostname` gives it) is this machine or a local network. */
function isLocalHost(hostname: string): boolean {
  const ipv4 = IPV4.exec(hostname);
  if (ipv4) return isLocalIpv4(Number(ipv4[1]), Number(ipv4[2]));
  if (hostname.startsWith('[')) {
    // IPv4-mapped addresses are normalised by URL to hex: [::ffff:7f00:1].
    const mapped = /^\[::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}\]$/.exec(hostname);
    if (mapped) {
      const high = parseInt(mapped[1] ?? '0', 16);
      return isLocalIpv4(high >> 8, high & 255);
    }
    return /^\[(::1?|f[cd][0-9a-f]{2}:.*|fe[89ab][0-9a-f]:.*)\]$/.test(hostname);
  }
  return LOCAL_NAME.test(hostname.replace(/\.$/, ''));
}

/**
 * Inspects an address a server asks to open (URL mode) and says what to show and warn about.
 * Never fetches and never throws: `ok` is false for input that is not a string, empty or
 * unparseable (`invalid`) and for schemes other than `https` and `http`
 * (`scheme-not-allowed`); every other warning is advisory. `href` is what to open;
 * `display` (= `parts.before + parts.host + parts.after`) is what to show, with the host in
 * Unicode and any hidden character of unparseable input percent-encoded.
 */
export function inspectUrl(url: unknown, options: InspectUrlOptions = {}): UrlInspection {
  const { maxLength = 2048 } = options;
  const warnings: UrlWarning[] = [];
  const warn = (code: UrlWarningCode, params: UrlWarning['params'] = {}) => void warnings.push({ code, params });
  const text = typeof url === 'string' ? trimControls(url) : '';
  // Far beyond any real consent page (browsers take 2 MB): refused before parsing.
  const parsed = text.length > MAX_URL_LENGTH ? undefined : parseUrl(text);
  const scheme = parsed ? parsed.protocol.slice(0, -1) : '';
  let shown = parsed ? parsed.href : text.replace(HIDDEN, encodeURIComponent);
  let parts = { before: shown, host: '', after: '' };
  let host = '';
  const web = scheme === 'https' || scheme === 'http';
  if (!parsed) warn('invalid');
  else if (!web) warn('scheme-not-allowed', { scheme });
  else {
    const { hostname, username, password, port } = parsed;
    host = hostToUnicode(hostname);
    const userinfo = username || password ? `${username}${password ? `:${password}` : ''}@` : '';
    const before = `${scheme}://${userinfo}`;
    const after = `${port ? `:${port}` : ''}${parsed.pathname}${parsed.search}${parsed.hash}`;
    // URL.href is exactly these pieces for http(s); check rather than trust.
    if (before + hostname + after === shown) parts = { before, host, after };
    shown = parts.before + parts.host + parts.after;
    if (scheme === 'http') warn('not-https');
    if (userinfo) warn('userinfo', { host });
    if (/(^|\.)xn--/.test(hostname)) warn('punycode', { ascii: hostname });
    if (hostMixesScripts(host)) warn('mixed-script');
    if (hostname.startsWith('[') || IPV4.test(hostname)) warn('ip-literal');
    if (isLocalHost(hostname)) warn('local');
  }
  // A Punycode label may decode to direction characters (`xn--zvg` is U+202E): it stays
  // ASCII on screen (hostToUnicode), and is named here.
  const labels = parsed ? parsed.hostname.split('.') : [];
  const hiddenBidi = labels.some((label) => /^xn--/i.test(label) && BIDI.test(decodePunycode(label.slice(4)) ?? ''));
  if (BIDI.test(text) || hiddenBidi) warn('bidi-control');
  if (INVISIBLE.test(text) || INVISIBLE.test(host)) warn('invisible');
  if (parsed && parsed.href.length > maxLength) warn('very-long', { length: parsed.href.length });
  return {
    ok: web,
    href: web && parsed ? parsed.href : '',
    display: shown,
    scheme,
    host,
    hostAscii: web && parsed ? parsed.hostname : '',
    parts,
    warnings,
  };
}
