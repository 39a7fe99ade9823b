/**
 * The features the library suite tries on every server library: one form field each, as
 * zod 4 and zod 3 write it (the schemas libraries generate from) and as raw JSON (for the
 * libraries that take raw JSON), with what a person types, what the server must end up
 * parsing, and a value the server refuses that the kit must flag before sending.
 * Servers and tests import this one table, so both sides always agree on the form.
 */
import { z } from 'zod';
import { z as z3 } from 'zod/v3';

/** A JSON value as it sits in a form's content. */
export type ContentValue = string | number | boolean | readonly string[];

/**
 * What the person types: a wire value; `{ local }` for a date-time typed as the
 * browser's `datetime-local` (`YYYY-MM-DDTHH:mm`) in {@link PERSON_TIME_ZONE};
 * `null` to leave the field as the form offers it (its default, or empty).
 */
export type Draft = ContentValue | { readonly local: string } | null;

/** Whether a draft is a date-time typed in the person's zone. */
export function isLocal(draft: Draft): draft is { readonly local: string } {
  return typeof draft === 'object' && draft !== null && !Array.isArray(draft) && 'local' in draft;
}

/** The person's time zone: not UTC, so a date-time really has to be converted. */
export const PERSON_TIME_ZONE = 'Europe/Paris';

export interface Feature {
  /** The property name, and the key of the table row. */
  readonly id: string;
  /** The row's label in the before/after table. */
  readonly label: string;
  /** The field in zod 4 (`.optional()` included where the feature is optional). */
  readonly v4: () => z.ZodType;
  /** The same field in zod 3. */
  readonly v3: () => z3.ZodTypeAny;
  /** The same field as raw JSON, for libraries that take raw JSON. */
  readonly json: { readonly [key: string]: unknown };
  /** Whether the property is required (false for optional and defaulted fields). */
  readonly required: boolean;
  readonly draft: Draft;
  /** What the server must have parsed under `id`; undefined when the answer leaves it out. */
  readonly parsed: ContentValue | undefined;
  /** Values this field's validators refuse, each with the code the kit must report for it. */
  readonly refused?: readonly { readonly draft: Draft; readonly code: string }[];
}

const ENUM = ['inside', 'terrace'] as const;
const COLOURS = ['red', 'green', 'blue'] as const;
const CODE = /^[A-Z]{3}-\d{3}$/;

export const FEATURES: readonly Feature[] = [
  {
    id: 'nickname',
    label: 'optional field left empty',
    required: false,
    v4: () => z.string().optional(),
    v3: () => z3.string().optional(),
    json: { type: 'string' },
    draft: null,
    parsed: undefined,
  },
  {
    id: 'seats',
    label: 'default (`.default(3)`)',
    required: false,
    v4: () => z.number().int().default(3),
    v3: () => z3.number().int().default(3),
    json: { type: 'integer', default: 3 },
    draft: null,
    parsed: 3,
  },
  {
    id: 'email',
    label: 'email',
    required: true,
    v4: () => z.email(),
    v3: () => z3.string().email(),
    json: { type: 'string', format: 'email' },
    draft: 'ada@example.com',
    parsed: 'ada@example.com',
    refused: [
      { draft: 'ada@example.c', code: 'typeMismatch' },
      { draft: 'user!x@example.com', code: 'typeMismatch' },
    ],
  },
  {
    id: 'homepage',
    label: 'url',
    required: true,
    v4: () => z.url(),
    v3: () => z3.string().url(),
    json: { type: 'string', format: 'uri' },
    draft: 'https://example.com/ada',
    parsed: 'https://example.com/ada',
  },
  {
    // 10:00 in Paris in December is 09:00 UTC; zod's datetime accepts only the `Z` form.
    id: 'starts_at',
    label: 'date-time',
    required: true,
    v4: () => z.iso.datetime(),
    v3: () => z3.string().datetime(),
    json: { type: 'string', format: 'date-time' },
    draft: { local: '2026-12-01T10:00' },
    parsed: '2026-12-01T09:00:00Z',
  },
  {
    id: 'day',
    label: 'date',
    required: true,
    v4: () => z.iso.date(),
    v3: () => z3.string().date(),
    json: { type: 'string', format: 'date' },
    draft: '2026-12-24',
    parsed: '2026-12-24',
  },
  {
    id: 'seating',
    label: 'enum',
    required: true,
    v4: () => z.enum(ENUM),
    v3: () => z3.enum(ENUM),
    json: { type: 'string', enum: [...ENUM] },
    draft: 'terrace',
    parsed: 'terrace',
  },
  {
    id: 'colours',
    label: 'array of enums',
    required: true,
    v4: () => z.array(z.enum(COLOURS)).min(1),
    v3: () => z3.array(z3.enum(COLOURS)).min(1),
    json: { type: 'array', minItems: 1, items: { type: 'string', enum: [...COLOURS] } },
    draft: ['red', 'blue'],
    parsed: ['red', 'blue'],
  },
  {
    id: 'area',
    label: 'enum with a default',
    required: false,
    v4: () => z.enum(ENUM).default('inside'),
    v3: () => z3.enum(ENUM).default('inside'),
    json: { type: 'string', enum: [...ENUM], default: 'inside' },
    draft: null,
    parsed: 'inside',
  },
  {
    id: 'extras',
    label: 'array of enums with a default',
    required: false,
    v4: () => z.array(z.enum(COLOURS)).default(['green']),
    v3: () => z3.array(z3.enum(COLOURS)).default(['green']),
    json: { type: 'array', items: { type: 'string', enum: [...COLOURS] }, default: ['green'] },
    draft: null,
    parsed: ['green'],
  },
  {
    id: 'guests',
    label: 'min/max',
    required: true,
    v4: () => z.number().int().min(1).max(12),
    v3: () => z3.number().int().min(1).max(12),
    json: { type: 'integer', minimum: 1, maximum: 12 },
    draft: 4,
    parsed: 4,
    refused: [
      { draft: 13, code: 'rangeOverflow' },
      { draft: 0, code: 'rangeUnderflow' },
    ],
  },
  {
    id: 'hours',
    label: '`.multipleOf(0.5)`',
    required: true,
    v4: () => z.number().multipleOf(0.5),
    v3: () => z3.number().multipleOf(0.5),
    json: { type: 'number', multipleOf: 0.5 },
    draft: 2.5,
    parsed: 2.5,
    refused: [{ draft: 2.3, code: 'stepMismatch' }],
  },
  {
    // A price: 19.99 is a multiple of 0.01 for zod (decimal arithmetic), not in binary floats.
    id: 'price',
    label: '`.multipleOf(0.01)` (a price)',
    required: true,
    v4: () => z.number().multipleOf(0.01),
    v3: () => z3.number().multipleOf(0.01),
    json: { type: 'number', multipleOf: 0.01 },
    draft: 19.99,
    parsed: 19.99,
    refused: [{ draft: 19.995, code: 'stepMismatch' }],
  },
  {
    id: 'budget',
    label: 'exclusive minimum (`.gt(0)`)',
    required: true,
    v4: () => z.number().gt(0),
    v3: () => z3.number().gt(0),
    json: { type: 'number', exclusiveMinimum: 0 },
    draft: 0.5,
    parsed: 0.5,
    refused: [
      { draft: 0, code: 'rangeUnderflow' },
      { draft: -1, code: 'rangeUnderflow' },
    ],
  },
  {
    id: 'code',
    label: '`.regex()`',
    required: true,
    v4: () => z.string().regex(CODE),
    v3: () => z3.string().regex(CODE),
    json: { type: 'string', pattern: CODE.source },
    draft: 'ABC-123',
    parsed: 'ABC-123',
    refused: [
      { draft: 'abc-123', code: 'patternMismatch' },
      { draft: 'ABC-1234', code: 'patternMismatch' },
    ],
  },
  {
    // The person only confirms: the fixed value is what the form sends.
    id: 'confirm',
    label: '`.literal()` (const)',
    required: true,
    v4: () => z.literal('DELETE'),
    v3: () => z3.literal('DELETE'),
    json: { type: 'string', const: 'DELETE' },
    draft: null,
    parsed: 'DELETE',
  },
  {
    // zod 4 writes `type: ["string", "null"]`; the person answers with a string.
    id: 'note',
    label: '`.nullable()`',
    required: true,
    v4: () => z.string().nullable(),
    v3: () => z3.string().nullable(),
    json: { type: ['string', 'null'] },
    draft: 'Window seat',
    parsed: 'Window seat',
  },
  {
    // zod 4 writes `anyOf` of `{ type, const }`; zod 3 (zod-to-json-schema) an `enum`.
    id: 'size',
    label: '`z.union()` of literals',
    required: true,
    v4: () => z.union([z.literal('small'), z.literal('large')]),
    v3: () => z3.union([z3.literal('small'), z3.literal('large')]),
    json: {
      anyOf: [
        { type: 'string', const: 'small' },
        { type: 'string', const: 'large' },
      ],
    },
    draft: 'large',
    parsed: 'large',
  },
  {
    id: 'newsletter',
    label: 'boolean',
    required: true,
    v4: () => z.boolean(),
    v3: () => z3.boolean(),
    json: { type: 'boolean' },
    draft: true,
    parsed: true,
  },
];

/** The feature with this id (a typo in a test is a failure, never a skip). */
export function feature(id: string): Feature {
  const found = FEATURES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no feature ${id}`);
  return found;
}

/**
 * SDK 1.32 checks answers itself with ajv, whose `multipleOf` is binary floating point:
 * it refuses 19.99 for `multipleOf: 0.01` ("must be multiple of 0.01") where zod 3 and 4
 * accept it. The kit follows zod, so the libraries on SDK 1.32's check (the SDK itself,
 * fastmcp) leave the price row out; sdk-1.test.ts pins the SDK's behaviour instead.
 */
export const AJV_CHECKED = (item: Feature): boolean => item.id !== 'price';

/** The features with these ids, in table order. */
export function features(...ids: readonly string[]): Feature[] {
  return FEATURES.filter((candidate) => ids.includes(candidate.id));
}

/** The form a person fills in Chromium: one field of each control that needs typing or picking. */
export const BROWSER_FORM = features('email', 'starts_at', 'guests', 'seating', 'newsletter');

/** The form where the person in Chromium first types what the server refuses, and a fixed value. */
export const FLAGGED_FORM = features('email', 'hours', 'code', 'confirm');

/**
 * The tool of a library that has one tool per form (mcp-framework, Mastra: the form is
 * part of the tool): `ask_<id>` for one feature, `ask_<id>__<id>…` for several.
 */
export function toolFor(list: readonly Feature[]): string {
  return `ask_${list.map((item) => item.id).join('__')}`;
}

/**
 * The features a tool argument names: one id, or several joined by commas (the form the
 * person fills in Chromium). A typo is an error, never an empty form.
 */
export function featuresOf(argument: string): Feature[] {
  return argument.split(',').map(feature);
}

/** The message of the ask for these features. */
export function message(list: readonly Feature[]): string {
  return `Your ${list.map((item) => item.label).join(', ')}`;
}

/** The form of one feature, or several, in zod 4. */
export function v4Object(list: Feature | readonly Feature[]): z.ZodObject {
  return z.object(Object.fromEntries([list].flat().map((item) => [item.id, item.v4()])));
}

/** The form of one feature, or several, in zod 3. */
export function v3Object(list: Feature | readonly Feature[]): z3.AnyZodObject {
  return z3.object(Object.fromEntries([list].flat().map((item) => [item.id, item.v3()])));
}

/** The form of one feature, or several, as raw JSON in the spec's subset (`requestedSchema`). */
export function jsonObject(list: Feature | readonly Feature[]): {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
} {
  const items = [list].flat();
  const required = items.filter((item) => item.required).map((item) => item.id);
  return {
    type: 'object',
    properties: Object.fromEntries(items.map((item) => [item.id, item.json])),
    ...(required.length ? { required } : {}),
  };
}

/**
 * The form as zod 4 writes it out (`z.toJSONSchema`), for APIs that take JSON, as plain
 * JSON: zod 4.6 hides a `~standard` property on its output, which makes the official
 * SDKs treat it as a zod schema again (and refuse what they refuse).
 */
export function v4Json(list: Feature | readonly Feature[]): { [key: string]: unknown } {
  return JSON.parse(JSON.stringify(z.toJSONSchema(v4Object(list)))) as { [key: string]: unknown };
}

/** The tool argument naming these features (see {@link featuresOf}). */
export function idsOf(list: readonly Feature[]): string {
  return list.map((item) => item.id).join(',');
}
