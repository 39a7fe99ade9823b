import { expect } from 'chai';
import { compileSchema, defaultContent, type FieldModel } from '@elicit-kit/core';
import { form } from './helpers.js';

describe('defaultContent', () => {
  it('should return each default and leave out fields without one', () => {
    const compiled = form({
      name: { type: 'string', default: 'Ada' },
      nick: { type: 'string' },
      age: { type: 'integer', default: 0 },
      news: { type: 'boolean', default: false },
      color: {
        type: 'string',
        oneOf: [
          { const: 'r', title: 'Red' },
          { const: 'g', title: 'Green' },
        ],
        default: 'g',
      },
      tools: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: [] },
    });
    expect(defaultContent(compiled)).to.deep.equal({
      name: 'Ada',
      age: 0,
      news: false,
      color: 'g',
      tools: [],
    });
  });

  it('should accept a list of fields as well as a compiled form', () => {
    const fields: FieldModel[] = [
      { name: 'a', label: 'a', hasTitle: false, required: false, kind: 'string', default: 'x' },
      { name: 'b', label: 'b', hasTitle: false, required: true, kind: 'number' },
    ];
    expect(defaultContent(fields)).to.deep.equal({ a: 'x' });
  });

  it('should leave out defaults compileSchema ignored', () => {
    const compiled = form({
      a: { type: 'string', enum: ['x'], default: 'y' },
      b: { type: 'number', default: 'one' },
    });
    expect(compiled.ok).to.equal(true);
    expect(defaultContent(compiled)).to.deep.equal({});
  });

  it('should return fresh arrays, never the model default', () => {
    const compiled = form({
      a: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, default: ['x'] },
    });
    const first = defaultContent(compiled);
    (first.a as string[]).push('y');
    expect(compiled.fields[0]?.default).to.deep.equal(['x']);
    expect(defaultContent(compiled).a).to.deep.equal(['x']);
    expect(defaultContent(compiled).a).to.not.equal(compiled.fields[0]?.default);
  });

  it('should keep a field named __proto__ as a key', () => {
    const compiled = compileSchema(
      JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string","default":"p"}}}'),
    );
    const content = defaultContent(compiled);
    expect(Object.keys(content)).to.deep.equal(['__proto__']);
    expect(Object.getPrototypeOf(content)).to.equal(Object.prototype);
    expect(JSON.stringify(content)).to.equal('{"__proto__":"p"}');
  });

  it('should return an empty content for a refused form', () => {
    expect(defaultContent(compileSchema(null))).to.deep.equal({});
  });
});
