/**
 * Numbers in the person's locale: what they type read to a number, and a wire number written
 * back for an input (through `Intl.NumberFormat`). Nothing here throws.
 */

/** What `parseLocaleNumber` makes of a text: a number, unset, still typing, or not a number. */
export type ParsedNumber = number | undefined | 'partial' | 'bad';

interface NumberSymbols {
  readonly decimal: string;
  readonly group: string;
  readonly minus: string;
  /** The locale's digits 9 down to 0. */
  readonly digits: readonly string[];
}

const symbolCache = new Map<string, NumberSymbols>();
const marks = /[\u200e\u200f\u061c]/g;

/** The decimal and group separators, minus sign and digits of `locale`. */
function numberSymbols(locale = ''): NumberSymbols {
  let symbols = symbolCache.get(locale);
  if (!symbols) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(locale || undefined);
    } catch {
      format = new Intl.NumberFormat('en'); // an invalid tag reads as English
    }
    // One number shows every symbol: its sign, groups, decimal mark and all ten digits.
    const all = format.formatToParts(-9876543210.5);
    const parts = (type: string) =>
      all.filter((item) => item.type === type).map((item) => item.value.replace(marks, ''));
    symbols = {
      decimal: parts('decimal')[0] || '.',
      group: parts('group')[0] ?? '',
      minus: parts('minusSign')[0] || '-',
      // The integer parts are the digits 9 to 0 without group marks.
      digits: [...parts('integer').join('')],
    };
    symbolCache.set(locale, symbols);
  }
  return symbols;
}

// Canonical form: ASCII digits, `.` decimal, `g` group, `-`/`+`, `e` exponent.
// Groups of 3 (or Indian 2 then 3) only, so `1.5` typed in German is never 15.
const numberShape = /^[+-]?(?:(?:\d+|\d{1,3}(?:g\d{2,3})*g\d{3})(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?$/;
const spaces = ' \u00a0\u202f';
const finiteOrBad = (value: number): ParsedNumber => (Number.isFinite(value) ? value : 'bad');
/** `en`, or `en-<region>` (no script, no `-u-nu-`): ASCII-digit integers, read and written with no (costly first) Intl object. */
const englishRegion = /^en(?:-(?:[a-z]{2}|\d{3}))?$/i;

/** Maps typed text to the canonical form, or `undefined` on a character no number has. */
function canonical(text: string, symbols: NumberSymbols): string | undefined {
  let out = '';
  for (const char of text.replace(marks, '')) {
    const digit = symbols.digits.indexOf(char);
    if (digit >= 0) out += String(9 - digit);
    else if (char >= '0' && char <= '9') out += char;
    else if (char === symbols.decimal) out += '.';
    else if (
      char === symbols.group ||
      (spaces.includes(symbols.group) && spaces.includes(char)) ||
      (symbols.group === '\u2019' && char === "'")
    ) {
      out += 'g';
    } else if (char === '.' && symbols.group !== '.')
      out += '.'; // unambiguous where `.` is no group mark
    else if (char === '-' || char === '\u2212' || char === symbols.minus) out += '-';
    else if (char === '+') out += '+';
    else if (char === 'e' || char === 'E') out += 'e';
    else return undefined;
  }
  return out;
}

/**
 * Reads a number as a person types it in `locale` (default the runtime's).
 *
 * The decimal and group separators, minus sign and digits come from
 * `Intl.NumberFormat(locale).formatToParts`: `'1.234,5'` in `de-DE` is `1234.5`.
 * Surrounding spaces are ignored; group marks are accepted only between full groups;
 * where `.` is not the group mark (`fr`) it is read as the decimal mark too; an
 * exponent (`1e-7`) is accepted. Returns `undefined` for empty text, `'partial'` for
 * the start of a number that is not one yet (`-`, `1.`, `1,` in German, `1e`), and
 * `'bad'` for anything else, including numbers too large to be finite.
 */
export function parseLocaleNumber(text: string, locale?: string): ParsedNumber {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (/^[+-]?\d+$/.test(trimmed) && englishRegion.test(locale ?? ''))
    return finiteOrBad(Number(trimmed));
  const form = canonical(trimmed, numberSymbols(locale));
  if (form === undefined) return 'bad';
  if (numberShape.test(form)) return finiteOrBad(Number(form.replaceAll('g', '')));
  // The start of a number is one that one to three more digits complete.
  return ['0', '00', '000'].some((tail) => numberShape.test(form + tail)) ? 'partial' : 'bad';
}

/** The shortest exact decimal of `value` written out without an exponent (`1e21` → 21 digits). */
function plainDecimal(value: number): string {
  const text = String(Math.abs(value));
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const point = 1 + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Writes a wire number for an input in `locale`: the locale's decimal mark and digits,
 * an ASCII `-`, no grouping and no rounding (`0.1 + 0.2` shows `0.30000000000000004`,
 * `1e21` shows all 22 digits), so `parseLocaleNumber` reads back exactly `value`.
 * A non-finite value gives `''`.
 */
export function formatLocaleNumber(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '';
  let out = value < 0 ? '-' : '';
  const plain = plainDecimal(value);
  if (Number.isInteger(value) && englishRegion.test(locale ?? '')) return out + plain;
  const symbols = numberSymbols(locale);
  for (const char of plain) {
    out += char === '.' ? symbols.decimal : (symbols.digits[9 - Number(char)] ?? char);
  }
  return out;
}
