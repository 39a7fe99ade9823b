import { nothing, type TemplateResult } from 'lit';
import type { FieldOption, MultiSelectField } from '@elicit-kit/core';
import { neutralizeBidi } from '../../internal/text.js';
import type { UiMessageCode } from '../../messages/en.js';

/**
 * Server text made safe to show (the kit's one bidi rule, `internal/text.ts`). Render
 * the result with text bindings inside `<bdi>` only.
 */
export const displayText = (text: string): string => neutralizeBidi(text);

/**
 * What a control holds while the person edits: the raw text of text and number inputs
 * (so `1.` and `-` survive typing), a boolean or `undefined` (not set), the chosen option
 * value of a select, the chosen values of a multiselect.
 */
export type Draft = string | boolean | readonly string[] | FileDraft | undefined;

/**
 * A file field's draft (`kinds/file.ts`): the picked file's name, media type and size, and
 * once read its `data:` URI; `problem` when it was refused before or while reading, or
 * (`again`) when a restored draft named a file whose bytes drafts never keep.
 */
export interface FileDraft {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly uri?: string;
  /** An object URL of an image's bytes for its thumbnail (revoked once shown). */
  readonly preview?: string;
  readonly problem?: 'reading' | 'tooLarge' | 'notAccepted' | 'unreadable' | 'again';
}

/** Kit text in the form's locale. */
export type Translate = (
  code: UiMessageCode,
  params?: { readonly [key: string]: string | number },
) => string;

/** How a field is shown; groups get a `<fieldset>` and `<legend>`, the rest a `<label for>`. */
export type ControlKind = 'input' | 'checkbox' | 'select' | 'radios' | 'checkboxes' | 'long';

/** True for kinds rendered as a `<fieldset>` group. */
export function isGroup(kind: ControlKind): boolean {
  return kind === 'radios' || kind === 'checkboxes' || kind === 'long';
}

/**
 * What every field of one render shares, built once per render of the card (not per
 * field): the locale, kit text, the busy lock and the time zone.
 */
export interface FieldContext {
  /** The locale of kit strings and numbers. */
  readonly locale: string;
  /** A kit string in the form's locale. */
  readonly t: Translate;
  /** True while buttons and controls are locked. */
  readonly disabled: boolean;
  /** The IANA zone date-times are entered in, if not the runtime's. */
  readonly timeZone: string | undefined;
  /** The language the server wrote the ask in (`fields/ask-language.ts`): its titles and descriptions are marked with it. */
  readonly ask?: { readonly lang?: string; readonly dir?: 'rtl' };
}

/** An option's label, with its wire value when that differs, so people see what is sent. */
export function optionWithValue(options: readonly FieldOption[], value: string): string {
  // The value is server text too: the review is the person's last check, never spoofable.
  const shown = displayText(value);
  const option = options.find((candidate) => candidate.value === value);
  const label = option ? displayText(option.label) : shown;
  return label === shown ? shown : `${label} (${shown})`;
}

/** Toggles `value` in a multiselect draft, keeping the schema's option order. */
export function toggle(
  field: MultiSelectField,
  draft: readonly string[],
  value: string,
  on: boolean,
): string[] {
  const chosen = new Set(draft);
  if (on) chosen.add(value);
  else chosen.delete(value);
  return field.options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}

/** Items per chain in `chained`. */
const CHAIN = 8;

/**
 * `items` as chains of templates, `link(before, item, index)` putting its item after the
 * ones `before` it: one comment marker an item, where a lit array costs two. lit builds a
 * chain from the innermost template out, so each item is moved (and its insertion steps run)
 * once more for every item after it; runs of eight, in an array, bound that at seven.
 */
export function chained<T>(
  items: readonly T[],
  link: (before: unknown, item: T, index: number) => TemplateResult,
): TemplateResult | TemplateResult[] {
  const runs: TemplateResult[] = [];
  let run: unknown = nothing;
  items.forEach((item, index) => {
    run = link(index % CHAIN ? run : nothing, item, index);
    if (index % CHAIN === CHAIN - 1 || index === items.length - 1) runs.push(run as TemplateResult);
  });
  return runs.length === 1 ? runs[0]! : runs;
}
