/** Multi selects: `type: "array"` with `items.enum` (untitled) or `items.anyOf`/`oneOf` (titled). */
import { isObject, own } from '../../internal/json.js';
import type { MultiSelectField } from '../model.js';
import { pathTo } from '../issues.js';
import { enumOptions, titledOptions } from '../options.js';
import { walkSubschemas } from '../walk.js';
import type { FieldKindModule } from './kind.js';

export const multiSelectKind: FieldKindModule<MultiSelectField> = {
  keywords: ['minItems', 'maxItems', 'uniqueItems'],
  compile(read) {
    const items = read.get('items');
    const itemsPath = read.at('items');
    const listKey = isObject(items) ? ['anyOf', 'oneOf', 'enum'].find((key) => own(items, key) !== undefined) : undefined;
    const itemsType = isObject(items) ? own(items, 'type') : undefined;
    if (!isObject(items) || !listKey || (itemsType !== undefined && itemsType !== 'string')) {
      read.issue('array-not-enum', isObject(items) ? itemsPath : read.path);
      return undefined;
    }
    read.consume('items');
    const list = pathTo(itemsPath, listKey);
    const options =
      listKey === 'enum' ? enumOptions(items.enum, undefined, list, list, read.context) : titledOptions(items[listKey], list, read.context);
    read.classify(items, itemsPath, ['type', listKey, 'title', 'description']);
    walkSubschemas(items, itemsPath, read.name, [listKey], read.context.log);
    const minItems = read.bound('minItems', true);
    const maxItems = read.bound('maxItems', true);
    read.ordered('minItems', minItems, maxItems);
    // At least minItems distinct options must exist, else no non-empty answer is valid.
    if (options && minItems !== undefined) read.ordered('minItems', minItems, options.length);
    const { fallback, hasDefault } = read;
    let value: string[] | undefined;
    if (hasDefault && !(Array.isArray(fallback) && fallback.every((entry) => typeof entry === 'string'))) read.dropDefault();
    else if (hasDefault && options) {
      const values = new Set(options.map((option) => option.value));
      if ((fallback as string[]).every((entry) => values.has(entry))) value = [...new Set(fallback as string[])];
      else read.dropDefault('default-not-option');
    }
    if (!options) return undefined;
    return {
      ...read.base,
      kind: 'multiselect',
      shape: listKey === 'enum' ? 'untitled' : 'titled',
      options,
      ...(minItems !== undefined && { minItems }),
      ...(maxItems !== undefined && { maxItems }),
      ...(value && { default: value }),
    };
  },
  check(field, value, report) {
    if (!Array.isArray(value)) return report('typeMismatch');
    // A required choice with nothing chosen is missing, like an empty required text.
    if (value.length === 0 && field.required) return report('valueMissing');
    if (!value.every((item) => typeof item === 'string')) return report('typeMismatch');
    const allowed = new Set(field.options.map((option) => option.value));
    const seen = new Set<string>();
    for (const item of value as readonly string[]) {
      // Checkboxes cannot pick an option twice, so a repeat is a foreign value too, with its own text.
      if (seen.has(item)) report('notAnOption', { value: item, duplicate: 1 });
      else if (!allowed.has(item)) report('notAnOption', { value: item });
      seen.add(item);
    }
    if (field.minItems !== undefined && value.length < field.minItems) report('tooFewItems', { min: field.minItems, count: value.length });
    if (field.maxItems !== undefined && value.length > field.maxItems) report('tooManyItems', { max: field.maxItems, count: value.length });
  },
};
