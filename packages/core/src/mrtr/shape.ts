/**
 * Checks an `ElicitResult` a host produced before it goes on the wire.
 */
import type { ContentIssue } from '../schema/kinds/content-issues.js';
import type { CompiledForm, FieldModel } from '../schema/model.js';
import { isContentValue, type ElicitResult } from '../elicitation.js';
import { isObject, own, ownProperty } from '../internal/json.js';
import { accept } from '../results.js';
import { validateContent } from '../validate/validate.js';

/** The actions an `ElicitResult` may carry. */
export const ELICIT_ACTIONS: readonly unknown[] = ['accept', 'decline', 'cancel'];

/**
 * Returns the wire `ElicitResult` for `value`, or `undefined` when it is not one.
 * The `action` must be `accept`, `decline` or `cancel`; `content` is kept only for
 * `accept` in form mode and must hold only strings, finite numbers, booleans and string
 * arrays; every other field is dropped.
 */
export function toElicitResult(value: unknown, mode: string): ElicitResult | undefined {
  const action = ownProperty(value, 'action');
  if (!isObject(value) || !ELICIT_ACTIONS.includes(action)) return undefined;
  const content = own(value, 'content');
  if (action !== 'accept' || mode !== 'form' || content === undefined)
    return { action: action as ElicitResult['action'] };
  if (!isObject(content) || !Object.values(content).every(isContentValue)) return undefined;
  // Every value is one `accept` keeps: it makes the fresh copy (arrays too, `-0` as JSON's `0`).
  return accept(content);
}

/**
 * Judges an answer to a form ask against its compiled schema before it is sent (spec:
 * clients validate responses against the schema). An accepted form keeps only the
 * schema's keys and must pass `validateContent`; decline and cancel pass. For a schema
 * the kit cannot render (`form.ok` false) there is nothing to validate by, so content
 * keeps only the keys of `requestedSchema.properties`. Returns the result to send, or
 * the issues that stop it.
 */
export function checkFormAnswer(
  result: ElicitResult,
  form: CompiledForm,
  requestedSchema?: unknown,
): { readonly result: ElicitResult } | { readonly issues: readonly ContentIssue[] } {
  if (result.action !== 'accept') return { result };
  if (!form.ok) {
    if (result.content === undefined) return { result };
    const properties = ownProperty(requestedSchema, 'properties');
    // `accept` keeps the content of the fields it is given by name, and only their names matter.
    const asked = isObject(properties)
      ? Object.keys(properties).map((name) => ({ name }) as FieldModel)
      : [];
    return { result: accept(result.content, asked) };
  }
  const shaped = accept(result.content ?? {}, form);
  const issues = validateContent(form, shaped.content ?? {});
  if (issues.length > 0) return { issues };
  // A confirmation (no fields) answered without content stays without content.
  return { result: result.content === undefined && form.fields.length === 0 ? result : shaped };
}
