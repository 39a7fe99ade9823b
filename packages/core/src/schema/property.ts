/**
 * Compiles one property of the form into a field model: reads what every kind shares
 * (title, description, default, the pydantic nullable wrapper), picks the kind, hands over
 * to the kind's module (`./kinds/`), then reports the keywords no one read and walks the
 * rest for references.
 */
import type { FieldKind, FieldModel } from './model.js';
import { report } from './issues.js';
import { isFiniteNumber, isObject, own, ownProperty, textOf } from '../internal/json.js';
import { classifyKeywords, keywordReader, PROPERTY_UNSUPPORTED, type Source } from './keywords.js';
import { REFERENCE_KEYWORDS as references, walkSubschemas } from './walk.js';
import { fieldKinds } from './kinds/index.js';
import type { FieldKindModule, FormContext, PropertyReader, ReportField } from './kinds/kind.js';
import { isChoice } from './kinds/select.js';
import { untitledConsts } from './options.js';
import { fixedValue } from './kinds/const.js';
import { FILE_KEYWORD, isFileAsk } from './kinds/file.js';
import { labelFromKey } from './label.js';

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
  const issue: ReportField = (code, where, params = {}, severity) =>
    report(form.log, code, where, { name, ...params }, severity);
  if (!isObject(raw)) return void issue('property-not-object', path);

  // Sources in reading order: a nullable branch first, then the property (its keys win).
  let sources: Source[] = [[raw, path]];
  let nullable = false;
  const anyOf = own(raw, 'anyOf');
  if (Array.isArray(anyOf) && anyOf.length === 2 && own(raw, 'type') === undefined) {
    const nullIndex = anyOf.findIndex((schema) => ownProperty(schema, 'type') === 'null');
    const branch: unknown = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && isObject(branch)) {
      nullable = true;
      sources = [
        [branch, `${path}.anyOf[${1 - nullIndex}]`],
        [raw, path],
      ];
    }
  }
  const reader = keywordReader(sources, path, issue);

  let type = reader.get('type');
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    nullable = true;
    type = type.find((entry) => entry !== 'null');
  }
  // OpenAPI 3.0's `nullable: true` (zod-to-openapi, FastAPI) says the same.
  const openApiNullable = reader.get('nullable');
  if (openApiNullable === true) nullable = true;
  // Nothing is lost: an unset optional field is what null means to the server.
  if (nullable) issue('nullable-optional', path, {}, 'info');
  // zod 4 writes a union of string literals with no `type` beside it: a single select.
  if (type === undefined && ['anyOf', 'oneOf'].some((key) => untitledConsts(reader.get(key))))
    type = 'string';

  // Keys a kind read itself (option lists, items): neither classified nor walked.
  const consumed: string[] = openApiNullable === undefined ? [] : ['nullable'];
  const title = reader.text('title');
  const description = reader.text('description');
  const fallback = reader.get('default');
  // A nullable's `default: null` is its "unset", not a default of the wrong kind.
  const hasDefault = fallback !== undefined && !(fallback === null && nullable);
  // The reader's own methods, named: a spread of the reader (`...reader`) made every one a
  // slower object (Node 20, 100 fields: compile + validate 0.42 -> 0.62 ms).
  const read: PropertyReader = {
    type,
    path,
    base: Object.assign(
      {
        name,
        label: title || labelFromKey(name),
        hasTitle: !!title,
        // A nullable listed in `required` (zod's `.nullable()`) must still be present, and a
        // form cannot send null: it stays required, so every validator accepts the answer.
        // With `default: null` (pydantic's `= None`) leaving it out is what the server expects.
        required: listedRequired && !(nullable && fallback === null),
      },
      description !== undefined && { description },
    ),
    nullable,
    form,
    get: reader.get,
    at: reader.at,
    issue,
    defaultIf(fits, isOption) {
      if (!hasDefault) return {};
      if (fits(fallback) && isOption?.(fallback) !== false) return { default: fallback };
      issue(
        fits(fallback) ? 'default-not-option' : 'bad-default',
        reader.at('default'),
        {},
        'ignored',
      );
      return {};
    },
    range<Min extends string, Max extends string>(minKey: Min, maxKey: Max, isCount: boolean) {
      const bounds: { [key: string]: number } = {};
      for (const key of [minKey, maxKey]) {
        const value = reader.get(key);
        if (value === undefined) continue;
        // A count is a whole number from 0 (every integer is finite).
        if (isFiniteNumber(value) && (!isCount || (Number.isInteger(value) && value >= 0)))
          bounds[key] = value;
        else issue('bad-bound', reader.at(key), { keyword: key });
      }
      const [min, max] = [bounds[minKey], bounds[maxKey]];
      if (min !== undefined && max !== undefined && min > max)
        issue('min-above-max', reader.at(minKey));
      return bounds as { [K in Min | Max]?: number };
    },
    // Methods, not named arrows (which tsx wraps to keep their names): one reader per property.
    consume(key) {
      consumed.push(key);
    },
    // References are left to the structural walk, which finds them at any depth.
    classify(schema, where, known) {
      classifyKeywords(schema, where, [...known, ...references], PROPERTY_UNSUPPORTED, issue);
    },
  };

  // The field kind of the JSON type; none for a type no form field has.
  let kind: FieldKind | undefined;
  if (fixedValue(read)) kind = 'const';
  else if (type === 'string')
    kind = isChoice(read) ? 'select' : isFileAsk(read) ? 'file' : 'string';
  else if (type === 'array') kind = 'multiselect';
  else if (type === 'number' || type === 'integer' || type === 'boolean') kind = type;
  // SEP-2356: `x-mcp-file` anywhere but on a `format: "uri"` string is ignored, and said so.
  if (kind !== 'file' && reader.get(FILE_KEYWORD) !== undefined) {
    issue('file-keyword-ignored', reader.at(FILE_KEYWORD), {}, 'info');
    consumed.push(FILE_KEYWORD);
  }
  let field: FieldModel | undefined;
  if (kind) {
    const module = fieldKinds[kind] as FieldKindModule<FieldModel>;
    field = module.compile(read);
    const known = ['type', 'title', 'description', 'default', ...consumed, ...module.keywords];
    // The nullable wrapper's own anyOf was read above.
    // Tuples are indexed, not destructured: destructuring runs the array iterator, dear in code not yet optimised (a first ask's).
    for (const source of sources)
      read.classify(
        source[0],
        source[1],
        nullable && source[0] === raw ? [...known, 'anyOf'] : known,
      );
  } else if (type === 'object') {
    issue('nested-object', path);
  } else if (type === undefined) {
    if (!references.some((key) => reader.get(key) !== undefined)) issue('missing-type', path);
  } else {
    // textOf never throws (JSON.stringify does on a BigInt).
    issue('unknown-type', reader.at('type'), { type: textOf(type) });
  }
  // The nullable wrapper's anyOf was read above; its non-null branch is walked as a source.
  const skip = nullable ? ['anyOf', ...consumed] : consumed;
  for (const source of sources) walkSubschemas(source[0], source[1], skip, issue);
  return field;
}
