/**
 * The review of a round: for every ask, its message and exactly what will be sent.
 * Form values read as in `<elicit-form>`'s own review (its `reviewText`).
 */
import { html, type TemplateResult } from 'lit';
import type { ElicitResult, FieldModel, JsonObject } from '@elicit-kit/core';
import type { MessageParams } from '@elicit-kit/core/messages';
import { reviewText } from '../form/review.js';
import { secretNames } from '../form/secrets.js';
import { plainText } from '../internal/text.js';
import { ownValue } from '../internal/own.js';
import type { RoundItem } from './round-model.js';
import { renderItemMessage } from './round-item.js';
import type { UiMessageCode } from '../messages/en.js';

/** Message lookup in the element's locale. */
type Translate = (code: UiMessageCode, params?: MessageParams) => string;

/** The `<dl>` of one accepted form: every field in schema order, unset ones marked "not sent". */
function renderContent(
  fields: readonly FieldModel[],
  content: Readonly<Record<string, unknown>>,
  t: Translate,
): TemplateResult {
  const known = new Set(fields.map((field) => field.name));
  // Keys the fields do not list (should not happen) are still shown: the review shows all that is sent.
  const extra = Object.keys(content).filter((name) => !known.has(name));
  const hidden = secretNames(fields);
  if (fields.length + extra.length === 0) return html`<p part="status">${t('ui.reviewEmpty')}</p>`;
  return html`<dl part="answer">
    ${fields.map(
      (field) => html`<dt><bdi>${plainText(field.label)}</bdi></dt>
        <dd><bdi>${reviewText(field, ownValue(content, field.name), t, hidden)}</bdi></dd>`,
    )}
    ${extra.map((name) => html`<dt><bdi>${plainText(name)}</bdi></dt><dd><bdi>${plainText(JSON.stringify(content[name]))}</bdi></dd>`)}
  </dl>`;
}

/**
 * One reviewed ask. `answer` is `undefined` for a declined ask; a host-handled ask
 * shows only that the app answers it (its data is the host's, not the kit's to show).
 * `fields` are the compiled fields of a form ask.
 */
function renderReviewItem(
  item: RoundItem,
  answer: ElicitResult | JsonObject | undefined,
  fields: readonly FieldModel[],
  t: Translate,
): TemplateResult {
  let body: TemplateResult | string;
  if (item.kind === 'host') body = t('ui.hostHandled', { method: item.method });
  else if (answer === undefined || answer['action'] !== 'accept') body = t('ui.declined');
  else if (item.kind === 'url') body = t('ui.answered');
  else
    body = renderContent(fields, (answer['content'] ?? {}) as Readonly<Record<string, unknown>>, t);
  return html`<li part="review-item" data-key=${item.key}>
    ${renderItemMessage(item)}
    ${typeof body === 'string' ? html`<p part="status">${body}</p>` : body}
  </li>`;
}

/** The review section (part `review`): every ask with exactly what Send will send, under a focusable heading. */
export function renderRoundReview(
  items: readonly RoundItem[],
  answerOf: (item: RoundItem) => ElicitResult | JsonObject | undefined,
  fieldsOf: (item: RoundItem) => readonly FieldModel[],
  t: Translate,
): TemplateResult {
  return html`<section part="review" aria-labelledby="review-title">
    <h2 part="review-title" id="review-title" tabindex="-1">${t('ui.reviewTitle')}</h2>
    <ul part="review-list">
      ${items.map((item) => renderReviewItem(item, answerOf(item), fieldsOf(item), t))}
    </ul>
  </section>`;
}
