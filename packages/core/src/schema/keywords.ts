/**
 * Reading a schema's keywords, at the root and in a property alike: values with their
 * paths, text keywords, and the report of every keyword no one read.
 */
import { pathTo } from './issues.js';
import type { ReportField } from './kinds/kind.js';
import { REFERENCE_KEYWORDS } from './walk.js';

/** A schema to read keywords from, with its path. */
export type Source = readonly [schema: Record<string, unknown>, path: string];

// Keywords that change what is asked (combinators, conditions): a form cannot honour
// them, so they are errors at the root as in a property. Anything else unknown only
// restricts or annotates (`pattern`, `examples`, `multipleOf`): ignored, the server
// still validates.
export const ROOT_UNSUPPORTED: readonly string[] =
  'allOf anyOf oneOf not if then else dependentSchemas dependentRequired unevaluatedProperties __proto__'.split(
    ' ',
  );
// In a property, structure changes the ask too (the root reads its own `properties`, and
// its other structural keywords only restrict). `const` is a kind of its own.
export const PROPERTY_UNSUPPORTED: readonly string[] = [
  ...ROOT_UNSUPPORTED,
  ...'properties patternProperties additionalProperties propertyNames prefixItems contains unevaluatedItems'.split(
    ' ',
  ),
];

// Read and dropped without a word: identifiers, generator leftovers and annotations that
// change nothing a person answers or a server checks.
const QUIET = new Set(
  '$schema $id $comment $anchor examples deprecated readOnly writeOnly'.split(' '),
);

/** The last source holding `key`. A loop, not `findLast` with a destructuring callback: every keyword read goes through here (a sixth of a compile's time). */
function sourceOf(sources: readonly Source[], key: string): Source | undefined {
  for (let index = sources.length; index--;)
    if (Object.hasOwn(sources[index]![0], key)) return sources[index];
  return undefined;
}

/**
 * Every reader's `get`, bound to its sources: one function for all readers, not one closure
 * each. It runs dozens of times a property, so it is optimised; a reader's own closure died
 * with the reader at the next garbage collection and was optimised again on every ask (in the
 * background, the ask waiting: 0.4 ms of a 10-field form's first render). A bound function
 * runs its target's code, which lives as long as the module.
 */
function get(this: readonly Source[], key: string): unknown {
  return sourceOf(this, key)?.[0][key];
}

/**
 * Reads keywords from `sources`, the last one holding a key winning, and reports through
 * `issue`: `get` a value, `at` its path (under `path` when absent), `text` a string
 * keyword (another value is reported ignored and read as absent).
 */
export function keywordReader(sources: readonly Source[], path: string, issue: ReportField) {
  // Methods, not named arrows (which tsx wraps to keep their names): one reader per property.
  const reader = {
    get: get.bind(sources),
    at(this: void, key: string): string {
      return pathTo(sourceOf(sources, key)?.[1] ?? path, key);
    },
    text(key: string): string | undefined {
      const value = reader.get(key);
      if (value === undefined || typeof value === 'string') return value;
      issue('ignored-keyword', reader.at(key), { keyword: key }, 'ignored');
      return undefined;
    },
  };
  return reader;
}

/**
 * Reports every keyword of `schema` (at `where`) outside `known`: a reference and one of
 * `unsupported` as errors, anything else as ignored.
 */
export function classifyKeywords(
  schema: Record<string, unknown>,
  where: string,
  known: readonly string[],
  unsupported: readonly string[],
  issue: ReportField,
): void {
  for (const key of Object.keys(schema)) {
    if (known.includes(key) || QUIET.has(key)) continue;
    const at = pathTo(where, key);
    if (REFERENCE_KEYWORDS.includes(key)) issue('ref-not-supported', at);
    else if (unsupported.includes(key)) issue('unsupported-keyword', at, { keyword: key });
    else issue('ignored-keyword', at, { keyword: key }, 'ignored');
  }
}
