/**
 * The controller of one long option list (`./long-list.ts` renders it): the filter text,
 * the window of matching options, which option holds a multiselect's one tab stop, and
 * the handlers its filter, options and chips bind, made once per compiled form.
 */
import type { FieldOption, MultiSelectField, SelectField } from '@elicit-kit/core';
import { toggle } from './choice.js';
import type { FieldOwner, FieldState } from './state.js';

/** The most options a long list renders at once; the filter narrows the rest. */
export const WINDOW = 200;
/** The most chosen options shown as removable chips; the count covers the rest. */
export const CHIPS = 50;

/** Lower-cased label and value of every option, built once per field model. */
const searchText = new WeakMap<readonly FieldOption[], readonly string[]>();

function haystack(options: readonly FieldOption[]): readonly string[] {
  let texts = searchText.get(options);
  if (!texts) {
    texts = options.map((option) => `${option.label}\n${option.value}`.toLowerCase());
    searchText.set(options, texts);
  }
  return texts;
}

/** The options a filter matches: the first `WINDOW` of them and how many match in all. */
export interface OptionWindow {
  readonly shown: readonly FieldOption[];
  readonly total: number;
}

/**
 * The options matching `filter` (case-insensitive, in label or value): the first
 * `WINDOW` of them and how many match in all. One pass, no sorting, so 50,000 options
 * filter in a few milliseconds.
 */
export function matchOptions(options: readonly FieldOption[], filter: string): OptionWindow {
  const needle = filter.trim().toLowerCase();
  if (!needle) return { shown: options.slice(0, WINDOW), total: options.length };
  const texts = haystack(options);
  const shown: FieldOption[] = [];
  let total = 0;
  for (let i = 0; i < texts.length; i++) {
    if (!texts[i]!.includes(needle)) continue;
    total++;
    if (shown.length < WINDOW) shown.push(options[i]!);
  }
  return { shown, total };
}

/** The index an option input or chip button carries as its value. */
const indexOf = (event: Event) => Number((event.currentTarget as HTMLInputElement | HTMLButtonElement).value);

export class LongListState {
  /** The filter text. */
  filter = '';
  /** The option value holding a multiselect's one tab stop, once one was focused. */
  rover: string | undefined;
  /** The options listed by the last render, in order (their inputs carry the index). */
  listed: readonly FieldOption[] = [];
  /** The chosen options as the last render found them (the first `CHIPS` are chips). */
  chosenOptions: readonly FieldOption[] = [];
  readonly #field: FieldState;
  readonly #owner: FieldOwner;
  /** The last window and the filter it was matched for: a render that did not change the filter does not filter again. */
  #matched: { readonly filter: string; readonly window: OptionWindow } | undefined;

  constructor(field: FieldState, owner: FieldOwner) {
    this.#field = field;
    this.#owner = owner;
  }

  get #model(): SelectField | MultiSelectField {
    return this.#field.field as SelectField | MultiSelectField;
  }

  /** The options the current filter matches (matched again only when the filter changed). */
  window(): OptionWindow {
    if (this.#matched?.filter !== this.filter) this.#matched = { filter: this.filter, window: matchOptions(this.#model.options, this.filter) };
    return this.#matched.window;
  }

  /**
   * What the list shows now: the window, the options listed (a single choice outside the
   * window stays first in it: with no checked radio in the group, Tab would land on
   * another one and an arrow key would silently replace the choice), what is chosen, and
   * the option holding a multiselect's tab stop.
   */
  prepare(): { readonly window: OptionWindow; readonly chosen: ReadonlySet<string>; readonly roving: string | undefined } {
    const window = this.window();
    const chosen = this.chosen();
    const chosenSet = new Set(chosen);
    const multi = this.#model.kind === 'multiselect';
    this.chosenOptions = chosen.length ? this.#model.options.filter((option) => chosenSet.has(option.value)) : [];
    const first = this.chosenOptions[0];
    this.listed = !multi && first && !window.shown.includes(first) ? [first, ...window.shown] : window.shown;
    // A multiselect's window is one tab stop, not up to 200 (radios of a single select are one already).
    const roving = multi ? (this.listed.some((option) => option.value === this.rover) ? this.rover : this.listed[0]?.value) : undefined;
    return { window, chosen: chosenSet, roving };
  }

  /** The chosen option values, in the schema's order for a multiselect. */
  chosen(): readonly string[] {
    const draft = this.#field.draft;
    if (this.#model.kind === 'multiselect') return Array.isArray(draft) ? (draft as readonly string[]) : [];
    return typeof draft === 'string' ? [draft] : [];
  }

  #setFilter(text: string): void {
    this.filter = text;
    this.#owner.requestUpdate();
  }

  #pick(value: string, on: boolean): void {
    this.#field.set(this.#model.kind === 'multiselect' ? toggle(this.#model, this.chosen(), value, on) : on ? value : undefined);
  }

  readonly onFilterInput = (event: Event): void => this.#setFilter((event.target as HTMLInputElement).value);

  /** Escape clears a filter first, as in any search box; only an empty one cancels the ask. */
  readonly onFilterKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || this.filter === '') return;
    event.preventDefault();
    this.#setFilter('');
  };

  /** A focused option of a multiselect takes the tab stop. */
  readonly onOptionFocus = (event: Event): void => {
    const value = this.listed[indexOf(event)]?.value;
    if (value === undefined || value === this.rover) return;
    this.rover = value;
    this.#owner.requestUpdate();
  };

  /** Arrows, Home and End move between a multiselect's options (one tab stop for the window). */
  readonly onOptionKeydown = (event: KeyboardEvent): void => {
    const index = indexOf(event);
    const last = this.listed.length - 1;
    const keys: { [key: string]: number } = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last };
    const next = keys[event.key];
    if (next === undefined || next < 0 || next > last) return;
    event.preventDefault();
    ((event.currentTarget as HTMLElement).getRootNode() as ShadowRoot).getElementById(`${this.#field.id}-o${next}`)?.focus();
  };

  readonly onOptionChange = (event: Event): void => {
    const option = this.listed[indexOf(event)];
    if (option) this.#pick(option.value, (event.currentTarget as HTMLInputElement).checked);
  };

  readonly clear = (): void => this.#field.set(undefined);

  /** Removes a chip's option; its button goes away, so focus goes to its neighbour, or to the filter after the last one. */
  readonly onChipClick = (event: Event): void => {
    const index = indexOf(event);
    const option = this.chosenOptions[index];
    if (!option) return;
    const left = Math.min(this.chosenOptions.length - 1, CHIPS);
    const id = this.#field.id;
    this.#owner.focusLater(left > 0 ? `#${id}-chips > li:nth-child(${Math.min(index, left - 1) + 1}) > button` : `#${id}`);
    this.#pick(option.value, false);
  };
}
