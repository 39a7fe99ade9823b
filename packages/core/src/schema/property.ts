/**
 * Compiles one property of the form into a field model: reads what every kind shares
 * (title, description, default, the pydantic nullable wrapper), picks the kind, hands over
 * to the kind's module (`./kinds/`), then reports the keywords no one read and walks the
 * rest for references.
 */
import type { FieldKind, FieldModel } from './model.js';
import { pathTo, report } from './issues.js';
import { isObject, own } from '../internal/json.js';
import type { FieldContext } from './options.js';
import { REFERENCE_KEYWORDS as references, walkSubschemas } from './walk.js';
import { fieldKinds } from './kinds/index.js';
import type { FieldKindModule, PropertyReader } from './kinds/kind.js';
import { isChoice } from './kinds/select.js';

type Source = readonly [schema: Record<string, unknown>, path: string];

// Keywords that change what is asked (structure, combinators, conditions, fixed values):
// a form cannot honour them, so they are errors. Anything else unknown only restricts
// or annotates (`pattern`, `examples`, `multipleOf`): ignored, the server still validates.
const unsupported = new Set(
  'allOf anyOf oneOf not if then else const properties patternProperties additionalProperties propertyNames prefixItems contains dependentSchemas dependentRequired unevaluatedItems unevaluatedProperties __proto__'.split(' '),
);

const isNullSchema = (schema: unknown) => isObject(schema) && own(schema, 'type') === 'null';

/** The kind a property of JSON type `type` is, or `undefined` for a type no form field has. */
function kindOf(type: unknown, read: PropertyReader): FieldKind | undefined {
  if (type === 'string') return isChoice(read) ? 'select' : 'string';
  if (type === 'array') return 'multiselect';
  return type === 'number' || type === 'integer' || type === 'boolean' ? type : undefined;
}

/**
 * Compiles the property `name` (schema `raw` at `path`) into a field model, or returns
 * undefined with errors logged. Tolerates the pydantic optional `anyOf: [T, {type:
 * "null"}]` (and `type: [T, "null"]`): the field is T, never required.
 */
export function compileProperty(
  name: string,
  raw: unknown,
  path: string,
  listedRequired: boolean,
  context: FieldContext,
): FieldModel | undefined {
  const { log } = context;
  if (!isObject(raw)) return void report(log, 'property-not-object', path, { name });

  // Sources in reading order: a nullable branch first, then the property (its keys win).
  let sources: Source[] = [[raw, path]];
  let nullable = false;
  const anyOf = own(raw, 'anyOf');
  if (Array.isArray(anyOf) && anyOf.length === 2 && own(raw, 'type') === undefined) {
    const nullIndex = anyOf.findIndex(isNullSchema);
    const branch: unknown = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && isObject(branch)) {
      nullable = true;
      sources = [[branch, pathTo(pathTo(path, 'anyOf'), 1 - nullIndex)], [raw, path]];
    }
  }
  const sourceOf = (key: string) => sources.findLast(([schema]) => Object.hasOwn(schema, key));
  const get = (key: string) => sourceOf(key)?.[0][key];
  const at = (key: string) => pathTo(sourceOf(key)?.[1] ?? path, key);

  let type = get('type');
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    nullable = true;
    type = type.find((entry) => entry !== 'null');
  }
  let faithful = true;
  const issue: PropertyReader['issue'] = (code, where, params = {}, severity) =>
    report(log, code, where, { name, ...params }, severity);
  const refuse: PropertyReader['refuse'] = (code, where, params) => {
    issue(code, where, params);
    faithful = false;
  };
  if (nullable) issue('nullable-optional', path, {}, 'ignored');

  // Keys a kind read itself (option lists, items): neither classified nor walked.
  const consumed: string[] = [];
  const text = (key: string): string | undefined => {
    const value = get(key);
    if (value === undefined || typeof value === 'string') return value;
    issue('ignored-keyword', at(key), { keyword: key }, 'ignored');
    return undefined;
  };
  const title = text('title');
  const description = text('description');
  const fallback = get('default');

  const read: PropertyReader = {
    name,
    type,
    path,
    base: {
      name,
      label: title || name,
      hasTitle: !!title,
      required: listedRequired && !nullable,
      ...(description !== undefined && { description }),
    },
    fallback,
    hasDefault: fallback !== undefined && !(fallback === null && nullable),
    nullable,
    context,
    get,
    at,
    issue,
    refuse,
    dropDefault: (code = 'bad-default') => issue(code, at('default'), {}, 'ignored'),
    bound(key, isCount) {
      const value = get(key);
      if (value === undefined) return undefined;
      if (typeof value === 'number' && (isCount ? Number.isInteger(value) && value >= 0 : Number.isFinite(value))) return value;
      refuse('bad-bound', at(key), { keyword: key });
      return undefined;
    },
    ordered(minKey, min, max) {
      if (min !== undefined && max !== undefined && min > max) refuse('min-above-max', at(minKey));
    },
    consume: (key) => void consumed.push(key),
    classify(schema, where, known) {
      for (const key of Object.keys(schema)) {
        if (known.includes(key) || references.includes(key) || (key === 'anyOf' && nullable && schema === raw)) continue;
        if (unsupported.has(key)) refuse('unsupported-keyword', pathTo(where, key), { keyword: key });
        else issue('ignored-keyword', pathTo(where, key), { keyword: key }, 'ignored');
      }
    },
  };

  const kind = kindOf(type, read);
  let field: FieldModel | undefined;
  if (kind) {
    const module = fieldKinds[kind] as FieldKindModule<FieldModel>;
    field = module.compile(read);
    const known = ['type', 'title', 'description', 'default', ...consumed, ...module.keywords];
    for (const [schema, where] of sources) read.classify(schema, where, known);
  } else if (type === 'object') {
    issue('nested-object', path);
  } else if (type === undefined) {
    if (!references.some((key) => get(key) !== undefined)) issue('missing-type', path);
  } else {
    issue('unknown-type', at('type'), { type: typeof type === 'string' ? type : JSON.stringify(type) });
  }
  // The nullable wrapper's anyOf was read above; its non-null branch is walked as a source.
  const skip = nullable ? ['anyOf', ...consumed] : consumed;
  for (const [schema, where] of sources) walkSubschemas(schema, where, name, skip, log);
  return faithful ? field : undefined;
}
