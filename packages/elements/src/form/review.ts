import { html, nothing, type TemplateResult } from 'lit';
import type { FieldModel } from '@elicit-kit/core';
import { displayText, type Translate } from './fields/view.js';
import { viewOf } from './kinds/index.js';

/**
 * How one wire value reads in the review (each kind's `review`), a left-out field as
 * "not sent", a secret (in `hidden`) as "hidden". The round's review reads values the same way.
 */
export function reviewText(
  field: FieldModel,
  value: unknown,
  t: Translate,
  hidden?: ReadonlySet<string>,
): string {
  if (value === undefined) return t('ui.notSent');
  return hidden?.has(field.name) ? t('ui.hidden') : viewOf(field).review(field, value, t);
}

/** What an accepted answer sent, for the receipt: each field's label and value, a secret (in `hidden`) hidden. */
export function sentText(
  fields: readonly FieldModel[],
  content: Readonly<Record<string, unknown>> = {},
  t: Translate,
  hidden: ReadonlySet<string>,
): string {
  const sent = fields.filter((field) => Object.hasOwn(content, field.name));
  return sent
    .map(
      (field) =>
        `${displayText(field.label)}: ${reviewText(field, content[field.name], t, hidden)}`,
    )
    .join('; ');
}

/** The review panel: every field with the value Send will send (part `review`). */
export function renderReview(
  fields: readonly FieldModel[],
  content: Readonly<Record<string, unknown>>,
  t: Translate,
  hidden: ReadonlySet<string>,
): TemplateResult {
  return html`<section part="review" class="review" aria-labelledby="review-title">
    <h2 id="review-title" class="review-title" tabindex="-1">${t('ui.reviewTitle')}</h2>
    <dl>
      ${fields.map((field) => {
        const value = Object.hasOwn(content, field.name) ? content[field.name] : undefined;
        return html`<div class="row" data-name=${field.name}>
          <dt><bdi>${displayText(field.label)}</bdi></dt>
          <dd class=${value === undefined ? 'not-sent' : nothing}><bdi>${reviewText(field, value, t, hidden)}</bdi></dd>
        </div>`;
      })}
    </dl>
  </section>`;
}
