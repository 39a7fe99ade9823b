/**
 * Content validation: checks what a person entered against the compiled fields and
 * reports every problem as a value, with browser-validity codes (text: `formatIssue`).
 */
import { fieldsOf } from '../internal/fields.js';
import { isPlainObject } from '../internal/json.js';
import type { CompiledForm, ContentIssue, ContentIssueCode, FieldModel } from '../types.js';
import { matchesFormat } from './formats.js';

/** Options of `validateContent` (none are read since issues carry no text; kept for Revision 1 callers). */
export interface ValidateOptions {
  /** @deprecated Issues carry no text now: format them with `formatIssue(issue, locale)`. */
  readonly locale?: string;
}

type Params = { readonly [key: string]: string | number };
type Report = (code: ContentIssueCode, params?: Params) => void;

/** Length in Unicode code points, as JSON Schema counts it (an emoji is 1, not 2). */
export function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}

/** Checks one present, non-null value against its field. */
function checkValue(field: FieldModel, value: unknown, report: Report): void {
  switch (field.kind) {
    case 'string': {
      if (typeof value !== 'string') return report('typeMismatch');
      // An empty required text is missing, as in a browser form (JSON Schema alone would allow it).
      if (value === '' && field.required) return report('valueMissing');
      const length = codePointLength(value);
      if (field.minLength !== undefined && length < field.minLength) report('tooShort', { min: field.minLength, length });
      if (field.maxLength !== undefined && length > field.maxLength) report('tooLong', { max: field.maxLength, length });
      if (field.format && !matchesFormat(value, field.format)) {
        report('typeMismatch', { format: field.format });
      }
      return;
    }
    case 'number':
    case 'integer': {
      if (typeof value !== 'number') return report('typeMismatch');
      if (!Number.isFinite(value)) return report('badInput');
      // Past 2**53 an integer cannot be told from its neighbours, so it is not a safe answer.
      if (field.kind === 'integer' && !Number.isSafeInteger(value)) report('stepMismatch');
      if (field.minimum !== undefined && value < field.minimum) report('rangeUnderflow', { min: field.minimum });
      if (field.maximum !== undefined && value > field.maximum) report('rangeOverflow', { max: field.maximum });
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') report('typeMismatch');
      return;
    case 'select': {
      if (typeof value !== 'string') return report('typeMismatch');
      const known = field.options.some((option) => option.value === value);
      if (!known) {
        if (value === '' && field.required) report('valueMissing');
        else report('notAnOption', { value });
      }
      return;
    }
    case 'multiselect': {
      if (!Array.isArray(value)) return report('typeMismatch');
      // A required choice with nothing chosen is missing, like an empty required text.
      if (value.length === 0 && field.required) return report('valueMissing');
      if (!value.every((item) => typeof item === 'string')) return report('typeMismatch');
      const allowed = new Set(field.options.map((option) => option.value));
      const seen = new Set<string>();
      for (const item of value as readonly string[]) {
        // Checkboxes cannot pick an option twice, so a repeat is reported like a foreign value.
        if (seen.has(item)) report('notAnOption', { value: item, duplicate: 1 });
        else if (!allowed.has(item)) report('notAnOption', { value: item });
        seen.add(item);
      }
      if (field.minItems !== undefined && value.length < field.minItems) report('tooFewItems', { min: field.minItems, count: value.length });
      if (field.maxItems !== undefined && value.length > field.maxItems) report('tooManyItems', { max: field.maxItems, count: value.length });
    }
  }
}

/**
 * Validates form content against compiled fields; an empty list means valid.
 *
 * One issue per problem, in field order, then unknown keys in content order. A key
 * that is absent, `undefined` or `null` is unset: an issue (`valueMissing`) only when
 * the field is required. An empty required text, an empty required multiselect and an
 * empty required select without an empty option are `valueMissing` too. Content that
 * is not a plain object yields a single `typeMismatch` issue with `field: ''`.
 */
export function validateContent(
  form: CompiledForm | readonly FieldModel[],
  content: unknown,
  _options: ValidateOptions = {},
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (field: string, code: ContentIssueCode, params: Params = {}) => {
    issues.push({ field, code, params });
  };
  if (!isPlainObject(content)) {
    add('', 'typeMismatch');
    return issues;
  }
  const names = new Set<string>();
  for (const field of fieldsOf(form)) {
    names.add(field.name);
    const value = Object.hasOwn(content, field.name) ? content[field.name] : undefined;
    if (value === undefined || value === null) {
      if (field.required) add(field.name, 'valueMissing');
      continue;
    }
    checkValue(field, value, (code, params) => add(field.name, code, params));
  }
  for (const key of Object.keys(content)) {
    // Unset values of unknown keys are dropped by accept(), so they are not reported.
    if (!names.has(key) && content[key] !== undefined && content[key] !== null) add(key, 'unknownField');
  }
  return issues;
}
