/**
 * The structural walk over one property's subschemas, done with `@json-schema-tools/traverse`.
 */
import traverseModule from '@json-schema-tools/traverse';
import type { JsonObject } from '../internal/json.js';
import type { ReportField } from './kinds/kind.js';

type Traverse = (
  schema: unknown,
  mutation: (node: unknown, isCycle: boolean, path: string) => unknown,
  options: { readonly bfs: boolean; readonly mutable: boolean },
) => unknown;
// The package is CommonJS: Node and bundlers hand over either the function or the module object.
const loaded = traverseModule as unknown as Traverse | { default: Traverse };
const traverse = typeof loaded === 'function' ? loaded : loaded.default;

/** Most subschemas one property may have outside its option lists; a real one has under 5. */
const MAX_SUBSCHEMAS = 100;

/** The keywords that point at another schema, which a form cannot follow. */
export const REFERENCE_KEYWORDS: readonly string[] = ['$ref', '$dynamicRef', '$recursiveRef'];
// Paths below a nested object's `properties` contain free-text keys, so traverse's
// dotted path is ambiguous there; the nested object itself is already an error.
const insideNestedObject = /\.(pattern)?[pP]roperties\./;
// The walk's own early stop, made when thrown: an error made as the module loads captures a
// stack, which under DevTools re-parses the whole script (a script-tag file's cold start doubled).
class StopWalk extends Error {}

/**
 * Walks `schema` (a property, its nullable branch or its `items`), without the keys in
 * `omit` (option lists, checked elsewhere without traverse's per-node cost), and reports
 * every reference (`ref-not-supported`). Runs breadth-first so it can stop early: past
 * `MAX_SUBSCHEMAS` nodes (`schema-too-large`) or at a node with an own `__proto__`
 * keyword (`unsupported-keyword`), which traverse's `Object.assign` copy would have
 * turned into the copy's prototype. The input is never modified.
 */
export function walkSubschemas(
  schema: JsonObject,
  path: string,
  omit: readonly string[],
  issue: ReportField,
): void {
  // No subschema below (most properties): the root is all traverse would visit, and only its
  // own references could be reported. Skipping the walk halves a flat form's compile time;
  // looking before copying spares most properties a copy with keys deleted (a slow object).
  // A loop, not `some` with an arrow: an arrow made on every call and run for every key was
  // optimised again on every ask after a garbage collection, in the background, while it waited.
  let nested = false;
  for (const key of Object.keys(schema))
    if (typeof schema[key] === 'object' && schema[key] !== null && !omit.includes(key))
      nested = true;
  if (!nested) {
    for (const keyword of REFERENCE_KEYWORDS)
      if (Object.hasOwn(schema, keyword) && !omit.includes(keyword))
        issue('ref-not-supported', `${path}.${keyword}`);
    return;
  }
  // Spread defines own properties, so an own `__proto__` key stays a plain key here.
  const view: JsonObject = { ...schema };
  for (const key of omit) delete view[key];
  let visited = 0;
  try {
    traverse(
      view,
      (node, _isCycle, relative) => {
        const at = path + relative.slice(1);
        if (++visited > MAX_SUBSCHEMAS) {
          issue('schema-too-large', path);
          throw new StopWalk();
        }
        if (typeof node !== 'object' || node === null || insideNestedObject.test(relative))
          return node;
        if (Object.getPrototypeOf(node) !== Object.prototype) {
          // The walk's own root is also read key by key, which reports it there.
          if (relative !== '$')
            issue('unsupported-keyword', `${at}.__proto__`, { keyword: '__proto__' });
          throw new StopWalk();
        }
        for (const keyword of REFERENCE_KEYWORDS) {
          if (Object.hasOwn(node, keyword)) issue('ref-not-supported', `${at}.${keyword}`);
        }
        return node;
      },
      { bfs: true, mutable: false },
    );
  } catch (error) {
    // Only our own early stop is expected; anything else is still never thrown to callers.
    if (!(error instanceof StopWalk)) issue('schema-too-large', path);
  }
}
