import { expect } from 'chai';
import { addMessages, formatIssue } from '@elicit-kit/core/messages';
import { type CompiledForm, type FieldModel, validateContent } from '@elicit-kit/core';
import { isPlainObject } from '../../../packages/core/src/internal/json.js';
import { codePointLength } from '../../../packages/core/src/schema/kinds/string.js';

const base = { hasTitle: false, required: false } as const;
const text = (
  name: string,
  extra: Partial<Extract<FieldModel, { kind: 'string' }>> = {},
): FieldModel => ({
  ...base,
  name,
  label: name,
  kind: 'string',
  ...extra,
});
const num = (
  name: string,
  kind: 'number' | 'integer',
  extra: { minimum?: number; maximum?: number; required?: boolean } = {},
): FieldModel => ({
  ...base,
  name,
  label: name,
  kind,
  ...extra,
});
const options = ['red', 'green', 'blue'].map((value) => ({ value, label: value.toUpperCase() }));
const select: FieldModel = {
  ...base,
  name: 'color',
  label: 'Color',
  kind: 'select',
  shape: 'untitled',
  options,
};
const multi = (
  extra: { minItems?: number; maxItems?: number; required?: boolean } = {},
): FieldModel => ({
  ...base,
  name: 'colors',
  label: 'Colors',
  kind: 'multiselect',
  shape: 'titled',
  options,
  ...extra,
});
const flag: FieldModel = { ...base, name: 'ok', label: 'OK', kind: 'boolean' };

/** The codes of the issues, for short assertions. */
const codes = (fields: readonly FieldModel[], content: unknown) =>
  validateContent(fields, content).map((issue) => issue.code);

describe('validateContent', () => {
  describe('content shape', () => {
    it('should report one typeMismatch for content that is not a plain object', () => {
      for (const content of [null, undefined, 'x', 3, [], [1], new Date(0), new Map()]) {
        const issues = validateContent([text('a')], content);
        expect(issues, String(content)).to.have.length(1);
        expect(issues[0]).to.include({ field: '', code: 'typeMismatch' });
      }
    });
    it('should accept null-prototype objects and JSON objects', () => {
      const bare = Object.create(null) as Record<string, unknown>;
      bare.a = 'x';
      expect(validateContent([text('a')], bare)).to.deep.equal([]);
      expect(validateContent([text('a')], JSON.parse('{"a":"x"}'))).to.deep.equal([]);
      expect(isPlainObject(new (class Thing {})())).to.equal(false);
    });
    it('should take a compiled form as well as a field list', () => {
      const form: CompiledForm = { ok: true, fields: [text('a', { required: true })], issues: [] };
      expect(validateContent(form, {}).map((issue) => issue.code)).to.deep.equal(['valueMissing']);
    });
    it('should report keys the form does not define as unknownField', () => {
      const issues = validateContent([text('a')], { a: 'x', b: 1, c: null, d: undefined });
      expect(issues.map((issue) => [issue.field, issue.code])).to.deep.equal([
        ['b', 'unknownField'],
      ]);
    });
    it('should treat __proto__ and constructor as ordinary keys', () => {
      const fields = [
        text('__proto__', { required: true }),
        text('constructor', { required: true }),
      ];
      expect(codes(fields, {})).to.deep.equal(['valueMissing', 'valueMissing']);
      expect(codes(fields, JSON.parse('{"__proto__":"x","constructor":"y"}'))).to.deep.equal([]);
      expect(codes([text('a')], JSON.parse('{"__proto__":"x"}'))).to.deep.equal(['unknownField']);
      expect(codes(fields, JSON.parse('{"__proto__":5,"constructor":"y"}'))).to.deep.equal([
        'typeMismatch',
      ]);
    });
  });

  describe('valueMissing', () => {
    it('should report required fields that are absent, undefined or null', () => {
      const fields = [text('a', { required: true })];
      expect(codes(fields, {})).to.deep.equal(['valueMissing']);
      expect(codes(fields, { a: undefined })).to.deep.equal(['valueMissing']);
      expect(codes(fields, { a: null })).to.deep.equal(['valueMissing']);
    });
    it('should let optional fields be absent or null', () => {
      expect(
        codes([text('a'), num('n', 'number'), flag, select, multi()], { a: null }),
      ).to.deep.equal([]);
    });
    it('should treat an empty required text as missing but an empty optional text as a value', () => {
      expect(codes([text('a', { required: true })], { a: '' })).to.deep.equal(['valueMissing']);
      expect(codes([text('a', { required: true, minLength: 3 })], { a: '' })).to.deep.equal([
        'valueMissing',
      ]);
      expect(codes([text('a')], { a: '' })).to.deep.equal([]);
      expect(codes([text('a', { minLength: 2 })], { a: '' })).to.deep.equal(['tooShort']);
    });
    it('should treat an empty required multiselect as missing', () => {
      expect(codes([multi({ required: true })], { colors: [] })).to.deep.equal(['valueMissing']);
      expect(codes([multi()], { colors: [] })).to.deep.equal([]);
      expect(codes([multi({ minItems: 1 })], { colors: [] })).to.deep.equal(['tooFewItems']);
    });
    it('should count false as a value of a required boolean', () => {
      expect(codes([{ ...flag, required: true }], { ok: false })).to.deep.equal([]);
    });
    it('should treat an empty required select as missing unless the empty string is an option', () => {
      expect(codes([{ ...select, required: true }], { color: '' })).to.deep.equal(['valueMissing']);
      expect(codes([select], { color: '' })).to.deep.equal(['notAnOption']);
      const withEmpty = {
        ...select,
        required: true,
        options: [...options, { value: '', label: 'None' }],
      };
      expect(codes([withEmpty], { color: '' })).to.deep.equal([]);
    });
  });

  describe('strings', () => {
    it('should count lengths in code points, not UTF-16 units', () => {
      expect(codePointLength('😀😀')).to.equal(2);
      expect('😀😀'.length).to.equal(4);
      expect(codePointLength('a\ud800b')).to.equal(3); // a lone surrogate is one code point
      expect(codes([text('a', { maxLength: 2 })], { a: '😀😀' })).to.deep.equal([]);
      expect(codes([text('a', { minLength: 3 })], { a: '😀😀' })).to.deep.equal(['tooShort']);
      expect(codes([text('a', { maxLength: 1 })], { a: '👍🏽' })).to.deep.equal(['tooLong']); // two code points
    });
    it('should report tooShort and tooLong with the limit in params and message', () => {
      const [short] = validateContent([text('a', { minLength: 4 })], { a: 'abc' });
      expect(short).to.deep.equal({ field: 'a', code: 'tooShort', params: { min: 4, length: 3 } });
      expect(formatIssue(short!)).to.equal('Use at least 4 characters.');
      const [long] = validateContent([text('a', { maxLength: 1 })], { a: 'ab' });
      expect(long).to.include({ code: 'tooLong' });
      expect(formatIssue(long!)).to.equal('Use at most 1 character.');
    });
    it('should accept lengths exactly at the limits', () => {
      expect(codes([text('a', { minLength: 3, maxLength: 3 })], { a: 'abc' })).to.deep.equal([]);
    });
    it('should report non-strings as typeMismatch', () => {
      for (const value of [1, true, ['a'], {}])
        expect(codes([text('a')], { a: value })).to.deep.equal(['typeMismatch']);
    });
    it('should report format failures as typeMismatch with a message per format', () => {
      const cases = [
        ['email', 'nope', 'Enter an email address, like name@example.com.'],
        ['uri', '/relative', 'Enter a full web address, like https://example.com.'],
        ['date', '2026-02-30', 'Enter a real date as YYYY-MM-DD.'],
        ['date-time', '2026-01-05T10:00:00', 'Enter a date and time with a time zone.'],
      ] as const;
      for (const [format, value, message] of cases) {
        const issues = validateContent([text('a', { format })], { a: value });
        expect(issues).to.deep.equal([{ field: 'a', code: 'typeMismatch', params: { format } }]);
        expect(formatIssue(issues[0]!)).to.equal(message);
      }
      expect(codes([text('a', { format: 'email' })], { a: 'a@b.co' })).to.deep.equal([]);
    });
    it('should report both a length and a format problem', () => {
      expect(codes([text('a', { format: 'email', maxLength: 3 })], { a: 'abcd' })).to.deep.equal([
        'tooLong',
        'typeMismatch',
      ]);
    });
  });

  describe('numbers', () => {
    it('should check inclusive bounds', () => {
      const field = num('n', 'number', { minimum: 0, maximum: 10 });
      expect(codes([field], { n: 0 })).to.deep.equal([]);
      expect(codes([field], { n: 10 })).to.deep.equal([]);
      expect(codes([field], { n: -0.5 })).to.deep.equal(['rangeUnderflow']);
      expect(codes([field], { n: 10.01 })).to.deep.equal(['rangeOverflow']);
      expect(formatIssue(validateContent([field], { n: 11 })[0]!)).to.equal('Enter 10 or less.');
    });
    it('should accept -0 where 0 is allowed', () => {
      expect(codes([num('n', 'integer', { minimum: 0, maximum: 0 })], { n: -0 })).to.deep.equal([]);
    });
    it('should report NaN and infinities as badInput', () => {
      for (const value of [NaN, Infinity, -Infinity]) {
        expect(codes([num('n', 'number', { minimum: 0 })], { n: value })).to.deep.equal([
          'badInput',
        ]);
      }
    });
    it('should report non-numbers, numeric strings included, as typeMismatch', () => {
      for (const value of ['3', true, [3], {}])
        expect(codes([num('n', 'number')], { n: value })).to.deep.equal(['typeMismatch']);
    });
    it('should report fractions and unsafe integers on integer fields as stepMismatch', () => {
      const field = num('n', 'integer');
      expect(codes([field], { n: 1.5 })).to.deep.equal(['stepMismatch']);
      expect(codes([field], { n: 2 ** 53 })).to.deep.equal(['stepMismatch']);
      expect(codes([field], { n: 2 ** 53 - 1 })).to.deep.equal([]);
      expect(codes([field], { n: -(2 ** 53 - 1) })).to.deep.equal([]);
      expect(codes([field], { n: 3.0 })).to.deep.equal([]);
      expect(codes([num('n', 'number')], { n: 2 ** 53 })).to.deep.equal([]);
    });
    it('should report a fraction below the minimum twice, once per problem', () => {
      expect(codes([num('n', 'integer', { minimum: 1 })], { n: 0.5 })).to.deep.equal([
        'stepMismatch',
        'rangeUnderflow',
      ]);
    });
  });

  describe('booleans', () => {
    it('should accept true and false only', () => {
      expect(codes([flag], { ok: true })).to.deep.equal([]);
      for (const value of ['true', 1, 0])
        expect(codes([flag], { ok: value })).to.deep.equal(['typeMismatch']);
    });
  });

  describe('selects', () => {
    it('should accept an option value and reject labels and other strings', () => {
      expect(codes([select], { color: 'red' })).to.deep.equal([]);
      expect(codes([select], { color: 'RED' })).to.deep.equal(['notAnOption']);
      expect(validateContent([select], { color: 'black' })[0]).to.deep.equal({
        field: 'color',
        code: 'notAnOption',
        params: { value: 'black' },
      });
      expect(codes([select], { color: 1 })).to.deep.equal(['typeMismatch']);
    });
  });

  describe('multiselects', () => {
    it('should accept arrays of option values within the item limits', () => {
      expect(
        codes([multi({ minItems: 1, maxItems: 2 })], { colors: ['red', 'blue'] }),
      ).to.deep.equal([]);
    });
    it('should report item counts outside the limits', () => {
      expect(codes([multi({ minItems: 2 })], { colors: ['red'] })).to.deep.equal(['tooFewItems']);
      expect(codes([multi({ maxItems: 1 })], { colors: ['red', 'blue'] })).to.deep.equal([
        'tooManyItems',
      ]);
      expect(
        formatIssue(validateContent([multi({ minItems: 2 })], { colors: ['red'] })[0]!),
      ).to.equal('Choose at least 2 options.');
    });
    it('should report foreign values and duplicates as notAnOption', () => {
      expect(codes([multi()], { colors: ['red', 'black'] })).to.deep.equal(['notAnOption']);
      const issues = validateContent([multi()], { colors: ['red', 'red'] });
      expect(issues).to.deep.equal([
        { field: 'colors', code: 'notAnOption', params: { value: 'red', duplicate: 1 } },
      ]);
      expect(formatIssue(issues[0]!)).to.equal('Choose each option only once.');
      expect(formatIssue(validateContent([multi()], { colors: ['black'] })[0]!)).to.equal(
        'Choose one of the offered options.',
      );
    });
    it('should report non-arrays and non-string items as typeMismatch', () => {
      expect(codes([multi()], { colors: 'red' })).to.deep.equal(['typeMismatch']);
      expect(codes([multi()], { colors: ['red', 1] })).to.deep.equal(['typeMismatch']);
    });
  });

  describe('messages', () => {
    it('should use the requested locale and fall back to English', () => {
      addMessages('xv', { 'content.valueMissing': 'Pflicht!' });
      const fields = [text('a', { required: true }), text('b', { minLength: 2 })];
      const issues = validateContent(fields, { b: 'x' });
      expect(issues.map((issue) => formatIssue(issue, 'xv-ZZ'))).to.deep.equal([
        'Pflicht!',
        'Use at least 2 characters.',
      ]);
    });
  });
});
