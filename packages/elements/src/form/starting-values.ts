/**
 * A form's starting content: the schema's defaults, with the host's `values` over them. A
 * value is taken as a default would be: only for a field of the form (never a fixed
 * `const`), and only when it has the field's type and, for a choice, is among its options.
 * Out of a field's range it is taken, and shows its error: the person corrects it.
 */
import {
  defaultContent,
  validateContent,
  type CompiledForm,
  type ContentIssue,
  type ElicitContent,
} from '@elicit-kit/core';
import { ownValue, setOwn } from '../internal/own.js';

/** An issue that says the value is not one this field can hold at all (not merely out of its range). */
const unfit = (issue: ContentIssue): boolean =>
  issue.code === 'notAnOption' ||
  issue.code === 'badInput' ||
  (issue.code === 'typeMismatch' && !Object.hasOwn(issue.params, 'format'));

/** The content a form with `compiled` starts from, given the host's `values`. */
export function startingContent(
  compiled: CompiledForm,
  values: ElicitContent | undefined,
): ElicitContent {
  const content = defaultContent(compiled);
  if (!values || typeof values !== 'object') return content;
  for (const field of compiled.fields) {
    const value = ownValue(values, field.name);
    if (value === undefined || value === null || field.kind === 'const') continue;
    if (validateContent([field], { [field.name]: value }).some(unfit)) continue;
    setOwn(content, field.name, Array.isArray(value) ? [...value] : value);
  }
  return content;
}
