/**
 * Security suite "injection" (core half): every payload, and JSON values that are not
 * strings where strings belong, in every slot a server controls, through every core
 * function that reads server data. Nothing throws (issues are data), every issue formats
 * to text in English and Hindi, server strings come back byte for byte where they are data,
 * and no prototype is touched. Runs in Node and in Chromium (test/core).
 */
import { expect } from 'chai';
import {
  answerLegacyRequest,
  compileSchema,
  defaultContent,
  inspectUrl,
  readInputRequired,
  sensitiveFields,
  validateContent,
  type CompiledForm,
} from '@elicit-kit/core';
import { formatIssue } from '@elicit-kit/core/messages';
import '@elicit-kit/core/messages/hi';
import { NON_STRINGS, PAYLOADS, SHORT_PAYLOADS } from './payloads.js';

type Schema = Record<string, unknown>;

/** A value as a key: payload strings as they are, other values as JSON (`String()` throws on some). */
const asKey = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** A schema with the value in one slot; `v` is a payload string or a hostile JSON value. */
const SCHEMA_SLOTS: Record<string, (v: unknown) => Schema> = {
  'property name': (v) => ({ type: 'object', properties: { [asKey(v)]: { type: 'string' } } }),
  'root title': (v) => ({ type: 'object', title: v, properties: { a: { type: 'string' } } }),
  'root description': (v) => ({
    type: 'object',
    description: v,
    properties: { a: { type: 'string' } },
  }),
  title: (v) => ({ type: 'object', properties: { a: { type: 'string', title: v } } }),
  description: (v) => ({ type: 'object', properties: { a: { type: 'string', description: v } } }),
  default: (v) => ({ type: 'object', properties: { a: { type: 'string', default: v } } }),
  'option value (enum)': (v) => ({
    type: 'object',
    properties: { a: { type: 'string', enum: [v, 'b'], default: v } },
  }),
  'option label (oneOf title)': (v) => ({
    type: 'object',
    properties: {
      a: {
        type: 'string',
        oneOf: [
          { const: 'x', title: v },
          { const: v, title: 'y' },
        ],
      },
    },
  }),
  'option label (enumNames)': (v) => ({
    type: 'object',
    properties: { a: { type: 'string', enum: ['x', 'y'], enumNames: [v, 'Y'] } },
  }),
  'multiselect option': (v) => ({
    type: 'object',
    properties: { a: { type: 'array', items: { type: 'string', enum: [v, 'b'] }, default: [v] } },
  }),
  'multiselect titled option': (v) => ({
    type: 'object',
    properties: { a: { type: 'array', items: { anyOf: [{ const: v, title: v }] } } },
  }),
  format: (v) => ({ type: 'object', properties: { a: { type: 'string', format: v } } }),
  type: (v) => ({ type: 'object', properties: { a: { type: v } } }),
  'unknown keyword': (v) => ({
    type: 'object',
    properties: { a: { type: 'string', [asKey(v)]: v } },
  }),
  required: (v) => ({ type: 'object', required: [v], properties: { a: { type: 'string' } } }),
  'number bounds': (v) => ({
    type: 'object',
    properties: { a: { type: 'number', minimum: v, maximum: v, default: v } },
  }),
};

const tally = { calls: 0, issues: 0, formatted: 0, byteForByte: 0, failed: 0 };

/** Formats every issue in English and Hindi: always a non-empty string. */
function formatAll(issues: readonly { code: string; params?: unknown }[]): void {
  for (const issue of issues) {
    for (const locale of ['en', 'hi']) {
      const text = formatIssue(issue as Parameters<typeof formatIssue>[0], locale);
      expect(text, `${issue.code} in ${locale}`).to.be.a('string').and.not.equal('');
      tally.formatted += 1;
    }
  }
  tally.issues += issues.length;
}

/** Everything the form path does with a compiled schema. */
function exercise(form: CompiledForm, value: unknown): void {
  formatAll(form.issues);
  const content = defaultContent(form);
  formatAll(validateContent(form, content));
  formatAll(validateContent(form, { a: value, [asKey(value)]: value }));
  sensitiveFields(form);
  tally.calls += 4;
}

const values = [...PAYLOADS.map((payload) => payload.text), ...NON_STRINGS];
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

describe('security: injection (core)', () => {
  afterEach(function () {
    if (this.currentTest?.state === 'failed') tally.failed += 1;
  });
  after(() => {
    console.log(
      `injection (core): ${PAYLOADS.length} payloads + ${NON_STRINGS.length} non-string JSON values × ` +
        `${Object.keys(SCHEMA_SLOTS).length} schema slots + result, legacy and URL slots: ${tally.calls} calls, ${tally.failed} checks failed; ` +
        `${tally.issues} issues formatted ${tally.formatted} times (en, hi); ${tally.byteForByte} strings kept byte for byte; prototypes untouched`,
    );
  });

  // The figures docs/SECURITY.md quotes ("207 payloads (+10 non-string values)").
  it('should hold the 207 payloads and 10 non-string values docs/SECURITY.md quotes', () => {
    expect([PAYLOADS.length, NON_STRINGS.length]).to.deep.equal([207, 10]);
  });

  for (const [slot, build] of Object.entries(SCHEMA_SLOTS)) {
    it(`should compile, validate and format every payload as a schema's ${slot}`, () => {
      for (const value of values) {
        const form = compileSchema(build(value));
        tally.calls += 1;
        exercise(form, value);
      }
    });
  }

  it('should keep payload labels, descriptions, option values and names byte for byte', () => {
    for (const { text } of SHORT_PAYLOADS) {
      const named = compileSchema(SCHEMA_SLOTS['property name']!(text));
      expect(named.fields.map((field) => field.name)).to.deep.equal([text]);
      const titled = compileSchema(SCHEMA_SLOTS['title']!(text));
      expect(titled.fields[0]?.label).to.equal(text);
      const described = compileSchema(SCHEMA_SLOTS['description']!(text));
      expect(described.fields[0]?.description).to.equal(text);
      const valued = compileSchema(SCHEMA_SLOTS['option value (enum)']!(text));
      const options =
        (valued.fields[0] as { options?: { value: string }[] } | undefined)?.options ?? [];
      expect(options.map((option) => option.value)).to.deep.equal([text, 'b']);
      expect(defaultContent(valued)).to.deep.equal({ a: text });
      const defaulted = defaultContent(compileSchema(SCHEMA_SLOTS['default']!(text)));
      expect(Object.hasOwn(defaulted, 'a') && defaulted['a']).to.equal(text);
      tally.byteForByte += 6;
    }
  });

  it('should read every payload and value as a result type, key, method, mode, message and requestState', () => {
    for (const value of values) {
      const key = asKey(value);
      const results: unknown[] = [
        { resultType: value },
        { resultType: 'input_required', inputRequests: { [key]: { method: value, params: {} } } },
        {
          resultType: 'input_required',
          inputRequests: {
            [key]: { method: 'elicitation/create', params: { mode: value, message: value } },
          },
        },
        {
          resultType: 'input_required',
          inputRequests: {
            [key]: {
              method: 'elicitation/create',
              params: { message: value, requestedSchema: { type: 'object', properties: {} } },
            },
          },
          requestState: value,
        },
        { resultType: 'input_required', inputRequests: value, requestState: value },
      ];
      for (const result of results) {
        const read = readInputRequired(result);
        tally.calls += 1;
        if (read.kind === 'invalid') formatAll(read.issues);
        if (read.kind === 'input_required') {
          expect(read.entries.map((entry) => entry.key)).to.deep.equal(
            Object.keys((result as { inputRequests: object }).inputRequests),
          );
          if (typeof value === 'string' && Object.hasOwn(result as object, 'requestState')) {
            expect(read.requestState).to.equal(value);
            tally.byteForByte += 1;
          }
        }
      }
    }
  });

  it('should answer every payload and value in a legacy request with a JSON-RPC response, never a throw', async () => {
    for (const value of values) {
      const requests = [
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'elicitation/create',
          params: { mode: value, message: 'm' },
        },
        { jsonrpc: '2.0', id: value, method: 'elicitation/create', params: { message: 'm' } },
        { jsonrpc: '2.0', id: 2, method: value, params: {} },
        {
          jsonrpc: '2.0',
          id: 3,
          method: 'elicitation/create',
          params: { mode: 'url', message: value, url: value, elicitationId: value },
        },
        {
          jsonrpc: '2.0',
          id: 4,
          method: 'elicitation/create',
          params: { message: value, requestedSchema: SCHEMA_SLOTS['title']!(value) },
        },
      ];
      for (const request of requests) {
        const response = await answerLegacyRequest(request, async () => ({ action: 'decline' }));
        tally.calls += 1;
        expect(response).to.have.property('jsonrpc', '2.0');
        expect(Object.hasOwn(response, 'result') || Object.hasOwn(response, 'error')).to.equal(
          true,
        );
      }
    }
  });

  it('should inspect every payload as a URL without throwing, open only http(s), and show no hidden character', () => {
    for (const value of values) {
      for (const url of [value, `https://example.com/${typeof value === 'string' ? value : ''}`]) {
        const inspection = inspectUrl(url);
        tally.calls += 1;
        formatAll(inspection.warnings);
        if (inspection.ok) expect(inspection.href).to.match(/^https?:\/\//);
        else expect(inspection.href).to.equal('');
        expect(inspection.display, 'no raw direction or control character').to.not.match(
          // eslint-disable-next-line no-control-regex -- control characters are what this asserts are absent
          /[\u0000-\u001f\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/,
        );
      }
    }
  });

  it('should leave every prototype untouched', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).to.deep.equal(prototypeKeys);
    expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
    expect(Object.hasOwn(Object.prototype, '__pwned')).to.equal(false);
    expect((globalThis as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });
});
