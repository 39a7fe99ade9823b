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
  render: (state, context) => html`<input
    part="input"
    id=${state.id}
    type="text"
    inputmode=${state.field.kind === 'integer' && (state.field.minimum ?? -1) >= 0 ? 'numeric' : 'decimal'}
    autocomplete="off"
    ?required=${state.field.required}
    ?disabled=${context.disabled}
    aria-invalid=${state.invalid || nothing}
    aria-describedby=${state.describedBy || nothing}
    .value=${live(typeof state.draft === 'string' ? state.draft : '')}
  />`,
  toDraft: (_field, value, env) =>
    typeof value === 'number' ? formatLocaleNumber(value, env.locale) : undefined,
  toValue(_field, draft, env) {
    if (typeof draft !== 'string') return undefined;
    const parsed = parseLocaleNumber(draft, env.locale);
    // Text that is not (yet) a number is sent to validation as NaN: "Enter a number".
    return typeof parsed === 'number' || parsed === undefined ? parsed : Number.NaN;
  },
  review: (_field, value) => displayText(String(value)),
};
