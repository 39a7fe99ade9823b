/**
 * What the side-by-side section compares, and the `requestedSchema`s and content it uses,
 * generated so every run measures the same input: imported by the Node half and the pages.
 */

/** The kit, its markup parsed by the browser (its floor), a plain DOM form, rjsf. */
export const CONTENDERS = ['kit', 'floor', 'plain', 'rjsf'] as const;
export type Contender = (typeof CONTENDERS)[number];

const WORDS = ['alpha', 'Berlin', 'café', 'Zürich', 'नमस्ते', 'القاهرة', 'østre', 'naïve'];

/** One select field (`oneOf` const/title) with `count` options, as a country or SKU picker. */
export function longSelectSchema(count: number) {
  const oneOf = Array.from({ length: count }, (_, i) => ({
    const: `sku-${i}`,
    title: `Option ${i} ${WORDS[i % WORDS.length]}`,
  }));
  const properties = { pick: { type: 'string', title: 'Pick one', oneOf } };
  return { type: 'object', properties, required: ['pick'] };
}

/** Typing, narrowing, correcting and clearing, as a person filters a long list (`_`: a space). */
export const FILTER_KEYSTROKES = (
  'o op opt opti option option_ option_4 option_42 option_421 option_42 option_4 option ' +
  '_ z zü zür zü z _ b be ber 9 99 999 99 9 _'
)
  .split(' ')
  .map((text) => (text === '_' ? '' : text.replace('_', ' ')));

/**
 * The side-by-side kinds (issue 9), plain JSON Schema every contender (the kit, rjsf, ajv)
 * reads alike, with a valid answer each. Field `f${i}` has kind `i % SIDE_KIND_COUNT`.
 */
const SIDE_KINDS = [
  [{ type: 'string', title: 'Name', minLength: 1, maxLength: 80 }, 'Ada Lovelace'],
  [{ type: 'string', title: 'Email', format: 'email' }, 'ada@example.com'],
  [{ type: 'integer', title: 'Seats', minimum: 1, maximum: 20 }, 3],
  [{ type: 'boolean', title: 'Subscribe' }, true],
  [{ type: 'string', title: 'Size', enum: ['small', 'medium', 'large'] }, 'medium'],
  [{ type: 'string', title: 'Start', format: 'date' }, '2026-03-01'],
] as const;
export const SIDE_KIND_COUNT = SIDE_KINDS.length;

/**
 * `count` side-by-side fields (numbered titles, every other one required) and content filling
 * them. `variant` goes into the root title: each variant is a schema no cache has seen.
 */
export function sideBySide(count: number, variant = 0) {
  const properties: { [name: string]: object } = {};
  const content: { [name: string]: unknown } = {};
  for (let i = 0; i < count; i++) {
    const [property, answer] = SIDE_KINDS[i % SIDE_KIND_COUNT]!;
    properties[`f${i}`] = { ...property, title: `${property.title} ${i + 1}` };
    content[`f${i}`] = answer;
  }
  const required = Object.keys(properties).filter((_, i) => i % 2 === 0);
  const schema = { type: 'object', title: `Side by side ${variant}`, properties, required };
  return { schema, content };
}
