/**
 * The frame of one field around its control: label (a legend for groups), the required
 * mark, the property name when the label was made from it, the description, the number
 * rules, the secret warning and the error, all linked to the control.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatLocaleNumber, type ContentIssue, type FieldModel } from '@elicit-kit/core';
import { viewOf } from '../kinds/index.js';
import type { UiMessageCode } from '../../messages/en.js';
import { displayText, isGroup, type ControlKind, type FieldView } from './view.js';
import { issueText } from '../../messages/text.js';

/** What a field shows besides its model: whether it looks like a secret, and the errors to show now. */
export interface FieldNotes {
  readonly sensitive: boolean;
  readonly errors: readonly ContentIssue[];
  /** The number rules (`numberRules`), '' when none. */
  readonly rules: string;
}

/** True when the label was made from the property name and reads differently (not just a capital): the name is shown too. */
const showsKey = (field: FieldModel) => !field.hasTitle && field.label.toLowerCase() !== field.name.toLowerCase();

/** One list formatter per locale: every render of every number field asks for one, and making one costs. */
const listFormats = new Map<string, Intl.ListFormat>();
const listFormat = (locale: string): Intl.ListFormat => {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { type: 'unit' })));
  return format;
};

/**
 * The rules a number must keep, as the locale writes them (`1 or more, less than 10, a
 * multiple of 0.5`), or '' when it has none.
 */
export function numberRules(field: FieldModel, view: Pick<FieldView, 't' | 'locale'>): string {
  if (field.kind !== 'number' && field.kind !== 'integer') return '';
  const rules: [UiMessageCode, string, number | undefined][] = [
    ['ui.rule.min', 'min', field.minimum],
    ['ui.rule.above', 'min', field.exclusiveMinimum],
    ['ui.rule.max', 'max', field.maximum],
    ['ui.rule.below', 'max', field.exclusiveMaximum],
    ['ui.rule.step', 'step', field.multipleOf],
  ];
  const texts = rules
    .filter(([, , bound]) => bound !== undefined)
    .map(([code, param, bound]) => view.t(code, { [param]: formatLocaleNumber(bound!, view.locale) }));
  return texts.length ? view.t('ui.rules', { rules: listFormat(view.locale).format(texts) }) : '';
}

/** Ids of the name, description, rules, time-zone note, secret warning and error a field shows, for `aria-describedby`. */
export function describedIds(field: FieldModel, id: string, notes: FieldNotes): string {
  const zone = field.kind === 'string' && field.format === 'date-time';
  return [
    showsKey(field) ? `${id}-key` : '',
    field.description ? `${id}-hint` : '',
    notes.rules ? `${id}-rules` : '',
    zone ? `${id}-tz` : '',
    notes.sensitive ? `${id}-warn` : '',
    notes.errors.length ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One field (part `field`, `data-name`): groups of options are a `<fieldset>` described
 * by the notes; a single checkbox puts its label after the box; other controls follow
 * their `<label>`. `ids` are the field's `describedIds`.
 */
export function renderField(view: FieldView, kind: ControlKind, notes: FieldNotes, ids: string): TemplateResult {
  const { field, id } = view;
  const labelText = html`<bdi>${displayText(field.label)}</bdi>${field.required
      ? // A no-break space: Chromium drops a plain one beside lit's markers from the field's name.
        html`&nbsp;<span part="required" class="required">${view.t('ui.required')}</span>`
      : nothing}`;
  const extras = html`${showsKey(field) ? html`<p part="hint key" class="key" id=${`${id}-key`}><bdi>${displayText(field.name)}</bdi></p>` : nothing}
    ${field.description
      ? html`<p part="hint" id=${`${id}-hint`}><bdi>${displayText(field.description)}</bdi></p>`
      : nothing}
    ${notes.rules ? html`<p part="hint" id=${`${id}-rules`}>${notes.rules}</p>` : nothing}
    ${notes.sensitive ? html`<p part="warning" id=${`${id}-warn`}>${view.t('ui.sensitive')}</p>` : nothing}`;
  const error = notes.errors.length
    ? html`<p part="error" id=${`${id}-error`}>${notes.errors.map((issue) => issueText(issue, view.locale)).join(' ')}</p>`
    : nothing;
  const control = viewOf(field).render(view, kind);
  if (isGroup(kind)) {
    return html`<fieldset
      part="field"
      class="field"
      data-name=${field.name}
      role=${kind === 'radios' ? 'radiogroup' : nothing}
      aria-required=${kind === 'radios' && field.required ? 'true' : nothing}
      aria-describedby=${ids || nothing}
    >
      <legend part="label">${labelText}</legend>
      ${extras} ${control} ${error}
    </fieldset>`;
  }
  if (kind === 'checkbox') {
    return html`<div part="field" class="field" data-name=${field.name}>
      <div class="check-row">${control}<label part="label" for=${id}>${labelText}</label></div>
      ${extras} ${error}
    </div>`;
  }
  return html`<div part="field" class="field" data-name=${field.name}>
    <label part="label" for=${id}>${labelText}</label>
    ${extras} ${control} ${error}
  </div>`;
}
