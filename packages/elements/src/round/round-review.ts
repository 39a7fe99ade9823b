/**
 * The review of a round: for every ask, its message and exactly what will be sent.
 * Labels and option labels come from core `compileSchema`, values are shown as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { compileSchema, type ContentValue, type ElicitResult, type FieldModel, type JsonObject, type MessageParams } from '@elicit-kit/core';
import { plainText, type RoundItem } from './round-model.js';

/** Message lookup in the element's locale. */
type Translate = (code: string, params?: MessageParams) => string;

function optionLabel(field: FieldModel | undefined, value: string): string {
  const options = field && (field.kind === 'select' || field.kind === 'multiselect') ? field.options : [];
  return options.find((option) => option.value === value)?.label ?? value;
}

function valueText(field: FieldModel | undefined, value: ContentValue, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'ui.yes' : 'ui.no');
  if (Array.isArray(value)) return value.map((item) => optionLabel(field, item)).join(', ');
  return typeof value === 'string' ? optionLabel(field, value) : String(value);
}

/** The `<dl>` of one accepted form: every field in schema order, unset ones marked "not sent". */
function renderContent(item: RoundItem, content: { readonly [key: string]: ContentValue }, t: Translate): TemplateResult {
  const fields = compileSchema(item.params['requestedSchema']).fields;
  const known = new Set(fields.map((field) => field.name));
  // Content keys the schema did not list (should not happen) are still shown: the review shows all that is sent.
  const names = [...fields.map((field) => field.name), ...Object.keys(content).filter((name) => !known.has(name))];
  if (names.length === 0) return html`<p part="status">${t('ui.reviewEmpty')}</p>`;
  return html`<dl part="answer">
    ${names.map((name) => {
      const field = fields.find((candidate) => candidate.name === name);
      const sent = Object.hasOwn(content, name);
      return html`<dt><bdi>${plainText(field?.label ?? name)}</bdi></dt>
        <dd>${sent ? plainText(valueText(field, content[name]!, t)) : html`<em>${t('ui.notSent')}</em>`}</dd>`;
    })}
  </dl>`;
}

/**
 * One reviewed ask. `answer` is `undefined` for a declined ask; a host-handled ask
 * shows only that the app answers it (its data is the host's, not the kit's to show).
 */
export function renderReviewItem(item: RoundItem, answer: ElicitResult | JsonObject | undefined, t: Translate): TemplateResult {
  let body: TemplateResult | string;
  if (item.kind === 'host') body = t('ui.hostHandled', { method: item.method });
  else if (answer === undefined || answer['action'] !== 'accept') body = t('ui.declined');
  else if (item.kind === 'url') body = t('ui.answered');
  else body = renderContent(item, (answer['content'] ?? {}) as { readonly [key: string]: ContentValue }, t);
  return html`<li part="review-item" data-key=${item.key}>
    ${item.message ? html`<p part="message"><bdi>${item.message}</bdi></p>` : nothing}
    ${typeof body === 'string' ? html`<p part="status">${body}</p>` : body}
  </li>`;
}
