import { expect } from 'chai';
import { formatLocaleNumber, parseLocaleNumber } from '@elicit-kit/core';

/** `en` and `en` with every two-letter region and a few numeric ones: what the Intl-free path answers for. */
const ENGLISH = ['en', 'EN', 'en-419', 'en-001', 'en-150'];
for (let first = 65; first <= 90; first++) {
  for (let second = 65; second <= 90; second++)
    ENGLISH.push(`en-${String.fromCharCode(first, second)}`);
}

/** How Intl writes an integer in `locale` without grouping, with the ASCII minus `formatLocaleNumber` promises (and `-0` as `0`). */
const intlInteger = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 })
    .format(value || 0)
    .replace(/[\u2212\u200e\u200f\u061c]/g, (char) => (char === '\u2212' ? '-' : ''));

describe('formatLocaleNumber and parseLocaleNumber: English integers without Intl', () => {
  const integers = [
    0,
    -0,
    1,
    7,
    42,
    999,
    1000,
    -5,
    -1234,
    1234567,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
  ];

  // First: the later tests fill the core's per-locale cache.
  it('creates no Intl object for an English integer, and still does for other locales and fractions', () => {
    const original = Intl.NumberFormat;
    let created = 0;
    const counting = function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      created++;
      return new original(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = counting;
    try {
      // Locales nothing was formatted in yet, so the core's per-locale cache cannot hide a creation.
      expect(formatLocaleNumber(1234, 'en-KY')).to.equal('1234');
      expect(formatLocaleNumber(-20, 'en-NR')).to.equal('-20');
      expect(parseLocaleNumber('-20', 'en-TV')).to.equal(-20);
      expect(created).to.equal(0);
      expect(formatLocaleNumber(12, 'ar-EG')).to.equal('١٢');
      expect(created).to.equal(1);
      // A fraction needs the region's decimal mark (en-ZA writes `0,5`): the Intl path.
      expect(formatLocaleNumber(0.5, 'en-ZA')).to.equal(
        `0${new original('en-ZA').formatToParts(0.5).find((part) => part.type === 'decimal')?.value}5`,
      );
      expect(created).to.equal(2);
      // A script or numbering-system subtag can bring other digits: never the shortcut.
      expect(formatLocaleNumber(12, 'en-u-nu-arab')).to.equal('١٢');
      expect(created).to.equal(3);
    } finally {
      Intl.NumberFormat = original;
    }
  });

  it('writes every integer as Intl.NumberFormat does, in en and en of every region', () => {
    for (const locale of ENGLISH) {
      for (const value of integers) {
        expect(formatLocaleNumber(value, locale), `${value} in ${locale}`).to.equal(
          intlInteger(value, locale),
        );
      }
    }
  });

  it('reads typed integers as the Intl path does (the same locale with `-u-nu-latn` goes through Intl)', () => {
    const typed = [
      '0',
      '-0',
      '+7',
      ' 42 ',
      '999',
      '1000',
      '-1234',
      '007',
      '9'.repeat(400),
      '-',
      '1.',
      '1,000',
      '12a',
    ];
    for (const locale of ENGLISH) {
      for (const text of typed) {
        expect(
          parseLocaleNumber(text, locale),
          `${JSON.stringify(text)} in ${locale}`,
        ).to.deep.equal(parseLocaleNumber(text, `${locale}-u-nu-latn`));
      }
    }
    expect(parseLocaleNumber('42', 'en')).to.equal(42);
    expect(parseLocaleNumber('9'.repeat(400), 'en')).to.equal('bad');
  });
});
