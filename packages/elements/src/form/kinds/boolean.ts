/**
 * Booleans: one checkbox when there is a default (a sensible "off"); otherwise Yes / No
 * radios (plus "Not set" when optional), so the person must choose.
 */
import type { BooleanField } from '@elicit-kit/core';
import { renderCheckbox, renderRadios } from '../fields/choice.js';
import type { FieldKindView } from './kind.js';

export const booleanView: FieldKindView<BooleanField> = {
  layout: (field) => (field.default === undefined ? 'radios' : 'checkbox'),
  render: (state, context) =>
    state.layout === 'checkbox'
      ? renderCheckbox(state, context)
      : renderRadios(state, context, [
          { draft: true, label: context.t('ui.yes') },
          { draft: false, label: context.t('ui.no') },
        ]),
  toDraft: (_field, value) => (typeof value === 'boolean' ? value : undefined),
  toValue: (_field, draft) => draft,
  review: (_field, value, t) => t(value === true ? 'ui.yes' : 'ui.no'),
};
