import { expect } from 'chai';
import { MAX_URL_LENGTH, inspectUrl } from '@elicit-kit/core';

// Each limit of inspectUrl at its exact value and one past it, and what an address that may
// not be opened still reports: nothing to open, no host to highlight.
const codes = (url: unknown, options = {}) =>
  inspectUrl(url, options).warnings.map((warning) => warning.code);
/** An https address whose href is exactly `length` characters long. */
const addressOf = (length: number) => {
  const start = 'https://example.com/?q=';
  return start + 'a'.repeat(length - start.length);
};
/** An https address whose host name is exactly `length` characters long (labels of 9 and a `.com`). */
const hostOf = (length: number) => {
  let host = 'com';
  while (host.length < length)
    host = `${'a'.repeat(Math.min(9, length - host.length - 1))}.${host}`;
  return `https://${host}/`;
};

describe('inspectUrl: limits at their edge', () => {
  it('should call an address of exactly maxLength characters not very long, one more very long', () => {
    expect(inspectUrl(addressOf(2048)).href).to.have.length(2048);
    expect(codes(addressOf(2048))).to.not.include('very-long');
    expect(codes(addressOf(2049))).to.include('very-long');
    expect(codes(addressOf(100), { maxLength: 100 })).to.not.include('very-long');
    expect(codes(addressOf(101), { maxLength: 100 })).to.include('very-long');
  });

  it('should give the length of a very long address in its params', () => {
    const warning = inspectUrl(addressOf(3000)).warnings.find(
      (found) => found.code === 'very-long',
    );
    expect(warning?.params).to.deep.equal({ length: 3000 });
  });

  it('should call a host of exactly maxHostLength characters not very long, one more very long', () => {
    expect(inspectUrl(hostOf(100)).hostAscii).to.have.length(100);
    expect(codes(hostOf(100))).to.deep.equal([]);
    expect(codes(hostOf(101))).to.deep.equal(['very-long']);
    expect(codes(hostOf(40), { maxHostLength: 40 })).to.deep.equal([]);
    expect(codes(hostOf(41), { maxHostLength: 40 })).to.deep.equal(['very-long']);
  });

  it(`should inspect an address of exactly MAX_URL_LENGTH characters and refuse one more`, () => {
    const longest = inspectUrl(addressOf(MAX_URL_LENGTH));
    expect(longest.ok).to.equal(true);
    expect(longest.href).to.have.length(MAX_URL_LENGTH);
    const over = inspectUrl(addressOf(MAX_URL_LENGTH + 1));
    expect(over.ok).to.equal(false);
    expect(over.warnings.map((warning) => warning.code)).to.deep.equal(['invalid']);
  });
});

describe('inspectUrl: addresses that may not be opened', () => {
  for (const url of ['ftp://example.com/file', 'wss://example.com/socket', 'file://server/share']) {
    it(`should report no host and nothing to open for ${url}`, () => {
      const inspection = inspectUrl(url);
      expect(inspection.ok).to.equal(false);
      expect(inspection.href).to.equal('');
      expect(inspection.host).to.equal('');
      expect(inspection.hostAscii).to.equal('');
      expect(inspection.parts).to.deep.equal({ before: inspection.display, host: '', after: '' });
    });
  }

  it('should show unparseable text without the spaces and controls around it, and keep the inner ones encoded', () => {
    expect(inspectUrl('  not an address \t').display).to.equal('not an address');
    expect(inspectUrl('\u0001nope\u0000 ').display).to.equal('nope');
    expect(inspectUrl(' a\u0007b ').display).to.equal('a%07b');
    expect(inspectUrl(' \t\n ').warnings.map((warning) => warning.code)).to.deep.equal(['invalid']);
  });
});
