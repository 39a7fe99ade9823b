// Property tests: validateContent against ajv (draft 2020-12 + ajv-formats, what the
// MCP SDKs validate with), and the conversions' round trips. Every deliberate
// difference from ajv is named in `deliberate` and written down in docs/core/validation.md.
import { expect } from 'chai';
import { fc } from './helpers/fast-check.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  formatLocaleNumber,
  localDateTimeToWire,
  parseLocaleNumber,
  wireDateTimeToLocal,
  accept,
  compileSchema,
  type ContentIssue,
  type FieldModel,
  validateContent,
  isEmail,
} from '@elicit-kit/core';

// Both are CommonJS: the default import is `module.exports`, which also has `.default`.
type AjvClass = typeof Ajv2020Module.default;
type AddFormats = typeof addFormatsModule.default;
const Ajv = ((Ajv2020Module as unknown as { default?: AjvClass }).default ??
  Ajv2020Module) as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as AddFormats;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const formatCheck = Object.fromEntries(
  (['email', 'uri', 'date', 'date-time'] as const).map((format) => [
    format,
    ajv.compile({ type: 'string', format }),
  ]),
);

type Json = { [key: string]: unknown };

// Not `constructor`/`toString`: ajv reads inherited properties, so it calls `{}` invalid for them.
const keys = ['a', 'b', 'c', 'd', 'e'] as const;
const optionValues = ['x', 'y', 'z', 'X', ' x', ''] as const;
const formatSamples = [
  'user@example.com',
  'a@b',
  'us..er@example.com',
  `u@${'a'.repeat(64)}.com`,
  'user@bücher.de',
  'https://example.com/a?b#c',
  'urn:isbn:0451450523',
  'mailto:a@b.co',
  '/path',
  'http://[::1]/',
  'a:?x',
  'https://a b',
  '2024-02-29',
  '2026-02-29',
  '2026-1-5',
  '2026-02-30',
  '0000-01-01',
  '2026-01-05T10:20:30Z',
  '2026-01-05t10:20:30.5z',
  '2026-01-05T10:20:30+05:30',
  '2026-01-05 10:20:30Z',
  '2026-01-05T10:20:30+0530',
  '2026-01-05T10:20:30',
  '2016-12-31T23:59:60Z',
  '2016-12-31T12:00:60Z',
];

/** `value` without `undefined` entries, as JSON would carry it. */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const sorted = (low?: number, high?: number) =>
  low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const count = maybe(fc.integer({ min: 0, max: 4 }));
const limit = maybe(
  fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ min: -50, max: 50, noNaN: true })),
);
const options = fc.uniqueArray(fc.constantFrom(...optionValues), { minLength: 1, maxLength: 4 });

const propertySchema: fc.Arbitrary<Json> = fc.oneof(
  fc
    .record({
      min: count,
      max: count,
      format: maybe(fc.constantFrom('email', 'uri', 'date', 'date-time')),
    })
    .map(({ min, max, format }) => {
      const [minLength, maxLength] = sorted(min, max);
      return json({ type: 'string', minLength, maxLength, format });
    }),
  fc
    .record({
      type: fc.constantFrom('number', 'integer'),
      min: limit,
      max: limit,
      exclusive: fc.boolean(),
      step: maybe(fc.constantFrom(0.5, 0.25, 2, 3)),
    })
    .map(({ type, min, max, exclusive, step }) => {
      const [low, high] = sorted(min, max);
      // Steps whose multiples binary floating point holds exactly: there zod's decimal
      // check and ajv's division agree (see the multipleOf test below for the others).
      const bounds =
        exclusive && low !== high
          ? { exclusiveMinimum: low, exclusiveMaximum: high }
          : { minimum: low, maximum: high };
      return json({ type, ...bounds, multipleOf: step });
    }),
  fc.constant({ type: 'boolean' }),
  fc
    .tuple(options, fc.constantFrom('untitled', 'titled', 'legacy'))
    .map(([values, shape]) =>
      shape === 'untitled'
        ? { type: 'string', enum: values }
        : shape === 'titled'
          ? { type: 'string', oneOf: values.map((value) => ({ const: value, title: `T${value}` })) }
          : { type: 'string', enum: values, enumNames: values.map((value) => `T${value}`) },
    ),
  fc
    .record({ values: options, titled: fc.boolean(), min: count, max: count })
    .map(({ values, titled, min, max }) => {
      // More required picks than options cannot be answered; compileSchema refuses it.
      const [minItems, maxItems] = sorted(
        min === undefined ? min : Math.min(min, values.length),
        max,
      );
      const items = titled
        ? { anyOf: values.map((value) => ({ const: value, title: `T${value}` })) }
        : { type: 'string', enum: values };
      return json({ type: 'array', items, minItems, maxItems });
    }),
);

const requestedSchema = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 5 }),
    fc.array(propertySchema, { minLength: 5, maxLength: 5 }),
    fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  )
  .map(([names, schemas, required]) => ({
    type: 'object',
    properties: Object.fromEntries(names.map((name, index) => [name, schemas[index] as Json])),
    required: names.filter((_, index) => required[index]),
  }));

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.constantFrom(null, -0, 2 ** 53, 1.5, 3.0, NaN, Infinity),
);

/** A value that fits the property's shape most of the time, and some other value otherwise. */
function valueFor(schema: Json): fc.Arbitrary<unknown> {
  const items = schema.items as Json | undefined;
  const choices = (items?.enum ??
    (items?.anyOf as Json[] | undefined)?.map((option) => option.const) ??
    schema.enum ??
    (schema.oneOf as Json[] | undefined)?.map((option) => option.const)) as string[] | undefined;
  let fitting: fc.Arbitrary<unknown>;
  if (schema.type === 'array')
    fitting = fc.array(fc.constantFrom(...(choices ?? []), 'nope', 'Tx'), { maxLength: 5 });
  else if (choices) fitting = fc.constantFrom(...choices, 'nope', `T${choices[0]}`, '');
  else if (schema.type === 'string')
    fitting = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.constantFrom('', ...formatSamples),
    );
  else if (schema.type === 'boolean') fitting = fc.boolean();
  else
    fitting = fc.oneof(
      fc.integer({ min: -60, max: 60 }),
      fc.double({ min: -60, max: 60, noNaN: true }),
      fc.constantFrom(-0, 2 ** 53, 2 ** 53 - 1, 1e300),
    );
  return fc.oneof({ weight: 5, arbitrary: fitting }, { weight: 1, arbitrary: anyValue });
}

/** Content keyed like the schema (some keys left out, an extra one sometimes), or random. */
function contentFor(schema: { properties: { [key: string]: Json } }): fc.Arbitrary<Json> {
  const shaped = fc
    .tuple(
      fc.tuple(
        ...Object.entries(schema.properties).map(([key, property]) =>
          fc.tuple(fc.constant(key), maybe(valueFor(property))),
        ),
      ),
      fc.option(anyValue, { freq: 4 }),
    )
    .map(([pairs, extra]) => {
      const content: Json = {};
      // defineProperty keeps `constructor`/`__proto__` ordinary own keys.
      const put = (key: string, value: unknown) =>
        Object.defineProperty(content, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      for (const [key, value] of pairs) if (value !== undefined) put(key, value);
      if (extra !== null) put('extra', extra);
      return content;
    });
  const random = fc
    .dictionary(fc.constantFrom(...keys, 'extra'), anyValue, { maxKeys: 4 })
    .map((value) => value as Json);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: random });
}

/** Why ajv accepts what we report, when that is a documented choice; `undefined` when it is not. */
function deliberate(
  issue: ContentIssue,
  fields: readonly FieldModel[],
  content: Json,
): string | undefined {
  const value = Object.hasOwn(content, issue.field) ? content[issue.field] : undefined;
  const field = fields.find((candidate) => candidate.name === issue.field);
  switch (issue.code) {
    case 'unknownField':
      return 'extra keys are refused (ajv allows additionalProperties)';
    case 'valueMissing':
      if (value === '' || (Array.isArray(value) && value.length === 0))
        return 'empty required value is missing';
      return undefined;
    case 'stepMismatch':
      return Number.isInteger(value) && !Number.isSafeInteger(value) ? 'unsafe integer' : undefined;
    case 'notAnOption':
      return Array.isArray(value) && value.filter((item) => item === issue.params.value).length > 1
        ? 'duplicate choice'
        : undefined;
    case 'badInput':
      return typeof value === 'number' && !Number.isFinite(value)
        ? 'NaN/Infinity are not JSON'
        : undefined;
    case 'typeMismatch': {
      const format = field?.kind === 'string' ? field.format : undefined;
      return format && typeof value === 'string' && formatCheck[format]?.(value)
        ? `stricter ${format} rule`
        : undefined;
    }
    default:
      return undefined;
  }
}

describe('property: validateContent agrees with ajv', () => {
  it('should agree on every verdict except the documented differences', function () {
    this.timeout(60_000); // ajv compiles every generated schema
    const reasons = new Map<string, number>();
    let compared = 0;
    fc.assert(
      fc.property(
        requestedSchema.chain((schema) => fc.tuple(fc.constant(schema), contentFor(schema))),
        ([schema, content]) => {
          const form = compileSchema(schema);
          if (!form.ok) return; // the generator stays inside the subset; see the next test
          compared++;
          const issues = validateContent(form, content);
          const theirs = ajv.validate(schema, content);
          if (issues.length === 0 && !theirs) {
            // The only loosening: null (an unset optional field) is allowed; accept() drops it.
            const unset = Object.values(content).some((value) => value === null);
            expect(unset, `ajv: ${ajv.errorsText()} for ${JSON.stringify(content)}`).to.equal(true);
          }
          if (issues.length > 0 && theirs) {
            for (const issue of issues) {
              const reason = deliberate(issue, form.fields, content);
              expect(
                reason,
                `undocumented difference ${JSON.stringify(issue)} for ${JSON.stringify(content)} in ${JSON.stringify(schema)}`,
              ).to.be.a('string');
              reasons.set(reason as string, (reasons.get(reason as string) ?? 0) + 1);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(compared).to.be.greaterThan(250);
    // The filter is exercised, not dead: differences are found and each has a named reason.
    expect(reasons.size).to.be.greaterThan(0);
  });

  it('should compile every generated schema', () => {
    fc.assert(
      fc.property(requestedSchema, (schema) => {
        const form = compileSchema(schema);
        expect(form.ok, JSON.stringify(form.issues)).to.equal(true);
        expect(form.fields.map((field) => field.name)).to.deep.equal(
          Object.keys(schema.properties),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('should only ever send content ajv accepts once validateContent passes', function () {
    this.timeout(60_000);
    fc.assert(
      fc.property(
        requestedSchema.chain((schema) => fc.tuple(fc.constant(schema), contentFor(schema))),
        ([schema, content]) => {
          const form = compileSchema(schema);
          if (!form.ok || validateContent(form, content).length > 0) return;
          const sent = accept(content, form).content;
          expect(
            ajv.validate(schema, sent),
            `${ajv.errorsText()} for ${JSON.stringify(sent)}`,
          ).to.equal(true);
          expect(JSON.parse(JSON.stringify(sent))).to.deep.equal(sent);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('property: conversions round-trip', () => {
  it('should read back every finite number exactly in every locale', () => {
    const locales = ['en-US', 'de-DE', 'fr-FR', 'hi-IN', 'ar-EG', 'en-IN', 'de-CH', 'sv-SE'];
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...locales),
        (value, locale) => {
          const text = formatLocaleNumber(value, locale);
          const back = parseLocaleNumber(text, locale);
          // -0 is written as 0: JSON carries no negative zero either.
          expect(back, `${value} → ${text}`).to.equal(Object.is(value, -0) ? 0 : value);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('should show the same wall clock after a local → wire → local round trip', () => {
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'UTC',
    ];
    const instants = fc
      .integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((ms) => ms - (ms % 1000));
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (ms, zone) => {
        const local = wireDateTimeToLocal(new Date(ms).toISOString(), zone);
        expect(local, `${ms} in ${zone}`).to.be.a('string');
        const wire = localDateTimeToWire(local as string, zone);
        expect(wire && wireDateTimeToLocal(wire, zone), `${local} in ${zone} → ${wire}`).to.equal(
          local,
        );
        // The instant is the same, or the earlier one of a repeated wall-clock time.
        const shift = ms - Date.parse(wire as string);
        expect(shift, `${local} in ${zone} → ${wire}`).to.be.within(0, 2 * 3_600_000);
      }),
      { numRuns: 500 },
    );
  });
});

describe('formats: isEmail against the validators servers use', () => {
  // zod 4.6's `z.email()` regex, also written as `pattern` beside `format: "email"` by
  // `z.toJSONSchema()` (zod/v4/core/regexes.js `email`); zod 3.25 (v3/types.js `emailRegex`).
  const zod4 =
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
  const zod3 = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;
  it('should accept only what zod 3, zod 4 and ajv-formats all accept', () => {
    const ajvEmail = formatCheck.email!;
    const part = fc.string({
      unit: fc.constantFrom(..."aaZZ09._-+'!#@"),
      minLength: 1,
      maxLength: 8,
    });
    let accepted = 0;
    fc.assert(
      fc.property(
        part,
        part,
        fc.constantFrom('com', 'c', 'co', '45', 'xn--p1ai', 'example.org', 'a-b.io'),
        (local, domain, tld) => {
          const text = `${local}@${domain}.${tld}`;
          if (!isEmail(text)) return;
          accepted++;
          expect([zod4.test(text), zod3.test(text), ajvEmail(text)], text).to.deep.equal([
            true,
            true,
            true,
          ]);
        },
      ),
      { numRuns: 4000 },
    );
    expect(accepted, 'the generator reaches accepted addresses').to.be.greaterThan(25);
  });
});

describe('property: multipleOf as zod and ajv read it', () => {
  it("should accept decimal multiples as zod does, where ajv's float division refuses some", () => {
    const field = compileSchema({
      type: 'object',
      properties: { n: { type: 'number', multipleOf: 0.1 } },
    });
    const ajvCheck = ajv.compile({ type: 'number', multipleOf: 0.1 });
    // 0.3 / 0.1 is 2.9999999999999996: ajv (SDK 1.x's validator) refuses 0.3, zod accepts it.
    expect([0.3, 0.7, 1.1].map((n) => validateContent(field, { n }).length)).to.deep.equal([
      0, 0, 0,
    ]);
    expect([0.3, 0.7, 1.1].map((n) => ajvCheck(n))).to.deep.equal([false, false, true]);
    expect(validateContent(field, { n: 0.35 }).map((issue) => issue.code)).to.deep.equal([
      'stepMismatch',
    ]);
  });
});
