// A file field's value (SEP-2356): a `data:` URI whose media type is accepted and whose decoded size fits.
import { expect } from 'chai';
import {
  acceptsFile,
  mediaTypeOfName,
  readDataUri,
  type FieldModel,
  validateContent,
} from '@elicit-kit/core';
import { formatIssue, addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/core/messages/hi';

const file = (
  extra: { accept?: string[]; maxSize?: number; required?: boolean } = {},
): FieldModel => ({
  name: 'f',
  label: 'f',
  hasTitle: false,
  required: false,
  kind: 'file',
  ...extra,
});
// btoa, not Buffer: core tests run in Chromium too.
const png = (bytes: number) => `data:image/png;base64,${btoa('\x07'.repeat(bytes))}`;
const codes = (field: FieldModel, value: unknown) =>
  validateContent([field], { f: value }).map((issue) => issue.code);

describe('validateContent: file fields', () => {
  it('should accept a base64 data URI of an accepted type within maxSize', () => {
    expect(codes(file({ accept: ['image/*'], maxSize: 10 }), png(10))).to.deep.equal([]);
  });

  it('should refuse a value that is not a data URI, whatever its scheme', () => {
    for (const value of [
      'https://example.com/a.png',
      'file:///etc/passwd',
      'photo.png',
      'DATA',
      'data:image/png;base64',
    ]) {
      expect(codes(file(), value), value).to.deep.equal(['fileUnreadable']);
    }
  });

  it('should refuse base64 data that is not whole base64', () => {
    expect(codes(file(), 'data:image/png;base64,abc')).to.deep.equal(['fileUnreadable']);
    expect(codes(file(), 'data:image/png;base64,ab!d')).to.deep.equal(['fileUnreadable']);
  });

  it('should count decoded bytes against maxSize, padding included', () => {
    expect(readDataUri(png(1))!.size).to.equal(1);
    expect(readDataUri(png(2))!.size).to.equal(2);
    expect(readDataUri(png(3))!.size).to.equal(3);
    expect(codes(file({ maxSize: 10 }), png(11))).to.deep.equal(['fileTooLarge']);
    expect(validateContent([file({ maxSize: 10 })], { f: png(11) })[0]!.params).to.deep.equal({
      max: 10,
      size: 11,
    });
  });

  it('should count a percent-encoded data URI byte by byte', () => {
    expect(readDataUri('data:,a%20b')).to.deep.equal({ mediaType: 'text/plain', size: 3 });
    expect(readDataUri('data:text/plain;charset=utf-8,hi')).to.deep.equal({
      mediaType: 'text/plain',
      size: 2,
    });
  });

  it('should check the media type against MIME types, wildcards and extensions', () => {
    const field = file({ accept: ['image/*', '.pdf'] });
    expect(codes(field, 'data:application/pdf;base64,AAAA')).to.deep.equal([]);
    expect(codes(field, 'data:image/webp;base64,AAAA')).to.deep.equal([]);
    expect(codes(field, 'data:text/plain;base64,AAAA')).to.deep.equal(['fileTypeNotAccepted']);
    expect(validateContent([field], { f: 'data:text/plain;base64,AAAA' })[0]!.params).to.deep.equal(
      { accept: 'image/*, .pdf' },
    );
  });

  it('should report a wrong type and a too large file together', () => {
    expect(codes(file({ accept: ['application/pdf'], maxSize: 1 }), png(2))).to.deep.equal([
      'fileTypeNotAccepted',
      'fileTooLarge',
    ]);
  });

  it('should refuse an empty required value as missing and a non-string as the wrong type', () => {
    expect(codes(file({ required: true }), '')).to.deep.equal(['valueMissing']);
    expect(codes(file(), 42)).to.deep.equal(['typeMismatch']);
  });

  it('should say the limit formatted and what is accepted, in English and Hindi', () => {
    addMessages('hi', hi);
    const [large] = validateContent([file({ maxSize: 2097152 })], { f: png(2097153) });
    expect(formatIssue(large!)).to.equal('Choose a file of at most 2 MB.');
    expect(formatIssue(large!, 'hi')).to.equal('ज़्यादा से ज़्यादा 2 MB की फ़ाइल चुनें।');
    const [wrong] = validateContent([file({ accept: ['image/*', '.pdf'] })], {
      f: 'data:text/plain,x',
    });
    expect(formatIssue(wrong!)).to.equal('Choose a file of an accepted type: image/*, .pdf.');
    expect(formatIssue(wrong!, 'hi')).to.contain('image/*, .pdf');
  });
});

describe('acceptsFile and mediaTypeOfName', () => {
  it('should match a name by extension and a type by wildcard, case aside', () => {
    expect(acceptsFile(['.PDF'], 'application/octet-stream', 'Report.pdf')).to.equal(true);
    expect(acceptsFile(['.pdf'], 'application/pdf', 'report.txt')).to.equal(false);
    expect(acceptsFile(['Image/*'], 'image/PNG')).to.equal(true);
    expect(acceptsFile(['image/*'], 'imagex/png')).to.equal(false);
    expect(acceptsFile(undefined, 'text/plain')).to.equal(true);
    expect(acceptsFile([], 'text/plain')).to.equal(true);
  });

  it('should let an extension with no known media type through when only the type is known', () => {
    expect(acceptsFile(['.xyz'], 'application/octet-stream')).to.equal(true);
    expect(acceptsFile(['.pdf'], 'application/octet-stream')).to.equal(false);
  });

  it('should give the media type of common extensions only', () => {
    expect(mediaTypeOfName('scan.JPG')).to.equal('image/jpeg');
    expect(mediaTypeOfName('notes')).to.equal(undefined);
    expect(mediaTypeOfName('x.__proto__')).to.equal(undefined);
  });
});
