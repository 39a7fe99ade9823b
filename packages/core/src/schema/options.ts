/**
 * Option lists of selects and multi selects: `enum` (+ legacy `enumNames`) and titled
 * `{ const, title }` lists.
 */
import { isObject, isStringList, own } from '../internal/json.js';
import type { FieldOption } from './model.js';
import { pathTo } from './issues.js';
import type { PropertyReader } from './kinds/kind.js';

// Checked before any option is read, so ten million options cost nothing.
function withinLimits(list: unknown, path: string, read: PropertyReader): list is unknown[] {
  const { form } = read;
  const max = Math.min(form.maxOptions, form.optionsLeft);
  if (!Array.isArray(list) || list.length === 0) read.issue('bad-enum', path);
  else if (list.length > max) read.issue('too-many-options', path, { max });
  else {
    form.optionsLeft -= list.length;
    return true;
  }
  return false;
}

/**
 * The options `toOption` makes of each entry of `list` (at `path`), or undefined when an
 * entry was refused (`toOption` reports why and returns undefined) or repeats a value.
 */
function distinctOptions(
  list: unknown[],
  path: string,
  read: PropertyReader,
  toOption: (entry: unknown, index: number) => FieldOption | undefined,
): FieldOption[] | undefined {
  const options: FieldOption[] = [];
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    const option = toOption(entry, index);
    if (!option) return;
    if (seen.has(option.value))
      read.issue('duplicate-option', pathTo(path, index), { value: option.value });
    else {
      seen.add(option.value);
      options.push(option);
    }
  });
  // Every entry left out (bad or repeated) was reported.
  return options.length === list.length ? options : undefined;
}

/**
 * Reads an `enum` of strings, labelled by `enumNames` when given (the legacy shape).
 * Returns undefined (with issues logged) when the list cannot be shown faithfully.
 */
export function enumOptions(
  values: unknown,
  path: string,
  read: PropertyReader,
  names?: unknown,
  namesPath = path,
): FieldOption[] | undefined {
  if (!withinLimits(values, path, read)) return undefined;
  const badNames = names !== undefined && !(isStringList(names) && names.length === values.length);
  if (badNames) read.issue('bad-enum-names', namesPath);
  const labels = badNames ? undefined : names;
  const options = distinctOptions(values, path, read, (value, index) => {
    if (typeof value === 'string') return { value, label: labels?.[index] || value };
    read.issue('bad-enum', pathTo(path, index));
    return undefined;
  });
  return badNames ? undefined : options;
}

/** True for a list of options none of which has a title: zod 4's `z.union()` of literals. */
export function untitledConsts(list: unknown): boolean {
  return (
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(
      (option) =>
        isObject(option) &&
        own(option, 'const') !== undefined &&
        own(option, 'title') === undefined,
    )
  );
}

/**
 * Reads a titled list, `oneOf` (single) or `anyOf` (multi) of `{ const, title }`, both
 * strings, or a list where no option has a title (zod 4 writes `z.union([z.literal('a'),
 * …])` as `anyOf: [{ type: "string", const: "a" }, …]`): each is labelled by its value.
 * Other keys of an option (`description`, a `type` of `string`) are ignored; `$ref` is refused.
 */
export function titledOptions(
  list: unknown,
  path: string,
  read: PropertyReader,
): FieldOption[] | undefined {
  if (!withinLimits(list, path, read)) return undefined;
  const untitled = untitledConsts(list);
  return distinctOptions(list, path, read, (option, index) => {
    const at = pathTo(path, index);
    if (isObject(option) && Object.hasOwn(option, '$ref'))
      read.issue('ref-not-supported', `${at}.$ref`);
    else if (
      isObject(option) &&
      typeof option.const === 'string' &&
      (untitled || typeof option.title === 'string') &&
      (option.type ?? 'string') === 'string'
    ) {
      return { value: option.const, label: (option.title as string | undefined) || option.const };
    } else read.issue('bad-option', at);
    return undefined;
  });
}

/** Tells whether every value in `picked` is one of `options`: a default picks only what is offered. */
export function offers(options: readonly FieldOption[], picked: readonly string[]): boolean {
  const values = new Set(options.map((option) => option.value));
  return picked.every((value) => values.has(value));
}
