import type { FieldModel, FieldOption } from '@elicit-kit/core';
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
export type Draft = string | boolean | readonly string[] | undefined;

/** Kit text in the form's locale. */
export type Translate = (code: UiMessageCode, params?: { readonly [key: string]: string | number }) => string;

/** How a field is shown; groups get a `<fieldset>` and `<legend>`, the rest a `<label for>`. */
export type ControlKind = 'input' | 'checkbox' | 'select' | 'radios' | 'checkboxes' | 'long';

/** True for kinds rendered as a `<fieldset>` group. */
export function isGroup(kind: ControlKind): boolean {
  return kind === 'radios' || kind === 'checkboxes' || kind === 'long';
}

/** Everything a control needs: the model, its ids, its draft and callbacks. */
export interface FieldView<F extends FieldModel = FieldModel> {
  /** The field model from the core. */
  readonly field: F;
  /** Id of the control (or of the first control of a group). */
  readonly id: string;
  /** The current draft. */
  readonly draft: Draft;
  /** True when the field shows an error. */
  readonly invalid: boolean;
  /** Ids of the hint, warning and error, for `aria-describedby` (may be empty). */
  readonly describedBy: string;
  /** The locale of kit strings. */
  readonly locale: string;
  /** True while buttons and controls are locked. */
  readonly disabled: boolean;
  /** A kit string in the form's locale. */
  readonly t: Translate;
  /** Stores the person's new draft. */
  readonly set: (draft: Draft) => void;
  /** Marks the field as visited (the blur event). */
  readonly touch: (event: FocusEvent) => void;
  /** The filter text of a long list. */
  readonly filter: string;
  /** Stores the filter text of a long list. */
  readonly setFilter: (text: string) => void;
  /** The option value holding a long multiselect's one tab stop, if one was focused. */
  readonly rover: string | undefined;
  /** Moves a long multiselect's tab stop to the option with `value`. */
  readonly setRover: (value: string) => void;
  /** Moves focus to `selector` in the form's shadow root after the next render. */
  readonly focusLater: (selector: string) => void;
  /** The IANA zone date-times are entered in, if not the runtime's. */
  readonly timeZone: string | undefined;
  /** True for a secret text field: typed masked unless `revealed`. */
  readonly masked: boolean;
  /** True while the person has a masked field shown in clear text. */
  readonly revealed: boolean;
  /** Shows or masks a masked field again. */
  readonly toggleReveal: () => void;
}

/** An option's label, with its wire value when that differs, so people see what is sent. */
export function optionWithValue(options: readonly FieldOption[], value: string): string {
  // The value is server text too: the review is the person's last check, never spoofable.
  const shown = displayText(value);
  const option = options.find((candidate) => candidate.value === value);
  const label = option ? displayText(option.label) : shown;
  return label === shown ? shown : `${label} (${shown})`;
}
