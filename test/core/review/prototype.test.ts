// Prototype-pollution safety end to end: `__proto__`, `constructor` and `prototype` are
// ordinary keys from the schema through defaults, validation, accept and the retry.
import { expect } from 'chai';
import {
  requestMeta,
  readInputRequired,
  retryRequest,
  accept,
  compileSchema,
  defaultContent,
  type JsonRpcRequest,
  validateContent,
} from '@elicit-kit/core';

const names = ['__proto__', 'constructor', 'prototype'];

describe('prototype safety end to end', () => {
  it('should carry __proto__, constructor and prototype from a parsed result to the retry JSON', () => {
    const properties = names
      .map((name, i) => `"${name}": {"type": "string", "default": "v${i}"}`)
      .join(',');
    const result = JSON.parse(
      `{"resultType":"input_required","requestState":"s","inputRequests":{"__proto__":{"method":"elicitation/create",` +
        `"params":{"message":"m","requestedSchema":{"type":"object","properties":{${properties}},"required":${JSON.stringify(names)}}}}}}`,
    ) as unknown;
    const read = readInputRequired(result);
    if (read.kind !== 'input_required') throw new Error('expected input_required');
    const [entry] = read.entries;
    expect(entry?.key).to.equal('__proto__');
    const form = compileSchema(entry?.params.requestedSchema);
    expect(form.ok).to.equal(true);
    expect(form.fields.map((field) => field.name)).to.deep.equal(names);
    const content = defaultContent(form);
    expect(Object.keys(content)).to.deep.equal(names);
    expect(validateContent(form, content)).to.deep.equal([]);
    const answer = accept(content, form);
    const original = JSON.parse(
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{"__proto__":{"x":1}}}}',
    ) as JsonRpcRequest;
    const retry = retryRequest(
      original,
      { inputResponses: JSON.parse(`{"__proto__":${JSON.stringify(answer)}}`), requestState: 's' },
      2,
    );
    expect(JSON.parse(JSON.stringify(retry))).to.deep.equal(retry);
    expect(JSON.stringify(retry)).to.equal(
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"_meta":' +
        JSON.stringify(requestMeta()) +
        ',"name":"t","arguments":{"__proto__":{"x":1}},' +
        '"inputResponses":{"__proto__":{"action":"accept","content":{"__proto__":"v0","constructor":"v1","prototype":"v2"}}},"requestState":"s"}}',
    );
    // Nothing leaked onto the shared prototypes on the way.
    const probe: Record<string, unknown> = {};
    expect(probe.x).to.equal(undefined);
    expect(probe.content).to.equal(undefined);
    expect(Object.getPrototypeOf(retry.params)).to.equal(Object.prototype);
  });

  it('should report a missing required __proto__ and refuse a value for it of the wrong type', () => {
    const form = compileSchema(
      JSON.parse(
        '{"type":"object","properties":{"__proto__":{"type":"integer"}},"required":["__proto__"]}',
      ),
    );
    expect(validateContent(form, {}).map((issue) => [issue.field, issue.code])).to.deep.equal([
      ['__proto__', 'valueMissing'],
    ]);
    expect(
      validateContent(form, JSON.parse('{"__proto__":"x"}')).map((issue) => issue.code),
    ).to.deep.equal(['typeMismatch']);
    expect(validateContent(form, JSON.parse('{"__proto__":4}'))).to.deep.equal([]);
  });
});
