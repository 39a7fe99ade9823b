import { expect } from 'chai';
import { encodeHeaderValue } from '@elicit-kit/core';

/** Decodes the sentinel form the way a server does (spec §"Value Encoding"). */
function decode(header: string): string {
  const match = /^=\?base64\?(.*)\?=$/s.exec(header);
  if (!match) return header;
  return new TextDecoder().decode(Uint8Array.from(atob(match[1]!), (char) => char.charCodeAt(0)));
}

describe('encodeHeaderValue', () => {
  it('should match the encoding examples of the spec', () => {
    expect(encodeHeaderValue('us-west1')).to.equal('us-west1');
    expect(encodeHeaderValue('Hello, 世界')).to.equal('=?base64?SGVsbG8sIOS4lueVjA==?=');
    expect(encodeHeaderValue(' padded ')).to.equal('=?base64?IHBhZGRlZCA=?=');
    expect(encodeHeaderValue('line1\nline2')).to.equal('=?base64?bGluZTEKbGluZTI=?=');
    expect(encodeHeaderValue('=?base64?literal?=')).to.equal('=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=');
  });

  it('should send plain visible ASCII with inner spaces as is', () => {
    for (const value of [
      'get_weather',
      'us west 1',
      'a',
      '~!#$%&*+.^`|',
      'SELECT * FROM users',
      'true',
      '-7',
    ]) {
      expect(encodeHeaderValue(value)).to.equal(value);
    }
  });

  it('should encode edge whitespace, tabs, control characters and the empty string, and round-trip them', () => {
    const values = [
      ' us-west1',
      'us-west1 ',
      '\tindented',
      'a\tb',
      'line1\r\nline2',
      'a\r\nInjected: 1',
      '\u0000',
      '\u007f',
      '',
      'é',
      '😀',
      '=?base64??=',
    ];
    for (const value of values) {
      const header = encodeHeaderValue(value);
      expect(header, JSON.stringify(value)).to.match(/^=\?base64\?[A-Za-z0-9+/=]*\?=$/);
      expect(decode(header)).to.equal(value);
    }
  });
});
