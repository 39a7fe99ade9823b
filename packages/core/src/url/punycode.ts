/**
 * Punycode (RFC 3492) decoding, so a consent card can show `xn--` host labels as the
 * Unicode a person would read. `URL` only hands out the ASCII form; decoding is all we
 * need, and a few dozen lines beat a dependency.
 */

import { UNSHOWABLE } from './characters.js';

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;

/** RFC 3492 §6.1: the bias adaptation after each decoded code point. */
function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / 700) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  for (; delta > 455; k += BASE) delta = Math.floor(delta / 35); // 455 = ((36 - 1) * 26) >> 1
  return k + Math.floor((36 * delta) / (delta + 38));
}

/** The value of one base-36 digit (`a`-`z` 0-25, `0`-`9` 26-35), or 36 when it is none. */
function digitOf(code: number): number {
  if (code >= 48 && code < 58) return code - 22;
  if (code >= 65 && code < 91) return code - 65;
  if (code >= 97 && code < 123) return code - 97;
  return BASE;
}

/**
 * Decodes one Punycode string (a label without its `xn--` prefix) to Unicode.
 * Returns `undefined` for input that is not valid Punycode, never throws.
 */
export function decodePunycode(input: string): string | undefined {
  if (input.length > 1024) return undefined; // far beyond DNS's 63; keeps the spread below safe
  const delimiter = input.lastIndexOf('-');
  const output: number[] = [];
  for (let p = 0; p < delimiter; p++) {
    const code = input.charCodeAt(p);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let p = delimiter > 0 ? delimiter + 1 : 0; p < input.length;) {
    const old = i;
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (p >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(p++));
      if (digit >= BASE) return undefined;
      i += digit * weight;
      const t = Math.min(Math.max(k - bias, T_MIN), T_MAX);
      if (digit < t) break;
      weight *= BASE - t;
      if (i > 0x7fffffff || weight > 0x7fffffff) return undefined;
    }
    const points = output.length + 1;
    bias = adapt(i - old, points, old === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > 0x10ffff || (n >= 0xd800 && n < 0xe000)) return undefined;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/**
 * Converts an ASCII host (as `URL.hostname` gives it) to Unicode, label by label.
 * A label stays as it is when it does not decode, or when its Unicode would mislead:
 * empty, plain ASCII (`xn--google-` is not `google`), or holding direction or control
 * characters.
 */
export function hostToUnicode(asciiHost: string): string {
  return asciiHost
    .split('.')
    .map((label) => {
      const decoded = /^xn--/i.test(label) ? decodePunycode(label.slice(4)) : undefined;
      return decoded && /[^\0-\x7f]/.test(decoded) && !UNSHOWABLE.test(decoded) ? decoded : label;
    })
    .join('.');
}
