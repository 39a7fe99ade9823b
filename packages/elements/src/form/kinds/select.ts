/**
 * Single selects: radios up to 7 options, a `<select>` (with "Not set" first) up to 30,
 * the filterable long list beyond.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SelectField } from '@elicit-kit/core';
import { LONG_LIST_FROM, RADIOS_UP_TO, renderRadios } from '../fields/choice.js';
import { renderLongList } from '../fields/long-list.js';
import type { FieldState } from '../fields/state.js';
import { chained, displayText, optionWithValue, type FieldContext } from '../fields/view.js';
import type { FieldKindView } from './kind.js';

/** One `<option>` after the options `before` it (`chained`). */
const option = (before: unknown, value: string, label: string, selected: boolean) =>
  html`${before}<option .value=${value} ?selected=${selected} .textContent=${label}></option>`;

function renderSelect(state: FieldState<SelectField>, context: FieldContext): TemplateResult {
  const { field } = state;
  const value = typeof state.draft === 'string' ? state.draft : '';
  // "Not set" first; an option whose value is '' is that same choice.
  const choices = [{ value: '', label: context.t('ui.unset') }];
  for (const choice of field.options)
    if (choice.value !== '')
      choices.push({ value: choice.value, label: displayText(choice.label) });
  const options = chained(choices, (before, choice) =>
    option(before, choice.value, choice.label, choice.value === value),
  );
  return html`<select
    part="input"
    id=${state.id}
    ?required=${field.required}
    ?disabled=${context.disabled}
    aria-invalid=${state.invalid || nothing}
    aria-describedby=${state.describedBy || nothing}
  >${options}</select>`;
}

export const selectView: FieldKindView<SelectField> = {
  layout: (field) =>
    field.options.length >= LONG_LIST_FROM
      ? 'long'
      : field.options.length <= RADIOS_UP_TO
        ? 'radios'
        : 'select',
  render: (state, context) =>
    state.layout === 'long'
      ? renderLongList(state, context)
      : state.layout === 'radios'
        ? renderRadios(
            state,
            context,
            state.field.options.map((choice) => ({
              draft: choice.value,
              label: displayText(choice.label),
            })),
          )
        : renderSelect(state, context),
  toDraft: (_field, value) => (typeof value === 'string' ? value : undefined),
  toValue: (_field, draft) => draft,
  review: (field, value) => optionWithValue(field.options, String(value)),
};
