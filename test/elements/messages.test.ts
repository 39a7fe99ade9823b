/**
 * Every code the core and the elements can emit, written in English and in Hindi through
 * the elements: each code has text in both, and Hindi output has no English left but what
 * the server sent (names, keywords, types, URLs), JSON paths and protocol names.
 */
import { expect, fixture, html } from '@open-wc/testing';
import {
  compileSchema,
  inspectUrl,
  readInputRequired,
  validateContent,
  type ContentIssue,
  type ContentIssueCode,
  type FieldModel,
  type ResultIssueCode,
  type SchemaIssue,
  type SchemaIssueCode,
  type SchemaLimits,
  type UrlWarningCode,
} from '@elicit-kit/core';
import { addMessages, formatMessage } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { en, type UiMessageCode } from '../../packages/elements/src/messages/en.js';
import { issueText, uiText } from '../../packages/elements/src/messages/text.js';
import { ElicitForm, ElicitRound, ElicitUrlConsent } from '@elicit-kit/elements';

for (const [tag, element] of [
  ['elicit-form', ElicitForm],
  ['elicit-round', ElicitRound],
  ['elicit-url-consent', ElicitUrlConsent],
] as const) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
addMessages('hi', hi);

/** Words Hindi text keeps in Latin script: protocol and format names, as Hindi technical writing does. */
const KEPT = [
  'JSON-RPC',
  'resultType',
  'taskId',
  'status',
  'requestState',
  'inputRequests',
  'properties',
  'object',
  'null',
  'mode',
  '$ref',
  'HTTPS',
  'YYYY-MM-DD',
  'name@example.com',
  'https://example.com',
  'MCP',
  'IP',
  'UTC',
  'elicitation',
  'id',
  'x-mcp-file',
  'URI',
  'MB',
  'kB',
];

/** What is left of `text` that reads as English once server text (`params`) and kept words are taken out. */
function english(text: string, params: object = {}): string[] {
  let rest = text;
  const values = Object.values(params)
    .map(String)
    .sort((a, b) => b.length - a.length);
  for (const value of [...values, ...KEPT]) rest = rest.split(value).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const devanagari = /\p{Script=Devanagari}/u;

/** Asserts `text` is Hindi: Devanagari, no English but `params` and kept words. */
function expectHindi(text: string, params: object, what: string): void {
  expect(text, what).to.match(devanagari);
  expect(english(text, params), `${what}: ${text}`).to.deep.equal([]);
}

const prop = (schema: unknown) => ({ type: 'object', properties: { field: schema } });

/** A schema (and limits) that makes compileSchema report each code; typed complete. */
const schemaCases: Record<
  SchemaIssueCode,
  readonly [schema: unknown, limits?: Partial<SchemaLimits>]
> = {
  'schema-not-object': [{ type: 'string' }],
  'schema-too-large': [
    prop({ type: 'string', description: 'x'.repeat(50) }),
    { maxStringLength: 10 },
  ],
  'property-not-object': [prop(5)],
  'nested-object': [prop({ type: 'object' })],
  'array-not-enum': [prop({ type: 'array', items: { type: 'string' } })],
  'unknown-type': [prop({ type: 'file' })],
  'missing-type': [prop({})],
  'unsupported-format': [prop({ type: 'string', format: 'color' })],
  'unsupported-keyword': [prop({ type: 'string', allOf: [] })],
  'ref-not-supported': [{ type: 'object', properties: {}, $ref: '#/definitions/x' }],
  'min-above-max': [prop({ type: 'number', minimum: 5, maximum: 1 })],
  'bad-bound': [prop({ type: 'number', minimum: 'low' })],
  'bad-enum': [prop({ type: 'string', enum: [] })],
  'bad-enum-names': [prop({ type: 'string', enum: ['x'], enumNames: [1] })],
  'bad-option': [prop({ type: 'string', oneOf: [{ const: 'x' }, { const: 'y', title: 'Y' }] })],
  'bad-const': [prop({ type: 'string', const: 3 })],
  'pattern-not-checked': [prop({ type: 'string', pattern: '(a)\\1' })],
  'duplicate-option': [prop({ type: 'string', enum: ['x', 'x'] })],
  'too-many-options': [prop({ type: 'string', enum: ['x', 'y', 'z'] }), { maxOptions: 2 }],
  'too-many-fields': [
    { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
    { maxFields: 1 },
  ],
  'required-missing-property': [{ type: 'object', properties: {}, required: ['ghost'] }],
  'bad-required': [{ type: 'object', properties: {}, required: 'ghost' }],
  'bad-default': [prop({ type: 'number', default: 'ten' })],
  'default-not-option': [prop({ type: 'string', enum: ['x'], default: 'y' })],
  'ignored-keyword': [{ type: 'object', properties: {}, patternProperties: {} }],
  'nullable-optional': [prop({ anyOf: [{ type: 'string' }, { type: 'null' }] })],
  'no-schema': [undefined],
  'file-keyword-ignored': [prop({ type: 'number', 'x-mcp-file': { accept: ['image/*'] } })],
};

function schemaIssue(code: SchemaIssueCode): SchemaIssue {
  const [schema, limits] = schemaCases[code];
  const found = compileSchema(schema, limits ? { limits } : {}).issues.find(
    (issue) => issue.code === code,
  );
  if (!found) throw new Error(`no ${code} issue`);
  return found;
}

const text = (name: string, extra: Partial<FieldModel> = {}) =>
  ({ kind: 'string', name, label: name, hasTitle: false, required: false, ...extra }) as FieldModel;
const multi = {
  kind: 'multiselect',
  name: 'm',
  label: 'm',
  hasTitle: false,
  required: false,
  shape: 'untitled',
  options: [
    { value: 'a', label: 'a' },
    { value: 'b', label: 'b' },
  ],
  minItems: 1,
  maxItems: 1,
} as FieldModel;
const file = {
  kind: 'file',
  name: 'f',
  label: 'f',
  hasTitle: false,
  required: false,
  accept: ['image/*', '.pdf'],
  maxSize: 4,
} as FieldModel;
const num = (kind: 'number' | 'integer') =>
  ({
    kind,
    name: 'n',
    label: 'n',
    hasTitle: false,
    required: false,
    minimum: 1,
    maximum: 2,
  }) as FieldModel;

/** Fields and content that make validateContent report each code (every format of typeMismatch too). */
const contentCases: Record<ContentIssueCode, readonly (readonly [FieldModel, unknown])[]> = {
  valueMissing: [[text('t', { required: true }), {}]],
  tooShort: [[text('t', { minLength: 3 }), { t: 'a' }]],
  tooLong: [[text('t', { maxLength: 1 }), { t: 'abc' }]],
  rangeUnderflow: [
    [num('number'), { n: 0 }],
    [{ ...num('number'), exclusiveMinimum: 1 } as FieldModel, { n: 1 }],
  ],
  rangeOverflow: [
    [num('number'), { n: 3 }],
    [{ ...num('number'), exclusiveMaximum: 2 } as FieldModel, { n: 2 }],
  ],
  stepMismatch: [
    [num('integer'), { n: 1.5 }],
    [{ ...num('number'), multipleOf: 0.5 } as FieldModel, { n: 1.25 }],
  ],
  patternMismatch: [[text('t', { pattern: '^[A-Z]{3}$' }), { t: 'ab' }]],
  typeMismatch: [
    [text('t'), { t: 1 }],
    ...(['email', 'uri', 'date', 'date-time'] as const).map(
      (format) => [text('t', { format } as Partial<FieldModel>), { t: 'x' }] as const,
    ),
  ],
  badInput: [[num('number'), { n: Number.NaN }]],
  notAnOption: [
    [multi, { m: ['zz'] }],
    [multi, { m: ['a', 'a'] }],
  ],
  tooFewItems: [[multi, { m: [] as string[] }]],
  tooManyItems: [[multi, { m: ['a', 'b'] }]],
  unknownField: [[text('t'), { other: 'x' }]],
  fileTooLarge: [[file, { f: 'data:image/png;base64,AAAAAAAA' }]],
  fileTypeNotAccepted: [[file, { f: 'data:text/plain;base64,AAAA' }]],
  fileUnreadable: [[file, { f: 'https://example.com/photo.png' }]],
};

function contentIssues(code: ContentIssueCode): ContentIssue[] {
  return contentCases[code].flatMap(([field, content]) =>
    validateContent(
      [
        field.kind === 'multiselect' && code === 'tooFewItems'
          ? { ...field, required: false }
          : field,
      ],
      content,
    ).filter((issue) => issue.code === code),
  );
}

const urlCases: Record<UrlWarningCode, string> = {
  invalid: 'not a url',
  'scheme-not-allowed': 'javascript:alert(1)',
  'not-https': 'http://example.com/',
  punycode: 'https://xn--mnchen-3ya.de/',
  'mixed-script': 'https://\u0430pple.com/',
  userinfo: 'https://bank.example@evil.example/',
  'ip-literal': 'https://203.0.113.9/',
  local: 'https://localhost/',
  'bidi-control': 'https://example.com/\u202Efdp.exe',
  invisible: 'https://exa\u200Bmple.com/',
  'very-long': `https://example.com/?q=${'a'.repeat(3000)}`,
};

/** Results that make readInputRequired report each code it can; the other three come from callWithInput and readTask. */
const resultCases: Record<ResultIssueCode, unknown> = {
  'not-object': 7,
  'unknown-result-type': { resultType: 'partial' },
  'no-input': { resultType: 'input_required' },
  'bad-request-state': { resultType: 'input_required', inputRequests: {}, requestState: 5 },
  'unsupported-method': {
    resultType: 'input_required',
    inputRequests: { a: { method: 'tasks/get' } },
  },
  'bad-mode': {
    resultType: 'input_required',
    inputRequests: { a: { method: 'elicitation/create', params: { mode: 3 } } },
  },
  'wrong-id': undefined,
  'input-not-allowed': undefined,
  'bad-task': undefined,
};

describe('every code in English and Hindi, through the elements', () => {
  it('should write every schema issue in both languages', () => {
    for (const code of Object.keys(schemaCases) as SchemaIssueCode[]) {
      const issue = schemaIssue(code);
      const english = issueText(issue, 'en');
      expect(english, code)
        .to.not.equal(code)
        .and.not.match(/\{\w+\}/);
      expectHindi(issueText(issue, 'hi'), issue.params, code);
    }
  });

  it('should write every content issue in both languages, each format and the repeated choice on their own', () => {
    for (const code of Object.keys(contentCases) as ContentIssueCode[]) {
      const issues = contentIssues(code);
      expect(issues.length, code).to.be.greaterThan(0);
      const texts = issues.map((issue) => issueText(issue, 'en'));
      for (const written of texts)
        expect(written, code)
          .to.not.equal(code)
          .and.not.match(/\{\w+\}/);
      expect(new Set(texts).size, `${code}: one text per variant`).to.equal(issues.length);
      for (const issue of issues) expectHindi(issueText(issue, 'hi'), issue.params, code);
    }
  });

  it('should write every URL warning in both languages, on the URL card', async () => {
    for (const [code, url] of Object.entries(urlCases) as [UrlWarningCode, string][]) {
      const warning = inspectUrl(url).warnings.find((found) => found.code === code);
      expect(warning, code).to.not.equal(undefined);
      expect(issueText(warning!, 'en'), code).to.not.equal(code);
      const card = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent locale="hi" .request=${{ mode: 'url', message: 'm', url }}></elicit-url-consent>`,
      );
      const shown = [...card.shadowRoot!.querySelectorAll<HTMLElement>('[part~="warning"]')].find(
        (element) => element.dataset['code'] === code,
      );
      expect(shown, code).to.not.equal(undefined);
      expectHindi(shown!.textContent!, warning!.params, code);
    }
  });

  it('should write every result issue in both languages, on the round that cannot be answered', async () => {
    for (const [code, result] of Object.entries(resultCases) as [ResultIssueCode, unknown][]) {
      const read = result === undefined ? undefined : readInputRequired(result);
      const issue =
        read?.kind === 'invalid'
          ? read.issues.find((found) => found.code === code)
          : { code, path: '$.id', params: { method: 'tools/list' } };
      expect(issue, code).to.not.equal(undefined);
      expect(issueText(issue!, 'en'), code).to.not.equal(code);
      // The text may name the issue's path, which is the server's, not English to translate.
      const shownValues = { path: issue!.path, ...issue!.params };
      expectHindi(issueText(issue!, 'hi'), shownValues, code);
      if (result === undefined) continue;
      const round = await fixture<ElicitRound>(
        html`<elicit-round locale="hi" .result=${result}></elicit-round>`,
      );
      const listed = round.shadowRoot!.querySelector('[part~="issues"]')!.textContent!;
      expectHindi(listed, shownValues, `${code} on the round`);
    }
  });

  it('should type kit codes, so a misspelt one fails the type check (npm run typecheck)', () => {
    // @ts-expect-error 'ui.sendig' is no kit code: without the typed uiText/t() this compiles silently.
    expect(uiText('ui.sendig')).to.be.a('string');
    // A core code is not a kit string either: core text goes through formatMessage / issueText.
    // @ts-expect-error 'url.userinfo' is a core code.
    expect(uiText('url.userinfo')).to.be.a('string');
  });

  it('should have Hindi for every element string, with no English left', () => {
    for (const code of Object.keys(en) as UiMessageCode[]) {
      const params = {
        server: 'Weather',
        count: 2,
        formatted: '2',
        min: 1,
        max: 2,
        label: 'Red',
        mode: 'telepathy',
        method: 'roots/list',
        zone: 'Asia/Kolkata',
        offset: '+05:30',
        shown: '1',
        total: '2',
        host: 'example.com',
        ascii: 'xn--x',
        scheme: 'ftp',
        length: 9,
        time: '1:05',
        until: '14:05',
        fields: 'Name: Ada',
        step: '0.5',
        rules: '१ या उससे ज़्यादा',
        types: 'image/*',
        bytes: 2048,
        name: 'scan.pdf',
        type: 'application/pdf',
      };
      expect(uiText(code, params, 'en'), code).to.not.equal(code);
      // A zone label is the zone's name and offset in every language.
      if (code === 'ui.timeZoneLabel')
        expect(english(uiText(code, params, 'hi'), params)).to.deep.equal([]);
      else expectHindi(uiText(code, params, 'hi'), params, code);
    }
  });

  it('should warn about a secret a server names in Hindi, once Hindi is registered', async () => {
    const form = await fixture<ElicitForm>(
      html`<elicit-form locale="hi" .request=${{ message: 'm', requestedSchema: { type: 'object', properties: { p: { type: 'string', title: 'आपका पासवर्ड' } } } }}></elicit-form>`,
    );
    const warning = form.shadowRoot!.querySelector('[part~="field"] [part~="warning"]');
    expect(warning?.textContent).to.equal(uiText('ui.sensitive', {}, 'hi'));
  });

  it('should show a form-level note in Hindi (it stayed English before Revision 2)', async () => {
    const form = await fixture<ElicitForm>(
      html`<elicit-form locale="hi" .request=${{ message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } }, patternProperties: {} } }}></elicit-form>`,
    );
    const note = form.shadowRoot!.querySelector('[part~="notes"] li')!.textContent!.trim();
    expect(note).to.equal(
      formatMessage('schema.ignored-keyword.root', { keyword: 'patternProperties' }, 'hi'),
    );
    expectHindi(note, { keyword: 'patternProperties' }, 'root note');
  });

  it("should give a round's reason it cannot be answered in Hindi (it stayed English before Revision 2)", async () => {
    const round = await fixture<ElicitRound>(
      html`<elicit-round locale="hi" .result=${resultCases['unsupported-method']}></elicit-round>`,
    );
    const reason = round.shadowRoot!.querySelector('[part~="issues"] li')!.textContent!.trim();
    expect(reason).to.equal(
      formatMessage(
        'result.unsupported-method',
        { method: 'tasks/get', path: '$.inputRequests["a"].method' },
        'hi',
      ),
    );
  });

  it('should show every schema issue an unrenderable form lists, and every note, in Hindi', async () => {
    for (const code of Object.keys(schemaCases) as SchemaIssueCode[]) {
      const [schema, limits] = schemaCases[code];
      if (limits || schema === undefined) continue; // the element uses the default limits; no schema is a confirmation
      const form = await fixture<ElicitForm>(
        html`<elicit-form locale="hi" .request=${{ message: 'm', requestedSchema: schema }}></elicit-form>`,
      );
      const lines = [
        ...form.shadowRoot!.querySelectorAll('[part~="issues"] li, [part~="notes"] li'),
      ].map((li) => li.textContent!.trim());
      // An unrenderable form lists its errors; a form that renders notes what it ignored.
      const compiled = compileSchema(schema);
      const issues = compiled.issues.filter(
        (issue) => issue.severity === (compiled.ok ? 'ignored' : 'error'),
      );
      expect(lines.length, code).to.equal(issues.length);
      issues.forEach((issue, index) => expectHindi(lines[index]!, issue.params, code));
    }
  });
});
