import { expect } from 'chai';
import { formatLocaleNumber, parseLocaleNumber } from '@elicit-kit/core';

// What people type besides the locale's own symbols: ASCII digits in a locale with other
// digits, ASCII and Unicode minus signs, a capital exponent, letters.
describe('parseLocaleNumber: characters beside the locale’s own', () => {
  it('should read ASCII digits, all ten of them, in a locale that writes other digits', () => {
    expect(parseLocaleNumber('1234567890', 'ar-EG')).to.equal(1234567890);
    expect(parseLocaleNumber('90', 'ar-EG')).to.equal(90);
    expect(parseLocaleNumber('\u0661\u0660', 'ar-EG')).to.equal(10);
  });

  it('should read the ASCII hyphen, U+2212 and the locale’s minus as a minus, and a plus as a plus', () => {
    for (const locale of ['en', 'sv', 'fi', 'de']) {
      expect(parseLocaleNumber('-5', locale), locale).to.equal(-5);
      expect(parseLocaleNumber('\u22125', locale), locale).to.equal(-5);
      expect(parseLocaleNumber('+5', locale), locale).to.equal(5);
    }
  });

  it('should read an exponent in either case', () => {
    expect(parseLocaleNumber('1E3', 'en')).to.equal(1000);
    expect(parseLocaleNumber('2e-2', 'en')).to.equal(0.02);
    expect(parseLocaleNumber('1E', 'en')).to.equal('partial');
  });

  it('should refuse letters and symbols no number has, in any locale', () => {
    for (const locale of ['en', 'de', 'fr', 'ar-EG']) {
      for (const text of ['1x5', 'abc', '5%', '1_000', '$5', '1e3e3']) {
        expect(parseLocaleNumber(text, locale), `${text} in ${locale}`).to.equal('bad');
      }
    }
  });

  it('should read an ASCII apostrophe as the Swiss group mark, and nowhere else', () => {
    expect(parseLocaleNumber("1'234.5", 'de-CH')).to.equal(1234.5);
    expect(parseLocaleNumber("1'234", 'en')).to.equal('bad');
    expect(parseLocaleNumber("1'234", 'de')).to.equal('bad');
  });
});

describe('formatLocaleNumber: signs', () => {
  it('should write zero and negative zero without a sign, and a minus only below zero', () => {
    expect(formatLocaleNumber(0, 'en')).to.equal('0');
    expect(formatLocaleNumber(-0, 'en')).to.equal('0');
    expect(formatLocaleNumber(0.5, 'de')).to.equal('0,5');
    expect(formatLocaleNumber(-0.5, 'de')).to.equal('-0,5');
  });

  it('should write tiny and huge numbers out in full so they read back exactly', () => {
    for (const value of [1.5e-7, -2.25e-9, 1e21, 1.2345e25]) {
      const text = formatLocaleNumber(value, 'en');
      expect(text, String(value)).to.not.match(/e/i);
      expect(parseLocaleNumber(text, 'en')).to.equal(value);
    }
    expect(formatLocaleNumber(1.5e-7, 'en')).to.equal('0.00000015');
  });
});
