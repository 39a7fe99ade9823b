import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import type { BooleanField, FieldModel, FieldOption, MultiSelectField, SelectField } from '@elicit-kit/core';
import { describedBy, displayText, type FieldView } from './view.js';

/** Single selects with at most this many options are radio buttons. */
export const RADIOS_UP_TO = 7;
/** Selects and multiselects with more options than this get the filterable long list. */
export const LONG_LIST_FROM = 31;

/** How a field is shown; groups get a `<fieldset>` and `<legend>`, the rest a `<label for>`. */
export type ControlKind = 'input' | 'checkbox' | 'select' | 'radios' | 'checkboxes' | 'long';

/** Picks the control a person expects for a field. */
export function controlKind(field: FieldModel): ControlKind {
  switch (field.kind) {
    case 'boolean':
      // With a default there is a sensible "off"; without one the person must choose.
      return field.default === undefined ? 'radios' : 'checkbox';
    case 'select':
      if (field.options.length >= LONG_LIST_FROM) return 'long';
      return field.options.length <= RADIOS_UP_TO ? 'radios' : 'select';
    case 'multiselect':
      return field.options.length >= LONG_LIST_FROM ? 'long' : 'checkboxes';
    default:
      return 'input';
  }
}

/** True for kinds rendered as a `<fieldset>` group. */
export function isGroup(kind: ControlKind): boolean {
  return kind === 'radios' || kind === 'checkboxes' || kind === 'long';
}

/** An option's visible text: its label in a `<bdi>`. */
export function optionText(option: FieldOption): TemplateResult {
  return html`<bdi>${displayText(option.label)}</bdi>`;
}

/** A boolean with a default: one checkbox, pre-set to the default. */
export function renderCheckbox(view: FieldView, _field: BooleanField): TemplateResult {
  return html`<input
    part="input"
    id=${view.id}
    type="checkbox"
    ?disabled=${view.disabled}
    aria-invalid=${view.invalid ? 'true' : 'false'}
    aria-describedby=${ifDefined(describedBy(view))}
    .checked=${live(view.draft === true)}
    @change=${(event: Event) => view.set((event.target as HTMLInputElement).checked)}
    @blur=${view.touch}
  />`;
}

/** One radio of a group; `value` is the draft it stands for. */
function radio(view: FieldView, index: number, checked: boolean, label: unknown, pick: () => void): TemplateResult {
  return html`<label part="option" class="option">
    <input
      type="radio"
      id=${index === 0 ? view.id : `${view.id}-${index}`}
      name=${view.id}
      ?disabled=${view.disabled}
      aria-invalid=${view.invalid ? 'true' : 'false'}
      .checked=${live(checked)}
      @change=${pick}
      @blur=${view.touch}
    />
    <span>${label}</span>
  </label>`;
}

/**
 * Radio buttons: Yes / No for a boolean without default, the options of a short single
 * select; optional fields add "Not set", so "unset" stays different from `false`.
 */
export function renderRadios(view: FieldView, field: BooleanField | SelectField): TemplateResult {
  const choices: { draft: string | boolean; label: unknown }[] =
    field.kind === 'boolean'
      ? [
          { draft: true, label: view.t('ui.yes') },
          { draft: false, label: view.t('ui.no') },
        ]
      : field.options.map((option) => ({ draft: option.value, label: optionText(option) }));
  const unset = field.required
    ? nothing
    : radio(view, choices.length, view.draft === undefined, view.t('ui.unset'), () => view.set(undefined));
  return html`<div class="options">
    ${choices.map((choice, index) =>
      radio(view, index, view.draft === choice.draft, choice.label, () => view.set(choice.draft)),
    )}
    ${unset}
  </div>`;
}

/** A `<select>` for a single select of 8 to 30 options, with an empty "Not set" first. */
export function renderSelect(view: FieldView, field: SelectField): TemplateResult {
  const value = typeof view.draft === 'string' ? view.draft : '';
  return html`<select
    part="input"
    id=${view.id}
    ?required=${field.required}
    ?disabled=${view.disabled}
    aria-invalid=${view.invalid ? 'true' : 'false'}
    aria-describedby=${ifDefined(describedBy(view))}
    @change=${(event: Event) => {
      const picked = (event.target as HTMLSelectElement).value;
      view.set(picked === '' && !field.options.some((option) => option.value === '') ? undefined : picked);
    }}
    @blur=${view.touch}
  >
    <option value="" ?selected=${value === ''}>${view.t('ui.unset')}</option>
    ${field.options.map(
      (option) =>
        option.value === ''
          ? nothing
          : html`<option .value=${option.value} ?selected=${option.value === value}>${displayText(option.label)}</option>`,
    )}
  </select>`;
}

/** Toggles `value` in a multiselect draft, keeping the schema's option order. */
export function toggle(field: MultiSelectField, draft: readonly string[], value: string, on: boolean): string[] {
  const chosen = new Set(draft);
  if (on) chosen.add(value);
  else chosen.delete(value);
  return field.options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}

/** Checkboxes for a multiselect of up to 30 options. */
export function renderCheckboxes(view: FieldView, field: MultiSelectField): TemplateResult {
  const draft = Array.isArray(view.draft) ? (view.draft as readonly string[]) : [];
  return html`<div class="options">
    ${field.options.map(
      (option, index) => html`<label part="option" class="option">
        <input
          type="checkbox"
          id=${index === 0 ? view.id : `${view.id}-${index}`}
          ?disabled=${view.disabled}
          aria-invalid=${view.invalid ? 'true' : 'false'}
          .checked=${live(draft.includes(option.value))}
          @change=${(event: Event) =>
            view.set(toggle(field, draft, option.value, (event.target as HTMLInputElement).checked))}
          @blur=${view.touch}
        />
        <span>${optionText(option)}</span>
      </label>`,
    )}
  </div>`;
}
