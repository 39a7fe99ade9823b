/**
 * Number and integer fields: a text input with a numeric keyboard, read through core
 * `parseLocaleNumber` so partial input (`-`, `1.`) survives and a decimal comma works
 * where the locale uses one (a native `type=number` would drop both).
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { formatLocaleNumber, parseLocaleNumber, type NumberField } from '@elicit-kit/core';
import { displayText } from '../fields/view.js';
import type { FieldKindView } from './kind.js';

export const numberView: FieldKindView<NumberField> = {
  layout: () => 'input',
  render: (view) => html`<input
    part="input"
    id=${view.id}
    type="text"
    inputmode=${view.field.kind === 'integer' && (view.field.minimum ?? -1) >= 0 ? 'numeric' : 'decimal'}
    autocomplete="off"
    ?required=${view.field.required}
    ?disabled=${view.disabled}
    aria-invalid=${view.invalid ? 'true' : 'false'}
    aria-describedby=${view.describedBy || nothing}
    .value=${live(typeof view.draft === 'string' ? view.draft : '')}
    @input=${(event: Event) => view.set((event.target as HTMLInputElement).value)}
    @blur=${view.touch}
  />`,
  toDraft: (_field, value, env) => (typeof value === 'number' ? formatLocaleNumber(value, env.locale) : undefined),
  toValue(_field, draft, env) {
    if (typeof draft !== 'string') return undefined;
    const parsed = parseLocaleNumber(draft, env.locale);
    // Text that is not (yet) a number is sent to validation as NaN: "Enter a number".
    return typeof parsed === 'number' || parsed === undefined ? parsed : Number.NaN;
  },
  review: (_field, value) => displayText(String(value)),
};
