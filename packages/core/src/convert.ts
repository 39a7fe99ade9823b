/**
 * Conversions between what a person types and the wire value: local date-times and
 * time zones (through `Intl.DateTimeFormat`, no date library) and calendar dates. Numbers in
 * the person's locale are `locale-number.ts`. Nothing here throws: bad input yields `undefined`.
 */
import { isRealDay, readDateTime } from './schema/kinds/formats.js';

const minute = 60_000;
const day = 86_400_000;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The runtime's IANA time zone (`'UTC'` when the runtime does not say). */
export function defaultTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A formatter giving the wall clock of `timeZone`, or `undefined` for an unknown zone. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return undefined; // RangeError: not a time zone this runtime knows
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** Milliseconds of a wall-clock reading taken as if it were UTC (years 0–99 kept as is). */
function wallMs(
  year: number,
  month: number,
  date: number,
  hour: number,
  min: number,
  sec: number,
): number {
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, date);
  value.setUTCHours(hour, min, sec);
  return value.getTime();
}

/** Offset of `timeZone` from UTC at the instant `epoch`, in milliseconds. */
function offsetAt(format: Intl.DateTimeFormat, epoch: number): number {
  const whole = epoch - (((epoch % 1000) + 1000) % 1000);
  const get: { [type: string]: number } = {};
  let bc = false;
  for (const part of format.formatToParts(whole)) {
    if (part.type === 'era') bc = part.value.startsWith('B');
    else get[part.type] = Number(part.value);
  }
  const year = bc ? 1 - (get.year ?? 0) : (get.year ?? 0);
  return (
    wallMs(year, get.month ?? 1, get.day ?? 1, get.hour ?? 0, get.minute ?? 0, get.second ?? 0) -
    whole
  );
}

/** `YYYY-MM-DDTHH:mm:ss` of a wall clock held as UTC milliseconds; `undefined` outside years 1–9999. */
function wallText(ms: number): string | undefined {
  const at = new Date(ms);
  const year = at.getUTCFullYear();
  // toISOString writes years 0–9999 with four digits.
  return year >= 1 && year <= 9999 ? at.toISOString().slice(0, 19) : undefined;
}

/** `+05:30` style text of an offset in milliseconds, rounded to whole minutes as RFC 3339 needs. */
function offsetText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / minute);
  const sign = ms < 0 && minutes > 0 ? '-' : '+';
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${sign}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

const localShape = /^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,3}))?)?$/;

/** How `localDateTimeToWire` writes the instant: in UTC with `Z` (the default), or with the zone's own offset. */
export interface DateTimeWireOptions {
  /** `'utc'` (default, `…T09:00:00Z`: zod's datetime refuses offsets) or `'local'` (`…T10:00:00+01:00`). */
  readonly offset?: 'utc' | 'local';
}

/**
 * Converts the value of an `<input type=datetime-local>` (`YYYY-MM-DDTHH:mm`, with
 * optional `:ss` and `.sss`) entered in `timeZone` (IANA name, default the runtime's) to
 * an RFC 3339 date-time of that instant, always with seconds: in UTC with `Z` by default,
 * `localDateTimeToWire('2026-07-01T09:30', 'Asia/Kolkata')` is `'2026-07-01T04:00:00Z'`;
 * with `{ offset: 'local' }` it keeps the zone's offset, `'2026-07-01T09:30:00+05:30'`.
 *
 * A time that falls in a daylight-saving gap (`2026-03-29T02:30` in Europe/Berlin) is
 * moved forward by the gap (`03:30:00+02:00`); a time that occurs twice when clocks go
 * back takes the earlier instant, with the offset in force before the change. Both match
 * JavaScript `Date` and Temporal's `'compatible'` choice. A UTC offset is `+00:00`.
 * Returns `undefined` for text that is not a real local date-time or an unknown zone.
 */
export function localDateTimeToWire(
  local: string,
  timeZone = defaultTimeZone(),
  options: DateTimeWireOptions = {},
): string | undefined {
  const match = localShape.exec(local);
  const format = zoneFormat(timeZone);
  if (!match || !format) return undefined;
  const [year, month, date, hour, min, sec] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (!isRealDay(year, month, date) || hour > 23 || min > 59 || sec > 59) return undefined;
  const wall = wallMs(year, month, date, hour, min, sec);
  const before = offsetAt(format, wall - day);
  const after = offsetAt(format, wall + day);
  // The offsets around the moment are the only candidates; one that maps back to the
  // same wall clock is real. None means a gap: take the offset from before it.
  const chosen =
    [before, after].find((offset) => offsetAt(format, wall - offset) === offset) ?? before;
  const instant = wall - chosen;
  const offset = options.offset === 'local' ? offsetAt(format, instant) : 0;
  const text = wallText(instant + offset);
  return (
    text &&
    `${text}${match[7] ? `.${match[7]}` : ''}${options.offset === 'local' ? offsetText(offset) : 'Z'}`
  );
}

/**
 * Converts an RFC 3339 date-time to the `<input type=datetime-local>` value showing
 * the same instant in `timeZone` (default the runtime's): `YYYY-MM-DDTHH:mm`, plus
 * `:ss` and up to three fraction digits when they are not zero.
 * `wireDateTimeToLocal('2026-01-15T12:00:00Z', 'America/New_York')` is `'2026-01-15T07:00'`.
 * A leap second (`23:59:60Z`) shows as `:59`. Returns `undefined` for anything that is
 * not an RFC 3339 date-time, for an unknown zone, or outside years 1–9999.
 */
export function wireDateTimeToLocal(
  wire: string,
  timeZone: string = defaultTimeZone(),
): string | undefined {
  const parts = readDateTime(wire);
  const format = zoneFormat(timeZone);
  if (!parts || !format) return undefined;
  const fraction = parts.fraction.slice(0, 3).replace(/0+$/, '');
  const instant =
    wallMs(
      parts.year,
      parts.month,
      parts.day,
      parts.hour,
      parts.minute,
      Math.min(parts.second, 59),
    ) -
    parts.offset * minute;
  const text = wallText(instant + offsetAt(format, instant));
  if (!text) return undefined;
  return text.endsWith(':00') && !fraction
    ? text.slice(0, -3)
    : `${text}${fraction && `.${fraction}`}`;
}

/**
 * The offset of `timeZone` (default the runtime's) at `at` (default now) as RFC 3339
 * writes it (`+01:00`, `-05:30`, `+00:00`); `undefined` for an unknown zone. Elements show
 * it through their `ui.timeZoneLabel` text.
 */
export function timeZoneOffset(
  timeZone: string = defaultTimeZone(),
  at: Date | number = Date.now(),
): string | undefined {
  const format = zoneFormat(timeZone);
  const epoch = Number(at);
  return format && Number.isFinite(epoch) ? offsetText(offsetAt(format, epoch)) : undefined;
}

/**
 * Names a time zone with its current offset: `'Europe/Berlin (UTC+01:00)'` in winter.
 * `timeZone` defaults to the runtime's; `at` is the moment whose offset is shown (default
 * now). An unknown zone name is returned as it is. The label is the same in every
 * language; the `locale` parameter of Revision 1 is accepted and ignored.
 */
export function timeZoneLabel(
  timeZone: string = defaultTimeZone(),
  _locale?: string,
  at?: Date | number,
): string {
  const offset = timeZoneOffset(timeZone, at);
  return offset === undefined ? timeZone : `${timeZone} (UTC${offset})`;
}

/**
 * The calendar date (`YYYY-MM-DD`) of an instant in `timeZone` (default the runtime's),
 * never shifted through UTC: a value for a `date` field's "today" or bounds. The value
 * of an `<input type=date>` already is the wire value and is sent unchanged.
 * Returns `undefined` for an invalid date or an unknown zone.
 */
export function wireDateOf(
  at: Date | number,
  timeZone: string = defaultTimeZone(),
): string | undefined {
  const format = zoneFormat(timeZone);
  const epoch = Number(at);
  if (!format || !Number.isFinite(epoch)) return undefined;
  return wallText(epoch + offsetAt(format, epoch))?.slice(0, 10);
}
