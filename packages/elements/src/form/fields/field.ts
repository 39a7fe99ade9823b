/**
 * The frame of one field around its control: label (a legend for groups), the required
 * mark, the notes (`notes.ts`) and the error, all linked to the control; and the list of
 * every field of a form.
 *
 * Markup is kept lean, because a form's first render is mostly lit cloning nodes and
 * setting bindings: text goes in through `.textContent` (no comment markers), and a note or
 * an error exists only while it has something to say. Fields are a lit array (two markers
 * each), not a chain of templates (`${before}<next>`, one marker each): lit builds a chain
 * from the innermost template out, so inserting each field moved every field before it again
 * and ran their insertion steps once more (quadratic: at 100 fields, 8 of 17 ms of script
 * were `insertBefore`, against 2–3.5 ms with an array). Options chain in short runs (`chained`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FieldModel } from '@elicit-kit/core';
import { viewOf } from '../kinds/index.js';
import { issueText } from '../../messages/text.js';
import { renderNotes } from './notes.js';
import type { FieldState } from './state.js';
import { displayText, isGroup, type FieldContext, type Translate } from './view.js';

/** A label's content: the field's label, then the required mark. */
function labelText(field: FieldModel, t: Translate, ask: FieldContext['ask']): TemplateResult {
  const label = displayText(field.label);
  // Only an ask in a language of its own pays for the attributes (a title the server wrote; a label made from the key is no text of a language).
  if (ask?.lang && field.hasTitle) {
    const text = html`<bdi lang=${ask.lang} dir=${ask.dir ?? nothing} .textContent=${label}></bdi>`;
    return field.required
      ? html`${text}&nbsp;<span part="required" class="required" .textContent=${t('ui.required')}></span>`
      : text;
  }
  // A no-break space: Chromium drops a plain one beside the mark from the field's name.
  return field.required
    ? html`<bdi .textContent=${label}></bdi>&nbsp;<span part="required" class="required" .textContent=${t('ui.required')}></span>`
    : html`<bdi .textContent=${label}></bdi>`;
}

/**
 * One field (part `field`, `data-name`): groups of options are a `<fieldset>` described by
 * the notes; a single checkbox puts its label after the box; other controls follow their
 * `<label>`.
 */
function renderField(state: FieldState, context: FieldContext): TemplateResult {
  const { field, id, layout } = state;
  const label = labelText(field, context.t, context.ask);
  const notes = renderNotes(field, id, state.sensitive, context);
  const error = state.invalid
    ? html`<p part="error" id=${`${id}-error`} .textContent=${state.errors.map((issue) => issueText(issue, context.locale)).join(' ')}></p>`
    : nothing;
  const control = viewOf(field).render(state, context);
  // Which notes a field has never changes, so most fields (none) spend no marker on them.
  const body = notes === nothing ? control : html`${notes}${control}`;
  if (isGroup(layout)) {
    return html`<fieldset
        part="field"
        class="field"
        data-name=${field.name}
        role=${layout === 'radios' ? 'radiogroup' : nothing}
        aria-required=${layout === 'radios' && field.required ? 'true' : nothing}
        aria-describedby=${state.describedIds || nothing}
      ><legend part="label">${label}</legend>${body}${error}</fieldset>`;
  }
  if (layout === 'checkbox') {
    return html`<div part="field" class="field" data-name=${field.name}><div class="check-row">${control}<label part="label" for=${id}>${label}</label></div>${notes}${error}</div>`;
  }
  return html`<div part="field" class="field" data-name=${field.name}><label part="label" for=${id}>${label}</label>${body}${error}</div>`;
}

/** Forms with more fields than this skip the layout of fields out of view (`.fields.long`). */
const LONG_FORM_FROM = 24;

/**
 * Every field of the form, in order (`hidden` while the review is shown). `events` listens
 * for every control's `input`, `change` and `blur` (the form controller's `fieldEvents`).
 */
export function renderFields(
  states: readonly FieldState[],
  context: FieldContext,
  hidden: boolean,
  events: EventListenerObject,
): TemplateResult {
  return html`<div class=${states.length > LONG_FORM_FROM ? 'fields long' : 'fields'} ?hidden=${hidden} @input=${events} @change=${events} @blur=${events}>${states.map((state) => renderField(state, context))}</div>`;
}
