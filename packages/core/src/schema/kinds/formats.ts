/**
 * The four string formats of the elicitation subset. Each rule is chosen so that
 * what it accepts is also accepted by ajv-formats' `full` mode (what the MCP SDKs
 * validate with on the server) and, for email, by a browser's `<input type=email>`.
 * Every regex is linear: no nested or overlapping quantifiers.
 */
import type { StringFormat } from '../model.js';

const emailShape =
  /^[\w'+-]+(?:\.[\w'+-]+)*(?<!')@(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i;
// A URI character, `(?:[…]|%XX)`, is written twice: before the `#` and after it.
const uriShape =
  /^[a-z][a-z\d+.-]*:(?!\?)(?:[\w.~!$&'()*+,;=:@/?-]|%[\da-f]{2})+(?:#(?:[\w.~!$&'()*+,;=:@/?-]|%[\da-f]{2})*)?$/i;
const authorityShape = /^[a-z][a-z\d+.-]*:\/\/([^/?#]*)/i;
const dateShape = /^(\d{4})-(\d\d)-(\d\d)$/;
const dateTimeShape =
  /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:[Zz]|([+-])(\d\d):(\d\d))$/;

/**
 * Tells whether `text` is an email address that every common validator accepts.
 *
 * The local part is dot-separated atoms of letters, digits, `_`, `'`, `+` and `-` (no
 * leading, trailing or doubled dot; not ending in `'`); the domain is DNS labels of at
 * most 63 letters, digits or inner hyphens, ending in a top-level domain of two letters
 * or more. That is what zod 3 and 4 (`.email()`, and the pattern zod 4 writes beside
 * `format: "email"`), ajv-formats and the WHATWG `type=email` rule all accept, so
 * `ada@example.c` and `user!x@example.com` are refused. Unicode (IDN) domains must be
 * given in their `xn--` form, as browsers submit them.
 */
export function isEmail(text: string): boolean {
  return emailShape.test(text);
}

/**
 * Tells whether `text` is an absolute URI: an RFC 3986 scheme, `:`, then at least
 * one character that is not `?` or `#`, every one an RFC 3986 URI character or a
 * `%XX` escape (so no spaces, controls, non-ASCII, `"`, `<`, `>`, backslash, `^`, `` ` ``,
 * `{`, `|`, `}`, brackets), and at most one `#`. `urn:isbn:0451450523` and
 * `mailto:a@example.com` are URIs; `/path` is not. IPv6 literal hosts (`http://[::1]/`)
 * are not accepted: every value this accepts is also a `uri` to ajv-formats. After `//`, a
 * port must be digits: `http://example.com:abc/path` is refused, as zod's `url()` does.
 */
export function isUri(text: string): boolean {
  if (!uriShape.test(text)) return false;
  // An authority's port is digits (RFC 3986 §3.2.3), as zod's `url()` and ajv-formats hold.
  const authority = authorityShape.exec(text)?.[1];
  if (authority === undefined) return true;
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const colon = hostPort.indexOf(':');
  return colon < 0 || /^\d*$/.test(hostPort.slice(colon + 1));
}

/** Tells whether `day` of `month` (1–12) of `year` exists in the proleptic Gregorian calendar. */
export function isRealDay(year: number, month: number, day: number): boolean {
  // Date's UTC calendar (years 0–99 as given) rolls a day that does not exist into another month.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Tells whether `text` is an RFC 3339 `full-date`, `YYYY-MM-DD`, naming a real
 * calendar day (`2024-02-29` yes, `2026-02-30` and `2026-1-5` no).
 */
export function isDate(text: string): boolean {
  const match = dateShape.exec(text);
  return !!match && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The parts of an RFC 3339 `date-time`; `offset` in minutes east of UTC. */
export interface DateTimeParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** The fraction digits after the seconds' dot, `''` when there are none. */
  readonly fraction: string;
  readonly offset: number;
}

/**
 * Reads an RFC 3339 `date-time` (see `isDateTime`) into its parts, or `undefined`
 * when `text` is not one.
 */
export function readDateTime(text: string): DateTimeParts | undefined {
  const match = dateTimeShape.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [
    1, 2, 3, 4, 5, 6, 9, 10,
  ].map((i) => Number(match[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (
    !isRealDay(year, month, day) ||
    hour > 23 ||
    minute > 59 ||
    second > 60 ||
    offsetHours > 23 ||
    offsetMinutes > 59
  ) {
    return undefined;
  }
  const offset = (match[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  // A leap second is only ever inserted at 23:59:60 UTC.
  if (second === 60 && (((hour * 60 + minute - offset) % 1440) + 1440) % 1440 !== 1439)
    return undefined;
  return { year, month, day, hour, minute, second, fraction: match[7] ?? '', offset };
}

/**
 * Tells whether `text` is an RFC 3339 `date-time` with an offset: `T` or `t`,
 * seconds required, optional fraction, `Z`/`z` or `±hh:mm`. Second 60 (a leap
 * second) is accepted only at 23:59 UTC, where leap seconds are inserted, as
 * ajv-formats does. A space instead of `T`, or `+0530`, is rejected.
 */
export function isDateTime(text: string): boolean {
  return readDateTime(text) !== undefined;
}

/** The check of each of the subset's formats; its keys are the formats a string field may have. */
export const FORMAT_CHECKS: { readonly [F in StringFormat]: (text: string) => boolean } = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
};

/** Checks `text` against one of the subset's formats. */
export function matchesFormat(text: string, format: StringFormat): boolean {
  return FORMAT_CHECKS[format](text);
}
