/**
 * The languages of the person at this page, for servers that translate what they ask
 * (SEP-2792): the locale the kit shows its own text in comes first (the host's choice for
 * this person, or the page's `lang`), then the browser's languages as fallbacks. Core's
 * `acceptLanguage` drops repeats and anything that is not a language tag.
 */
export function personLanguages(locale: string): readonly string[] {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return locale ? [locale, ...browser] : [...browser];
}
