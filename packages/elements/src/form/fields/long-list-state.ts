/**
 * The controller of one long option list (`./long-list.ts` renders it): the filter text,
 * the window of matching options and which option holds a multiselect's one tab stop;
 * built once per compiled form, it is the one listener of the list's controls.
 */
import type { FieldModel, FieldOption, MultiSelectField, SelectField } from '@elicit-kit/core';
import { toggle, type Draft } from './view.js';

/** The most options a long list renders at once; the filter narrows the rest. */
const WINDOW = 200;
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
function matchOptions(options: readonly FieldOption[], filter: string): OptionWindow {
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

/** What a long list reads and sets of its field (the field's `FieldState`). */
interface ListedField {
  readonly id: string;
  readonly field: FieldModel;
  readonly draft: Draft;
  set(draft: Draft): void;
}

/** What a long list reports to (the form controller). */
interface ListOwner {
  requestUpdate(): void;
  focusAfterRender(target: { readonly selector: string }): void;
}

export class LongListState {
  /** The filter text. */
  filter = '';
  /** The option value holding a multiselect's one tab stop, once one was focused. */
  rover: string | undefined;
  /** The options listed by the last render, in order (their inputs carry the index). */
  listed: readonly FieldOption[] = [];
  /** The chosen options as the last render found them (the first `CHIPS` are chips, carrying the index). */
  chosenOptions: readonly FieldOption[] = [];
  /** The chosen values as the last render found them. */
  #chosen: readonly string[] = [];
  readonly #field: ListedField & { readonly field: SelectField | MultiSelectField };
  readonly #owner: ListOwner;

  constructor(field: ListedField, owner: ListOwner) {
    this.#field = field as ListedField & { readonly field: SelectField | MultiSelectField };
    this.#owner = owner;
  }

  /**
   * What the list shows now: the options the filter matches, those listed (a single
   * choice outside the window stays first in it: with no checked radio in the group, Tab
   * would land on another one and an arrow key would silently replace the choice), what
   * is chosen, and the option holding a multiselect's tab stop.
   */
  prepare(): {
    readonly window: OptionWindow;
    readonly chosen: ReadonlySet<string>;
    readonly roving: string | undefined;
  } {
    const { field, draft } = this.#field;
    const multi = field.kind === 'multiselect';
    const window = matchOptions(field.options, this.filter);
    this.#chosen = multi
      ? Array.isArray(draft)
        ? (draft as readonly string[])
        : []
      : typeof draft === 'string'
        ? [draft]
        : [];
    const chosen = new Set(this.#chosen);
    this.chosenOptions = chosen.size
      ? field.options.filter((option) => chosen.has(option.value))
      : [];
    const first = this.chosenOptions[0];
    this.listed =
      !multi && first && !window.shown.includes(first) ? [first, ...window.shown] : window.shown;
    // A multiselect's window is one tab stop, not up to 200 (radios of a single select are one already).
    const roving = multi
      ? this.listed.some((option) => option.value === this.rover)
        ? this.rover
        : this.listed[0]?.value
      : undefined;
    return { window, chosen, roving };
  }

  /**
   * The one listener of the list's filter, options and chips (lit binds the object):
   * typing filters, Escape clears a filter first (as in any search box; only an empty one
   * cancels the ask); an option takes a multiselect's tab stop when focused, moves it with
   * arrows, Home and End, and is chosen on change ("Not set" carries no index); a chip
   * removes its option, and focus goes to its neighbour, or to the filter after the last.
   */
  handleEvent(event: Event): void {
    const control = event.currentTarget as HTMLInputElement;
    const { type, key } = event as KeyboardEvent;
    const index = Number(control.value);
    const { id, field } = this.#field;
    if (control.type === 'search') {
      if (type === 'keydown' && (key !== 'Escape' || this.filter === '')) return;
      event.preventDefault();
      this.filter = type === 'input' ? control.value : '';
    } else if (type === 'focus') {
      const value = this.listed[index]?.value;
      if (value === undefined || value === this.rover) return;
      this.rover = value;
    } else if (type === 'keydown') {
      const last = this.listed.length - 1;
      const next = (
        { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last } as {
          [key: string]: number;
        }
      )[key];
      if (next === undefined || next < 0 || next > last) return;
      event.preventDefault();
      (control.getRootNode() as ShadowRoot).getElementById(`${id}-o${next}`)?.focus();
      return;
    } else {
      const chip = control.localName === 'button';
      const value = (chip ? this.chosenOptions : this.listed)[index]?.value;
      if (chip) {
        const left = Math.min(this.chosenOptions.length - 1, CHIPS);
        this.#owner.focusAfterRender({
          selector:
            left > 0
              ? `#${id}-chips > li:nth-child(${Math.min(index, left - 1) + 1}) > button`
              : `#${id}`,
        });
      }
      const multi = field.kind === 'multiselect';
      this.#field.set(
        value === undefined
          ? undefined
          : multi
            ? toggle(field, this.#chosen, value, !chip && control.checked)
            : value,
      );
      return;
    }
    this.#owner.requestUpdate();
  }
}
