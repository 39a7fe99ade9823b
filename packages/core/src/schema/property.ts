/**
 * Compiles one property of the form into a field model, reporting what it cannot honour.
 */
import type { FieldModel, FieldOption, StringFormat } from '../types.js';
import { pathTo, report } from './issues.js';
import { isObject, own } from '../internal/json.js';
import { enumOptions, titledOptions, type FieldContext } from './options.js';
import { REFERENCE_KEYWORDS as references, walkSubschemas } from './walk.js';

type Source = readonly [schema: Record<string, unknown>, path: string];

const formats: readonly string[] = ['email', 'uri', 'date', 'date-time'] satisfies StringFormat[];
// Keywords that change what is asked (structure, combinators, conditions, fixed values):
// a form cannot honour them, so they are errors. Anything else unknown only restricts
// or annotates (`pattern`, `examples`, `multipleOf`): ignored, the server still validates.
const unsupported = new Set(
  'allOf anyOf oneOf not if then else const properties patternProperties additionalProperties propertyNames prefixItems contains dependentSchemas dependentRequired unevaluatedItems unevaluatedProperties __proto__'.split(' '),
);
const allowed: { readonly [kind: string]: readonly string[] } = {
  string: ['minLength', 'maxLength', 'format'],
  number: ['minimum', 'maximum'],
  integer: ['minimum', 'maximum'],
  boolean: [],
  multiselect: ['items', 'minItems', 'maxItems', 'uniqueItems'],
};

const isNullSchema = (schema: unknown) => isObject(schema) && own(schema, 'type') === 'null';

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
  const issue = (code: Parameters<typeof report>[1], at: string, params = {}, severity?: 'ignored') =>
    report(log, code, at, { name, ...params }, severity);

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
  if (nullable) issue('nullable-optional', path, {}, 'ignored');

  // Keys consumed here rather than walked (option lists, items, the nullable anyOf).
  const consumed = nullable ? ['anyOf'] : [];
  const walk = () => {
    for (const [schema, where] of sources) walkSubschemas(schema, where, name, consumed, log);
  };
  const text = (key: string): string | undefined => {
    const value = get(key);
    if (value === undefined || typeof value === 'string') return value;
    issue('ignored-keyword', at(key), { keyword: key }, 'ignored');
    return undefined;
  };
  const title = text('title');
  const description = text('description');
  const base = {
    name,
    label: title || name,
    hasTitle: !!title,
    required: listedRequired && !nullable,
    ...(description !== undefined && { description }),
  };
  const fallback = get('default');
  const hasDefault = fallback !== undefined && !(fallback === null && nullable);
  const dropDefault = (code: 'bad-default' | 'default-not-option' = 'bad-default') =>
    void issue(code, at('default'), {}, 'ignored');

  // Non-negative integer counts, finite bounds, and min not above max.
  let faithful = true;
  const bound = (key: string, isCount: boolean): number | undefined => {
    const value = get(key);
    if (value === undefined) return undefined;
    if (typeof value === 'number' && (isCount ? Number.isInteger(value) && value >= 0 : Number.isFinite(value)))
      return value;
    issue('bad-bound', at(key), { keyword: key });
    faithful = false;
    return undefined;
  };
  const ordered = (minKey: string, min: number | undefined, max: number | undefined) => {
    if (min !== undefined && max !== undefined && min > max) {
      issue('min-above-max', at(minKey));
      faithful = false;
    }
  };

  let field: FieldModel | undefined;
  let kind: string | undefined;
  if (type === 'string') {
    const titledKey = ['oneOf', 'anyOf'].find((key) => get(key) !== undefined && !(key === 'anyOf' && nullable));
    if (titledKey !== undefined || get('enum') !== undefined) {
      const options = titledKey
        ? titledOptions(get(titledKey), at(titledKey), context)
        : enumOptions(get('enum'), get('enumNames'), at('enum'), at('enumNames'), context);
      const shape = titledKey ? 'titled' : get('enumNames') === undefined ? 'untitled' : 'legacy-titled';
      kind = titledKey ?? 'enum';
      if (titledKey) consumed.push(titledKey);
      let value: string | undefined;
      if (hasDefault && typeof fallback !== 'string') dropDefault();
      else if (hasDefault && options && !options.some((option) => option.value === fallback)) dropDefault('default-not-option');
      else if (hasDefault) value = fallback as string;
      if (options) field = { ...base, kind: 'select', shape, options, ...(value !== undefined && { default: value }) };
    } else {
      kind = 'string';
      const format = get('format');
      if (format !== undefined && !formats.includes(format as string)) {
        issue('unsupported-format', at('format'), { format: String(format) });
        faithful = false;
      }
      const minLength = bound('minLength', true);
      const maxLength = bound('maxLength', true);
      ordered('minLength', minLength, maxLength);
      // A default that breaks minLength or format is kept: the person sees why and fixes it.
      if (hasDefault && typeof fallback !== 'string') dropDefault();
      field = {
        ...base,
        kind: 'string',
        ...(format !== undefined && { format: format as StringFormat }),
        ...(minLength !== undefined && { minLength }),
        ...(maxLength !== undefined && { maxLength }),
        ...(hasDefault && typeof fallback === 'string' && { default: fallback }),
      };
    }
  } else if (type === 'number' || type === 'integer') {
    kind = type;
    const minimum = bound('minimum', false);
    const maximum = bound('maximum', false);
    ordered('minimum', minimum, maximum);
    const good =
      typeof fallback === 'number' && (type === 'integer' ? Number.isInteger(fallback) : Number.isFinite(fallback));
    if (hasDefault && !good) dropDefault();
    field = {
      ...base,
      kind: type,
      ...(minimum !== undefined && { minimum }),
      ...(maximum !== undefined && { maximum }),
      ...(hasDefault && good && { default: fallback }),
    };
  } else if (type === 'boolean') {
    kind = type;
    if (hasDefault && typeof fallback !== 'boolean') dropDefault();
    field = { ...base, kind: 'boolean', ...(hasDefault && typeof fallback === 'boolean' && { default: fallback }) };
  } else if (type === 'array') {
    kind = 'multiselect';
    field = compileMultiSelect();
  } else if (type === 'object') {
    issue('nested-object', path);
  } else if (type === undefined) {
    if (!references.some((key) => get(key) !== undefined)) issue('missing-type', path);
  } else {
    issue('unknown-type', at('type'), { type: typeof type === 'string' ? type : JSON.stringify(type) });
  }

  function compileMultiSelect(): FieldModel | undefined {
    const items = get('items');
    const itemsPath = at('items');
    const itemsType = isObject(items) ? own(items, 'type') : undefined;
    const listKey = isObject(items) ? ['anyOf', 'oneOf', 'enum'].find((key) => own(items, key) !== undefined) : undefined;
    if (!isObject(items) || !listKey || (itemsType !== undefined && itemsType !== 'string')) {
      issue('array-not-enum', isObject(items) ? itemsPath : path);
      return undefined;
    }
    consumed.push('items');
    const list = pathTo(itemsPath, listKey);
    const options =
      listKey === 'enum'
        ? enumOptions(items.enum, undefined, list, list, context)
        : titledOptions(items[listKey], list, context);
    classify([[items, itemsPath]], ['type', listKey, 'title', 'description']);
    walkSubschemas(items, itemsPath, name, [listKey], log);
    const minItems = bound('minItems', true);
    const maxItems = bound('maxItems', true);
    ordered('minItems', minItems, maxItems);
    // At least minItems distinct options must exist, else no non-empty answer is valid.
    if (options && minItems !== undefined) ordered('minItems', minItems, options.length);
    let value: string[] | undefined;
    if (hasDefault && !(Array.isArray(fallback) && fallback.every((entry) => typeof entry === 'string'))) dropDefault();
    else if (hasDefault && options) {
      const values = new Set(options.map((option) => option.value));
      if ((fallback as string[]).every((entry) => values.has(entry))) value = [...new Set(fallback as string[])];
      else dropDefault('default-not-option');
    }
    if (!options) return undefined;
    return {
      ...base,
      kind: 'multiselect',
      shape: listKey === 'enum' ? 'untitled' : 'titled',
      options: options as readonly FieldOption[],
      ...(minItems !== undefined && { minItems }),
      ...(maxItems !== undefined && { maxItems }),
      ...(value && { default: value }),
    };
  }

  function classify(list: readonly Source[], known: readonly string[]) {
    for (const [schema, where] of list) {
      for (const key of Object.keys(schema)) {
        if (known.includes(key) || references.includes(key) || (key === 'anyOf' && nullable && schema === raw)) continue;
        const severity = unsupported.has(key) ? undefined : 'ignored';
        issue(severity ? 'ignored-keyword' : 'unsupported-keyword', pathTo(where, key), { keyword: key }, severity);
        if (!severity) faithful = false;
      }
    }
  }

  if (kind !== undefined) {
    const kindKeys = kind === 'enum' ? ['enum', 'enumNames'] : (allowed[kind] ?? [kind]);
    classify(sources, ['type', 'title', 'description', 'default', ...kindKeys]);
  }
  walk();
  return faithful ? field : undefined;
}
