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
export const MAX_SUBSCHEMAS = 100;

/** The keywords that point at another schema, which a form cannot follow. */
export const REFERENCE_KEYWORDS: readonly string[] = ['$ref', '$dynamicRef', '$recursiveRef'];
// Paths below a nested object's `properties` contain free-text keys, so traverse's
// dotted path is ambiguous there; the nested object itself is already an error.
const insideNestedObject = /\.(pattern)?[pP]roperties\./;
const stop = Symbol('stop');
// The keywords traverse descends into (its build/index.js), whatever their value.
const DESCENDS = new Set(
  'anyOf allOf oneOf items additionalItems contains unevaluatedItems properties patternProperties additionalProperties propertyNames unevaluatedProperties'.split(' '),
);

/**
 * Walks `schema` (a property, its nullable branch or its `items`), without the keys in
 * `omit` (option lists, checked elsewhere without traverse's per-node cost), and reports
 * every reference (`ref-not-supported`). Runs breadth-first so it can stop early: past
 * `MAX_SUBSCHEMAS` nodes (`schema-too-large`) or at a node with an own `__proto__`
 * keyword (`unsupported-keyword`), which traverse's `Object.assign` copy would have
 * turned into the copy's prototype. The input is never modified.
 */
export function walkSubschemas(schema: JsonObject, path: string, omit: readonly string[], issue: ReportField): void {
  // A flat property (outside `omit`, no object or array and no keyword traverse descends
  // into, as nearly every form's) has nothing below it: the walk would visit it alone, so
  // only its own keywords are read. Anything else (even `anyOf: 5`) takes the walk.
  let flat = true;
  for (const key in schema) {
    if (!Object.hasOwn(schema, key) || omit.includes(key)) continue;
    const value = schema[key];
    if ((typeof value === 'object' && value !== null) || DESCENDS.has(key)) {
      flat = false;
      break;
    }
  }
  if (flat) {
    for (const keyword of REFERENCE_KEYWORDS) {
      if (Object.hasOwn(schema, keyword) && !omit.includes(keyword)) issue('ref-not-supported', `${path}.${keyword}`);
    }
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
          throw stop;
        }
        if (typeof node !== 'object' || node === null || insideNestedObject.test(relative)) return node;
        if (Object.getPrototypeOf(node) !== Object.prototype) {
          // The walk's own root is also read key by key, which reports it there.
          if (relative !== '$') issue('unsupported-keyword', `${at}.__proto__`, { keyword: '__proto__' });
          throw stop;
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
    if (error !== stop) issue('schema-too-large', path);
  }
}
