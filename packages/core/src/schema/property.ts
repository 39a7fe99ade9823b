/**
 * Compiles one property of the form into a field model: reads what every kind shares
 * (title, description, default, the pydantic nullable wrapper), picks the kind, hands over
 * to the kind's module (`./kinds/`), then reports the keywords no one read and walks the
 * rest for references.
 */
import type { FieldKind, FieldModel } from './model.js';
import { report } from './issues.js';
import { isObject, own, ownProperty } from '../internal/json.js';
import type { FormContext } from './options.js';
import { classifyKeywords, KeywordReader, PROPERTY_UNSUPPORTED, type Source } from './keywords.js';
import { REFERENCE_KEYWORDS as references, walkSubschemas } from './walk.js';
import { fieldKinds } from './kinds/index.js';
import type { FieldKindModule, PropertyReader, ReportField } from './kinds/kind.js';
import { isChoice } from './kinds/select.js';
import { untitledConsts } from './options.js';
import { fixedValue } from './kinds/const.js';
import { labelFromKey } from './label.js';

// What every kind reads, and each kind's own keywords, as sets: a property's keywords are
// looked up once each (compileSchema runs this for every property of every new schema).
const SHARED = new Set(['type', 'title', 'description', 'default', ...references]);
const KIND_KEYWORDS = new Map<FieldKindModule<FieldModel>, ReadonlySet<string>>();
function keywordsOf(module: FieldKindModule<FieldModel>): ReadonlySet<string> {
  let known = KIND_KEYWORDS.get(module);
  if (!known) KIND_KEYWORDS.set(module, (known = new Set(module.keywords)));
  return known;
}

/** One property read for its kind's compiler (see `PropertyReader`); a class, so no functions are made per property. */
class PropertyRead extends KeywordReader implements PropertyReader {
  type: unknown;
  nullable = false;
  /** Keys a kind read itself (option lists, items): neither classified nor walked. */
  readonly consumed: string[] = [];
  base!: PropertyReader['base'];
  #fallback: unknown;
  #hasDefault = false;

  constructor(
    sources: readonly Source[],
    path: string,
    readonly form: FormContext,
    name: string,
  ) {
    // The one function made per property: kinds hand `issue` on to the walk.
    super(sources, path, (code, where, params, severity) => report(form.log, code, where, params ? { name, ...params } : { name }, severity));
  }

  /** Reads the default once the nullable wrapper is known (a nullable's `null` is its "unset"). */
  setDefault(fallback: unknown): void {
    this.#fallback = fallback;
    this.#hasDefault = fallback !== undefined && !(fallback === null && this.nullable);
  }

  defaultIf<T>(fits: (value: unknown) => value is T, isOption?: (value: T) => boolean): { default?: T } {
    if (!this.#hasDefault) return {};
    const fallback = this.#fallback;
    if (fits(fallback) && isOption?.(fallback) !== false) return { default: fallback };
    this.issue(fits(fallback) ? 'default-not-option' : 'bad-default', this.at('default'), {}, 'ignored');
    return {};
  }

  range<Min extends string, Max extends string>(minKey: Min, maxKey: Max, isCount: boolean): { [K in Min | Max]?: number } {
    const bounds: { [key: string]: number } = {};
    for (const key of [minKey, maxKey]) {
      const value = this.get(key);
      if (value === undefined) continue;
      if (typeof value === 'number' && (isCount ? Number.isInteger(value) && value >= 0 : Number.isFinite(value))) bounds[key] = value;
      else this.issue('bad-bound', this.at(key), { keyword: key });
    }
    // A comparison with a missing bound (undefined) is false.
    if (bounds[minKey]! > bounds[maxKey]!) this.issue('min-above-max', this.at(minKey));
    return bounds as { [K in Min | Max]?: number };
  }

  consume(key: string): void {
    this.consumed.push(key);
  }

  // References are left to the structural walk, which finds them at any depth.
  classify(schema: Record<string, unknown>, where: string, known: readonly string[]): void {
    classifyKeywords(schema, where, (key) => known.includes(key) || references.includes(key), PROPERTY_UNSUPPORTED, this.issue);
  }
}

/**
 * Compiles the property `name` (schema `raw` at `path`) into a field model, or returns
 * undefined with errors logged. Tolerates the pydantic optional `anyOf: [T, {type:
 * "null"}]` (and `type: [T, "null"]`, `nullable: true`): the field is T, required only
 * when listed in `required`. Any error refuses
 * the whole form (`compileSchema` then shows no field), so a field with errors needs no
 * mark of its own.
 */
export function compileProperty(
  name: string,
  raw: unknown,
  path: string,
  listedRequired: boolean,
  form: FormContext,
): FieldModel | undefined {
  if (!isObject(raw)) return void report(form.log, 'property-not-object', path, { name });

  // Sources in reading order: a nullable branch first, then the property (its keys win).
  let sources: Source[] = [[raw, path]];
  let nullable = false;
  const anyOf = own(raw, 'anyOf');
  if (Array.isArray(anyOf) && anyOf.length === 2 && own(raw, 'type') === undefined) {
    const nullIndex = anyOf.findIndex((schema) => ownProperty(schema, 'type') === 'null');
    const branch: unknown = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && isObject(branch)) {
      nullable = true;
      sources = [[branch, `${path}.anyOf[${1 - nullIndex}]`], [raw, path]];
    }
  }
  const read = new PropertyRead(sources, path, form, name);

  let type = read.get('type');
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    nullable = true;
    type = type.find((entry) => entry !== 'null');
  }
  // OpenAPI 3.0's `nullable: true` (zod-to-openapi, FastAPI) says the same.
  const openApiNullable = read.get('nullable');
  if (openApiNullable === true) nullable = true;
  // Nothing is lost: an unset optional field is what null means to the server.
  if (nullable) read.issue('nullable-optional', path, {}, 'info');
  // zod 4 writes a union of string literals with no `type` beside it: a single select.
  if (type === undefined && (untitledConsts(read.get('anyOf')) || untitledConsts(read.get('oneOf')))) type = 'string';

  if (openApiNullable !== undefined) read.consume('nullable');
  const title = read.text('title');
  const description = read.text('description');
  read.type = type;
  read.nullable = nullable;
  const fallback = read.get('default');
  read.setDefault(fallback);
  read.base = {
    name,
    label: title || labelFromKey(name),
    hasTitle: !!title,
    // A nullable listed in `required` (zod's `.nullable()`) must still be present, and a
    // form cannot send null: it stays required, so every validator accepts the answer.
    // With `default: null` (pydantic's `= None`) leaving it out is what the server expects.
    required: listedRequired && !(nullable && fallback === null),
    ...(description !== undefined && { description }),
  };

  // The field kind of the JSON type; none for a type no form field has.
  let kind: FieldKind | undefined;
  if (fixedValue(read)) kind = 'const';
  else if (type === 'string') kind = isChoice(read) ? 'select' : 'string';
  else if (type === 'array') kind = 'multiselect';
  else if (type === 'number' || type === 'integer' || type === 'boolean') kind = type;
  let field: FieldModel | undefined;
  const { consumed } = read;
  if (kind) {
    const module = fieldKinds[kind] as FieldKindModule<FieldModel>;
    field = module.compile(read);
    const own = keywordsOf(module);
    for (const [schema, where] of sources) {
      // The nullable wrapper's own anyOf was read above.
      const wrapper = nullable && schema === raw;
      classifyKeywords(schema, where, (key) => SHARED.has(key) || own.has(key) || consumed.includes(key) || (wrapper && key === 'anyOf'), PROPERTY_UNSUPPORTED, read.issue);
    }
  } else if (type === 'object') {
    read.issue('nested-object', path);
  } else if (type === undefined) {
    if (!references.some((key) => read.get(key) !== undefined)) read.issue('missing-type', path);
  } else {
    read.issue('unknown-type', read.at('type'), { type: typeof type === 'string' ? type : JSON.stringify(type) });
  }
  // The nullable wrapper's anyOf was read above; its non-null branch is walked as a source.
  const skip = nullable ? ['anyOf', ...consumed] : consumed;
  for (const [schema, where] of sources) walkSubschemas(schema, where, skip, read.issue);
  return field;
}
