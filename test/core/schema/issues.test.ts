import { expect } from 'chai';
import { compileSchema } from '@elicit-kit/core';
import { expectError, expectIgnored, form } from './helpers.js';
import { formatIssue } from '@elicit-kit/core/messages';

describe('compileSchema: errors', () => {
  it('should refuse a root that is not an object schema', () => {
    for (const input of [null, 'form', 42, true, [], [{ type: 'object' }]]) {
      expectError(compileSchema(input), 'schema-not-object', '$');
    }
    expectError(compileSchema({ properties: {} }), 'schema-not-object', '$.type');
    expectError(compileSchema({ type: 'array', items: {} }), 'schema-not-object', '$.type');
    expectError(
      compileSchema({ type: 'object', properties: [] }),
      'schema-not-object',
      '$.properties',
    );
    expectError(
      compileSchema({ type: 'object', properties: null }),
      'schema-not-object',
      '$.properties',
    );
  });

  it('should refuse a property that is not a schema', () => {
    expectError(form({ a: 'string' }), 'property-not-object', '$.properties.a');
    expectError(form({ a: null }), 'property-not-object', '$.properties.a');
    expectError(form({ a: [] }), 'property-not-object', '$.properties.a');
  });

  it('should refuse a nested object', () => {
    const issue = expectError(
      form({ address: { type: 'object', properties: { city: { type: 'string' } } } }),
      'nested-object',
      '$.properties.address',
    );
    expect(issue.params).to.deep.equal({ name: 'address' });
    expect(formatIssue(issue)).to.equal(
      'Field "address" is a nested object, which forms cannot contain.',
    );
  });

  it('should refuse arrays of objects and of free strings', () => {
    expectError(
      form({ a: { type: 'array', items: { type: 'object', properties: {} } } }),
      'array-not-enum',
      '$.properties.a.items',
    );
    expectError(
      form({ a: { type: 'array', items: { type: 'string' } } }),
      'array-not-enum',
      '$.properties.a.items',
    );
    expectError(form({ a: { type: 'array' } }), 'array-not-enum', '$.properties.a');
    expectError(
      form({ a: { type: 'array', items: { type: 'integer', enum: [1, 2] } } }),
      'array-not-enum',
      '$.properties.a.items',
    );
  });

  it('should refuse unknown and missing types', () => {
    const issue = expectError(form({ a: { type: 'date' } }), 'unknown-type', '$.properties.a.type');
    expect(issue.params).to.deep.equal({ name: 'a', type: 'date' });
    expectError(form({ a: { type: 'null' } }), 'unknown-type', '$.properties.a.type');
    expectError(form({ a: { type: ['string', 'number'] } }), 'unknown-type', '$.properties.a.type');
    expectError(form({ a: { title: 'A' } }), 'missing-type', '$.properties.a');
  });

  it('should refuse a type JSON cannot write without throwing', () => {
    const issue = expectError(form({ a: { type: 10n } }), 'unknown-type', '$.properties.a.type');
    expect(issue.params).to.deep.equal({ name: 'a', type: '10' });
    expect(
      expectError(
        form({ a: { type: ['string', 'number'] } }),
        'unknown-type',
        '$.properties.a.type',
      ).params,
    ).to.deep.equal({ name: 'a', type: '["string","number"]' });
  });

  it('should refuse unsupported formats', () => {
    const issue = expectError(
      form({ id: { type: 'string', format: 'uuid' } }),
      'unsupported-format',
      '$.properties.id.format',
    );
    expect(issue.params).to.deep.equal({ name: 'id', format: 'uuid' });
  });

  it('should refuse $ref wherever it appears', () => {
    expectError(form({ a: { $ref: '#/$defs/A' } }), 'ref-not-supported', '$.properties.a.$ref');
    expectError(
      form({ a: { type: 'string', $ref: '#/$defs/A' } }),
      'ref-not-supported',
      '$.properties.a.$ref',
    );
    expectError(
      form({ a: { type: 'array', items: { $ref: '#/x' } } }),
      'ref-not-supported',
      '$.properties.a.items.$ref',
    );
    expectError(
      form({ a: { anyOf: [{ $ref: '#/x' }, { type: 'null' }] } }),
      'ref-not-supported',
      '$.properties.a.anyOf[0].$ref',
    );
    expectError(
      form({ a: { type: 'string', oneOf: [{ $ref: '#/x' }] } }),
      'ref-not-supported',
      '$.properties.a.oneOf[0].$ref',
    );
    expectError(form({}, { $ref: '#/$defs/Form' }), 'ref-not-supported', '$.$ref');
  });

  it('should report each reference keyword of a flat property once, beside an option list or not', () => {
    for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef']) {
      for (const property of [
        { type: 'string', [keyword]: '#' },
        { type: 'string', enum: ['x'], [keyword]: '#' },
        { type: 'boolean', title: 'B', [keyword]: '#' },
      ]) {
        const found = form({ a: property }).issues.filter(
          (issue) => issue.code === 'ref-not-supported',
        );
        expect(
          found.map((issue) => issue.path),
          JSON.stringify(property),
        ).to.deep.equal([`$.properties.a.${keyword}`]);
      }
    }
  });

  it('should refuse keywords that change what is asked', () => {
    const issue = expectError(
      form({ a: { type: 'string', allOf: [{ minLength: 1 }] } }),
      'unsupported-keyword',
      '$.properties.a.allOf',
    );
    expect(issue.params).to.deep.equal({ name: 'a', keyword: 'allOf' });
    expectError(form({ a: { type: 'string', const: 3 } }), 'bad-const', '$.properties.a.const');
    expectError(form({ a: { type: 'integer', const: 1.5 } }), 'bad-const', '$.properties.a.const');
    expectError(form({ a: { const: null } }), 'bad-const', '$.properties.a.const');
    expectError(
      form({ a: { type: 'number', not: { minimum: 3 } } }),
      'unsupported-keyword',
      '$.properties.a.not',
    );
    expectError(form({}, { oneOf: [{ required: ['a'] }] }), 'unsupported-keyword', '$.oneOf');
  });

  it('should refuse a minimum above the maximum', () => {
    expectError(
      form({ a: { type: 'string', minLength: 5, maxLength: 2 } }),
      'min-above-max',
      '$.properties.a.minLength',
    );
    expectError(
      form({ a: { type: 'number', minimum: 10, maximum: 1 } }),
      'min-above-max',
      '$.properties.a.minimum',
    );
    const items = { type: 'string', enum: ['x', 'y', 'z'] };
    expectError(
      form({ a: { type: 'array', items, minItems: 3, maxItems: 2 } }),
      'min-above-max',
      '$.properties.a.minItems',
    );
    // More items required than there are options.
    expectError(
      form({ a: { type: 'array', items, minItems: 4 } }),
      'min-above-max',
      '$.properties.a.minItems',
    );
  });

  it('should refuse negative, fractional and non-numeric lengths and counts', () => {
    expectError(
      form({ a: { type: 'string', minLength: -1 } }),
      'bad-bound',
      '$.properties.a.minLength',
    );
    expectError(
      form({ a: { type: 'string', maxLength: 2.5 } }),
      'bad-bound',
      '$.properties.a.maxLength',
    );
    expectError(
      form({ a: { type: 'string', maxLength: '5' } }),
      'bad-bound',
      '$.properties.a.maxLength',
    );
    const items = { type: 'string', enum: ['x'] };
    expectError(
      form({ a: { type: 'array', items, minItems: 0.5 } }),
      'bad-bound',
      '$.properties.a.minItems',
    );
    const issue = expectError(
      form({ a: { type: 'array', items, maxItems: -2 } }),
      'bad-bound',
      '$.properties.a.maxItems',
    );
    expect(issue.params).to.deep.equal({ name: 'a', keyword: 'maxItems' });
  });

  it('should refuse non-finite or non-numeric bounds', () => {
    expectError(
      form({ a: { type: 'number', minimum: Infinity } }),
      'bad-bound',
      '$.properties.a.minimum',
    );
    expectError(
      form({ a: { type: 'number', maximum: Number.NaN } }),
      'bad-bound',
      '$.properties.a.maximum',
    );
    expectError(
      form({ a: { type: 'integer', maximum: '10' } }),
      'bad-bound',
      '$.properties.a.maximum',
    );
  });

  it('should refuse enumNames of the wrong length or type', () => {
    expectError(
      form({ a: { type: 'string', enum: ['x', 'y'], enumNames: ['X'] } }),
      'bad-enum-names',
      '$.properties.a.enumNames',
    );
    expectError(
      form({ a: { type: 'string', enum: ['x'], enumNames: [1] } }),
      'bad-enum-names',
      '$.properties.a.enumNames',
    );
    expectError(
      form({ a: { type: 'string', enum: ['x'], enumNames: 'X' } }),
      'bad-enum-names',
      '$.properties.a.enumNames',
    );
  });

  it('should refuse an empty or non-string enum', () => {
    expectError(form({ a: { type: 'string', enum: [] } }), 'bad-enum', '$.properties.a.enum');
    expectError(form({ a: { type: 'string', enum: 'x' } }), 'bad-enum', '$.properties.a.enum');
    expectError(
      form({ a: { type: 'string', enum: ['x', 2] } }),
      'bad-enum',
      '$.properties.a.enum[1]',
    );
    expectError(form({ a: { type: 'string', oneOf: [] } }), 'bad-enum', '$.properties.a.oneOf');
  });

  it('should refuse titled options without a string const or title', () => {
    expectError(
      form({ a: { type: 'string', oneOf: [{ const: 'x' }, { const: 'y', title: 'Y' }] } }),
      'bad-option',
      '$.properties.a.oneOf[0]',
    );
    expectError(
      form({ a: { type: 'string', oneOf: [{ const: 'x', title: 'X' }, { title: 'Y' }] } }),
      'bad-option',
      '$.properties.a.oneOf[1]',
    );
    expectError(
      form({
        a: {
          type: 'string',
          oneOf: [
            { const: 1, title: 'One' },
            { const: 'y', title: 'Y' },
          ],
        },
      }),
      'bad-option',
      '$.properties.a.oneOf[0]',
    );
    expectError(
      form({ a: { type: 'array', items: { anyOf: [{ const: 'x', title: 2 }] } } }),
      'bad-option',
      '$.properties.a.items.anyOf[0]',
    );
    expectError(
      form({ a: { type: 'array', items: { anyOf: ['x'] } } }),
      'bad-option',
      '$.properties.a.items.anyOf[0]',
    );
  });

  it('should refuse duplicate option values', () => {
    const issue = expectError(
      form({ a: { type: 'string', enum: ['x', 'y', 'x'] } }),
      'duplicate-option',
      '$.properties.a.enum[2]',
    );
    expect(issue.params).to.deep.equal({ name: 'a', value: 'x' });
    expectError(
      form({
        a: {
          type: 'string',
          oneOf: [
            { const: 'x', title: 'X' },
            { const: 'x', title: 'Also X' },
          ],
        },
      }),
      'duplicate-option',
      '$.properties.a.oneOf[1]',
    );
    expectError(
      form({ a: { type: 'array', items: { type: 'string', enum: ['q', 'q'] } } }),
      'duplicate-option',
      '$.properties.a.items.enum[1]',
    );
  });

  it('should refuse required names that are not properties', () => {
    const issue = expectError(
      form({ a: { type: 'string' } }, { required: ['a', 'b'] }),
      'required-missing-property',
      '$.required[1]',
    );
    expect(issue.params).to.deep.equal({ name: 'b' });
  });

  it('should refuse a required list that is not an array of strings', () => {
    expectError(form({ a: { type: 'string' } }, { required: 'a' }), 'bad-required', '$.required');
    expectError(
      form({ a: { type: 'string' } }, { required: ['a', 1] }),
      'bad-required',
      '$.required',
    );
    expectError(form({ a: { type: 'string' } }, { required: true }), 'bad-required', '$.required');
  });

  it('should use bracket paths for keys that are not identifiers', () => {
    expectError(
      form({ 'weird key': { type: 'string', minLength: -1 } }),
      'bad-bound',
      '$.properties["weird key"].minLength',
    );
    expectError(form({ 'a.b': { type: 'object' } }), 'nested-object', '$.properties["a.b"]');
    expectError(
      form({ 'say "hi"': { type: 'date' } }),
      'unknown-type',
      '$.properties["say \\"hi\\""].type',
    );
  });

  it('should report every problem of a form, not only the first', () => {
    const compiled = form(
      { a: { type: 'object' }, b: { type: 'date' }, c: { type: 'string' } },
      { required: ['d'] },
    );
    expect(compiled.issues.map((issue) => issue.code)).to.have.members([
      'required-missing-property',
      'nested-object',
      'unknown-type',
    ]);
  });
});

describe('compileSchema: ignored defaults', () => {
  it('should drop a default of the wrong type', () => {
    const cases: [unknown, string][] = [
      [{ type: 'string', default: 3 }, 'string'],
      [{ type: 'number', default: '3' }, 'number'],
      [{ type: 'integer', default: 2.5 }, 'integer'],
      [{ type: 'boolean', default: 'true' }, 'boolean'],
      [{ type: 'string', enum: ['x'], default: 1 }, 'select'],
      [{ type: 'array', items: { type: 'string', enum: ['x'] }, default: 'x' }, 'multiselect'],
      [{ type: 'array', items: { type: 'string', enum: ['x'] }, default: [1] }, 'multiselect'],
      [{ type: 'string', default: null }, 'string'],
    ];
    for (const [schema, kind] of cases) {
      const compiled = form({ a: schema });
      const issue = expectIgnored(compiled, 'bad-default', '$.properties.a.default');
      expect(issue.params).to.deep.equal({ name: 'a' });
      expect(compiled.fields[0]).to.include({ kind }).and.not.have.property('default');
    }
  });

  it('should drop a default that is not one of the options', () => {
    const single = form({
      a: {
        type: 'string',
        oneOf: [
          { const: 'x', title: 'X' },
          { const: 'y', title: 'Y' },
        ],
        default: 'X',
      },
    });
    expectIgnored(single, 'default-not-option', '$.properties.a.default');
    expect(single.fields[0]).to.not.have.property('default');
    const multi = form({
      a: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, default: ['x', 'z'] },
    });
    expectIgnored(multi, 'default-not-option', '$.properties.a.default');
    expect(multi.fields[0]).to.not.have.property('default');
    expectIgnored(
      form({ a: { type: 'string', enum: ['x'], enumNames: ['X'], default: 'X' } }),
      'default-not-option',
      '$.properties.a.default',
    );
  });

  it('should keep a default that breaks a bound, for the person to fix', () => {
    const compiled = form({
      a: { type: 'string', minLength: 5, default: 'ab' },
      n: { type: 'integer', minimum: 10, default: 1 },
    });
    expect(compiled.issues).to.deep.equal([]);
    expect(compiled.fields.map((f) => f.default)).to.deep.equal(['ab', 1]);
  });

  it('should keep a multi select default without repeating values', () => {
    const [field] = form({
      a: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, default: ['y', 'x', 'y'] },
    }).fields;
    expect(field?.default).to.deep.equal(['y', 'x']);
  });
});
