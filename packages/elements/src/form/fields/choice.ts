/**
 * The option controls that several kinds share: radio groups (booleans without default,
 * short selects), single checkboxes and checkbox groups, and how an option's label shows.
 * Boxes are chained in short runs (`chained`, `${before}<label>`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { MultiSelectField } from '@elicit-kit/core';
import type { FieldState } from './state.js';
import { chained, displayText, type Draft, type FieldContext } from './view.js';

/** Single selects with at most this many options are radio buttons. */
export const RADIOS_UP_TO = 7;
/** Selects and multiselects with more options than this get the filterable long list. */
export const LONG_LIST_FROM = 31;

/** One box of a group after the boxes `before` it (`index` > 0 gets its own id, `${id}-${index}`, which is how the field reads which box it is). */
function box(
  before: unknown,
  state: FieldState,
  context: FieldContext,
  index: number,
  checked: boolean,
  label: string,
): TemplateResult {
  const id = index === 0 ? state.id : `${state.id}-${index}`;
  return state.layout === 'radios'
    ? html`${before}<label part="option" class="option"><input
        type="radio"
        id=${id}
        name=${state.id}
        ?disabled=${context.disabled}
        aria-invalid=${state.invalid || nothing}
        .checked=${live(checked)}
      /><bdi .textContent=${label}></bdi></label>`
    : html`${before}<label part="option" class="option"><input
        type="checkbox"
        id=${id}
        ?disabled=${context.disabled}
        aria-invalid=${state.invalid || nothing}
        .checked=${live(checked)}
      /><bdi .textContent=${label}></bdi></label>`;
}

/**
 * Radio buttons, one per choice (the state reads a choice's draft back by its index);
 * optional fields add "Not set", so "unset" stays different from `false` or from any option.
 */
export function renderRadios(
  state: FieldState,
  context: FieldContext,
  choices: readonly { readonly draft: Draft; readonly label: string }[],
): TemplateResult | TemplateResult[] {
  const all = state.field.required
    ? choices
    : [...choices, { draft: undefined, label: context.t('ui.unset') }];
  return chained(all, (before, choice, index) =>
    box(before, state, context, index, state.draft === choice.draft, choice.label),
  );
}

/** One checkbox, pre-set to the draft (a boolean with a default). */
export function renderCheckbox(state: FieldState, context: FieldContext): TemplateResult {
  return html`<input
    part="input"
    id=${state.id}
    type="checkbox"
    ?disabled=${context.disabled}
    aria-invalid=${state.invalid || nothing}
    aria-describedby=${state.describedBy || nothing}
    .checked=${live(state.draft === true)}
  />`;
}

/** Checkboxes for a multiselect of up to 30 options. */
export function renderCheckboxes(
  state: FieldState<MultiSelectField>,
  context: FieldContext,
): TemplateResult | TemplateResult[] {
  const draft = Array.isArray(state.draft) ? (state.draft as readonly string[]) : [];
  return chained(state.field.options, (before, option, index) =>
    box(before, state, context, index, draft.includes(option.value), displayText(option.label)),
  );
}
