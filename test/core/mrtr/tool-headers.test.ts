import { expect } from 'chai';
import { paramHeaders, readToolHeaders, type ToolHeaderIssue } from '@elicit-kit/core';

/** An `inputSchema` whose `value` property carries the given schema. */
const one = (value: unknown) => ({ type: 'object', properties: { value } });
const issues = (schema: unknown): ToolHeaderIssue[] => [...readToolHeaders(schema).issues];

describe('readToolHeaders', () => {
  it('should read the spec example', () => {
    const schema = {
      type: 'object',
      properties: {
        region: {
          type: 'string',
          description: 'The region to execute the query in',
          'x-mcp-header': 'Region',
        },
        query: { type: 'string', description: 'The SQL query to execute' },
      },
      required: ['region', 'query'],
    };
    expect(readToolHeaders(schema)).to.deep.equal({
      headers: [{ name: 'Region', path: ['region'] }],
      issues: [],
    });
  });

  it('should give nothing for schemas without annotations, whatever their shape', () => {
    for (const schema of [
      undefined,
      null,
      'x',
      [],
      {},
      { type: 'object' },
      { type: 'object', properties: { a: { type: 'string' } } },
    ]) {
      expect(readToolHeaders(schema)).to.deep.equal({ headers: [], issues: [] });
    }
  });

  it('should accept string, integer and boolean parameters at any depth of properties', () => {
    const schema = {
      type: 'object',
      properties: {
        tenant: { type: 'string', 'x-mcp-header': 'Tenant' },
        options: {
          type: 'object',
          properties: {
            retries: { type: 'integer', 'x-mcp-header': 'Retries' },
            deep: {
              type: 'object',
              properties: { on: { type: 'boolean', 'x-mcp-header': "x~!#$%&'*+.^_`|-1" } },
            },
          },
        },
      },
    };
    expect(readToolHeaders(schema)).to.deep.equal({
      headers: [
        { name: 'Tenant', path: ['tenant'] },
        { name: 'Retries', path: ['options', 'retries'] },
        { name: "x~!#$%&'*+.^_`|-1", path: ['options', 'deep', 'on'] },
      ],
      issues: [],
    });
  });

  it('should refuse names that are no HTTP token', () => {
    for (const name of [
      '',
      'My Region',
      'Region:Primary',
      'Région',
      'Region\t1',
      'a\r\nb',
      'a/b',
      '(x)',
      'a"b',
      7,
      null,
      true,
      {},
    ]) {
      expect(
        issues(one({ type: 'string', 'x-mcp-header': name })),
        JSON.stringify(name),
      ).to.deep.equal([{ code: 'bad-name', path: '$.properties.value', params: {} }]);
    }
  });

  it('should refuse annotations on parameters that are not string, integer or boolean', () => {
    const types = ['number', 'object', 'array', 'null', ['string', 'null'], undefined, 'String'];
    for (const type of types) {
      expect(issues(one({ type, 'x-mcp-header': 'Value' })), JSON.stringify(type)).to.deep.equal([
        { code: 'not-primitive', path: '$.properties.value', params: {} },
      ]);
    }
    expect(
      issues(one({ anyOf: [{ type: 'string' }, { type: 'null' }], 'x-mcp-header': 'Value' }))[0]
        ?.code,
    ).to.equal('not-primitive');
  });

  it('should refuse names used twice, in any case', () => {
    const schema = (second: string) => ({
      type: 'object',
      properties: {
        field1: { type: 'string', 'x-mcp-header': 'MyField' },
        field2: { type: 'string', 'x-mcp-header': second },
      },
    });
    for (const second of ['MyField', 'myfield', 'MYFIELD']) {
      expect(readToolHeaders(schema(second))).to.deep.equal({
        headers: [{ name: 'MyField', path: ['field1'] }],
        issues: [{ code: 'duplicate', path: '$.properties.field2', params: {} }],
      });
    }
    expect(issues(schema('MyField2'))).to.deep.equal([]);
  });

  it('should refuse annotations that are not reached through properties alone', () => {
    const bad = { type: 'string', 'x-mcp-header': 'Hidden' };
    const cases: [unknown, string][] = [
      [{ type: 'string', 'x-mcp-header': 'Root' }, '$'],
      [
        { type: 'object', properties: { list: { type: 'array', items: bad } } },
        '$.properties.list.items',
      ],
      [
        {
          type: 'object',
          properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }, bad] } },
        },
        '$.properties.pair.prefixItems[1]',
      ],
      [{ type: 'object', additionalProperties: bad }, '$.additionalProperties'],
      [{ type: 'object', patternProperties: { '^x-': bad } }, '$.patternProperties["^x-"]'],
      [
        { type: 'object', properties: { v: { anyOf: [bad, { type: 'integer' }] } } },
        '$.properties.v.anyOf[0]',
      ],
      [{ type: 'object', properties: { v: { not: bad } } }, '$.properties.v.not'],
      [{ type: 'object', if: { properties: { a: bad } } }, '$.if.properties.a'],
      [
        { type: 'object', $defs: { id: bad }, properties: { id: { $ref: '#/$defs/id' } } },
        '$.$defs.id',
      ],
      [
        { type: 'object', definitions: { deep: { type: 'object', properties: { x: bad } } } },
        '$.definitions.deep.properties.x',
      ],
    ];
    for (const [schema, path] of cases)
      expect(issues(schema), path).to.deep.equal([{ code: 'not-reachable', path, params: {} }]);
  });

  it('should not mistake instance data for annotations', () => {
    const schema = {
      type: 'object',
      properties: {
        'x-mcp-header': { type: 'string' },
        v: {
          type: 'object',
          default: { 'x-mcp-header': 'Nope' },
          examples: [{ 'x-mcp-header': 1 }],
          const: { properties: {} },
          enum: [{ 'x-mcp-header': '' }],
        },
      },
    };
    expect(readToolHeaders(schema)).to.deep.equal({ headers: [], issues: [] });
  });

  it('should list every broken annotation, with a path that quotes odd keys', () => {
    const schema = {
      type: 'object',
      properties: {
        'a b': { type: 'number', 'x-mcp-header': 'A' },
        c: { type: 'string', 'x-mcp-header': '' },
      },
    };
    expect(issues(schema)).to.deep.equal([
      { code: 'not-primitive', path: '$.properties["a b"]', params: {} },
      { code: 'bad-name', path: '$.properties.c', params: {} },
    ]);
  });

  it('should read __proto__ and constructor as plain property names', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string","x-mcp-header":"Proto"},"constructor":{"type":"boolean","x-mcp-header":"Ctor"}}}',
    );
    expect(readToolHeaders(schema).headers).to.deep.equal([
      { name: 'Proto', path: ['__proto__'] },
      { name: 'Ctor', path: ['constructor'] },
    ]);
  });

  it('should refuse, never overflow on, schemas too deep or cyclic to read', () => {
    let deep: Record<string, unknown> = { type: 'string', 'x-mcp-header': 'Deep' };
    for (let level = 0; level < 10_000; level += 1)
      deep = { type: 'object', properties: { a: deep } };
    expect(readToolHeaders(deep)).to.deep.include({ headers: [] });
    expect(issues(deep).map((issue) => issue.code)).to.deep.equal(['too-deep']);
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    expect(issues(cyclic).map((issue) => issue.code)).to.deep.equal(['too-deep']);
    // 30 levels of properties are fine.
    let fine: Record<string, unknown> = { type: 'integer', 'x-mcp-header': 'Fine' };
    for (let level = 0; level < 30; level += 1) fine = { type: 'object', properties: { a: fine } };
    expect(readToolHeaders(fine).headers[0]?.path).to.have.length(30);
  });
});

describe('paramHeaders', () => {
  const headers = readToolHeaders({
    type: 'object',
    properties: {
      region: { type: 'string', 'x-mcp-header': 'Region' },
      priority: { type: 'integer', 'x-mcp-header': 'Priority' },
      verbose: { type: 'boolean', 'x-mcp-header': 'Verbose' },
      method_val: { type: 'string', 'x-mcp-header': 'Method' },
      nested: {
        type: 'object',
        properties: { tenant: { type: 'string', 'x-mcp-header': 'Tenant' } },
      },
      query: { type: 'string' },
    },
  }).headers;

  it('should mirror designated arguments, converted and encoded as the spec says', () => {
    const args = {
      region: 'Hello, 世界',
      priority: -7,
      verbose: false,
      method_val: 'x',
      nested: { tenant: ' t ' },
      query: 'SELECT 1',
    };
    expect(paramHeaders(headers, args)).to.deep.equal({
      'Mcp-Param-Region': '=?base64?SGVsbG8sIOS4lueVjA==?=',
      'Mcp-Param-Priority': '-7',
      'Mcp-Param-Verbose': 'false',
      'Mcp-Param-Method': 'x',
      'Mcp-Param-Tenant': '=?base64?IHQg?=',
    });
  });

  it('should omit null, missing and unrepresentable values', () => {
    expect(
      paramHeaders(headers, { region: null, priority: 1.5, verbose: {}, nested: 'flat' }),
    ).to.deep.equal({});
    expect(paramHeaders(headers, { priority: 2 ** 53, region: ['a'] })).to.deep.equal({});
    expect(paramHeaders(headers, { priority: 2 ** 53 - 1, verbose: true })).to.deep.equal({
      'Mcp-Param-Priority': '9007199254740991',
      'Mcp-Param-Verbose': 'true',
    });
    for (const args of [undefined, null, 'x', []])
      expect(paramHeaders(headers, args)).to.deep.equal({});
  });

  it('should not read inherited values', () => {
    const args = Object.create({ region: 'inherited' }) as object;
    expect(paramHeaders(headers, args)).to.deep.equal({});
  });
});
