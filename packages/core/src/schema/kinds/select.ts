/** Single selects: untitled `enum`, titled `oneOf`/`anyOf` of `{ const, title }`, legacy `enum` + `enumNames`. */
import { isString } from '../../internal/json.js';
import type { SelectField } from '../model.js';
import { enumOptions, offers, titledOptions } from '../options.js';
import type { FieldKindModule, PropertyReader } from './kind.js';

/** The titled list's keyword (`oneOf`, or `anyOf` unless that is the nullable wrapper), if any. */
function titledKey(read: PropertyReader): string | undefined {
  if (read.get('oneOf') !== undefined) return 'oneOf';
  return read.get('anyOf') !== undefined && !read.nullable ? 'anyOf' : undefined;
}

/** True when a string property is a choice of options rather than free text. */
export function isChoice(read: PropertyReader): boolean {
  return titledKey(read) !== undefined || read.get('enum') !== undefined;
}

export const selectKind: FieldKindModule<SelectField> = {
  keywords: [],
  compile(read) {
    const titled = titledKey(read);
    const options = titled
      ? titledOptions(read.get(titled), read.at(titled), read)
      : enumOptions(
          read.get('enum'),
          read.at('enum'),
          read,
          read.get('enumNames'),
          read.at('enumNames'),
        );
    for (const key of titled ? [titled] : ['enum', 'enumNames']) read.consume(key);
    const chosen = read.defaultIf(isString, options && ((value) => offers(options, [value])));
    if (!options) return undefined;
    const shape: SelectField['shape'] = titled
      ? 'titled'
      : read.get('enumNames') !== undefined
        ? 'legacy-titled'
        : 'untitled';
    return Object.assign({}, read.base, { kind: 'select' as const, shape, options }, chosen);
  },
  check(field, value, report) {
    if (typeof value !== 'string') return report('typeMismatch');
    if (offers(field.options, [value])) return;
    if (!value && field.required) report('valueMissing');
    else report('notAnOption', { value });
  },
};
