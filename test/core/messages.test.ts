import { expect } from 'chai';
import {
  addMessages,
  formatIssue,
  formatMessage,
  secretCues,
  type CoreMessageCode,
} from '@elicit-kit/core/messages';
import { hi as hiCore } from '@elicit-kit/core/messages/hi';
import {
  compileSchema,
  inspectUrl,
  readInputRequired,
  sensitiveFields,
  validateContent,
  type ContentIssueCode,
  type ResultIssueCode,
  type SchemaIssueCode,
  type UrlWarningCode,
} from '@elicit-kit/core';

describe('formatMessage', () => {
  it('should fill placeholders', () => {
    expect(formatMessage('content.rangeUnderflow', { min: 3 })).to.equal('Enter 3 or more.');
  });
  it('should pluralise through functions', () => {
    expect(formatMessage('content.tooShort', { min: 1 })).to.equal('Use at least 1 character.');
    expect(formatMessage('content.tooShort', { min: 4 })).to.equal('Use at least 4 characters.');
  });
  it('should fall back from region to language to English', () => {
    addMessages('xx', { 'content.badInput': 'Axx' });
    expect(formatMessage('content.badInput', {}, 'xx-YY')).to.equal('Axx');
    expect(formatMessage('content.valueMissing', {}, 'xx-YY')).to.equal('This field is required.');
  });
  it('should show an unknown code rather than nothing', () => {
    // @ts-expect-error 'no.such.code' is no core code: formatMessage is typed to the codes that exist (npm run typecheck).
    expect(formatMessage('no.such.code')).to.equal('no.such.code');
  });
});

describe('formatIssue', () => {
  it('should write every family of core finding from its code and params', () => {
    const form = compileSchema({
      type: 'object',
      patternProperties: {},
      properties: { zip: { type: 'string', pattern: '(a)\\1' } },
    });
    expect(form.issues.map((issue) => formatIssue(issue))).to.deep.equal([
      'The form: "patternProperties" is not supported and was ignored.',
      'Field "zip" must match a pattern that cannot be checked here; the server may refuse the answer.',
    ]);
    const [above, step] = validateContent(
      [
        {
          kind: 'number',
          name: 'n',
          label: 'n',
          hasTitle: false,
          required: true,
          exclusiveMinimum: 5,
          multipleOf: 2,
        },
      ],
      { n: 5 },
    );
    expect([formatIssue(above!), formatIssue(step!)]).to.deep.equal([
      'Enter more than 5.',
      'Enter a multiple of 2.',
    ]);
    const [email] = validateContent(
      [{ kind: 'string', name: 'e', label: 'e', hasTitle: false, required: true, format: 'email' }],
      { e: 'x' },
    );
    expect(formatIssue(email!)).to.equal('Enter an email address, like name@example.com.');
    expect(formatIssue(inspectUrl('http://example.com').warnings[0]!)).to.equal(
      'This page is not secure (no HTTPS). Others may see what you enter.',
    );
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: { a: { method: 'tasks/get' } },
    });
    expect(read.kind === 'invalid' && formatIssue(read.issues[0]!)).to.equal(
      'The server asked for the unsupported "tasks/get" at $.inputRequests["a"].method.',
    );
  });
  it('should use the locale, then its language, then English', () => {
    addMessages('xf', { 'schema.ignored-keyword.root': 'XF {keyword}' });
    const [root] = compileSchema({ type: 'object', properties: {}, minProperties: 1 }).issues;
    expect(formatIssue(root!, 'xf-QQ')).to.equal('XF minProperties');
    expect(formatIssue({ code: 'valueMissing', params: {} }, 'xf')).to.equal(
      'This field is required.',
    );
  });
  it('should show an unknown code as itself', () => {
    // @ts-expect-error 'no-such-code' is no code with text.
    expect(formatIssue({ code: 'no-such-code', params: {} })).to.equal('no-such-code');
  });
  it("should name a result issue's path from the issue itself, not from a copy in params", () => {
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: { a: { method: 'elicitation/create', params: { mode: 3 } } },
    });
    const issue = read.kind === 'invalid' ? read.issues[0]! : undefined;
    expect(issue).to.deep.equal({
      code: 'bad-mode',
      path: '$.inputRequests["a"].params.mode',
      params: {},
    });
    expect(formatIssue(issue!)).to.equal(
      'The server sent a mode that is not a string at $.inputRequests["a"].params.mode.',
    );
  });
});

describe('message codes (checked by npm run typecheck)', () => {
  it('should take only the codes that exist', () => {
    // @ts-expect-error misspelt: without the typed lookup this compiles silently.
    expect(formatMessage('content.valueMisssing')).to.equal('content.valueMisssing');
    // @ts-expect-error an element code: the core's lookup knows the core's codes; elements name theirs.
    expect(formatMessage('ui.sending')).to.be.a('string');
    // @ts-expect-error a tool-header issue has no text.
    expect(formatIssue({ code: 'bad-name', path: '$.properties.a', params: {} })).to.equal(
      'bad-name',
    );
    expect(formatMessage<string>('no.such.code'), 'a package naming its own codes').to.equal(
      'no.such.code',
    );
  });
  it('should have English for every code of a finding with text', () => {
    type Missing = Exclude<
      | `schema.${SchemaIssueCode}`
      | `content.${ContentIssueCode}`
      | `url.${UrlWarningCode}`
      | `result.${ResultIssueCode}`,
      CoreMessageCode
    >;
    // Fails to compile, naming the codes, when a finding's code has no English message.
    const missing: [Missing] extends [never] ? [] : Missing[] = [];
    expect(missing).to.deep.equal([]);
  });
});

describe('secretCues', () => {
  it("should gather a locale's secret cues, which sensitiveFields reads beside the shipped ones", () => {
    const cues = secretCues([hiCore]);
    expect(cues.password).to.contain('पासवर्ड');
    expect(cues.negation).to.contain('नहीं');
    const field = {
      kind: 'string',
      name: 'p',
      label: 'पासवर्ड',
      hasTitle: true,
      required: false,
    } as const;
    for (const options of [{}, { cues }])
      expect(
        sensitiveFields([field], options).map((found) => found.code),
        'Hindi ships: read whatever is registered, once when given again',
      ).to.deep.equal(['password']);
    expect(secretCues([{ 'secret.pin': 'a' }, { 'secret.pin': 'b', 'ui.x': 'y' }])).to.deep.equal({
      pin: 'a|b',
    });
  });
});
