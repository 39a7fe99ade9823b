/** Multi selects: checkboxes up to 30 options, the filterable long list with chips beyond. */
import type { MultiSelectField } from '@elicit-kit/core';
import { LONG_LIST_FROM, renderCheckboxes } from '../fields/choice.js';
import { renderLongList } from '../fields/long-list.js';
import { optionWithValue } from '../fields/view.js';
import type { FieldKindView } from './kind.js';

export const multiSelectView: FieldKindView<MultiSelectField> = {
  layout: (field) => (field.options.length >= LONG_LIST_FROM ? 'long' : 'checkboxes'),
  render: (state, context) =>
    state.layout === 'long' ? renderLongList(state, context) : renderCheckboxes(state, context),
  toDraft: (_field, value) => (Array.isArray(value) ? [...(value as string[])] : []),
  // Nothing chosen is left out: an optional list is then simply not answered.
  toValue: (_field, draft) =>
    Array.isArray(draft) && draft.length > 0 ? [...(draft as unknown[])] : undefined,
  review: (field, value) =>
    (value as readonly string[]).map((item) => optionWithValue(field.options, item)).join(', '),
};
