import { html, type TemplateResult } from 'lit';
import type { FieldModel, FieldOption } from '@elicit-kit/core';
import { displayText } from './fields/view.js';

type Translate = (code: string, params?: { readonly [key: string]: string | number }) => string;

/** An option's label, with its wire value when that differs, so people see what is sent. */
function optionWithValue(options: readonly FieldOption[], value: string): string {
  // The value is server text too: the review is the person's last check, never spoofable.
  const shown = displayText(value);
  const option = options.find((candidate) => candidate.value === value);
  const label = option ? displayText(option.label) : shown;
  return label === shown ? shown : `${label} (${shown})`;
}

/**
 * How one wire value reads in the review: text and numbers as sent, booleans as
 * Yes/No, options by label with the value beside it, a left-out field as "not sent".
 */
export function reviewText(field: FieldModel, value: unknown, t: Translate): string {
  if (value === undefined) return t('ui.notSent');
  switch (field.kind) {
    case 'boolean':
      return `${t(value === true ? 'ui.yes' : 'ui.no')} (${String(value)})`;
    case 'select':
      return optionWithValue(field.options, String(value));
    case 'multiselect':
      return (value as readonly string[]).map((item) => optionWithValue(field.options, item)).join(', ');
    default:
      return displayText(String(value));
  }
}

/** The review panel: every field with the value Send will send (part `review`). */
export function renderReview(
  fields: readonly FieldModel[],
  content: Readonly<Record<string, unknown>>,
  t: Translate,
): TemplateResult {
  return html`<section part="review" class="review" aria-labelledby="review-title">
    <h2 id="review-title" class="review-title" tabindex="-1">${t('ui.reviewTitle')}</h2>
    <dl>
      ${fields.map((field) => {
        const value = Object.hasOwn(content, field.name) ? content[field.name] : undefined;
        return html`<div class="row" data-name=${field.name}>
          <dt><bdi>${displayText(field.label)}</bdi></dt>
          <dd class=${value === undefined ? 'not-sent' : 'sent'}><bdi>${reviewText(field, value, t)}</bdi></dd>
        </div>`;
      })}
    </dl>
  </section>`;
}
