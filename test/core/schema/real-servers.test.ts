// The shapes real server libraries generate (their sources and tests; the spec reference
// §1.6), compiled as their authors meant: no refusal, no note where nothing is lost.
import { expect } from 'chai';
import {
  compileSchema,
  defaultContent,
  validateContent,
  answerLegacyRequest,
  accept,
  askMode,
  readInputRequired,
} from '@elicit-kit/core';
import { expectError, form } from './helpers.js';

/** Issues a person would see a note for (errors and `ignored`; `info` is silent). */
const noted = (schema: unknown) =>
  compileSchema(schema).issues.filter((issue) => issue.severity !== 'info');

describe('compileSchema: what real server libraries send', () => {
  it('zod 4 z.toJSONSchema: $schema, additionalProperties, email pattern, default listed required, nullable, literal', () => {
    // z.toJSONSchema(z.object({ e: z.email(), d: z.iso.datetime(), l: z.literal('DELETE'), n: z.number().multipleOf(0.5).gt(0), r: z.string().regex(/^[A-Z]{3}$/), o: z.string().default('x'), nu: z.string().nullable() })) from zod 4.6.7.
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        e: {
          type: 'string',
          format: 'email',
          pattern:
            "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
        },
        d: {
          type: 'string',
          format: 'date-time',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$',
        },
        l: { type: 'string', const: 'DELETE' },
        n: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
        r: { type: 'string', pattern: '^[A-Z]{3}$' },
        o: { default: 'x', type: 'string' },
        nu: { type: ['string', 'null'] },
      },
      required: ['e', 'd', 'l', 'n', 'r', 'o', 'nu'],
      additionalProperties: false,
    };
    expect(noted(schema)).to.deep.equal([]);
    const compiled = compileSchema(schema);
    expect(compiled.fields.map((field) => field.label)).to.deep.equal([
      'E',
      'D',
      'L',
      'N',
      'R',
      'O',
      'Nu',
    ]);
    const good = {
      e: 'ada@example.com',
      d: '2026-12-01T09:00:00Z',
      n: 2.5,
      r: 'ABC',
      o: 'x',
      nu: 'y',
      l: 'DELETE',
    };
    expect(validateContent(compiled, good)).to.deep.equal([]);
    expect(defaultContent(compiled)).to.deep.equal({ l: 'DELETE', o: 'x' });
    const bad = {
      ...good,
      e: 'ada@example.c',
      d: '2026-12-01T10:00:00+01:00',
      n: 0,
      r: 'abc',
      l: 'KEEP',
    };
    expect(validateContent(compiled, bad).map((issue) => [issue.field, issue.code])).to.deep.equal([
      ['e', 'typeMismatch'],
      ['e', 'patternMismatch'],
      ['d', 'patternMismatch'],
      ['l', 'notAnOption'],
      ['n', 'rangeUnderflow'],
      ['r', 'patternMismatch'],
    ]);
  });

  it('zod 3 via zod-to-json-schema (SDK 1.x): draft-07 $schema, its look-ahead email pattern needs no note', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          pattern:
            "^(?!\\.)(?!.*\\.\\.)([A-Za-z0-9_'+\\-\\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
        },
        count: { type: 'integer', exclusiveMinimum: true, minimum: 0 },
      },
      additionalProperties: false,
    };
    expect(noted(schema)).to.deep.equal([]);
    const [, count] = compileSchema(schema).fields;
    expect(count).to.include({ exclusiveMinimum: 0 }).and.not.have.property('minimum');
  });

  it('zod 4 z.union() of literals: anyOf of typed consts without a type beside it is a select, and as array items a multi-select', () => {
    const schema = {
      type: 'object',
      properties: {
        size: {
          anyOf: [
            { type: 'string', const: 'small' },
            { type: 'string', const: 'large' },
          ],
        },
        toppings: {
          type: 'array',
          items: {
            anyOf: [
              { type: 'string', const: 'olives' },
              { type: 'string', const: 'basil' },
            ],
          },
        },
      },
      required: ['size'],
    };
    expect(noted(schema)).to.deep.equal([]);
    const [size, toppings] = compileSchema(schema).fields;
    expect(size).to.deep.include({
      kind: 'select',
      required: true,
      options: [
        { value: 'small', label: 'small' },
        { value: 'large', label: 'large' },
      ],
    });
    expect(toppings).to.deep.include({
      kind: 'multiselect',
      options: [
        { value: 'olives', label: 'olives' },
        { value: 'basil', label: 'basil' },
      ],
    });
    expect(
      validateContent(compileSchema(schema), { size: 'medium' }).map((issue) => issue.code),
    ).to.deep.equal(['notAnOption']);
    // A union of other types is still not a form field.
    expectError(
      form({
        n: {
          anyOf: [
            { type: 'number', const: 1 },
            { type: 'number', const: 2 },
          ],
        },
      }),
      'bad-option',
      '$.properties.n.anyOf[0]',
    );
  });

  it('FastMCP (Python): multi-select items.enum without a type, scalars wrapped as { value }', () => {
    const multi = {
      type: 'object',
      properties: { value: { type: 'array', items: { enum: ['red', 'green'] } } },
      required: ['value'],
    };
    expect(noted(multi)).to.deep.equal([]);
    expect(compileSchema(multi).fields[0]).to.deep.include({
      kind: 'multiselect',
      label: 'Value',
      required: true,
    });
    const scalar = {
      type: 'object',
      properties: { value: { type: 'integer', title: 'Value' } },
      required: ['value'],
    };
    expect(validateContent(compileSchema(scalar), { value: 3 })).to.deep.equal([]);
  });

  it('pydantic v1: anyOf [T, null] with default null is optional, silently', () => {
    const schema = {
      type: 'object',
      properties: {
        nick: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Nick' },
      },
      required: ['nick'],
    };
    expect(noted(schema)).to.deep.equal([]);
    expect(compileSchema(schema).fields[0]).to.include({ kind: 'string', required: false });
  });

  it('OpenAPI nullable: true (zod-to-openapi, FastAPI) is a nullable like any other', () => {
    const schema = {
      type: 'object',
      properties: { note: { type: 'string', nullable: true, maxLength: 5 } },
    };
    expect(noted(schema)).to.deep.equal([]);
    expect(compileSchema(schema).fields[0]).to.include({
      kind: 'string',
      maxLength: 5,
      required: false,
    });
  });

  it('C# ElicitAsync<T>: camelCase names, no required array, date-time', () => {
    const schema = {
      type: 'object',
      properties: {
        startDate: { type: 'string', format: 'date-time' },
        guestCount: { type: 'integer' },
      },
    };
    expect(noted(schema)).to.deep.equal([]);
    expect(
      compileSchema(schema).fields.map((field) => [field.label, field.required]),
    ).to.deep.equal([
      ['Start date', false],
      ['Guest count', false],
    ]);
  });

  it('rmcp from_type: root description, titled oneOf with a default, multi-select default', () => {
    const schema = {
      type: 'object',
      description: 'Choose your plan',
      properties: {
        plan: {
          type: 'string',
          oneOf: [
            { const: 'free', title: 'Free' },
            { const: 'pro', title: 'Pro' },
          ],
          default: 'pro',
        },
        addons: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['b'] },
      },
    };
    const compiled = compileSchema(schema);
    expect(compiled.issues).to.deep.equal([]);
    expect(compiled.description).to.equal('Choose your plan');
    expect(defaultContent(compiled)).to.deep.equal({ plan: 'pro', addons: ['b'] });
  });

  it('SDK 1.x register_user: a password field is a secret', () => {
    const schema = {
      type: 'object',
      properties: { password: { type: 'string', format: 'password', minLength: 8 } },
      required: ['password'],
    };
    expect(compileSchema(schema).fields[0])
      .to.include({ kind: 'string', secret: true, minLength: 8 })
      .and.not.have.property('format');
    expect(
      compileSchema({ type: 'object', properties: { pin: { type: 'string', writeOnly: true } } })
        .fields[0],
    ).to.include({ secret: true });
  });

  it('a titled oneOf of one const is a fixed value with its title; a wrong-typed const is refused', () => {
    const compiled = form({
      confirm: { type: 'string', oneOf: [{ const: 'yes', title: 'Yes, delete it' }] },
      agree: { type: 'boolean', const: true },
    });
    expect(
      compiled.fields.map((field) => field.kind === 'const' && [field.value, field.valueLabel]),
    ).to.deep.equal([
      ['yes', 'Yes, delete it'],
      [true, 'true'],
    ]);
    expect(validateContent(compiled, { confirm: 'yes', agree: true })).to.deep.equal([]);
    expect(accept(defaultContent(compiled), compiled).content).to.deep.equal({
      confirm: 'yes',
      agree: true,
    });
    expectError(
      form({ n: { type: 'boolean', const: 'yes' } }),
      'bad-const',
      '$.properties.n.const',
    );
  });

  it('an empty number range is refused, exclusive bounds included', () => {
    expectError(
      form({ n: { type: 'number', exclusiveMinimum: 5, maximum: 5 } }),
      'min-above-max',
      '$.properties.n',
    );
    expectError(
      form({ n: { type: 'number', minimum: 5, exclusiveMaximum: 5 } }),
      'min-above-max',
      '$.properties.n',
    );
    expectError(
      form({ n: { type: 'number', multipleOf: 0 } }),
      'bad-bound',
      '$.properties.n.multipleOf',
    );
    expectError(
      form({ n: { type: 'number', exclusiveMinimum: 'x' } }),
      'bad-bound',
      '$.properties.n.exclusiveMinimum',
    );
    expect(form({ n: { type: 'number', minimum: 5, maximum: 5 } }).ok).to.equal(true);
  });

  it('go-sdk v1.7 pre-releases: mode "" is a form; SEP-3118 _meta.ui.resourceUri is ignored', async () => {
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
    for (const params of [
      { mode: '', message: 'Where?', requestedSchema: schema },
      {
        message: 'Where?',
        requestedSchema: schema,
        _meta: { ui: { resourceUri: 'ui://weather/picker' } },
      },
    ]) {
      const response = await answerLegacyRequest(
        { jsonrpc: '2.0', id: 7, method: 'elicitation/create', params },
        async () => accept({ city: 'Oslo' }),
      );
      expect(response).to.deep.equal({
        jsonrpc: '2.0',
        id: 7,
        result: { action: 'accept', content: { city: 'Oslo' } },
      });
    }
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: {
        where: {
          method: 'elicitation/create',
          params: { mode: '', message: 'Where?', requestedSchema: schema },
        },
      },
    });
    expect(read.kind === 'input_required' && read.entries.map((entry) => entry.mode)).to.deep.equal(
      ['form'],
    );
    expect(askMode({ mode: '' })).to.equal('form');
    expect(askMode({ mode: 'telepathy' })).to.equal('telepathy');
  });
});
