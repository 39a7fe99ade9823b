import { expect } from 'chai';
import { accept, cancel, decline, type CompiledForm, type FieldModel } from '@elicit-kit/core';

const field = (name: string): FieldModel => ({
  name,
  label: name,
  hasTitle: false,
  required: false,
  kind: 'string',
});

describe('results', () => {
  it('should shape decline and cancel as bare actions', () => {
    expect(decline()).to.deep.equal({ action: 'decline' });
    expect(cancel()).to.deep.equal({ action: 'cancel' });
  });

  it('should shape accept without content for URL mode', () => {
    const result = accept();
    expect(result).to.deep.equal({ action: 'accept' });
    expect(Object.hasOwn(result, 'content')).to.equal(false);
  });

  it('should keep strings, finite numbers, booleans and string arrays', () => {
    const content = { a: 'x', b: 0, c: -1.5, d: false, e: ['p', 'q'], f: '' };
    expect(accept(content)).to.deep.equal({ action: 'accept', content });
  });

  it('should write -0 as 0 so the result round-trips through JSON exactly', () => {
    const result = accept({ n: -0 });
    expect(Object.is(result.content?.n, 0)).to.equal(true);
    expect(JSON.parse(JSON.stringify(result))).to.deep.equal(result);
  });

  it('should leave out unset and non-content values', () => {
    const result = accept({
      a: 'x',
      b: undefined,
      c: null,
      d: NaN,
      e: Infinity,
      f: { x: 1 },
      g: [1],
      h: () => 1,
      i: 1n,
    });
    expect(result.content).to.deep.equal({ a: 'x' });
  });

  it('should keep only the form fields when a form is given', () => {
    const fields = [field('a'), field('b')];
    expect(accept({ a: 'x', z: 'y' }, fields).content).to.deep.equal({ a: 'x' });
    const form: CompiledForm = { ok: true, fields, issues: [] };
    expect(accept({ b: 'y', z: 'y' }, form).content).to.deep.equal({ b: 'y' });
  });

  it('should copy the content so later edits do not leak into the result', () => {
    const list = ['a'];
    const content: Record<string, unknown> = { list, s: 'x' };
    const result = accept(content);
    list.push('b');
    content.s = 'changed';
    expect(result.content).to.deep.equal({ list: ['a'], s: 'x' });
  });

  it('should keep __proto__ and constructor as ordinary own keys', () => {
    const content = JSON.parse('{"__proto__":"x","constructor":"y"}') as Record<string, unknown>;
    const result = accept(content, [field('__proto__'), field('constructor')]);
    expect(Object.getPrototypeOf(result.content)).to.equal(Object.prototype);
    expect(Object.keys(result.content ?? {})).to.deep.equal(['__proto__', 'constructor']);
    expect(JSON.stringify(result)).to.equal(
      '{"action":"accept","content":{"__proto__":"x","constructor":"y"}}',
    );
    expect(accept({}, [field('__proto__')]).content).to.deep.equal({});
  });

  it('should shape content that is not an object as empty content, never throwing', () => {
    for (const content of [null, 'text', 3, ['a'], true]) {
      expect(accept(content as never)).to.deep.equal({ action: 'accept', content: {} });
      expect(accept(content as never, [field('0')])).to.deep.equal({
        action: 'accept',
        content: {},
      });
    }
  });

  it('should never add resultType or _meta', () => {
    for (const result of [accept(), accept({ a: 'x' }), decline(), cancel()]) {
      expect(Object.keys(result).sort()).to.satisfy((keys: string[]) =>
        keys.every((key) => key === 'action' || key === 'content'),
      );
    }
  });

  it('should be plain JSON that survives structuredClone and JSON round trips', () => {
    const result = accept({ a: 'x', n: 2.5, b: true, l: ['p'] });
    expect(structuredClone(result)).to.deep.equal(result);
    expect(JSON.parse(JSON.stringify(result))).to.deep.equal(result);
  });
});

describe('answer functions given something that is no form', () => {
  it('should treat it as a form without fields instead of throwing', async () => {
    const { defaultContent } = await import('../../packages/core/src/schema/defaults.js');
    const { validateContent } = await import('../../packages/core/src/validate/validate.js');
    for (const form of [null, undefined, 'x', {}, { fields: 3 }]) {
      expect(defaultContent(form as never)).to.deep.equal({});
      expect(validateContent(form as never, { a: 'x' }).map((issue) => issue.code)).to.deep.equal([
        'unknownField',
      ]);
      expect(accept({ a: 'x' }, form as never)).to.deep.equal({
        action: 'accept',
        content: form === undefined ? { a: 'x' } : {},
      });
    }
  });
});
