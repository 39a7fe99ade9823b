import { expect } from 'chai';
import { compileSchema } from '../../../packages/core/src/schema/compile.js';
import { expectError, expectIgnored, form } from './helpers.js';
import { formatIssue } from '../../../packages/core/src/messages/catalog.js';

describe('compileSchema: tolerated deviations', () => {
  it('should treat a missing schema as a confirmation with no fields', () => {
    const compiled = compileSchema(undefined);
    expect(compiled.ok).to.equal(true);
    expect(compiled.fields).to.deep.equal([]);
    expect(compiled.issues).to.have.length(1);
    expectIgnored(compiled, 'no-schema', '$');
  });

  it('should treat a schema without properties as a form with no fields', () => {
    expect(compileSchema({ type: 'object' })).to.deep.equal({ ok: true, fields: [], issues: [] });
  });

  it('should compile a pydantic optional as the non-null schema, never required', () => {
    const compiled = form(
      { nick: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }], default: null, title: 'Nickname' } },
      { required: ['nick'] },
    );
    const issue = expectIgnored(compiled, 'nullable-optional', '$.properties.nick');
    expect(issue.params).to.deep.equal({ name: 'nick' });
    expect(compiled.issues).to.have.length(1);
    expect(compiled.fields).to.deep.equal([
      { name: 'nick', label: 'Nickname', hasTitle: true, required: false, kind: 'string', maxLength: 20 },
    ]);
  });

  it('should accept the null branch first and a nullable select', () => {
    const compiled = form({ color: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['red', 'blue'] }], default: 'blue' } });
    expectIgnored(compiled, 'nullable-optional', '$.properties.color');
    expect(compiled.fields[0]).to.deep.include({ kind: 'select', default: 'blue', required: false });
  });

  it('should report errors inside the nullable branch at its own path', () => {
    expectError(form({ a: { anyOf: [{ type: 'string', minLength: -1 }, { type: 'null' }] } }), 'bad-bound', '$.properties.a.anyOf[0].minLength');
  });

  it('should accept type: [T, "null"] as a nullable optional', () => {
    const compiled = form({ n: { type: ['integer', 'null'], minimum: 1 } }, { required: ['n'] });
    expectIgnored(compiled, 'nullable-optional', '$.properties.n');
    expect(compiled.fields[0]).to.include({ kind: 'integer', minimum: 1, required: false });
  });

  it('should refuse an anyOf that is not a nullable optional', () => {
    expectError(form({ a: { anyOf: [{ type: 'string' }, { type: 'number' }] } }), 'missing-type', '$.properties.a');
    expectError(form({ a: { type: 'number', anyOf: [{ minimum: 1 }, { type: 'null' }] } }), 'unsupported-keyword', '$.properties.a.anyOf');
  });

  it('should ignore pattern, never compiling it, and say so', () => {
    // A catastrophic-backtracking pattern: compiling and running it would hang the page.
    const compiled = form({ zip: { type: 'string', pattern: '^(a+)+$', default: `${'a'.repeat(40)}!` } });
    const issue = expectIgnored(compiled, 'ignored-keyword', '$.properties.zip.pattern');
    expect(issue.params).to.deep.equal({ name: 'zip', keyword: 'pattern' });
    expect(formatIssue(issue)).to.equal('Field "zip": "pattern" is not supported and was ignored.');
    expect(compiled.fields[0]).to.not.have.property('pattern');
  });

  it('should ignore annotations and restrictions it cannot show', () => {
    const compiled = form({
      a: { type: 'string', examples: ['x'], readOnly: true, $comment: 'c', deprecated: true },
      n: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
    });
    for (const keyword of ['examples', 'readOnly', '$comment', 'deprecated']) {
      expectIgnored(compiled, 'ignored-keyword', `$.properties.a.${keyword}`);
    }
    expectIgnored(compiled, 'ignored-keyword', '$.properties.n.exclusiveMinimum');
    expectIgnored(compiled, 'ignored-keyword', '$.properties.n.multipleOf');
  });

  it('should ignore $schema, additionalProperties and $defs at the root', () => {
    const compiled = form({ a: { type: 'string' } }, { $schema: 'https://json-schema.org/draft/2020-12/schema', additionalProperties: false, $defs: {} });
    for (const keyword of ['$schema', 'additionalProperties', '$defs']) {
      const issue = expectIgnored(compiled, 'ignored-keyword', `$.${keyword}`);
      expect(formatIssue(issue)).to.equal(`The form: "${keyword}" is not supported and was ignored.`);
    }
    expect(compiled.fields).to.have.length(1);
  });

  it('should ignore a title or description that is not a string', () => {
    const compiled = form({ a: { type: 'string', title: 5, description: ['d'] } }, { title: {} });
    expectIgnored(compiled, 'ignored-keyword', '$.properties.a.title');
    expectIgnored(compiled, 'ignored-keyword', '$.properties.a.description');
    expectIgnored(compiled, 'ignored-keyword', '$.title');
    expect(compiled.fields[0]).to.include({ label: 'a', hasTitle: false });
    expect(compiled).to.not.have.property('title');
  });

  it('should ignore format on a select and on a number', () => {
    expectIgnored(form({ a: { type: 'string', enum: ['x'], format: 'email' } }), 'ignored-keyword', '$.properties.a.format');
    expectIgnored(form({ a: { type: 'number', format: 'double' } }), 'ignored-keyword', '$.properties.a.format');
  });

  it('should accept the anyOf spelling of a titled single select and items.oneOf for a multi select', () => {
    const single = form({ a: { type: 'string', anyOf: [{ const: 'x', title: 'X' }] } });
    expect(single.ok).to.equal(true);
    expect(single.fields[0]).to.deep.include({ kind: 'select', shape: 'titled', options: [{ value: 'x', label: 'X' }] });
    const multi = form({ a: { type: 'array', items: { oneOf: [{ const: 'x', title: 'X' }] } } });
    expect(multi.ok).to.equal(true);
    expect(multi.fields[0]).to.deep.include({ kind: 'multiselect', shape: 'titled' });
  });

  it('should accept items.enum without items.type and uniqueItems on a multi select', () => {
    const compiled = form({ a: { type: 'array', uniqueItems: true, items: { enum: ['x', 'y'] } } });
    expect(compiled).to.deep.include({ ok: true, issues: [] });
  });

  it('should ignore option descriptions', () => {
    const compiled = form({ a: { type: 'string', oneOf: [{ const: 'x', title: 'X', description: 'the x' }] } });
    expect(compiled).to.deep.include({ ok: true, issues: [] });
  });
});

describe('compileSchema: a nullable branch is read like the property itself', () => {
  it('should refuse an anyOf inside the non-null branch instead of skipping it', () => {
    const form = compileSchema({
      type: 'object',
      properties: { x: { anyOf: [{ type: 'string', anyOf: [{ minLength: 1 }, { maxLength: 2 }] }, { type: 'null' }] } },
    });
    expect(form.ok).to.equal(false);
    expect(form.issues.map((issue) => [issue.code, issue.path])).to.deep.include(['unsupported-keyword', '$.properties.x.anyOf[0].anyOf']);
  });
});
