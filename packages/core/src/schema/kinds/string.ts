/**
 * Free-text strings, with the spec's formats (email, uri, date, date-time), length limits,
 * `pattern` where it can be checked safely, and secrets (`format: "password"`, `writeOnly`).
 */
import { isString, textOf } from '../../internal/json.js';
import type { StringField, StringFormat } from '../model.js';
import { FORMAT_CHECKS, matchesFormat } from './formats.js';
import { compilePattern } from './pattern.js';
import type { FieldKindModule, PropertyReader } from './kind.js';

/** Length in Unicode code points, as JSON Schema counts it (an emoji is 1, not 2; a lone surrogate 1). */
export function codePointLength(text: string): number {
  let length = 0;
  // A string's iterator steps by code point: a surrogate pair is one step.
  for (const _ of text) length++;
  return length;
}

// zod 3's email regex as zod-to-json-schema writes it: it needs look-ahead, which the
// linear matcher refuses, and `isEmail` is as strict, so beside `format: "email"` it
// needs no note. (zod 4's own pattern is linear and simply checked.)
const ZOD3_EMAIL =
  "^(?!\\.)(?!.*\\.\\.)([A-Za-z0-9_'+\\-\\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";

/** Matchers of checked patterns by source, so a form validated on every keystroke compiles each once. */
const matchers = new Map<string, (text: string) => boolean>();

/** The matcher of `source`, or undefined when it cannot be checked in linear time. */
function matcherOf(source: string): ((text: string) => boolean) | undefined {
  let test = matchers.get(source);
  if (!test && (test = compilePattern(source))) {
    // A hostile stream of schemas must not grow this without bound.
    if (matchers.size > 99) matchers.clear();
    matchers.set(source, test);
  }
  return test;
}

/** The checked `pattern`, or `{}` with a note when the server's pattern cannot be checked. */
function patternOf(read: PropertyReader, format: unknown): { pattern?: string } {
  const pattern = read.get('pattern');
  if (pattern === undefined) return {};
  if (typeof pattern === 'string' && matcherOf(pattern)) return { pattern };
  if (!(format === 'email' && pattern === ZOD3_EMAIL))
    read.issue('pattern-not-checked', read.at('pattern'), {}, 'ignored');
  return {};
}

export const stringKind: FieldKindModule<StringField> = {
  keywords: ['minLength', 'maxLength', 'format', 'pattern'],
  compile(read) {
    const given = read.get('format');
    const secret = given === 'password' || read.get('writeOnly') === true;
    const format = (given === 'password' ? undefined : given) as StringFormat | undefined;
    // `Object.hasOwn` would call a server object's own `toString`: only strings are looked up.
    if (
      format !== undefined &&
      (typeof format !== 'string' || !Object.hasOwn(FORMAT_CHECKS, format))
    ) {
      read.issue('unsupported-format', read.at('format'), { format: textOf(format) });
    }
    // A default that breaks minLength or format is kept: the person sees why and fixes it.
    return Object.assign(
      {},
      read.base,
      { kind: 'string' },
      format !== undefined && { format },
      read.range('minLength', 'maxLength', true),
      patternOf(read, format),
      secret && { secret },
      read.defaultIf(isString),
    ) as StringField;
  },
  check(field, value, report) {
    if (typeof value !== 'string') return report('typeMismatch');
    // An empty required text is missing, as in a browser form (JSON Schema alone would allow it).
    if (!value && field.required) return report('valueMissing');
    const length = codePointLength(value);
    if (field.minLength !== undefined && length < field.minLength)
      report('tooShort', { min: field.minLength, length });
    if (field.maxLength !== undefined && length > field.maxLength)
      report('tooLong', { max: field.maxLength, length });
    if (field.format && !matchesFormat(value, field.format))
      report('typeMismatch', { format: field.format });
    // A pattern in the model was proven checkable when it compiled.
    if (field.pattern !== undefined && !matcherOf(field.pattern)?.(value))
      report('patternMismatch');
  },
};
