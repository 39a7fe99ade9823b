/**
 * The mixed-script rule for host names, a simplified version of the spirit of Chrome's
 * IDN display policy (UTS 39 "moderately restrictive"). Scripts are told apart with
 * regex `\p{Script=…}` escapes, so the core carries no Unicode tables of its own.
 */

/** Scripts told apart by name; letters of any other script count as one "other" script. */
const NAMED = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Cherokee',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
  'Arabic',
  'Hebrew',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Georgian',
] as const;

const property = (name: string) => `\\p{Script=${name}}`;

/**
 * One test per named script, and `other`: a letter of a script not named above (Common and
 * Inherited, like digits and marks, are neutral). Built on first use, not when the module is
 * evaluated: Unicode property patterns cost milliseconds, and most pages never inspect a URL.
 */
let scriptTests:
  { readonly named: readonly (readonly [string, RegExp])[]; readonly other: RegExp } | undefined;
const scriptTestsNow = () =>
  (scriptTests ??= {
    named: NAMED.map((name) => [name, new RegExp(property(name), 'u')] as const),
    other: new RegExp(`[^${['Common', 'Inherited', ...NAMED].map(property).join('')}]`, 'u'),
  });

/**
 * Symbols outside ASCII that imitate URL syntax, such as U+2044 FRACTION SLASH. ZWJ and
 * ZWNJ are not symbols: Indic and Persian names need them.
 */
// eslint-disable-next-line no-misleading-character-class -- ZWNJ and ZWJ are listed as single code points, not as a joined sequence
const foreignSymbol = /[^\p{L}\p{M}\p{N}\u200C\u200D\0-\x7f]/u;
/** Cyrillic letters that look like Latin ones (Chromium's list, lower case). */
const cyrillicLookalikes = /^[асԁеһіјӏорԛѕԝхуъьҽпгѵѡ\d-]+$/u;

/** Scripts whose letters are easily taken for Latin ones: never allowed mixed with Latin. */
const LATIN_LOOKALIKE = ['Cyrillic', 'Greek', 'Armenian', 'Cherokee'];
/** Latin with the scripts of one CJK writing system (UTS 39 "highly restrictive" sets). */
const CJK_SETS = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** The scripts of the letters in `label`; Common and Inherited characters are ignored. */
function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  const { named, other } = scriptTestsNow();
  for (const [name, test] of named) if (test.test(label)) found.add(name);
  if (other.test(label)) found.add('other');
  return found;
}

/** True when one label's mix of scripts is outside the allowed combinations. */
function labelMixes(label: string): boolean {
  if (foreignSymbol.test(label)) return true;
  const scripts = [...scriptsOf(label)];
  if (scripts.length <= 1) return false;
  if (CJK_SETS.some((set) => scripts.every((name) => set.includes(name)))) return false;
  return !(
    scripts.length === 2 &&
    scripts.includes('Latin') &&
    !scripts.some((name) => LATIN_LOOKALIKE.includes(name))
  );
}

/**
 * Tells whether a Unicode host name mixes scripts in a way that can imitate another site.
 * True when a label mixes scripts beyond the allowed sets (one script; Latin with the
 * scripts of Japanese, Chinese or Korean; Latin with one other script except Cyrillic,
 * Greek, Armenian and Cherokee), holds non-ASCII symbols, or is written wholly in Cyrillic
 * letters that look Latin (`аррӏе`) under a Latin top-level domain.
 */
export function hostMixesScripts(host: string): boolean {
  const labels = host.split('.').filter(Boolean);
  const latinTld = /^[a-z0-9-]+$/.test(labels.at(-1) ?? '');
  return labels.some(
    (label) =>
      labelMixes(label) || (latinTld && /[^\d-]/.test(label) && cyrillicLookalikes.test(label)),
  );
}
