/**
 * The state of one field, built once per compiled form (`FormController.load`): its draft,
 * whether it was visited, whether a secret is shown and the errors it shows now. Its
 * `handleEvent` takes its controls' events (the form controller's `fieldEvents` hands them
 * on; a secret's Show button is bound to it), so a render makes no closure per field.
 */
import type { ContentIssue, FieldModel, MultiSelectField } from '@elicit-kit/core';
import { LongListState } from './long-list-state.js';
import { noteIds } from './notes.js';
import { isGroup, toggle, type ControlKind, type Draft } from './view.js';

/** What a field's state reports to: the form controller. */
export interface FieldOwner {
  /** Stores a draft the person typed, chose or cleared. */
  commit(state: FieldState, draft: Draft): void;
  /** Re-renders the form (a visit, a reveal, a filter). */
  requestUpdate(): void;
  /** Moves focus to `selector` in the form's shadow root after the next render. */
  focusAfterRender(target: { readonly selector: string }): void;
}

/**
 * What a field's state uses of its kind (`FieldKindView` in `kinds/kind.ts` extends it): the
 * form controller looks the kind up in the kind table and hands it over, so the state never
 * imports the kinds, and a new kind edits only the table.
 */
export interface FieldKindHandling<F extends FieldModel> {
  /** The control a person expects for this field. */
  layout(field: F): ControlKind;
  /** A control's event the kind handles itself (a picked file); true when handled. */
  handleEvent?(state: FieldState<F>, event: Event): boolean;
}

export class FieldState<F extends FieldModel = FieldModel> {
  /** The field model from the core. */
  readonly field: F;
  /** Id of the control (or of the first control of a group). */
  readonly id: string;
  /** The control the field's kind shows. */
  readonly layout: ControlKind;
  /** True when the field looks like a secret: warned about, never shown back or kept. */
  readonly sensitive: boolean;
  /** Ids of the notes the field has (`notes.ts`), for `aria-describedby`. */
  readonly noteIds: string;
  /** The filter, tab stop and window of a field shown as a long list. */
  readonly list: LongListState | undefined;
  /** What the control holds now. */
  draft: Draft;
  /** True once the field was left (blur): its errors show from then on. */
  touched = false;
  /** True while the person has a secret shown in clear text. */
  revealed = false;
  /** The errors the field shows now (set by the controller before each render). */
  errors: readonly ContentIssue[] = [];
  readonly #owner: FieldOwner;
  readonly #kind: FieldKindHandling<F>;

  constructor(
    field: F,
    index: number,
    sensitive: boolean,
    draft: Draft,
    owner: FieldOwner,
    kind: FieldKindHandling<F>,
  ) {
    this.field = field;
    this.id = `f${index}`;
    this.layout = kind.layout(field);
    this.sensitive = sensitive;
    this.noteIds = noteIds(field, this.id, sensitive);
    this.list = this.layout === 'long' ? new LongListState(this, owner) : undefined;
    this.draft = draft;
    this.#owner = owner;
    this.#kind = kind;
  }

  /** True when the field shows an error (bound as `aria-invalid=${state.invalid || nothing}`: `true`, or no attribute, the same as `false`, so a first render writes none). */
  get invalid(): boolean {
    return this.errors.length > 0;
  }

  /** Ids of the notes and the error shown now, for `aria-describedby` (may be empty). */
  get describedIds(): string {
    return this.invalid ? `${this.noteIds} ${this.id}-error`.trim() : this.noteIds;
  }

  /** What the control itself is described by: a group is described on its fieldset, a long list on its filter input. */
  get describedBy(): string {
    return isGroup(this.layout) && this.layout !== 'long' ? '' : this.describedIds;
  }

  /** Stores the person's new draft. */
  set(draft: Draft): void {
    this.#owner.commit(this, draft);
  }

  /**
   * An event of the field's controls: a blur marks the field as visited, a click shows or
   * masks a secret, an input or a change stores what the control now holds (a long list's
   * filter and options report to the list itself, `LongListState`).
   */
  handleEvent(event: Event): void {
    if (this.#kind.handleEvent?.(this, event)) return;
    if (event.type === 'blur') {
      if (this.touched) return;
      this.touched = true;
      // Leaving the field for a button must not move that button under the pointer before
      // the click lands (an error appearing above it would): the click's own render shows it.
      if ((event as FocusEvent).relatedTarget instanceof HTMLButtonElement) return;
    } else if (event.type === 'click') {
      this.revealed = !this.revealed;
    } else if (this.list) {
      return;
    } else {
      return this.set(this.#read(event.target as HTMLInputElement));
    }
    this.#owner.requestUpdate();
  }

  /** The draft a control holds: a radio's choice (Yes, No or an option, by the index in its id; past the last: "Not set"), a box, a `<select>`'s option, a text. */
  #read(control: HTMLInputElement): Draft {
    // A box's id is the field's, then `-index` past the first: `f3` is 0, `f3-2` is 2.
    const index = +control.id.slice(this.id.length + 1);
    const field = this.field as MultiSelectField;
    if (control.type === 'radio')
      return this.field.kind === 'boolean' ? [true, false][index] : field.options[index]?.value;
    if (this.layout === 'checkboxes') {
      const chosen = Array.isArray(this.draft) ? (this.draft as readonly string[]) : [];
      return toggle(field, chosen, field.options[index]!.value, control.checked);
    }
    if (control.type === 'checkbox') return control.checked;
    // A `<select>`'s "Not set" (value '') unsets, unless '' is an option.
    if (control.localName !== 'select' || control.value !== '') return control.value;
    return field.options.some((option) => option.value === '') ? '' : undefined;
  }
}
