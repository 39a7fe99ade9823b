/** Single selects: untitled `enum`, titled `oneOf`/`anyOf` of `{ const, title }`, legacy `enum` + `enumNames`. */
import type { SelectField } from '../model.js';
import { enumOptions, titledOptions } from '../options.js';
import type { FieldKindModule, PropertyReader } from './kind.js';

/** The titled list's keyword (`oneOf`, or `anyOf` unless that is the nullable wrapper), if any. */
function titledKey(read: PropertyReader): string | undefined {
  return ['oneOf', 'anyOf'].find((key) => read.get(key) !== undefined && !(key === 'anyOf' && read.nullable));
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
      ? titledOptions(read.get(titled), read.at(titled), read.context)
      : enumOptions(read.get('enum'), read.get('enumNames'), read.at('enum'), read.at('enumNames'), read.context);
    for (const key of titled ? [titled] : ['enum', 'enumNames']) read.consume(key);
    const { fallback, hasDefault } = read;
    let value: string | undefined;
    if (hasDefault && typeof fallback !== 'string') read.dropDefault();
    else if (hasDefault && options && !options.some((option) => option.value === fallback)) read.dropDefault('default-not-option');
    else if (hasDefault) value = fallback as string;
    if (!options) return undefined;
    const shape = titled ? 'titled' : read.get('enumNames') === undefined ? 'untitled' : 'legacy-titled';
    return { ...read.base, kind: 'select', shape, options, ...(value !== undefined && { default: value }) };
  },
  check(field, value, report) {
    if (typeof value !== 'string') return report('typeMismatch');
    if (field.options.some((option) => option.value === value)) return;
    if (value === '' && field.required) report('valueMissing');
    else report('notAnOption', { value });
  },
};
