import type { FieldModel } from '@elicit-kit/core';
import type { Draft } from '../form-controller.js';

/**
 * Server text made safe to show (the kit's one bidi rule, `internal/text.ts`). Render
 * the result with text bindings inside `<bdi>` only.
 */
export { neutralizeBidi as displayText } from '../../internal/text.js';

/** Everything a field renderer needs: the model, its ids, its draft and callbacks. */
export interface FieldView {
  /** The field model from the core. */
  readonly field: FieldModel;
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
  readonly t: (code: string, params?: { readonly [key: string]: string | number }) => string;
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
}

/** `aria-describedby`, or nothing when there is nothing to point at. */
export function describedBy(view: FieldView): string | undefined {
  return view.describedBy || undefined;
}
