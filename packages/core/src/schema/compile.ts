/**
 * `compileSchema`: turns a form-mode `requestedSchema` into field models and issues.
 */
import type { CompiledForm, FieldModel } from './model.js';
import { pathTo, report, type IssueLog } from './issues.js';
import { DEFAULT_LIMITS, scanSchema, type SchemaLimits } from './limits.js';
import { isObject, isStringList } from '../internal/json.js';
import { classifyKeywords, keywordReader, ROOT_UNSUPPORTED } from './keywords.js';
import type { FormContext, ReportField } from './kinds/kind.js';
import { compileProperty } from './property.js';

export { DEFAULT_LIMITS };

// Root keywords the form understands; `properties` and `required` are read below. A flat
// form sends only its own fields, so `additionalProperties` (zod's `false`) changes nothing.
const rootKnown = [
  'type',
  'properties',
  'required',
  'title',
  'description',
  'additionalProperties',
];

/**
 * Compiles a `requestedSchema` into an ordered list of field models. Never throws.
 *
 * Every construct that cannot be rendered faithfully is an `error` issue (then `ok` is
 * false and `fields` empty); tolerated deviations that drop something (unknown keywords,
 * a `pattern` that cannot be checked safely, defaults of the wrong kind) are `ignored`
 * issues; what is read with nothing lost (nullable optionals) is `info`. Generator
 * leftovers (`$schema`, `$id`, `additionalProperties`, annotations) are not reported. A
 * missing schema (`undefined`) is a confirmation with no fields. The schema is first
 * scanned within `limits`, iteratively, so hostile input is refused before it is read.
 */
export function compileSchema(
  requestedSchema: unknown,
  options: { readonly limits?: Partial<SchemaLimits> } = {},
): CompiledForm {
  const log: IssueLog = { issues: [], failed: false };
  const issue: ReportField = report.bind(undefined, log);
  const given: { readonly [key: string]: unknown } = options?.limits ?? {};
  const limits: { [key: string]: number } = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(limits)) {
    const wanted = given[key];
    // Only numbers override a default: `{ maxFields: undefined }` must not lift the limit.
    if (typeof wanted === 'number' && wanted >= 0) limits[key] = wanted;
  }
  const { maxFields, maxOptions, maxTotalOptions } = limits as unknown as SchemaLimits;
  // Any error refuses the whole form: no field is shown.
  const result = (fields: readonly FieldModel[] = [], about = {}): CompiledForm =>
    Object.assign({ ok: !log.failed, fields: log.failed ? [] : fields, issues: log.issues }, about);

  if (requestedSchema === undefined) {
    issue('no-schema', '$', {}, 'ignored');
    return result();
  }
  if (!isObject(requestedSchema) || requestedSchema.type !== 'object') {
    issue('schema-not-object', isObject(requestedSchema) ? '$.type' : '$');
    return result();
  }
  if (!scanSchema(requestedSchema, limits as unknown as SchemaLimits, log)) return result();

  const root = keywordReader([[requestedSchema, '$']], '$', issue);
  // A missing `properties` is an empty form (a confirmation); a non-object one is refused.
  const listed = root.get('properties');
  const properties = listed === undefined ? {} : listed;
  if (!isObject(properties)) {
    issue('schema-not-object', '$.properties');
    return result();
  }
  const names = Object.keys(properties);
  if (names.length > maxFields) {
    issue('too-many-fields', '$.properties', { max: maxFields });
    return result();
  }

  const required = root.get('required') === undefined ? [] : root.get('required');
  const requiredNames = new Set<string>();
  if (!isStringList(required)) {
    issue('bad-required', '$.required');
  } else {
    required.forEach((name, index) => {
      if (!Object.hasOwn(properties, name))
        issue('required-missing-property', `$.required[${index}]`, { name });
      requiredNames.add(name);
    });
  }

  const title = root.text('title');
  const description = root.text('description');
  classifyKeywords(requestedSchema, '$', rootKnown, ROOT_UNSUPPORTED, issue);

  const context: FormContext = { log, maxOptions, optionsLeft: maxTotalOptions };
  const fields: FieldModel[] = [];
  for (const name of names) {
    const field = compileProperty(
      name,
      properties[name],
      pathTo('$.properties', name),
      requiredNames.has(name),
      context,
    );
    if (field) fields.push(field);
  }
  return result(
    fields,
    Object.assign(
      {},
      title !== undefined && { title },
      description !== undefined && { description },
    ),
  );
}
