/** Free-text strings, with the spec's formats (email, uri, date, date-time) and length limits. */
import { isString, textOf } from '../../internal/json.js';
import type { StringField, StringFormat } from '../model.js';
import { FORMAT_CHECKS, matchesFormat } from '../../validate/formats.js';
import type { FieldKindModule } from './kind.js';

/** Length in Unicode code points, as JSON Schema counts it (an emoji is 1, not 2; a lone surrogate 1). */
export function codePointLength(text: string): number {
  let length = 0;
  // A string's iterator steps by code point: a surrogate pair is one step.
  for (const _ of text) length++;
  return length;
}

export const stringKind: FieldKindModule<StringField> = {
  keywords: ['minLength', 'maxLength', 'format'],
  compile(read) {
    const format = read.get('format') as StringFormat | undefined;
    // `Object.hasOwn` would call a server object's own `toString`: only strings are looked up.
    if (format !== undefined && (typeof format !== 'string' || !Object.hasOwn(FORMAT_CHECKS, format))) {
      read.issue('unsupported-format', read.at('format'), { format: textOf(format) });
    }
    // A default that breaks minLength or format is kept: the person sees why and fixes it.
    return {
      ...read.base,
      kind: 'string',
      ...(format !== undefined && { format }),
      ...read.range('minLength', 'maxLength', true),
      ...read.defaultIf(isString),
    };
  },
  check(field, value, report) {
    if (typeof value !== 'string') return report('typeMismatch');
    // An empty required text is missing, as in a browser form (JSON Schema alone would allow it).
    if (value === '' && field.required) return report('valueMissing');
    const length = codePointLength(value);
    if (field.minLength !== undefined && length < field.minLength) report('tooShort', { min: field.minLength, length });
    if (field.maxLength !== undefined && length > field.maxLength) report('tooLong', { max: field.maxLength, length });
    if (field.format && !matchesFormat(value, field.format)) report('typeMismatch', { format: field.format });
  },
};
