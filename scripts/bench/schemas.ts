/**
 * The `requestedSchema`s and content the benchmarks use, generated so every run measures
 * the same input. Pure functions: imported by the Node benches and bundled into the page.
 */

type Schema = { type: 'object'; properties: { [name: string]: unknown }; required?: string[] };

const WORDS = [
  'alpha',
  'Berlin',
  'café',
  'Zürich',
  'नमस्ते',
  'القاهرة',
  'østre',
  'quartz',
  'Ýmir',
  'naïve',
];

/** One select field (`oneOf` const/title) with `count` options, as a country or SKU picker would be. */
export function longSelectSchema(count: number): Schema {
  const oneOf = Array.from({ length: count }, (_, i) => ({
    const: `sku-${i}`,
    title: `Option ${i} ${WORDS[i % WORDS.length]}`,
  }));
  return {
    type: 'object',
    properties: { pick: { type: 'string', title: 'Pick one', oneOf } },
    required: ['pick'],
  };
}

/** `count` plain string fields, every third required. */
export function stringFieldsSchema(count: number): Schema {
  const properties: Schema['properties'] = {};
  const required: string[] = [];
  for (let i = 0; i < count; i++) {
    properties[`field${i}`] = {
      type: 'string',
      title: `Field ${i}`,
      description: `Hint ${i}`,
      maxLength: 100,
    };
    if (i % 3 === 0) required.push(`field${i}`);
  }
  return { type: 'object', properties, required };
}

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ const: `o${i}`, title: `Choice ${i}` }));

/** One property schema per kind of control the form renders, with a valid answer for it. */
const KINDS: readonly (readonly [schema: unknown, answer: unknown])[] = [
  [{ type: 'string', title: 'Name', minLength: 1, maxLength: 80 }, 'Ada Lovelace'],
  [{ type: 'string', title: 'Email', format: 'email' }, 'ada@example.com'],
  [{ type: 'string', title: 'Notes', maxLength: 2000 }, 'A longer note with ünïcödé and 😀 emoji.'],
  [{ type: 'string', title: 'Website', format: 'uri' }, 'https://example.com/a?b=c'],
  [{ type: 'number', title: 'Amount', minimum: 0, maximum: 1e6 }, 1234.5],
  [{ type: 'integer', title: 'Seats', minimum: 1, default: 1 }, 3],
  [{ type: 'boolean', title: 'Subscribe', default: false }, true],
  [{ type: 'boolean', title: 'Agree' }, false],
  [{ type: 'string', title: 'Size', enum: ['s', 'm', 'l', 'xl'] }, 'm'],
  [{ type: 'string', title: 'Plan', oneOf: options(20) }, 'o7'],
  [
    {
      type: 'array',
      title: 'Tags',
      items: { type: 'string', enum: ['a', 'b', 'c', 'd', 'e', 'f'] },
      maxItems: 4,
    },
    ['a', 'c'],
  ],
  [{ type: 'string', title: 'Birthday', format: 'date' }, '1990-12-10'],
  [{ type: 'string', title: 'Meeting', format: 'date-time' }, '2026-03-01T09:30:00+01:00'],
  [{ type: 'string', title: 'Region', oneOf: options(40) }, 'o33'],
];

/** `count` fields cycling through every kind of control (text, numbers, booleans, selects, dates, a long list). */
export function mixedSchema(count: number): Schema {
  const properties: Schema['properties'] = {};
  const required: string[] = [];
  for (let i = 0; i < count; i++) {
    properties[`f${i}`] = KINDS[i % KINDS.length]![0];
    if (i % 2 === 0) required.push(`f${i}`);
  }
  return { type: 'object', properties, required };
}

/** Valid content for `mixedSchema(count)`: every field filled. */
export function mixedContent(count: number): { [name: string]: unknown } {
  const content: { [name: string]: unknown } = {};
  for (let i = 0; i < count; i++) content[`f${i}`] = KINDS[i % KINDS.length]![1];
  return content;
}

/** A select whose `enum` has `count` entries: refused by the pre-scan's node count. */
export function hugeEnumSchema(count: number): Schema {
  return {
    type: 'object',
    properties: { pick: { type: 'string', enum: new Array<string>(count).fill('x') } },
  };
}

/** A property nested `depth` objects deep: refused by the pre-scan's depth limit, without recursion. */
export function deepSchema(depth: number): Schema {
  let inner: { [key: string]: unknown } = { type: 'string' };
  for (let i = 0; i < depth; i++) inner = { type: 'object', properties: { x: inner } };
  return { type: 'object', properties: { deep: inner } };
}

/** `count` addresses a consent card may be shown: plain, Punycode, IDN, mixed script, IPs, userinfo, long, invalid. */
export function varietyOfUrls(count: number): string[] {
  const long = `https://example.com/${'segment/'.repeat(300)}`;
  const templates: readonly ((i: number) => string)[] = [
    (i) => `https://example.com/path/${i}?q=${i}#frag`,
    (i) => `https://xn--mnchen-3ya.de/r/${i}`,
    (i) => `https://münchen.de/straße/${i}`,
    (i) => `https://xn--80ak6aa92e.com/${i}`,
    (i) => `https://аррӏе.com/login?id=${i}`,
    (i) => `https://例え.テスト/${i}`,
    (i) => `http://192.168.${i % 256}.1:8080/admin`,
    (i) => `http://[::ffff:7f00:${(i % 255) + 1}]/`,
    (i) => `https://[2001:db8::${(i % 9999).toString(16)}]/x`,
    (i) => `https://user:pa${i}@bank.example/`,
    (i) => `http://localhost:${3000 + (i % 1000)}/cb`,
    (i) => `https://evil.example/\u202Etxt.exe?${i}`,
    (i) => `${long}${i}`,
    (i) => `javascript:alert(${i})`,
    (i) => `not a url ${i}`,
    (i) => `https://sub${i}.a.b.c.example.co.uk/a/b/c?x=${'y'.repeat(i % 50)}`,
  ];
  return Array.from({ length: count }, (_, i) => templates[i % templates.length]!(i));
}

/**
 * The side-by-side comparison's field kinds (issue 9): text, email, integer with a
 * range, boolean, a 3-option enum and a date, with a valid answer for each. Plain
 * JSON Schema that every contender (the kit, react-jsonschema-form, ajv) reads alike.
 */
const SIDE_KINDS: readonly (readonly [
  schema: { readonly [key: string]: unknown },
  answer: unknown,
])[] = [
  [{ type: 'string', title: 'Name', minLength: 1, maxLength: 80 }, 'Ada Lovelace'],
  [{ type: 'string', title: 'Email', format: 'email' }, 'ada@example.com'],
  [{ type: 'integer', title: 'Seats', minimum: 1, maximum: 20 }, 3],
  [{ type: 'boolean', title: 'Subscribe' }, true],
  [{ type: 'string', title: 'Size', enum: ['small', 'medium', 'large'] }, 'medium'],
  [{ type: 'string', title: 'Start', format: 'date' }, '2026-03-01'],
];

/** How many kinds `sideBySideSchema` cycles through (field `f${i}` has kind `i % SIDE_KIND_COUNT`). */
export const SIDE_KIND_COUNT = SIDE_KINDS.length;

/**
 * `count` fields cycling through the side-by-side kinds (titles numbered, every other
 * field required). `variant` goes into the root title, so each variant is a schema no
 * cache has seen: a newly arrived request.
 */
export function sideBySideSchema(count: number, variant = 0): Schema & { title: string } {
  const properties: Schema['properties'] = {};
  const required: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = SIDE_KINDS[i % SIDE_KINDS.length]![0];
    properties[`f${i}`] = { ...kind, title: `${String(kind.title)} ${i + 1}` };
    if (i % 2 === 0) required.push(`f${i}`);
  }
  return { type: 'object', title: `Side by side ${variant}`, properties, required };
}

/** Valid content for `sideBySideSchema(count)`: every field filled. */
export function sideBySideContent(count: number): { [name: string]: unknown } {
  const content: { [name: string]: unknown } = {};
  for (let i = 0; i < count; i++) content[`f${i}`] = SIDE_KINDS[i % SIDE_KINDS.length]![1];
  return content;
}
