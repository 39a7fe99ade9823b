/**
 * The option controls that several kinds share: radio groups (booleans without default,
 * short selects), single checkboxes and checkbox groups, and how an option's label shows.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { FieldOption, MultiSelectField } from '@elicit-kit/core';
import { displayText, type Draft, type FieldView } from './view.js';

/** Single selects with at most this many options are radio buttons. */
export const RADIOS_UP_TO = 7;
/** Selects and multiselects with more options than this get the filterable long list. */
export const LONG_LIST_FROM = 31;

/** An option's visible text: its label in a `<bdi>`. */
export function optionText(option: FieldOption): TemplateResult {
  return html`<bdi>${displayText(option.label)}</bdi>`;
}

/** One box of a group (`index` > 0 gets its own id); `type` is `radio` or `checkbox`. */
function box(view: FieldView, type: string, index: number, checked: boolean, label: unknown, change: (event: Event) => void): TemplateResult {
  return html`<label part="option" class="option">
    <input
      type=${type}
      id=${index === 0 ? view.id : `${view.id}-${index}`}
      name=${type === 'radio' ? view.id : nothing}
      ?disabled=${view.disabled}
      aria-invalid=${view.invalid ? 'true' : 'false'}
      .checked=${live(checked)}
      @change=${change}
      @blur=${view.touch}
    />
    <span>${label}</span>
  </label>`;
}

/**
 * Radio buttons, one per choice; optional fields add "Not set", so "unset" stays different
 * from `false` or from any option.
 */
export function renderRadios(view: FieldView, choices: readonly { readonly draft: Draft; readonly label: unknown }[]): TemplateResult {
  const unset = view.field.required
    ? nothing
    : box(view, 'radio', choices.length, view.draft === undefined, view.t('ui.unset'), () => view.set(undefined));
  return html`<div class="options">
    ${choices.map((choice, index) => box(view, 'radio', index, view.draft === choice.draft, choice.label, () => view.set(choice.draft)))}
    ${unset}
  </div>`;
}

/** One checkbox, pre-set to the draft (a boolean with a default). */
export function renderCheckbox(view: FieldView): TemplateResult {
  return html`<input
    part="input"
    id=${view.id}
    type="checkbox"
    ?disabled=${view.disabled}
    aria-invalid=${view.invalid ? 'true' : 'false'}
    aria-describedby=${view.describedBy || nothing}
    .checked=${live(view.draft === true)}
    @change=${(event: Event) => view.set((event.target as HTMLInputElement).checked)}
    @blur=${view.touch}
  />`;
}

/** Toggles `value` in a multiselect draft, keeping the schema's option order. */
export function toggle(field: MultiSelectField, draft: readonly string[], value: string, on: boolean): string[] {
  const chosen = new Set(draft);
  if (on) chosen.add(value);
  else chosen.delete(value);
  return field.options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}

/** Checkboxes for a multiselect of up to 30 options. */
export function renderCheckboxes(view: FieldView<MultiSelectField>): TemplateResult {
  const draft = Array.isArray(view.draft) ? (view.draft as readonly string[]) : [];
  return html`<div class="options">
    ${view.field.options.map((option, index) =>
      box(view, 'checkbox', index, draft.includes(option.value), optionText(option), (event) =>
        view.set(toggle(view.field, draft, option.value, (event.target as HTMLInputElement).checked)),
      ),
    )}
  </div>`;
}
