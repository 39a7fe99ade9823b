// JSON-Schema-Test-Suite's `format` cases that fit one flat field (email, uri, date-time),
// from test/fixtures/json-schema-test-suite (npm json-schema-test-suite 0.0.10, MIT), run
// through validateContent; each case the kit answers otherwise is listed here and in
// docs/core/validation.md.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { type FieldModel, type StringFormat, validateContent } from '@elicit-kit/core';

interface Group {
  readonly description: string;
  readonly schema: { readonly format: string };
  readonly tests: readonly {
    readonly description: string;
    readonly data: unknown;
    readonly valid: boolean;
  }[];
}

const groups = JSON.parse(
  readFileSync(
    new URL('../../fixtures/json-schema-test-suite/draft4-optional-format.json', import.meta.url),
    'utf8',
  ),
) as Group[];
const FLAT: readonly string[] = ['email', 'uri', 'date-time'];

/** Where the kit differs on purpose: a protocol-relative reference is no absolute URI to ajv-formats' `uri` or to zod's `url()`. */
const DIFFERENCES = new Map<string, boolean>([['uri //foo.bar/?baz=qux#quux', false]]);

describe('JSON-Schema-Test-Suite format cases (draft 4, optional)', () => {
  const flat = groups.filter((group) => FLAT.includes(group.schema.format));
  it('should find the three flat formats in the suite', () => {
    expect(flat.map((group) => group.schema.format).sort()).to.deep.equal([
      'date-time',
      'email',
      'uri',
    ]);
  });
  for (const group of flat) {
    for (const test of group.tests) {
      const key = `${group.schema.format} ${String(test.data)}`;
      const expected = DIFFERENCES.get(key) ?? test.valid;
      it(`should find ${JSON.stringify(test.data)} ${expected ? 'valid' : 'invalid'} as ${group.schema.format}${DIFFERENCES.has(key) ? ' (a listed difference)' : ''}`, () => {
        const field: FieldModel = {
          kind: 'string',
          name: 'x',
          label: 'x',
          hasTitle: false,
          required: true,
          format: group.schema.format as StringFormat,
        };
        expect(validateContent([field], { x: test.data }).length === 0).to.equal(expected);
      });
    }
  }
});

describe('isUri and ports', () => {
  const uri: FieldModel = {
    kind: 'string',
    name: 'x',
    label: 'x',
    hasTitle: false,
    required: true,
    format: 'uri',
  };
  const valid = (text: string) => validateContent([uri], { x: text }).length === 0;
  it('should refuse a port that is not digits, as zod url() does', () => {
    expect(valid('http://example.com:abc/path')).to.equal(false);
    expect(valid('http://user:pw@example.com:8a/')).to.equal(false);
    expect(valid('http://example.com:1:2/')).to.equal(false);
  });
  it('should keep a digit port, userinfo with a colon, and URIs without an authority', () => {
    expect(valid('http://example.com:8080/path')).to.equal(true);
    expect(valid('http://user:pw@example.com/')).to.equal(true);
    expect(valid('urn:isbn:0451450523')).to.equal(true);
    expect(valid('mailto:a@example.com')).to.equal(true);
  });
});
