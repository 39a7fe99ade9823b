/**
 * Option lists of selects and multi selects: `enum` (+ legacy `enumNames`) and titled
 * `{ const, title }` lists.
 */
import { isObject } from '../internal/json.js';
import type { FieldOption } from './model.js';
import type { SchemaLimits } from './limits.js';
import { pathTo, report, type IssueLog } from './issues.js';

/** What option parsing needs to know about the field and the form. */
export interface FieldContext {
  /** The property name, for messages. */
  readonly name: string;
  readonly log: IssueLog;
  readonly limits: SchemaLimits;
  /** Options still allowed over the whole form (`maxTotalOptions` minus those used). */
  readonly optionsLeft: { value: number };
}

// Checked before any option is read, so ten million options cost nothing.
function withinLimits(list: unknown, path: string, context: FieldContext): list is unknown[] {
  if (!Array.isArray(list) || list.length === 0) {
    report(context.log, 'bad-enum', path, { name: context.name });
    return false;
  }
  const max = Math.min(context.limits.maxOptions, context.optionsLeft.value);
  if (list.length > max) {
    report(context.log, 'too-many-options', path, { name: context.name, max });
    return false;
  }
  context.optionsLeft.value -= list.length;
  return true;
}

// Adds one option unless its value was offered before (`at` is the list's path).
function add(options: FieldOption[], seen: Set<string>, option: FieldOption, at: string, index: number, context: FieldContext) {
  const size = seen.size;
  if (seen.add(option.value).size === size) {
    report(context.log, 'duplicate-option', pathTo(at, index), { name: context.name, value: option.value });
    return false;
  }
  options.push(option);
  return true;
}

/**
 * Reads an `enum` of strings, labelled by `enumNames` when given (the legacy shape).
 * Returns undefined (with issues logged) when the list cannot be shown faithfully.
 */
export function enumOptions(
  values: unknown,
  names: unknown,
  path: string,
  namesPath: string,
  context: FieldContext,
): FieldOption[] | undefined {
  if (!withinLimits(values, path, context)) return undefined;
  let ok = true;
  const labels =
    names === undefined
      ? undefined
      : Array.isArray(names) && names.length === values.length && names.every((n) => typeof n === 'string')
        ? (names as string[])
        : undefined;
  if (names !== undefined && !labels) {
    report(context.log, 'bad-enum-names', namesPath, { name: context.name });
    ok = false;
  }
  const options: FieldOption[] = [];
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (typeof value !== 'string') {
      report(context.log, 'bad-enum', pathTo(path, index), { name: context.name });
      ok = false;
    } else ok = add(options, seen, { value, label: labels?.[index] || value }, path, index, context) && ok;
  });
  return ok ? options : undefined;
}

/**
 * Reads a titled list, `oneOf` (single) or `anyOf` (multi) of `{ const, title }`, both
 * strings. Other keys of an option (`description`) are ignored; `$ref` is refused.
 */
export function titledOptions(list: unknown, path: string, context: FieldContext): FieldOption[] | undefined {
  if (!withinLimits(list, path, context)) return undefined;
  let ok = true;
  const options: FieldOption[] = [];
  const seen = new Set<string>();
  list.forEach((option, index) => {
    if (isObject(option) && Object.hasOwn(option, '$ref')) {
      report(context.log, 'ref-not-supported', `${pathTo(path, index)}.$ref`, { name: context.name });
      ok = false;
    } else if (isObject(option) && typeof option.const === 'string' && typeof option.title === 'string') {
      ok = add(options, seen, { value: option.const, label: option.title || option.const }, path, index, context) && ok;
    } else {
      report(context.log, 'bad-option', pathTo(path, index), { name: context.name });
      ok = false;
    }
  });
  return ok ? options : undefined;
}
