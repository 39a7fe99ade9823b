import { expect } from 'chai';
import { compileSchema, validateContent } from '@elicit-kit/core';
import { expectError, expectIgnored, expectInfo, form } from './helpers.js';
import { formatIssue } from '@elicit-kit/core/messages';

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
      {
        nick: {
          anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }],
          default: null,
          title: 'Nickname',
        },
      },
      { required: ['nick'] },
    );
    const issue = expectInfo(compiled, 'nullable-optional', '$.properties.nick');
    expect(issue.params).to.deep.equal({ name: 'nick' });
    expect(compiled.issues).to.have.length(1);
    expect(compiled.fields).to.deep.equal([
      {
        name: 'nick',
        label: 'Nickname',
        hasTitle: true,
        required: false,
        kind: 'string',
        maxLength: 20,
      },
    ]);
  });

  it('should accept the null branch first and a nullable select', () => {
    const compiled = form({
      color: {
        anyOf: [{ type: 'null' }, { type: 'string', enum: ['red', 'blue'] }],
        default: 'blue',
      },
    });
    expectInfo(compiled, 'nullable-optional', '$.properties.color');
    expect(compiled.fields[0]).to.deep.include({
      kind: 'select',
      default: 'blue',
      required: false,
    });
  });

  it('should report errors inside the nullable branch at its own path', () => {
    expectError(
      form({ a: { anyOf: [{ type: 'string', minLength: -1 }, { type: 'null' }] } }),
      'bad-bound',
      '$.properties.a.anyOf[0].minLength',
    );
  });

  it('should accept type: [T, "null"] and nullable: true, required only when listed without a null default', () => {
    // zod's `.nullable()` lists the key in `required`: it must be sent, and a form cannot send null.
    const listed = form(
      { n: { type: ['integer', 'null'], minimum: 1 }, o: { type: 'string', nullable: true } },
      { required: ['n', 'o'] },
    );
    expectInfo(listed, 'nullable-optional', '$.properties.n');
    expectInfo(listed, 'nullable-optional', '$.properties.o');
    expect(listed.issues.filter((issue) => issue.severity !== 'info')).to.deep.equal([]);
    expect(listed.fields.map((field) => [field.kind, field.required])).to.deep.equal([
      ['integer', true],
      ['string', true],
    ]);
    const defaulted = form(
      { n: { type: ['integer', 'null'], default: null } },
      { required: ['n'] },
    );
    expect(defaulted.fields[0]).to.include({ kind: 'integer', required: false });
    expect(form({ n: { type: 'integer', nullable: true } }).fields[0]).to.include({
      required: false,
    });
  });

  it('should refuse an anyOf that is not a nullable optional', () => {
    expectError(
      form({ a: { anyOf: [{ type: 'string' }, { type: 'number' }] } }),
      'missing-type',
      '$.properties.a',
    );
    expectError(
      form({ a: { type: 'number', anyOf: [{ minimum: 1 }, { type: 'null' }] } }),
      'unsupported-keyword',
      '$.properties.a.anyOf',
    );
  });

  it('should check a catastrophic-backtracking pattern in linear time, never with the native engine', () => {
    // `^(a+)+$` on 40 a's and a '!' takes a backtracking engine minutes; the kit's matcher is linear.
    const compiled = form({
      zip: { type: 'string', pattern: '^(a+)+$', default: `${'a'.repeat(40)}!` },
    });
    expect(compiled).to.deep.include({ ok: true, issues: [] });
    expect(compiled.fields[0]).to.include({ pattern: '^(a+)+$' });
    expect(
      validateContent(compiled, { zip: `${'a'.repeat(40)}!` }).map((issue) => issue.code),
    ).to.deep.equal(['patternMismatch']);
    expect(validateContent(compiled, { zip: 'a'.repeat(40) })).to.deep.equal([]);
  });

  it('should note a pattern it cannot check (back-references, look-around) and keep the field', () => {
    for (const pattern of ['(a)\\1', '^(?=a)a$', '(?<=a)b', '[', 5]) {
      const compiled = form({ code: { type: 'string', pattern } });
      const issue = expectIgnored(compiled, 'pattern-not-checked', '$.properties.code.pattern');
      expect(formatIssue(issue)).to.equal(
        'Field "code" must match a pattern that cannot be checked here; the server may refuse the answer.',
      );
      expect(compiled.fields[0]).to.include({ kind: 'string' }).and.not.have.property('pattern');
    }
  });

  it('should drop annotations without a note, and note a restriction it cannot show', () => {
    const compiled = form({
      a: {
        type: 'string',
        examples: ['x'],
        readOnly: true,
        $comment: 'c',
        deprecated: true,
        $id: 'a',
        writeOnly: false,
      },
      n: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
      u: { type: 'string', contentEncoding: 'base64' },
    });
    expect(compiled.issues.map((issue) => issue.path)).to.deep.equal([
      '$.properties.u.contentEncoding',
    ]);
    expect(compiled.fields[1]).to.include({ exclusiveMinimum: 0, multipleOf: 0.5 });
  });

  it('should read $schema, $id and additionalProperties at the root without a note, and note $defs', () => {
    const compiled = form(
      { a: { type: 'string' } },
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'x',
        additionalProperties: false,
        $defs: {},
      },
    );
    expect(compiled.issues.map((issue) => issue.path)).to.deep.equal(['$.$defs']);
    expect(formatIssue(compiled.issues[0]!)).to.equal(
      'The form: "$defs" is not supported and was ignored.',
    );
    expect(compiled.fields).to.have.length(1);
  });

  it('should ignore a title or description that is not a string', () => {
    const compiled = form({ a: { type: 'string', title: 5, description: ['d'] } }, { title: {} });
    expectIgnored(compiled, 'ignored-keyword', '$.properties.a.title');
    expectIgnored(compiled, 'ignored-keyword', '$.properties.a.description');
    expectIgnored(compiled, 'ignored-keyword', '$.title');
    expect(compiled.fields[0]).to.include({ label: 'A', hasTitle: false });
    expect(compiled).to.not.have.property('title');
  });

  it('should ignore format on a select and on a number', () => {
    expectIgnored(
      form({ a: { type: 'string', enum: ['x'], format: 'email' } }),
      'ignored-keyword',
      '$.properties.a.format',
    );
    expectIgnored(
      form({ a: { type: 'number', format: 'double' } }),
      'ignored-keyword',
      '$.properties.a.format',
    );
  });

  it('should accept the anyOf spelling of a titled single select and items.oneOf for a multi select', () => {
    const single = form({
      a: {
        type: 'string',
        anyOf: [
          { const: 'x', title: 'X' },
          { const: 'y', title: 'Y' },
        ],
      },
    });
    expect(single.ok).to.equal(true);
    expect(single.fields[0]).to.deep.include({
      kind: 'select',
      shape: 'titled',
      options: [
        { value: 'x', label: 'X' },
        { value: 'y', label: 'Y' },
      ],
    });
    const multi = form({ a: { type: 'array', items: { oneOf: [{ const: 'x', title: 'X' }] } } });
    expect(multi.ok).to.equal(true);
    expect(multi.fields[0]).to.deep.include({ kind: 'multiselect', shape: 'titled' });
  });

  it('should accept items.enum without items.type and uniqueItems on a multi select', () => {
    const compiled = form({ a: { type: 'array', uniqueItems: true, items: { enum: ['x', 'y'] } } });
    expect(compiled).to.deep.include({ ok: true, issues: [] });
  });

  it('should ignore option descriptions', () => {
    const compiled = form({
      a: { type: 'string', oneOf: [{ const: 'x', title: 'X', description: 'the x' }] },
    });
    expect(compiled).to.deep.include({ ok: true, issues: [] });
  });
});

describe('compileSchema: a nullable branch is read like the property itself', () => {
  it('should refuse an anyOf inside the non-null branch instead of skipping it', () => {
    const form = compileSchema({
      type: 'object',
      properties: {
        x: {
          anyOf: [
            { type: 'string', anyOf: [{ minLength: 1 }, { maxLength: 2 }] },
            { type: 'null' },
          ],
        },
      },
    });
    expect(form.ok).to.equal(false);
    expect(form.issues.map((issue) => [issue.code, issue.path])).to.deep.include([
      'unsupported-keyword',
      '$.properties.x.anyOf[0].anyOf',
    ]);
  });
});
