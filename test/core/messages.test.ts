import { expect } from 'chai';
import { addMessages, formatIssue, formatMessage, secretCues } from '../../packages/core/src/messages/catalog.js';
import { hi as hiCore } from '../../packages/core/src/messages/hi.js';
import { compileSchema, inspectUrl, readInputRequired, sensitiveFields, validateContent } from '../../packages/core/src/index.js';

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
    expect(formatMessage('no.such.code')).to.equal('no.such.code');
  });
});

describe('formatIssue', () => {
  it('should write every family of core finding from its code and params', () => {
    const form = compileSchema({ type: 'object', patternProperties: {}, properties: { zip: { type: 'string', pattern: '(a)\\1' } } });
    expect(form.issues.map((issue) => formatIssue(issue))).to.deep.equal([
      'The form: "patternProperties" is not supported and was ignored.',
      'Field "zip" must match a pattern that cannot be checked here; the server may refuse the answer.',
    ]);
    const [above, step] = validateContent([{ kind: 'number', name: 'n', label: 'n', hasTitle: false, required: true, exclusiveMinimum: 5, multipleOf: 2 }], { n: 5 });
    expect([formatIssue(above!), formatIssue(step!)]).to.deep.equal(['Enter more than 5.', 'Enter a multiple of 2.']);
    const [email] = validateContent([{ kind: 'string', name: 'e', label: 'e', hasTitle: false, required: true, format: 'email' }], { e: 'x' });
    expect(formatIssue(email!)).to.equal('Enter an email address, like name@example.com.');
    expect(formatIssue(inspectUrl('http://example.com').warnings[0]!)).to.equal(
      'This page is not secure (no HTTPS). Others may see what you enter.',
    );
    const read = readInputRequired({ resultType: 'input_required', inputRequests: { a: { method: 'tasks/get' } } });
    expect(read.kind === 'invalid' && formatIssue(read.issues[0]!)).to.equal(
      'The server asked for the unsupported "tasks/get" at $.inputRequests["a"].method.',
    );
  });
  it('should use the locale, then its language, then English', () => {
    addMessages('xf', { 'schema.ignored-keyword.root': 'XF {keyword}' });
    const [root] = compileSchema({ type: 'object', properties: {}, minProperties: 1 }).issues;
    expect(formatIssue(root!, 'xf-QQ')).to.equal('XF minProperties');
    expect(formatIssue({ code: 'valueMissing', params: {} }, 'xf')).to.equal('This field is required.');
  });
  it('should show an unknown code as itself', () => {
    expect(formatIssue({ code: 'no-such-code', params: {} })).to.equal('no-such-code');
  });
});

describe('secretCues', () => {
  it("should gather a locale's secret cues, which sensitiveFields reads only when given them", () => {
    const cues = secretCues([hiCore]);
    expect(cues.password).to.contain('पासवर्ड');
    expect(cues.negation).to.contain('नहीं');
    const field = { kind: 'string', name: 'p', label: 'पासवर्ड', hasTitle: true, required: false } as const;
    expect(sensitiveFields([field]), 'the root entry carries English cues only').to.deep.equal([]);
    expect(sensitiveFields([field], { cues }).map((found) => found.reason)).to.deep.equal(['password']);
    expect(secretCues([{ 'secret.pin': 'a' }, { 'secret.pin': 'b', 'ui.x': 'y' }])).to.deep.equal({ pin: 'a|b' });
  });
});
