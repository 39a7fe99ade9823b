/** Multi selects: `type: "array"` with `items.enum` (untitled) or `items.anyOf`/`oneOf` (titled). */
import { isObject, isStringList, own } from '../../internal/json.js';
import type { MultiSelectField } from '../model.js';
import { pathTo } from '../issues.js';
import { enumOptions, offers, titledOptions } from '../options.js';
import { walkSubschemas } from '../walk.js';
import type { FieldKindModule } from './kind.js';

export const multiSelectKind: FieldKindModule<MultiSelectField> = {
  keywords: ['minItems', 'maxItems', 'uniqueItems'],
  compile(read) {
    const items = read.get('items');
    if (!isObject(items)) return void read.issue('array-not-enum', read.path);
    const itemsPath = read.at('items');
    const listKey = ['anyOf', 'oneOf', 'enum'].find((key) => own(items, key) !== undefined);
    const itemsType = own(items, 'type');
    if (!listKey || (itemsType !== undefined && itemsType !== 'string'))
      return void read.issue('array-not-enum', itemsPath);
    read.consume('items');
    const list = pathTo(itemsPath, listKey);
    const options =
      listKey === 'enum'
        ? enumOptions(items.enum, list, read)
        : titledOptions(items[listKey], list, read);
    read.classify(items, itemsPath, ['type', listKey, 'title', 'description']);
    walkSubschemas(items, itemsPath, [listKey], read.issue);
    const range = read.range('minItems', 'maxItems', true);
    // At least minItems distinct options must exist, else no non-empty answer is valid.
    if (options && (range.minItems ?? 0) > options.length)
      read.issue('min-above-max', read.at('minItems'));
    const chosen = read.defaultIf(
      isStringList,
      options && ((values) => offers(options, values)),
    ).default;
    if (!options) return undefined;
    return Object.assign(
      {},
      read.base,
      { kind: 'multiselect', shape: listKey === 'enum' ? 'untitled' : 'titled', options },
      range,
      // Picking an option twice means picking it once.
      chosen && { default: [...new Set(chosen)] },
    ) as MultiSelectField;
  },
  check(field, value, report) {
    if (!Array.isArray(value)) return report('typeMismatch');
    // A required choice with nothing chosen is missing, like an empty required text.
    if (value.length === 0 && field.required) return report('valueMissing');
    if (!isStringList(value)) return report('typeMismatch');
    const allowed = new Set(field.options.map((option) => option.value));
    const seen = new Set<string>();
    for (const item of value) {
      // Checkboxes cannot pick an option twice, so a repeat is a foreign value too, with its own text.
      if (seen.has(item)) report('notAnOption', { value: item, duplicate: 1 });
      else if (!allowed.has(item)) report('notAnOption', { value: item });
      seen.add(item);
    }
    // A comparison with a missing bound (undefined) is false: only a set bound reports.
    if (field.minItems !== undefined && value.length < field.minItems)
      report('tooFewItems', { min: field.minItems, count: value.length });
    if (field.maxItems !== undefined && value.length > field.maxItems)
      report('tooManyItems', { max: field.maxItems, count: value.length });
  },
};
