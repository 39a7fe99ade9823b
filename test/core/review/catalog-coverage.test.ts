// Every issue and warning code a core module can emit has an English and a Hindi message
// (round-trip errors are for developers: plain English in code). The code lists are typed as complete records, so a new code fails the type check.
import { expect } from 'chai';
import { formatMessage, en } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/core/messages/hi';
import type {
  ResultIssueCode,
  ContentIssueCode,
  SchemaIssueCode,
  UrlWarningCode,
} from '@elicit-kit/core';

const all = <T extends string>(codes: Record<T, true>) => Object.keys(codes) as T[];
const schema = all<SchemaIssueCode>({
  'schema-not-object': true,
  'schema-too-large': true,
  'property-not-object': true,
  'nested-object': true,
  'array-not-enum': true,
  'unknown-type': true,
  'missing-type': true,
  'unsupported-format': true,
  'unsupported-keyword': true,
  'ref-not-supported': true,
  'min-above-max': true,
  'bad-bound': true,
  'bad-enum': true,
  'bad-enum-names': true,
  'bad-option': true,
  'duplicate-option': true,
  'too-many-options': true,
  'too-many-fields': true,
  'required-missing-property': true,
  'bad-required': true,
  'bad-default': true,
  'default-not-option': true,
  'ignored-keyword': true,
  'nullable-optional': true,
  'bad-const': true,
  'pattern-not-checked': true,
  'no-schema': true,
  'file-keyword-ignored': true,
});
const content = all<ContentIssueCode>({
  valueMissing: true,
  tooShort: true,
  tooLong: true,
  rangeUnderflow: true,
  rangeOverflow: true,
  stepMismatch: true,
  patternMismatch: true,
  typeMismatch: true,
  badInput: true,
  notAnOption: true,
  tooFewItems: true,
  tooManyItems: true,
  unknownField: true,
  fileTooLarge: true,
  fileTypeNotAccepted: true,
  fileUnreadable: true,
});
const url = all<UrlWarningCode>({
  invalid: true,
  'scheme-not-allowed': true,
  'not-https': true,
  punycode: true,
  'mixed-script': true,
  userinfo: true,
  'ip-literal': true,
  local: true,
  'bidi-control': true,
  invisible: true,
  'very-long': true,
});
const result = all<ResultIssueCode>({
  'not-object': true,
  'unknown-result-type': true,
  'no-input': true,
  'bad-request-state': true,
  'unsupported-method': true,
  'bad-mode': true,
  'wrong-id': true,
  'input-not-allowed': true,
  'bad-task': true,
});
const keys = [
  ...schema.map((code) => `schema.${code}`),
  ...['ignored-keyword', 'unsupported-keyword', 'ref-not-supported'].map(
    (code) => `schema.${code}.root`,
  ),
  ...content.map((code) => `content.${code}`),
  ...['email', 'uri', 'date', 'date-time'].map((format) => `content.typeMismatch.${format}`),
  'content.notAnOption.duplicate',
  ...url.map((code) => `url.${code}`),
  ...result.map((code) => `result.${code}`),
];

describe('message coverage of every emitted code', () => {
  it('should have an English message for each code', () => {
    const missing = keys.filter(
      (key) => !Object.hasOwn(en, key) || formatMessage<string>(key, { min: 1, max: 2 }) === key,
    );
    expect(missing).to.deep.equal([]);
  });

  it('should have a Hindi message for each code', () => {
    expect(keys.filter((key) => !Object.hasOwn(hi, key))).to.deep.equal([]);
  });
});
