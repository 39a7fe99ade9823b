import { expect } from 'chai';
import { compileSchema } from '@elicit-kit/core';
import { form } from './helpers.js';

describe('compileSchema: shapes', () => {
  it('should compile a string with bounds, format, title, description and default', () => {
    const compiled = form(
      {
        email: {
          type: 'string',
          title: 'Email',
          description: 'Work address',
          format: 'email',
          minLength: 3,
          maxLength: 80,
          default: 'a@b.c',
        },
      },
      { required: ['email'] },
    );
    expect(compiled.ok).to.equal(true);
    expect(compiled.issues).to.deep.equal([]);
    expect(compiled.fields).to.deep.equal([
      {
        name: 'email',
        label: 'Email',
        hasTitle: true,
        description: 'Work address',
        required: true,
        kind: 'string',
        format: 'email',
        minLength: 3,
        maxLength: 80,
        default: 'a@b.c',
      },
    ]);
  });

  it('should accept every spec format', () => {
    for (const format of ['email', 'uri', 'date', 'date-time']) {
      const compiled = form({ value: { type: 'string', format } });
      expect(compiled.ok, format).to.equal(true);
      expect(compiled.fields[0]).to.include({ kind: 'string', format });
    }
  });

  it('should label an untitled field with its property name made readable', () => {
    const [field] = form({ nickName: { type: 'string' } }).fields;
    expect(field).to.include({
      name: 'nickName',
      label: 'Nick name',
      hasTitle: false,
      required: false,
    });
    expect(field).to.not.have.property('description');
  });

  it('should compile number and integer fields with bounds and defaults', () => {
    const compiled = form({
      price: { type: 'number', minimum: 0.5, maximum: 99.5, default: 3.14 },
      age: { type: 'integer', minimum: 0, maximum: 150, default: 18 },
    });
    expect(compiled.fields).to.deep.equal([
      {
        name: 'price',
        label: 'Price',
        hasTitle: false,
        required: false,
        kind: 'number',
        minimum: 0.5,
        maximum: 99.5,
        default: 3.14,
      },
      {
        name: 'age',
        label: 'Age',
        hasTitle: false,
        required: false,
        kind: 'integer',
        minimum: 0,
        maximum: 150,
        default: 18,
      },
    ]);
  });

  it('should compile a boolean with a default of false', () => {
    expect(form({ ok: { type: 'boolean', default: false } }).fields[0]).to.include({
      kind: 'boolean',
      default: false,
    });
  });

  it('should compile an untitled single select from enum', () => {
    const [field] = form({
      color: { type: 'string', enum: ['red', 'green'], default: 'green' },
    }).fields;
    expect(field).to.deep.include({
      kind: 'select',
      shape: 'untitled',
      options: [
        { value: 'red', label: 'red' },
        { value: 'green', label: 'green' },
      ],
      default: 'green',
    });
  });

  it('should compile a titled single select from oneOf, values from const', () => {
    const [field] = form({
      hero: {
        type: 'string',
        oneOf: [
          { const: 'h1', title: 'Superman' },
          { const: 'h2', title: 'Wonder Woman' },
        ],
        default: 'h2',
      },
    }).fields;
    expect(field).to.deep.include({
      kind: 'select',
      shape: 'titled',
      options: [
        { value: 'h1', label: 'Superman' },
        { value: 'h2', label: 'Wonder Woman' },
      ],
      default: 'h2',
    });
  });

  it('should compile a legacy titled select from enum and enumNames', () => {
    const [field] = form({
      pet: { type: 'string', enum: ['p1', 'p2'], enumNames: ['Cats', 'Dogs'] },
    }).fields;
    expect(field).to.deep.include({
      kind: 'select',
      shape: 'legacy-titled',
      options: [
        { value: 'p1', label: 'Cats' },
        { value: 'p2', label: 'Dogs' },
      ],
    });
  });

  it('should compile an untitled multi select with item limits and default', () => {
    const [field] = form({
      tools: {
        type: 'array',
        minItems: 1,
        maxItems: 2,
        items: { type: 'string', enum: ['a', 'b', 'c'] },
        default: ['b'],
      },
    }).fields;
    expect(field).to.deep.include({
      kind: 'multiselect',
      shape: 'untitled',
      minItems: 1,
      maxItems: 2,
      default: ['b'],
    });
    expect(field && 'options' in field && field.options.map((o) => o.value)).to.deep.equal([
      'a',
      'b',
      'c',
    ]);
  });

  it('should compile a titled multi select from items.anyOf', () => {
    const [field] = form({
      fish: {
        type: 'array',
        items: {
          anyOf: [
            { const: 'f1', title: 'Tuna' },
            { const: 'f2', title: 'Salmon' },
          ],
        },
        default: ['f2'],
      },
    }).fields;
    expect(field).to.deep.include({
      kind: 'multiselect',
      shape: 'titled',
      options: [
        { value: 'f1', label: 'Tuna' },
        { value: 'f2', label: 'Salmon' },
      ],
      default: ['f2'],
    });
  });

  it('should keep properties in schema order and mark required ones', () => {
    const compiled = form(
      { b: { type: 'string' }, a: { type: 'boolean' }, c: { type: 'number' } },
      { required: ['c', 'b'] },
    );
    expect(compiled.fields.map((f) => [f.name, f.required])).to.deep.equal([
      ['b', true],
      ['a', false],
      ['c', true],
    ]);
  });

  it('should return the root title and description on the form without an issue', () => {
    const compiled = form(
      { a: { type: 'string' } },
      { title: 'Sign up', description: 'Tell us about you' },
    );
    expect(compiled).to.deep.include({
      ok: true,
      title: 'Sign up',
      description: 'Tell us about you',
      issues: [],
    });
  });

  it('should treat keys named title, __proto__, constructor and hasOwnProperty as plain properties', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"title":{"type":"string","title":"Event title"},"__proto__":{"type":"string","default":"p"},"constructor":{"type":"number"},"hasOwnProperty":{"type":"boolean"}},"required":["__proto__","constructor"]}',
    );
    const compiled = compileSchema(schema);
    expect(compiled.ok).to.equal(true);
    expect(compiled.title).to.equal(undefined);
    expect(compiled.fields.map((f) => [f.name, f.kind, f.required])).to.deep.equal([
      ['title', 'string', false],
      ['__proto__', 'string', true],
      ['constructor', 'number', true],
      ['hasOwnProperty', 'boolean', false],
    ]);
    expect(compiled.fields[0]?.label).to.equal('Event title');
  });

  it('should compile an empty properties object as a form with no fields', () => {
    expect(compileSchema({ type: 'object', properties: {} })).to.deep.equal({
      ok: true,
      fields: [],
      issues: [],
    });
  });

  it('should not modify the schema it is given', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'array', items: { anyOf: [{ const: 'x', title: 'X' }] } },
        b: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
    };
    const copy = JSON.parse(JSON.stringify(schema));
    const items = schema.properties.a.items;
    compileSchema(schema);
    expect(schema).to.deep.equal(copy);
    expect(schema.properties.a.items).to.equal(items);
  });

  it('should compile a deeply frozen schema', () => {
    const freeze = (value: unknown): unknown => {
      if (typeof value === 'object' && value !== null) Object.values(value).forEach(freeze);
      return Object.freeze(value);
    };
    const schema = freeze({
      type: 'object',
      properties: { a: { type: 'array', items: { type: 'string', enum: ['x'] } } },
    });
    expect(compileSchema(schema).ok).to.equal(true);
  });
});
