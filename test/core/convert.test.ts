import { expect } from 'chai';
import {
  defaultTimeZone,
  localDateTimeToWire,
  timeZoneLabel,
  wireDateOf,
  wireDateTimeToLocal,
  isDateTime,
  formatLocaleNumber,
  parseLocaleNumber,
} from '@elicit-kit/core';

describe('convert', () => {
  const local = { offset: 'local' } as const;
  describe('localDateTimeToWire', () => {
    it('should send the instant in UTC with Z by default, what zod and every validator accept', () => {
      expect(localDateTimeToWire('2026-12-01T10:00', 'Europe/Berlin')).to.equal(
        '2026-12-01T09:00:00Z',
      );
      expect(localDateTimeToWire('2026-07-01T09:30', 'Asia/Kolkata')).to.equal(
        '2026-07-01T04:00:00Z',
      );
      expect(localDateTimeToWire('2026-01-15T23:59:59', 'America/New_York')).to.equal(
        '2026-01-16T04:59:59Z',
      );
      expect(localDateTimeToWire('2026-01-15T00:00', 'UTC')).to.equal('2026-01-15T00:00:00Z');
      expect(localDateTimeToWire('2026-01-15T09:30:05.250', 'Asia/Kolkata')).to.equal(
        '2026-01-15T04:00:05.250Z',
      );
      // A gap moves forward, a repeated hour takes the earlier instant, in UTC as with offsets.
      expect(localDateTimeToWire('2026-03-29T02:30', 'Europe/Berlin')).to.equal(
        '2026-03-29T01:30:00Z',
      );
      expect(localDateTimeToWire('2026-10-25T02:30', 'Europe/Berlin')).to.equal(
        '2026-10-25T00:30:00Z',
      );
      expect(localDateTimeToWire('2026-12-01T10:00', 'Europe/Berlin', { offset: 'utc' })).to.equal(
        '2026-12-01T09:00:00Z',
      );
    });
    it('should add the zone offset of that moment with { offset: "local" }', () => {
      expect(localDateTimeToWire('2026-01-15T09:30', 'Europe/Berlin', local)).to.equal(
        '2026-01-15T09:30:00+01:00',
      );
      expect(localDateTimeToWire('2026-07-15T09:30', 'Europe/Berlin', local)).to.equal(
        '2026-07-15T09:30:00+02:00',
      );
      expect(localDateTimeToWire('2026-07-01T09:30', 'Asia/Kolkata', local)).to.equal(
        '2026-07-01T09:30:00+05:30',
      );
      expect(localDateTimeToWire('2026-01-15T23:59:59', 'America/New_York', local)).to.equal(
        '2026-01-15T23:59:59-05:00',
      );
      expect(localDateTimeToWire('2026-01-15T00:00', 'UTC', local)).to.equal(
        '2026-01-15T00:00:00+00:00',
      );
    });
    it('should keep seconds and milliseconds that the input gives', () => {
      expect(localDateTimeToWire('2026-01-15T09:30:05.250', 'Asia/Kolkata', local)).to.equal(
        '2026-01-15T09:30:05.250+05:30',
      );
    });
    it('should move a time in a spring-forward gap forward by the gap', () => {
      expect(localDateTimeToWire('2026-03-29T02:30', 'Europe/Berlin', local)).to.equal(
        '2026-03-29T03:30:00+02:00',
      );
      expect(localDateTimeToWire('2026-03-08T02:15', 'America/New_York', local)).to.equal(
        '2026-03-08T03:15:00-04:00',
      );
    });
    it('should take the earlier instant of a time that occurs twice', () => {
      expect(localDateTimeToWire('2026-10-25T02:30', 'Europe/Berlin', local)).to.equal(
        '2026-10-25T02:30:00+02:00',
      );
      expect(localDateTimeToWire('2026-11-01T01:30', 'America/New_York', local)).to.equal(
        '2026-11-01T01:30:00-04:00',
      );
    });
    it('should be right just around the transitions', () => {
      expect(localDateTimeToWire('2026-03-29T01:59:59', 'Europe/Berlin', local)).to.equal(
        '2026-03-29T01:59:59+01:00',
      );
      expect(localDateTimeToWire('2026-03-29T03:00', 'Europe/Berlin', local)).to.equal(
        '2026-03-29T03:00:00+02:00',
      );
      expect(localDateTimeToWire('2026-11-01T02:00', 'America/New_York', local)).to.equal(
        '2026-11-01T02:00:00-05:00',
      );
      expect(localDateTimeToWire('2026-11-01T00:59', 'America/New_York', local)).to.equal(
        '2026-11-01T00:59:00-04:00',
      );
    });
    it('should give valid RFC 3339 text', () => {
      for (const zone of [
        'Europe/Berlin',
        'America/New_York',
        'Asia/Kolkata',
        'Australia/Lord_Howe',
      ]) {
        const wire = localDateTimeToWire('2026-10-04T02:10', zone);
        expect(wire !== undefined && isDateTime(wire), `${zone}: ${wire}`).to.equal(true);
      }
    });
    it('should return undefined for bad text or an unknown zone, never throw', () => {
      expect(localDateTimeToWire('2026-02-30T10:00', 'UTC')).to.equal(undefined);
      expect(localDateTimeToWire('2026-01-15T24:00', 'UTC')).to.equal(undefined);
      expect(localDateTimeToWire('2026-01-15', 'UTC')).to.equal(undefined);
      expect(localDateTimeToWire('2026-01-15T10:00Z', 'UTC')).to.equal(undefined);
      expect(localDateTimeToWire('2026-01-15T10:00', 'Mars/Olympus_Mons')).to.equal(undefined);
      expect(localDateTimeToWire('2026-01-15T10:00', '')).to.equal(undefined);
    });
    it('should default to the runtime zone', () => {
      const zone = defaultTimeZone();
      expect(localDateTimeToWire('2026-05-05T12:00')).to.equal(
        localDateTimeToWire('2026-05-05T12:00', zone),
      );
    });
  });

  describe('wireDateTimeToLocal', () => {
    it('should show the instant on the zone wall clock', () => {
      expect(wireDateTimeToLocal('2026-01-15T12:00:00Z', 'America/New_York')).to.equal(
        '2026-01-15T07:00',
      );
      expect(wireDateTimeToLocal('2026-01-15T12:00:00Z', 'Asia/Kolkata')).to.equal(
        '2026-01-15T17:30',
      );
      expect(wireDateTimeToLocal('2026-01-15T23:45:00-05:00', 'Europe/Berlin')).to.equal(
        '2026-01-16T05:45',
      );
      expect(wireDateTimeToLocal('2026-01-15t12:00:00z', 'UTC')).to.equal('2026-01-15T12:00');
    });
    it('should keep seconds and up to three fraction digits when not zero', () => {
      expect(wireDateTimeToLocal('2026-01-15T12:00:07Z', 'UTC')).to.equal('2026-01-15T12:00:07');
      expect(wireDateTimeToLocal('2026-01-15T12:00:00.5Z', 'UTC')).to.equal(
        '2026-01-15T12:00:00.5',
      );
      expect(wireDateTimeToLocal('2026-01-15T12:00:00.123456Z', 'UTC')).to.equal(
        '2026-01-15T12:00:00.123',
      );
      expect(wireDateTimeToLocal('2026-01-15T12:00:00.000Z', 'UTC')).to.equal('2026-01-15T12:00');
    });
    it('should tell both instants of a repeated hour apart', () => {
      expect(wireDateTimeToLocal('2026-11-01T05:30:00Z', 'America/New_York')).to.equal(
        '2026-11-01T01:30',
      );
      expect(wireDateTimeToLocal('2026-11-01T06:30:00Z', 'America/New_York')).to.equal(
        '2026-11-01T01:30',
      );
      expect(wireDateTimeToLocal('2026-03-29T01:30:00Z', 'Europe/Berlin')).to.equal(
        '2026-03-29T03:30',
      );
    });
    it('should show a leap second as the last second of the minute', () => {
      expect(wireDateTimeToLocal('2016-12-31T23:59:60Z', 'UTC')).to.equal('2016-12-31T23:59:59');
    });
    it('should round-trip with localDateTimeToWire outside gaps', () => {
      for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) {
        for (const local of [
          '2026-01-01T00:00',
          '2026-06-30T23:59',
          '2026-10-25T02:30',
          '2026-11-01T01:30',
          '2024-02-29T12:34:56',
        ]) {
          const wire = localDateTimeToWire(local, zone);
          expect(wire && wireDateTimeToLocal(wire, zone), `${zone} ${local}`).to.equal(local);
        }
      }
    });
    it('should return undefined for bad text or an unknown zone', () => {
      expect(wireDateTimeToLocal('2026-01-15T12:00:00', 'UTC')).to.equal(undefined);
      expect(wireDateTimeToLocal('2026-01-15', 'UTC')).to.equal(undefined);
      expect(wireDateTimeToLocal('2026-01-15T12:00:00Z', 'Not/AZone')).to.equal(undefined);
      expect(wireDateTimeToLocal('9999-12-31T23:00:00-05:00', 'UTC')).to.equal(undefined);
    });
  });

  describe('timeZoneLabel', () => {
    it('should name the zone with its offset at the given moment', () => {
      expect(timeZoneLabel('Europe/Berlin', 'en', Date.UTC(2026, 0, 1))).to.equal(
        'Europe/Berlin (UTC+01:00)',
      );
      expect(timeZoneLabel('Europe/Berlin', 'en', new Date(Date.UTC(2026, 6, 1)))).to.equal(
        'Europe/Berlin (UTC+02:00)',
      );
      expect(timeZoneLabel('Asia/Kolkata', 'en', 0)).to.equal('Asia/Kolkata (UTC+05:30)');
      expect(timeZoneLabel('America/New_York', undefined, Date.UTC(2026, 0, 1))).to.equal(
        'America/New_York (UTC-05:00)',
      );
    });
    it('should return an unknown zone name unchanged', () => {
      expect(timeZoneLabel('Nowhere/Special', 'en')).to.equal('Nowhere/Special');
    });
    it('should default to the runtime zone', () => {
      expect(timeZoneLabel()).to.contain(defaultTimeZone());
    });
  });

  describe('wireDateOf', () => {
    it('should give the calendar date of an instant in the zone, never shifted through UTC', () => {
      const lateEvening = Date.UTC(2026, 0, 1, 20, 0); // 20:00 UTC on 1 January
      expect(wireDateOf(lateEvening, 'UTC')).to.equal('2026-01-01');
      expect(wireDateOf(lateEvening, 'Asia/Kolkata')).to.equal('2026-01-02');
      expect(wireDateOf(new Date(Date.UTC(2026, 0, 1, 3)), 'America/New_York')).to.equal(
        '2025-12-31',
      );
    });
    it('should return undefined for an invalid date or zone', () => {
      expect(wireDateOf(new Date(NaN), 'UTC')).to.equal(undefined);
      expect(wireDateOf(0, 'No/Zone')).to.equal(undefined);
    });
  });

  describe('parseLocaleNumber', () => {
    it('should read decimal commas where the locale uses them', () => {
      expect(parseLocaleNumber('1,5', 'de-DE')).to.equal(1.5);
      expect(parseLocaleNumber('1.234,5', 'de-DE')).to.equal(1234.5);
      expect(parseLocaleNumber('-0,25', 'de')).to.equal(-0.25);
      expect(parseLocaleNumber('1 234,5', 'fr-FR')).to.equal(1234.5);
      expect(parseLocaleNumber('1\u202f234,5', 'fr-FR')).to.equal(1234.5);
      expect(parseLocaleNumber('1.5', 'fr-FR')).to.equal(1.5);
    });
    it('should read decimal points and groups where the locale uses them', () => {
      expect(parseLocaleNumber('1,234.5', 'en-US')).to.equal(1234.5);
      expect(parseLocaleNumber('12,34,567.5', 'en-IN')).to.equal(1234567.5);
      expect(parseLocaleNumber('1234.5', 'hi')).to.equal(1234.5);
      expect(parseLocaleNumber("1'234.5", 'de-CH')).to.equal(1234.5);
    });
    it('should read the locale digits and minus signs', () => {
      expect(parseLocaleNumber('١٢٣٫٥', 'ar-EG')).to.equal(123.5);
      expect(parseLocaleNumber('\u22123', 'sv-SE')).to.equal(-3);
    });
    it('should tolerate surrounding spaces, a plus sign, a leading decimal mark and exponents', () => {
      expect(parseLocaleNumber('  42 ', 'en')).to.equal(42);
      expect(parseLocaleNumber('+7', 'en')).to.equal(7);
      expect(parseLocaleNumber(',5', 'de')).to.equal(0.5);
      expect(parseLocaleNumber('1e-7', 'en')).to.equal(1e-7);
      expect(Object.is(parseLocaleNumber('-0', 'en'), -0)).to.equal(true);
    });
    it('should tell still-typing states apart', () => {
      for (const [text, locale] of [
        ['-', 'en'],
        ['+', 'en'],
        ['1.', 'en'],
        ['1,', 'de'],
        ['.', 'en'],
        ['1e', 'en'],
        ['1e-', 'en'],
        ['1,2', 'en'],
        ['1.5', 'de'],
      ]) {
        expect(parseLocaleNumber(text as string, locale), `${text} in ${locale}`).to.equal(
          'partial',
        );
      }
    });
    it('should tell garbage apart', () => {
      for (const [text, locale] of [
        ['abc', 'en'],
        ['1-', 'en'],
        ['--1', 'en'],
        ['1.2.3', 'en'],
        ['1,2,3', 'de'],
        ['12,3456', 'en'],
        ['1e999', 'en'],
        ['0x10', 'en'],
        ['NaN', 'en'],
        ['Infinity', 'en'],
      ]) {
        expect(parseLocaleNumber(text as string, locale), `${text} in ${locale}`).to.equal('bad');
      }
    });
    it('should return undefined for empty text', () => {
      expect(parseLocaleNumber('', 'en')).to.equal(undefined);
      expect(parseLocaleNumber('   ', 'de')).to.equal(undefined);
    });
    it('should read an invalid locale tag as English, never throw', () => {
      expect(parseLocaleNumber('1.5', 'not_a_locale!!')).to.equal(1.5);
    });
  });

  describe('formatLocaleNumber', () => {
    it('should show every digit without grouping or rounding', () => {
      expect(formatLocaleNumber(0.1 + 0.2, 'en')).to.equal('0.30000000000000004');
      expect(formatLocaleNumber(1234567.5, 'en-US')).to.equal('1234567.5');
      expect(formatLocaleNumber(1234567.5, 'de-DE')).to.equal('1234567,5');
      expect(formatLocaleNumber(1e21, 'en')).to.equal('1000000000000000000000');
      expect(formatLocaleNumber(-1.5e-7, 'en')).to.equal('-0.00000015');
      expect(formatLocaleNumber(2 ** 53, 'en')).to.equal('9007199254740992');
    });
    it('should use the locale digits and decimal mark', () => {
      expect(formatLocaleNumber(123.5, 'ar-EG')).to.equal('١٢٣٫٥');
    });
    it('should give an empty text for non-finite numbers', () => {
      expect(formatLocaleNumber(NaN, 'en')).to.equal('');
      expect(formatLocaleNumber(Infinity, 'en')).to.equal('');
    });
    it('should read back exactly through parseLocaleNumber', () => {
      const values = [
        0,
        1,
        -1,
        0.1 + 0.2,
        1e21,
        1.7976931348623157e308,
        5e-324,
        -123.456e-10,
        2 ** 53 + 2,
        1 / 3,
      ];
      for (const locale of ['en', 'de-DE', 'fr-FR', 'hi', 'ar-EG', 'en-IN', 'sv']) {
        for (const value of values) {
          expect(
            parseLocaleNumber(formatLocaleNumber(value, locale), locale),
            `${value} in ${locale}`,
          ).to.equal(value);
        }
      }
    });
  });
});
