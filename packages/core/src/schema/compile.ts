/**
 * `compileSchema`: turns a form-mode `requestedSchema` into field models and issues.
 */
import type { CompiledForm, FieldModel } from './model.js';
import { issueLog, pathTo, report } from './issues.js';
import { DEFAULT_LIMITS, scanSchema, type SchemaLimits } from './limits.js';
import { isObject, own as ownOf } from '../internal/json.js';
import type { FormContext } from './options.js';
import { compileProperty } from './property.js';
import { REFERENCE_KEYWORDS } from './walk.js';

export { DEFAULT_LIMITS };

// Root keywords the form understands; `properties` and `required` are read below.
const rootKnown = ['type', 'properties', 'required', 'title', 'description'];
// Root keywords that would change what is asked: refused rather than guessed at.
const rootUnsupported = new Set(
  'allOf anyOf oneOf not if then else dependentSchemas dependentRequired unevaluatedProperties __proto__'.split(' '),
);

/**
 * Compiles a `requestedSchema` into an ordered list of field models. Never throws.
 *
 * Every construct that cannot be rendered faithfully is an `error` issue (then `ok` is
 * false and `fields` empty); tolerated deviations (unknown keywords such as `pattern`,
 * pydantic nullable optionals, defaults of the wrong kind) are `ignored` issues. A
 * missing schema (`undefined`) is a confirmation with no fields. The schema is first
 * scanned within `limits`, iteratively, so hostile input is refused before it is read.
 */
export function compileSchema(
  requestedSchema: unknown,
  options: { readonly limits?: Partial<SchemaLimits> } = {},
): CompiledForm {
  const log = issueLog();
  const given: { readonly [key: string]: unknown } = options?.limits ?? {};
  // Only numbers override a default: `{ maxFields: undefined }` must not lift the limit.
  const limits = Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([key, value]) => {
      const wanted = given[key];
      return [key, typeof wanted === 'number' && wanted >= 0 ? wanted : value];
    }),
  ) as unknown as SchemaLimits;
  const failed = (): CompiledForm => ({ ok: false, fields: [], issues: log.issues });
  if (requestedSchema === undefined) {
    report(log, 'no-schema', '$', {}, 'ignored');
    return { ok: true, fields: [], issues: log.issues };
  }
  if (!isObject(requestedSchema) || requestedSchema.type !== 'object') {
    report(log, 'schema-not-object', isObject(requestedSchema) ? '$.type' : '$');
    return failed();
  }
  if (!scanSchema(requestedSchema, limits, log)) return failed();

  const root = requestedSchema;
  const own = (key: string) => ownOf(root, key);
  // A missing `properties` is an empty form (a confirmation); a non-object one is refused.
  const properties = own('properties') === undefined ? {} : own('properties');
  if (!isObject(properties)) {
    report(log, 'schema-not-object', '$.properties');
    return failed();
  }
  const names = Object.keys(properties);
  if (names.length > limits.maxFields) {
    report(log, 'too-many-fields', '$.properties', { max: limits.maxFields });
    return failed();
  }

  const required = own('required') === undefined ? [] : own('required');
  const requiredNames = new Set<string>();
  if (!Array.isArray(required) || !required.every((name) => typeof name === 'string')) {
    report(log, 'bad-required', '$.required');
  } else {
    required.forEach((name: string, index) => {
      if (!Object.hasOwn(properties, name)) report(log, 'required-missing-property', `$.required[${index}]`, { name });
      requiredNames.add(name);
    });
  }

  const text = (key: string) => {
    const value = own(key);
    if (typeof value === 'string') return value;
    if (value !== undefined) report(log, 'ignored-keyword', pathTo('$', key), { keyword: key }, 'ignored');
    return undefined;
  };
  const title = text('title');
  const description = text('description');
  for (const key of Object.keys(root)) {
    if (rootKnown.includes(key)) continue;
    if (REFERENCE_KEYWORDS.includes(key)) report(log, 'ref-not-supported', pathTo('$', key));
    else if (rootUnsupported.has(key)) report(log, 'unsupported-keyword', pathTo('$', key), { keyword: key });
    else report(log, 'ignored-keyword', pathTo('$', key), { keyword: key }, 'ignored');
  }

  const context: FormContext = { log, maxOptions: limits.maxOptions, optionsLeft: limits.maxTotalOptions };
  const fields: FieldModel[] = [];
  for (const name of names) {
    const field = compileProperty(name, properties[name], pathTo('$.properties', name), requiredNames.has(name), context);
    if (field) fields.push(field);
  }
  const form = { ...(title !== undefined && { title }), ...(description !== undefined && { description }) };
  return log.failed ? { ...failed(), ...form } : { ok: true, fields, issues: log.issues, ...form };
}
