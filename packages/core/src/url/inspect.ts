/**
 * `inspectUrl`: what a URL-mode consent card needs to show an address honestly (full
 * address, highlighted host, warnings about spoofing tricks) without fetching anything.
 */
import { decodePunycode, hostToUnicode } from './punycode.js';
import { BIDI, INVISIBLE } from './characters.js';
import { hostMixesScripts } from './scripts.js';
import type { Issue, IssueParams } from '../issue.js';

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
export interface UrlWarning extends Issue<UrlWarningCode> {
  /** What the text needs (`{ scheme }`, `{ host }`, `{ ascii }`, `{ length }`); `{}` when nothing. */
  readonly params: IssueParams;
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
  /**
   * Length of the host name above which `very-long` is reported (default 100): a long
   * chain of labels pushes the real site out of sight (`accounts.google.com.…\u200B.evil.example`).
   */
  readonly maxHostLength?: number;
}

/** What unparseable input may not show raw: bidi, invisible and other control characters. */
const HIDDEN = new RegExp(`${BIDI.source}|${INVISIBLE.source}|[\\0-\\x1f\\x7f]`, 'g');
const IPV4 = /^(\d+)\.(\d+)\.\d+\.\d+$/;
/** Names that only resolve on this machine or a local network (RFC 6761, 6762, 8375, and router and ICANN-reserved names). */
const LOCAL_NAME =
  /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa)$/;

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

/** Parses with the platform's URL parser; `undefined` where it refuses (empty text included: there is no base). */
export function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** True for loopback, private, carrier-grade NAT (RFC 6598, also Tailscale), link-local and unspecified IPv4 addresses. */
function isLocalIpv4(a: number, b: number): boolean {
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b < 32) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b < 128)
  );
}

/** The eight 16-bit groups of an IPv6 host as `URL.hostname` gives it (`[::ffff:7f00:1]`: hex only, compressed). */
function ipv6Groups(hostname: string): number[] {
  const [head, tail] = hostname.slice(1, -1).split('::');
  // No text (an empty side of `::`, or no `::` at all) is no group.
  const groups = (text?: string) =>
    text ? text.split(':').map((group) => parseInt(group, 16)) : [];
  const high = groups(head);
  const low = groups(tail);
  return [...high, ...Array<number>(Math.max(0, 8 - high.length - low.length)).fill(0), ...low];
}

/**
 * True for loopback, unspecified, unique-local, link-local and site-local IPv6 addresses,
 * and for the forms that embed an IPv4 address (mapped `::ffff:a.b.c.d`, compatible
 * `::a.b.c.d`, translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) when that one is local.
 */
function isLocalIpv6(hostname: string): boolean {
  const g = ipv6Groups(hostname);
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const embedded = g[6] ?? 0;
  if (
    (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) || // compatible, mapped
    (zero(0, 4) && g[4] === 0xffff && g[5] === 0) || // translated
    (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) // NAT64
  ) {
    return isLocalIpv4(embedded >> 8, embedded & 255);
  }
  const first = g[0] ?? 0;
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0;
}

/** True when a host (as `URL.hostname` gives it) is this machine or a local network. */
function isLocalHost(hostname: string): boolean {
  const ipv4 = IPV4.exec(hostname);
  if (ipv4) return isLocalIpv4(Number(ipv4[1]), Number(ipv4[2]));
  if (hostname.startsWith('[')) return isLocalIpv6(hostname);
  const name = hostname.replace(/\.$/, '');
  // A name without a dot (`https://intranet/`) is completed by the local resolver's search domains.
  return !name.includes('.') || LOCAL_NAME.test(name);
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
  const { maxLength = 2048, maxHostLength = 100 } = options;
  const warnings: UrlWarning[] = [];
  const warn = (code: UrlWarningCode, params: UrlWarning['params'] = {}) =>
    void warnings.push({ code, params });
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
  const hiddenBidi = parsed?.hostname
    .split('.')
    .some((label) => /^xn--/i.test(label) && BIDI.test(decodePunycode(label.slice(4)) ?? ''));
  if (BIDI.test(text) || hiddenBidi) warn('bidi-control');
  if (INVISIBLE.test(text) || INVISIBLE.test(host)) warn('invisible');
  if (
    parsed &&
    (parsed.href.length > maxLength || (web && parsed.hostname.length > maxHostLength))
  ) {
    warn('very-long', { length: parsed.href.length });
  }
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
