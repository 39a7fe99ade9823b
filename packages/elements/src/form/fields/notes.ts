/**
 * What a field says besides its label: the property name when the label was made from it,
 * the description, the number rules, the time-zone note and the secret warning. Which of
 * them a field has never changes for a compiled form, so only those it has are rendered,
 * and their ids (for `aria-describedby`) are worked out once (`noteIds`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatLocaleNumber, type FieldModel } from '@elicit-kit/core';
import type { UiMessageCode } from '../../messages/en.js';
import { displayText, type FieldContext } from './view.js';

/** True when the label was made from the property name and reads differently (not just a capital): the name is shown too. */
const showsKey = (field: FieldModel): boolean =>
  !field.hasTitle && field.label.toLowerCase() !== field.name.toLowerCase();

/** A number's bounds with the text of each: the rules the number must keep. */
function bounds(field: FieldModel): [UiMessageCode, string, number][] {
  if (field.kind !== 'number' && field.kind !== 'integer') return [];
  const all: [UiMessageCode, string, number | undefined][] = [
    ['ui.rule.min', 'min', field.minimum],
    ['ui.rule.above', 'min', field.exclusiveMinimum],
    ['ui.rule.max', 'max', field.maximum],
    ['ui.rule.below', 'max', field.exclusiveMaximum],
    ['ui.rule.step', 'step', field.multipleOf],
  ];
  return all.filter(isSet);
}

/** A rule with a bound. Made once, not an arrow per call: see `get` in the core's `schema/keywords.ts`. */
const isSet = (
  rule: [UiMessageCode, string, number | undefined],
): rule is [UiMessageCode, string, number] => rule[2] !== undefined;

/** One list formatter per locale: every render of every number field asks for one, and making one costs. */
const listFormats = new Map<string, Intl.ListFormat>();

/**
 * `texts` as a unit list in `locale` (`a, b, c`). English of any region joins with `, ` as
 * `Intl.ListFormat` does (a test compares them), so an English first card creates no Intl object.
 */
export function unitList(texts: readonly string[], locale: string): string {
  if (/^en(?:-(?:[a-z]{2}|\d{3}))?$/i.test(locale)) return texts.join(', ');
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { type: 'unit' })));
  return format.format(texts);
}

/**
 * The rules a number must keep, as the locale writes them (`1 or more, less than 10, a
 * multiple of 0.5`), or '' when it has none.
 */
function numberRules(field: FieldModel, context: Pick<FieldContext, 't' | 'locale'>): string {
  const texts = bounds(field).map(([code, param, bound]) =>
    context.t(code, { [param]: formatLocaleNumber(bound, context.locale) }),
  );
  return texts.length ? context.t('ui.rules', { rules: unitList(texts, context.locale) }) : '';
}

/** Ids of the name, description, rules, time-zone note and secret warning a field shows (the error's is added while it shows). */
export function noteIds(field: FieldModel, id: string, sensitive: boolean): string {
  return [
    showsKey(field) ? `${id}-key` : '',
    field.description ? `${id}-hint` : '',
    bounds(field).length ? `${id}-rules` : '',
    field.kind === 'string' && field.format === 'date-time' ? `${id}-tz` : '', // noted under the input (`kinds/string.ts`)
    field.kind === 'file' ? `${id}-file` : '', // accepted files and the chosen one, under the picker (`kinds/file.ts`)
    sensitive ? `${id}-warn` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A note after the notes before it: a chain (one marker per note, where an array costs two), cheap at four notes at most (see `field.ts` on long chains). */
const note = (before: unknown, part: string, id: string, text: string) =>
  html`${before}<p part=${part} id=${id}><bdi .textContent=${text}></bdi></p>`;

/** The notes a field has (none: nothing at all), each in a `<bdi>` (server text, or kit text quoting it). */
export function renderNotes(
  field: FieldModel,
  id: string,
  sensitive: boolean,
  context: FieldContext,
): TemplateResult | typeof nothing {
  let notes: TemplateResult | typeof nothing = nothing;
  if (showsKey(field)) notes = note(notes, 'hint key', `${id}-key`, displayText(field.name));
  if (field.description) {
    notes = context.ask?.lang
      ? html`${notes}<p part="hint" id=${`${id}-hint`}><bdi lang=${context.ask.lang} dir=${context.ask.dir ?? nothing} .textContent=${displayText(field.description)}></bdi></p>`
      : note(notes, 'hint', `${id}-hint`, displayText(field.description));
  }
  const rules = numberRules(field, context);
  if (rules) notes = note(notes, 'hint', `${id}-rules`, rules);
  if (sensitive) notes = note(notes, 'warning', `${id}-warn`, context.t('ui.sensitive'));
  return notes;
}
