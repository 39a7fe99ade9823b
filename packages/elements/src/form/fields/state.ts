/**
 * The state of one field, built once per compiled form (`FormController.load`): its draft,
 * whether it was visited, whether a secret is shown, the errors it shows now, and the
 * handlers its controls bind. The handlers are made once here, so a render of the form
 * makes no closures per field; lit then sees the same listener and leaves it alone.
 */
import type { ContentIssue, FieldModel, MultiSelectField, SelectField } from '@elicit-kit/core';
import { viewOf } from '../kinds/index.js';
import { toggle } from './choice.js';
import { LongListState } from './long-list-state.js';
import { noteIds } from './notes.js';
import { isGroup, type ControlKind, type Draft } from './view.js';

/** What a field's state reports to: the form controller. */
export interface FieldOwner {
  /** Stores a draft the person typed, chose or cleared. */
  commit(state: FieldState, draft: Draft): void;
  /** Re-renders the form (a visit, a reveal, a filter). */
  requestUpdate(): void;
  /** Moves focus to `selector` in the form's shadow root after the next render. */
  focusLater(selector: string): void;
}

/** The input an event came from. */
const inputOf = (event: Event) => event.target as HTMLInputElement;

export class FieldState<F extends FieldModel = FieldModel> {
  /** The field model from the core. */
  readonly field: F;
  /** Id of the control (or of the first control of a group). */
  readonly id: string;
  /** The control the field's kind shows. */
  readonly layout: ControlKind;
  /** True when the field looks like a secret: warned about, never shown back or kept. */
  readonly sensitive: boolean;
  /** True for a secret text field: typed masked unless `revealed`. */
  readonly masked: boolean;
  /** The drafts of a group's choices, by the index a box carries as its value. */
  readonly choices: readonly Draft[];
  /** Ids of the notes the field has (`notes.ts`), for `aria-describedby`. */
  readonly noteIds: string;
  /** The filter, tab stop and window of a field shown as a long list. */
  readonly list: LongListState | undefined;
  /** What the control holds now. */
  draft: Draft;
  /** True once the field was left (blur): its errors show from then on. */
  touched = false;
  /** True while the person has a masked field shown in clear text. */
  revealed = false;
  /** The errors the field shows now (set by the controller before each render). */
  errors: readonly ContentIssue[] = [];
  readonly #owner: FieldOwner;

  constructor(field: F, index: number, sensitive: boolean, draft: Draft, owner: FieldOwner) {
    const kind = viewOf(field);
    this.field = field;
    this.id = `f${index}`;
    this.layout = kind.layout(field);
    this.sensitive = sensitive;
    this.masked = sensitive && field.kind === 'string';
    this.choices = kind.choices?.(field) ?? [];
    this.noteIds = noteIds(field, this.id, sensitive);
    this.list = this.layout === 'long' ? new LongListState(this, owner) : undefined;
    this.draft = draft;
    this.#owner = owner;
  }

  /** True when the field shows an error. */
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
  readonly set = (draft: Draft): void => this.#owner.commit(this, draft);

  /** An input's text becomes the draft (a date input reports one edit as `input` and `change`; the controller counts one). */
  readonly setText = (event: Event): void => this.set(inputOf(event).value);

  /** A single checkbox's state becomes the draft. */
  readonly setChecked = (event: Event): void => this.set(inputOf(event).checked);

  /** A radio of the group was chosen: its value is the index of its choice (past the last: "Not set"). */
  readonly pick = (event: Event): void => this.set(this.choices[Number(inputOf(event).value)]);

  /** A `<select>`'s choice becomes the draft: its "Not set" (value '') unsets, unless '' is an option. */
  readonly setSelected = (event: Event): void => {
    const picked = (event.target as HTMLSelectElement).value;
    const options = (this.field as FieldModel as SelectField).options;
    this.set(picked === '' && !options.some((option) => option.value === '') ? undefined : picked);
  };

  /** A checkbox of a multiselect was ticked or cleared: its value is the option's index. */
  readonly toggleOption = (event: Event): void => {
    const field = this.field as FieldModel as MultiSelectField;
    const chosen = Array.isArray(this.draft) ? (this.draft as readonly string[]) : [];
    const input = inputOf(event);
    this.set(toggle(field, chosen, field.options[Number(input.value)]!.value, input.checked));
  };

  /**
   * Marks the field as visited. Leaving it for a button must not move that button under
   * the pointer before the click lands (an error appearing above it would): the click's
   * own render shows it.
   */
  readonly touch = (event: FocusEvent): void => {
    if (this.touched) return;
    this.touched = true;
    if (!(event.relatedTarget instanceof HTMLButtonElement)) this.#owner.requestUpdate();
  };

  /** Shows a masked field in clear text, or masks it again. */
  readonly toggleReveal = (): void => {
    this.revealed = !this.revealed;
    this.#owner.requestUpdate();
  };
}
