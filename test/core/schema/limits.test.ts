import { expect } from 'chai';
import { compileSchema, DEFAULT_LIMITS } from '@elicit-kit/core';
import { MAX_ISSUES } from '../../../packages/core/src/schema/issues.js';
import { expectError, form } from './helpers.js';

const titled = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ const: `v${i}`, title: `Option ${i}` }));

describe('compileSchema: limits', () => {
  it('should have defaults that admit real use', () => {
    expect(DEFAULT_LIMITS.maxFields).to.be.at.least(1_000);
    expect(DEFAULT_LIMITS.maxOptions).to.be.at.least(50_000);
  });

  it('should compile 1,000 fields', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 1_000 }, (_, i) => [
        `field${i}`,
        { type: 'string', title: `Field ${i}`, maxLength: 100 },
      ]),
    );
    const compiled = form(properties);
    expect(compiled.ok).to.equal(true);
    expect(compiled.fields).to.have.length(1_000);
    expect(compiled.fields[999]?.name).to.equal('field999');
  });

  it('should compile 50,000 options in each select shape', () => {
    const values = Array.from({ length: 50_000 }, (_, i) => `v${i}`);
    const compiled = form({
      titled: { type: 'string', oneOf: titled(50_000) },
      multi: { type: 'array', items: { anyOf: titled(50_000) } },
      untitled: { type: 'string', enum: values },
    });
    expect(compiled.ok, JSON.stringify(compiled.issues)).to.equal(true);
    expect(compiled.fields.map((f) => ('options' in f ? f.options.length : 0))).to.deep.equal([
      50_000, 50_000, 50_000,
    ]);
  });

  it('should refuse more fields than maxFields', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`f${i}`, { type: 'string' }]),
    );
    const compiled = compileSchema({ type: 'object', properties }, { limits: { maxFields: 10 } });
    expectError(compiled, 'too-many-fields', '$.properties').params;
    expect(compiled.issues[0]?.params).to.deep.equal({ max: 10 });
    expect(
      compileSchema({ type: 'object', properties }, { limits: { maxFields: 11 } }).ok,
    ).to.equal(true);
  });

  it('should refuse more options than maxOptions in one field', () => {
    const compiled = compileSchema(
      { type: 'object', properties: { a: { type: 'string', enum: ['a', 'b', 'c'] } } },
      { limits: { maxOptions: 2 } },
    );
    const issue = expectError(compiled, 'too-many-options', '$.properties.a.enum');
    expect(issue.params).to.deep.equal({ name: 'a', max: 2 });
  });

  it('should refuse more options than maxTotalOptions over the form', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string', oneOf: titled(3) },
        b: { type: 'array', items: { anyOf: titled(3) } },
      },
    };
    expect(compileSchema(schema, { limits: { maxTotalOptions: 6 } }).ok).to.equal(true);
    expectError(
      compileSchema(schema, { limits: { maxTotalOptions: 5 } }),
      'too-many-options',
      '$.properties.b.items.anyOf',
    );
  });

  it('should refuse strings longer than maxStringLength wherever they are', () => {
    const long = 'x'.repeat(DEFAULT_LIMITS.maxStringLength + 1);
    expectError(
      form({ a: { type: 'string', title: long } }),
      'schema-too-large',
      '$.properties.a.title',
    );
    expectError(
      form({ a: { type: 'string', default: long } }),
      'schema-too-large',
      '$.properties.a.default',
    );
    expectError(
      form({ a: { type: 'string', oneOf: [{ const: 'x', title: long }] } }),
      'schema-too-large',
      '$.properties.a.oneOf[0].title',
    );
    expectError(form({ [long]: { type: 'string' } }), 'schema-too-large', '$.properties');
    expectError(form({}, { description: long }), 'schema-too-large', '$.description');
    expect(form({ a: { type: 'string', title: long.slice(1) } }).ok).to.equal(true);
  });

  it('should ignore limits that are not numbers', () => {
    const compiled = compileSchema(
      { type: 'object', properties: { a: { type: 'string', enum: ['a', 'b'] } } },
      { limits: { maxOptions: undefined, maxFields: Number.NaN } },
    );
    expect(compiled.ok).to.equal(true);
  });

  it('should refuse a schema with more than maxNodes values', () => {
    const compiled = compileSchema(
      { type: 'object', properties: { a: { type: 'string', enum: ['a', 'b', 'c'] } } },
      { limits: { maxNodes: 5 } },
    );
    expect(compiled.ok).to.equal(false);
    expect(compiled.issues.map((issue) => issue.code)).to.deep.equal(['schema-too-large']);
  });
});

describe('compileSchema: hostile input', () => {
  it('should never throw for odd values', () => {
    const odd: unknown[] = [
      undefined,
      null,
      0,
      -1,
      Number.NaN,
      '',
      'x',
      true,
      [],
      {},
      () => 1,
      Symbol('s'),
      10n,
      new Date(0),
      new Map(),
    ];
    for (const value of odd) {
      expect(() => compileSchema(value)).to.not.throw();
      expect(() => compileSchema({ type: 'object', properties: { a: value } })).to.not.throw();
      expect(() =>
        compileSchema({
          type: 'object',
          properties: { a: { type: 'string', enum: value, default: value } },
        }),
      ).to.not.throw();
      expect(() =>
        compileSchema({
          type: 'object',
          properties: { a: { type: 'array', items: value, default: value } },
        }),
      ).to.not.throw();
    }
  });

  it('should refuse ten million options quickly without reading them', () => {
    const values = new Array<string>(10_000_000).fill('x');
    const compiled = form({ a: { type: 'string', enum: values } });
    expect(compiled.ok).to.equal(false);
    expect(compiled.issues.map((issue) => [issue.code, issue.path])).to.deep.equal([
      ['schema-too-large', '$.properties.a.enum'],
    ]);
  });

  it('should refuse 100,000-deep nesting without overflowing the stack', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 100_000; i++) deep = { type: 'object', properties: { a: deep } };
    const compiled = compileSchema(deep);
    expect(compiled.ok).to.equal(false);
    expect(compiled.issues.map((issue) => issue.code)).to.deep.equal(['schema-too-large']);
    const arrays = JSON.parse(
      `{"type":"object","properties":{"a":{"type":"string","examples":${'['.repeat(100_000)}${']'.repeat(100_000)}}}}`,
    );
    expect(compileSchema(arrays).issues.map((issue) => issue.code)).to.deep.equal([
      'schema-too-large',
    ]);
  });

  it('should refuse cyclic objects', () => {
    const root: { type: string; properties: Record<string, unknown> } = {
      type: 'object',
      properties: {},
    };
    root.properties.self = root;
    expectError(compileSchema(root), 'schema-too-large', '$.properties.self');
    const items: Record<string, unknown> = { type: 'array' };
    items.items = items;
    expectError(form({ a: items }), 'schema-too-large', '$.properties.a.items');
  });

  it('should accept the same object shared by two properties', () => {
    const shared = { type: 'string', minLength: 1 };
    expect(form({ a: shared, b: shared }).fields).to.have.length(2);
  });

  it('should refuse a __proto__ keyword without changing any prototype', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"a":{"type":"string","__proto__":{"type":"number","polluted":true}},"b":{"type":"array","items":{"anyOf":[{"__proto__":{"const":"x","title":"X"}}]}},"c":{"type":"number","allOf":[{"__proto__":{"x":1}}]}}}',
    );
    const compiled = compileSchema(schema);
    expect(compiled.ok).to.equal(false);
    expect(compiled.issues.map((issue) => [issue.code, issue.path])).to.deep.include.members([
      ['unsupported-keyword', '$.properties.a.__proto__'],
      ['bad-option', '$.properties.b.items.anyOf[0]'],
      ['unsupported-keyword', '$.properties.c.allOf[0].__proto__'],
    ]);
    expect(({} as { polluted?: unknown }).polluted).to.equal(undefined);
    expect(Object.getPrototypeOf(schema.properties.a)).to.equal(Object.prototype);
  });

  it('should cap the number of listed issues but still refuse the form', () => {
    const properties = Object.fromEntries(
      Array.from({ length: MAX_ISSUES + 50 }, (_, i) => [`f${i}`, { type: 'date' }]),
    );
    const compiled = form(properties);
    expect(compiled.ok).to.equal(false);
    expect(compiled.issues).to.have.length(MAX_ISSUES);
  });

  it('should stop walking a property with too many subschemas', () => {
    const compiled = form({
      a: { type: 'number', allOf: Array.from({ length: 100_000 }, () => ({ minimum: 1 })) },
    });
    expectError(compiled, 'schema-too-large', '$.properties.a');
  });
});
