// Fuzz tests: every public entry point that takes server or host data is fed arbitrary
// JSON values (and schema-like objects) and must neither throw nor return a malformed value.
import { expect } from 'chai';
import { fc } from '../helpers/fast-check.js';
import {
  answerLegacyRequest,
  type LegacyContext,
  readInputRequired,
  retryRequest,
  accept,
  compileSchema,
  defaultContent,
  sensitiveFields,
  type ElicitRequestParams,
  type JsonRpcRequest,
  inspectUrl,
  validateContent,
} from '@elicit-kit/core';
import { formatIssue } from '@elicit-kit/core/messages';

const runs = { numRuns: Number(globalThis.process?.env?.FUZZ_RUNS ?? 300) };
const keyword = fc.constantFrom(
  'type',
  'properties',
  'required',
  'title',
  'description',
  'default',
  'enum',
  'enumNames',
  'oneOf',
  'anyOf',
  'items',
  'const',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  '$ref',
  '__proto__',
  'constructor',
  'prototype',
  'mode',
  'url',
  'message',
  'requestedSchema',
  'action',
  'content',
);
const leaf = fc.oneof(
  fc.constantFrom(
    'object',
    'string',
    'number',
    'integer',
    'boolean',
    'array',
    'null',
    'email',
    'date',
    'form',
    'url',
    'accept',
    'https://a.example/',
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
/** JSON-ish values biased towards the keywords the core reads. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 4 }),
  object: fc
    .array(fc.tuple(fc.oneof(keyword, fc.string()), tie('any')), { maxLength: 5 })
    .map((entries) =>
      JSON.parse(
        JSON.stringify(
          Object.fromEntries(entries.map(([k, v]) => [k === '__proto__' ? '__proto__' : k, v])),
        ),
      ),
    ),
})).any;
const option = fc.constantFrom('a', 'b', '', 'constructor');
/** Property schemas near the subset: a type, and any mix of the keywords that matter. */
const propertyLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom('string', 'number', 'integer', 'boolean', 'array'), value),
    default: fc.oneof(value, option, fc.array(option), fc.integer(), fc.double()),
    enum: fc.oneof(fc.array(option, { minLength: 1, maxLength: 3 }), value),
    items: fc.oneof(fc.record({ enum: fc.array(option, { minLength: 1 }) }), value),
    format: fc.constantFrom('email', 'date', 'uri', 'date-time', 'color'),
    minimum: fc.oneof(fc.integer(), value),
    maxLength: fc.oneof(fc.nat(5), value),
    minItems: fc.nat(3),
  },
  { requiredKeys: ['type'] },
);
/** Objects shaped like `requestedSchema`s, with arbitrary property schemas. */
const schemaLike = fc
  .record(
    {
      properties: fc.dictionary(fc.oneof(keyword, fc.string()), fc.oneof(propertyLike, value), {
        maxKeys: 4,
      }),
      required: value,
    },
    { requiredKeys: ['properties'] },
  )
  .map((schema) => ({ type: 'object', ...schema }));
const anySchema = fc.oneof(value, schemaLike);

const noThrow = <T>(run: () => T): T => {
  try {
    return run();
  } catch (error) {
    expect.fail(`threw ${String(error)}`);
  }
};
const isJsonObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A `{placeholder}` left in a message, once the parameter values (server text such as a key named `{0}`) are taken out. */
const unfilled = (message: string, params: { readonly [key: string]: string | number } = {}) =>
  /\{\w+\}/.test(
    Object.values(params).reduce<string>(
      (text, value) => text.split(String(value)).join(''),
      message,
    ),
  );

describe('fuzz: arbitrary JSON never throws', () => {
  it('should compile any value to a well-formed form', () => {
    fc.assert(
      fc.property(anySchema, (schema) => {
        const form = noThrow(() => compileSchema(schema));
        expect(form.ok).to.be.a('boolean');
        expect(form.fields).to.be.an('array');
        if (!form.ok) expect(form.fields).to.have.length(0);
        for (const issue of form.issues) {
          expect(issue.path).to.match(/^\$/);
          expect(formatIssue(issue)).to.be.a('string').and.not.equal(`schema.${issue.code}`);
          expect(
            unfilled(formatIssue(issue), issue.params),
            `a placeholder left unfilled: ${formatIssue(issue)}`,
          ).to.equal(false);
          expect(['error', 'ignored']).to.include(issue.severity);
        }
        expect(form.ok).to.equal(form.issues.every((issue) => issue.severity === 'ignored'));
      }),
      runs,
    );
  });

  it('should validate any content against any compiled form', () => {
    fc.assert(
      fc.property(anySchema, value, (schema, content) => {
        const issues = noThrow(() => validateContent(compileSchema(schema), content));
        for (const issue of issues) {
          expect(issue.field).to.be.a('string');
          expect(formatIssue(issue))
            .to.be.a('string')
            .and.not.match(/^content\./);
          expect(
            unfilled(formatIssue(issue), issue.params),
            `a placeholder left unfilled: ${formatIssue(issue)}`,
          ).to.equal(false);
        }
      }),
      runs,
    );
  });

  it('should give default content that is JSON and, with valid defaults, validates', () => {
    fc.assert(
      fc.property(anySchema, (schema) => {
        const form = compileSchema(schema);
        const content = noThrow(() => defaultContent(form));
        expect(JSON.parse(JSON.stringify(content))).to.deep.equal(content);
        expect(
          Object.keys(content).every((key) => form.fields.some((field) => field.name === key)),
        ).to.equal(true);
        // compileSchema keeps only defaults of the right kind and among the options: the
        // validator may still flag a bound or length (kept on purpose), never the kind.
        const wrongKind = validateContent(form, content).filter(
          (issue) =>
            ['typeMismatch', 'badInput', 'notAnOption', 'unknownField'].includes(issue.code) &&
            issue.params.format === undefined,
        );
        expect(wrongKind).to.deep.equal([]);
      }),
      runs,
    );
  });

  it('should shape any content with accept, keeping only form keys and content values', () => {
    fc.assert(
      fc.property(anySchema, value, fc.boolean(), (schema, content, withForm) => {
        const form = compileSchema(schema);
        const result = noThrow(() =>
          accept(content as Record<string, unknown>, withForm ? form : undefined),
        );
        expect(result.action).to.equal('accept');
        if (content === undefined) return;
        expect(isJsonObject(result.content)).to.equal(true);
        for (const [key, item] of Object.entries(result.content ?? {})) {
          if (withForm) expect(form.fields.some((field) => field.name === key)).to.equal(true);
          const ok =
            ['string', 'boolean'].includes(typeof item) ||
            (typeof item === 'number' && Number.isFinite(item)) ||
            (Array.isArray(item) && item.every((entry) => typeof entry === 'string'));
          expect(ok, key).to.equal(true);
        }
      }),
      runs,
    );
  });

  it('should read any result as complete, input_required or invalid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          value,
          fc.record(
            {
              resultType: fc.constantFrom('input_required', 'complete', 'task'),
              inputRequests: value,
              requestState: value,
            },
            { requiredKeys: ['resultType'] },
          ),
        ),
        (result) => {
          const read = noThrow(() => readInputRequired(result));
          expect(['complete', 'input_required', 'invalid']).to.include(read.kind);
          if (read.kind === 'invalid') expect(read.issues).to.not.be.empty;
        },
      ),
      runs,
    );
  });

  it('should build a retry from any original and input without throwing', () => {
    fc.assert(
      fc.property(value, value, value, (original, inputResponses, requestState) => {
        const request = noThrow(() =>
          retryRequest(
            original as JsonRpcRequest,
            { inputResponses: inputResponses as never, requestState: requestState as string },
            7,
          ),
        );
        expect(request.jsonrpc).to.equal('2.0');
        expect(request.id).to.equal(7);
        expect(isJsonObject(request.params)).to.equal(true);
        if (typeof requestState === 'string')
          expect(request.params!.requestState).to.equal(requestState);
        else expect(request.params).to.not.have.own.property('requestState');
      }),
      runs,
    );
  });

  it('should inspect any value as a URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          value,
          fc.webUrl(),
          fc.string().map((s) => `https://${s}`),
        ),
        (url) => {
          const found = noThrow(() => inspectUrl(url));
          expect(found.display).to.equal(found.parts.before + found.parts.host + found.parts.after);
          expect(found.ok).to.equal(found.href !== '');
        },
      ),
      runs,
    );
  });

  it('should list sensitive fields of any value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          value,
          anySchema.map((schema) => compileSchema(schema)),
        ),
        (form) => {
          expect(noThrow(() => sensitiveFields(form as never))).to.be.an('array');
        },
      ),
      runs,
    );
  });

  it('should answer any legacy message with a JSON-RPC response when the answer is well behaved', async () => {
    const answer = async (params: ElicitRequestParams, context: LegacyContext) =>
      context.form
        ? accept(defaultContent(context.form), context.form)
        : { action: 'accept' as const };
    const params = fc.oneof(
      value,
      fc.record({
        mode: fc.oneof(value, fc.constantFrom('form', 'url')),
        message: value,
        url: value,
        elicitationId: value,
        requestedSchema: anySchema,
      }),
    );
    const message = fc.oneof(
      value,
      fc.record({
        jsonrpc: fc.constantFrom('2.0', '1.0'),
        id: fc.oneof(value, fc.constant(0)),
        method: fc.constantFrom('elicitation/create', 'ping'),
        params,
      }),
    );
    await fc.assert(
      fc.asyncProperty(message, async (input) => {
        const response = (await answerLegacyRequest(input, answer)) as unknown as Record<
          string,
          unknown
        >;
        expect(response.jsonrpc).to.equal('2.0');
        expect(Object.hasOwn(response, 'result') !== Object.hasOwn(response, 'error')).to.equal(
          true,
        );
        expect(JSON.parse(JSON.stringify(response))).to.deep.equal(response);
      }),
      runs,
    );
  });
});

describe('fuzz counterexamples, kept as plain tests', () => {
  it('should keep a property named like a placeholder as plain text in its messages', () => {
    const form = compileSchema({
      type: 'object',
      properties: { '{0}': { type: 'string', minItems: 0 } },
    });
    expect(form.ok).to.equal(true);
    const ignored = form.issues.find((issue) => issue.code === 'ignored-keyword');
    expect(formatIssue(ignored!)).to.contain('"{0}"');
    expect(unfilled(formatIssue(ignored!), ignored!.params)).to.equal(false);
  });
});
