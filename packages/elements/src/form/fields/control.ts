import type { TemplateResult } from 'lit';
import { renderCheckbox, renderCheckboxes, renderRadios, renderSelect, type ControlKind } from './choice.js';
import { renderLongList } from './long-list.js';
import { renderNumber, renderText } from './text.js';
import type { FieldView } from './view.js';

/** The control for a field: its kind of model and the control kind chosen for it (`controlKind`). */
export function renderControl(kind: ControlKind, view: FieldView): TemplateResult {
  const field = view.field;
  switch (field.kind) {
    case 'string':
      return renderText(view, field);
    case 'number':
    case 'integer':
      return renderNumber(view, field);
    case 'boolean':
      return kind === 'checkbox' ? renderCheckbox(view, field) : renderRadios(view, field);
    case 'select':
      return kind === 'long' ? renderLongList(view, field) : kind === 'radios' ? renderRadios(view, field) : renderSelect(view, field);
    case 'multiselect':
      return kind === 'long' ? renderLongList(view, field) : renderCheckboxes(view, field);
  }
}
