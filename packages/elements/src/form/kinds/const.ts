/**
 * Fixed values (`const`, a titled one-option list): shown as a read-only input the person
 * can read and copy, always sent as the schema's value.
 */
import { html, nothing } from 'lit';
import type { ConstField } from '@elicit-kit/core';
import { displayText, type Translate } from '../fields/view.js';
import type { FieldKindView } from './kind.js';

/** What the person reads: a boolean as Yes/No, anything else as its label. */
const shown = (field: ConstField, t: Translate) =>
  typeof field.value === 'boolean'
    ? t(field.value ? 'ui.yes' : 'ui.no')
    : displayText(field.valueLabel);

export const constView: FieldKindView<ConstField> = {
  layout: () => 'input',
  render: (state, context) => html`<input
    part="input"
    id=${state.id}
    type="text"
    readonly
    aria-describedby=${state.describedBy || nothing}
    .value=${shown(state.field, context.t)}
  />`,
  toDraft: () => undefined,
  toValue: (field) => field.value,
  review(field, value, t) {
    const label = shown(field, t);
    const wire = displayText(String(value));
    return label === wire ? wire : `${label} (${wire})`;
  },
};
