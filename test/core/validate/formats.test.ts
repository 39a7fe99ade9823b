import { expect } from 'chai';
import { isDate, isDateTime, isEmail, isUri } from '@elicit-kit/core';
import { matchesFormat, readDateTime } from '../../../packages/core/src/schema/kinds/formats.js';

/** Runs `check` over every sample and lists the ones that disagree with `expected`. */
function disagreements(
  check: (text: string) => boolean,
  samples: readonly string[],
  expected: boolean,
): string[] {
  return samples.filter((sample) => check(sample) !== expected);
}

describe('formats', () => {
  describe('isDate', () => {
    it('should accept real calendar dates, leap days included', () => {
      const good = [
        '2026-01-05',
        '2024-02-29',
        '2000-02-29',
        '1999-12-31',
        '0001-01-01',
        '2026-04-30',
        '2026-12-31',
      ];
      expect(disagreements(isDate, good, true)).to.deep.equal([]);
    });
    it('should reject impossible days and non-leap February 29ths', () => {
      const bad = [
        '2026-02-30',
        '2026-02-29',
        '1900-02-29',
        '2100-02-29',
        '2026-04-31',
        '2026-13-01',
        '2026-00-10',
        '2026-01-00',
        '2026-01-32',
      ];
      expect(disagreements(isDate, bad, false)).to.deep.equal([]);
    });
    it('should reject anything but exactly YYYY-MM-DD', () => {
      const bad = [
        '2026-1-5',
        '26-01-05',
        '2026/01/05',
        ' 2026-01-05',
        '2026-01-05 ',
        '2026-01-05T00:00:00Z',
        '+02026-01-05',
        '２０２６-01-05',
        '',
      ];
      expect(disagreements(isDate, bad, false)).to.deep.equal([]);
    });
  });

  describe('isDateTime', () => {
    it('should accept RFC 3339 date-times with an offset', () => {
      const good = [
        '2026-01-05T10:20:30Z',
        '2026-01-05t10:20:30z',
        '2026-01-05T10:20:30+05:30',
        '2026-01-05T10:20:30-08:00',
        '2026-01-05T10:20:30.123456789Z',
        '2024-02-29T00:00:00+00:00',
        '2026-01-05T23:59:59-23:59',
      ];
      expect(disagreements(isDateTime, good, true)).to.deep.equal([]);
    });
    it('should reject a missing offset, a space separator and compact offsets', () => {
      const bad = [
        '2026-01-05T10:20:30',
        '2026-01-05 10:20:30Z',
        '2026-01-05T10:20:30+0530',
        '2026-01-05T10:20:30+05',
        '2026-01-05T10:20Z',
        '2026-01-05T10:20:30.Z',
        '2026-02-30T10:20:30Z',
        '2026-01-05T24:00:00Z',
        '2026-01-05T10:60:00Z',
        '2026-01-05T10:20:30+24:00',
        '2026-01-05T10:20:30+05:60',
        '2026-1-05T10:20:30Z',
      ];
      expect(disagreements(isDateTime, bad, false)).to.deep.equal([]);
    });
    it('should tolerate a leap second only at 23:59:60 UTC', () => {
      expect(isDateTime('2016-12-31T23:59:60Z')).to.equal(true);
      expect(isDateTime('2016-12-31T18:59:60-05:00')).to.equal(true);
      expect(isDateTime('2017-01-01T05:29:60+05:30')).to.equal(true);
      expect(isDateTime('2016-12-31T12:00:60Z')).to.equal(false);
      expect(isDateTime('2016-12-31T23:59:61Z')).to.equal(false);
    });
    it('should read the parts and the offset in minutes', () => {
      expect(readDateTime('2026-03-04T05:06:07.25-05:30')).to.deep.equal({
        year: 2026,
        month: 3,
        day: 4,
        hour: 5,
        minute: 6,
        second: 7,
        fraction: '25',
        offset: -330,
      });
      expect(readDateTime('2026-03-04T05:06:07Z')?.offset).to.equal(0);
      expect(readDateTime('2026-03-04')).to.equal(undefined);
    });
  });

  describe('isEmail', () => {
    it('should accept ordinary addresses with dots, plus tags, apostrophes and punycode domains', () => {
      const good = [
        'user@example.com',
        'first.last@example.co.uk',
        'user+tag@example.com',
        "o'brien@example.ie",
        'USER@EXAMPLE.COM',
        'x_y-z@sub-domain.example.org',
        'user@xn--bcher-kva.de',
        'a@b.co',
        '1234@123.example',
      ];
      expect(disagreements(isEmail, good, true)).to.deep.equal([]);
    });
    it('should reject dotless domains, stray dots, spaces and Unicode', () => {
      const bad = [
        'not-an-email',
        'user@localhost',
        'user@',
        '@example.com',
        '.user@example.com',
        'user.@example.com',
        'us..er@example.com',
        'user@-example.com',
        'user@example-.com',
        'user@example..com',
        'user@example.com.',
        'us er@example.com',
        'user@bücher.de',
        'jösé@example.com',
        'a@b@example.com',
        `user@${'a'.repeat(64)}.com`,
        '',
        // Refused by zod (`.email()` and the pattern zod 4 writes): a one-letter or numeric
        // top-level domain, characters outside [A-Za-z0-9_'+-.], a local part ending in '.
        'ada@example.c',
        '1234@123.45',
        'user!x@example.com',
        'user#x@example.com',
        'a/b@example.com',
        "o'@example.com",
        'user@example.xn--p1ai',
      ];
      expect(disagreements(isEmail, bad, false)).to.deep.equal([]);
    });
  });

  describe('isUri', () => {
    it('should accept absolute URIs of any scheme', () => {
      const good = [
        'https://example.com',
        'https://example.com/a/b?c=d&e=f#g',
        'http://user:pw@example.com:8080/a;b?c=%20#top',
        'urn:isbn:0451450523',
        'mailto:user@example.com',
        'file:///etc/hosts',
        'tel:+1-201-555-0123',
        'data:text/plain,hello%20world',
        'git+ssh://git@example.com/repo.git',
        'HTTPS://EXAMPLE.COM',
      ];
      expect(disagreements(isUri, good, true)).to.deep.equal([]);
    });
    it('should reject relative references, spaces, controls and bad escapes', () => {
      const bad = [
        '/path',
        'path/only',
        '//example.com/x',
        '#frag',
        'https://exa mple.com',
        ' https://example.com',
        'https://example.com/\n',
        'https://example.com/%zz',
        'https://example.com/<x>',
        'https://bücher.de',
        '1http://example.com',
        'https:',
        'a:?q',
        'a:#f',
        'http://[::1]/', // IPv6 literals are deliberately outside the practical rule
        ':',
        '',
      ];
      expect(disagreements(isUri, bad, false)).to.deep.equal([]);
    });
  });

  describe('matchesFormat', () => {
    it('should dispatch to the rule of each format', () => {
      expect(matchesFormat('a@b.co', 'email')).to.equal(true);
      expect(matchesFormat('a@b.co', 'uri')).to.equal(false);
      expect(matchesFormat('2026-01-05', 'date')).to.equal(true);
      expect(matchesFormat('2026-01-05', 'date-time')).to.equal(false);
      expect(matchesFormat('urn:x:y', 'uri')).to.equal(true);
    });
  });

  describe('linear time', () => {
    it('should answer quickly on long hostile inputs', () => {
      const hostile = [
        `${'a.'.repeat(50_000)}@`,
        `a@${'a-'.repeat(50_000)}`,
        `a@${'a.'.repeat(50_000)}-`,
        `a:${'%a'.repeat(50_000)}`,
        `2026-01-05T10:20:30.${'1'.repeat(100_000)}x`,
      ];
      // A backtracking regex would run for minutes here: the runner's test timeout fails it.
      // (No clock assertion: speed is measured by benchmarks, never by timed tests.)
      for (const text of hostile) {
        expect(isEmail(text), text.slice(0, 20)).to.equal(false);
        expect(isDateTime(text), text.slice(0, 20)).to.equal(false);
        expect(isUri(text), text.slice(0, 20)).to.equal(false);
      }
    });
  });
});
