/**
 * Single selects: radios up to 7 options, a `<select>` (with "Not set" first) up to 30,
 * the filterable long list beyond.
 */
import { html, nothing } from 'lit';
import type { SelectField } from '@elicit-kit/core';
import { LONG_LIST_FROM, RADIOS_UP_TO, optionText, renderRadios } from '../fields/choice.js';
import { renderLongList } from '../fields/long-list.js';
import { displayText, optionWithValue, type FieldView } from '../fields/view.js';
import type { FieldKindView } from './kind.js';

function renderSelect(view: FieldView<SelectField>) {
  const { field } = view;
  const value = typeof view.draft === 'string' ? view.draft : '';
  return html`<select
    part="input"
    id=${view.id}
    ?required=${field.required}
    ?disabled=${view.disabled}
    aria-invalid=${view.invalid ? 'true' : 'false'}
    aria-describedby=${view.describedBy || nothing}
    @change=${(event: Event) => {
      const picked = (event.target as HTMLSelectElement).value;
      view.set(picked === '' && !field.options.some((option) => option.value === '') ? undefined : picked);
    }}
    @blur=${view.touch}
  >
    <option value="" ?selected=${value === ''}>${view.t('ui.unset')}</option>
    ${field.options.map((option) =>
      option.value === '' ? nothing : html`<option .value=${option.value} ?selected=${option.value === value}>${displayText(option.label)}</option>`,
    )}
  </select>`;
}

export const selectView: FieldKindView<SelectField> = {
  layout: (field) => (field.options.length >= LONG_LIST_FROM ? 'long' : field.options.length <= RADIOS_UP_TO ? 'radios' : 'select'),
  render: (view, layout) =>
    layout === 'long'
      ? renderLongList(view)
      : layout === 'radios'
        ? renderRadios(view, view.field.options.map((option) => ({ draft: option.value, label: optionText(option) })))
        : renderSelect(view),
  toDraft: (_field, value) => (typeof value === 'string' ? value : undefined),
  toValue: (_field, draft) => draft,
  review: (field, value) => optionWithValue(field.options, String(value)),
};
