import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { FieldOption, MultiSelectField, SelectField } from '@elicit-kit/core';
import { optionText, toggle } from './choice.js';
import { displayText, type FieldView } from './view.js';

/** The most options a long list renders at once; the filter narrows the rest. */
export const WINDOW = 200;
/** The most chosen options shown as removable chips; the count covers the rest. */
const CHIPS = 50;

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

const countFormats = new Map<string, Intl.NumberFormat>();

/** A whole count as people of `locale` write it ("50,000"; "50.000" in German). */
export function formatCount(value: number, locale: string): string {
  let format = countFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale || undefined, { maximumFractionDigits: 0 });
    } catch {
      format = new Intl.NumberFormat('en', { maximumFractionDigits: 0 }); // an invalid tag reads as English
    }
    countFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The options matching `filter` (case-insensitive, in label or value): the first
 * `WINDOW` of them and how many match in all. One pass, no sorting, so 50,000 options
 * filter in a few milliseconds.
 */
export function matchOptions(
  options: readonly FieldOption[],
  filter: string,
): { readonly shown: readonly FieldOption[]; readonly total: number } {
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

/**
 * A filterable list for hundreds or thousands of options: a filter input, a window of
 * at most 200 matching options ("Showing N of M"), and the chosen options always
 * visible (removable chips for a multiselect, "Selected: …" for a single select).
 */
export function renderLongList(view: FieldView<SelectField | MultiSelectField>): TemplateResult {
  const { field } = view;
  const { shown, total } = matchOptions(field.options, view.filter);
  const multi = field.kind === 'multiselect';
  const chosen: readonly string[] = multi
    ? Array.isArray(view.draft) ? (view.draft as readonly string[]) : []
    : typeof view.draft === 'string' ? [view.draft] : [];
  const chosenSet = new Set(chosen);
  const chosenOptions = chosen.length ? field.options.filter((option) => chosenSet.has(option.value)) : [];
  // A single choice outside the window stays first in it: with no checked radio in the
  // group, Tab would land on another one and an arrow key would silently replace the choice.
  const listed = !multi && chosenOptions[0] && !shown.includes(chosenOptions[0]) ? [chosenOptions[0], ...shown] : shown;
  const countId = `${view.id}-count`;
  // A multiselect's window is one tab stop, not up to 200: arrows move within it (radios
  // of a single select are one tab stop already).
  const roving = multi ? (listed.some((option) => option.value === view.rover) ? view.rover : listed[0]?.value) : undefined;
  const move = (event: KeyboardEvent, index: number) => {
    const last = listed.length - 1;
    const keys: { [key: string]: number } = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last };
    const next = keys[event.key];
    if (next === undefined || next < 0 || next > last) return;
    event.preventDefault();
    ((event.currentTarget as HTMLElement).getRootNode() as ShadowRoot).getElementById(`${view.id}-o${next}`)?.focus();
  };
  const pick = (value: string, on: boolean) =>
    view.set(multi ? toggle(field as MultiSelectField, chosen, value, on) : on ? value : undefined);
  const count = (value: number) => formatCount(value, view.locale);
  const status =
    total === 0 ? view.t('ui.noMatches') : view.t('ui.shownCount', { shown: count(shown.length), total: count(total) });
  return html`<div class="long">
    <label class="filter-label" for=${view.id}>${view.t('ui.filter')}</label>
    <input
      part="filter"
      id=${view.id}
      type="search"
      autocomplete="off"
      ?disabled=${view.disabled}
      aria-invalid=${view.invalid ? 'true' : 'false'}
      aria-describedby=${`${countId} ${view.describedBy}`.trim()}
      aria-controls=${`${view.id}-list`}
      .value=${live(view.filter)}
      @input=${(event: Event) => view.setFilter((event.target as HTMLInputElement).value)}
      @keydown=${(event: KeyboardEvent) => {
        // Escape clears a filter first, as in any search box; only an empty one cancels the ask.
        if (event.key !== 'Escape' || view.filter === '') return;
        event.preventDefault();
        view.setFilter('');
      }}
      @blur=${view.touch}
    />
    <p part="count" class="count" id=${countId} role="status">${status}</p>
    ${multi
      ? html`<p part="selected" class="selected">${view.t('ui.selectedCount', { count: chosen.length, formatted: count(chosen.length) })}</p>
          ${chosenOptions.length
            ? html`<ul part="chips" class="chips" id=${`${view.id}-chips`}>
                ${chosenOptions.slice(0, CHIPS).map(
                  (option, index) => html`<li>
                    <button
                      type="button"
                      part="chip"
                      ?disabled=${view.disabled}
                      aria-label=${view.t('ui.remove', { label: displayText(option.label) })}
                      @click=${() => {
                        // The removed chip's button goes away: focus its neighbour, or the filter after the last one.
                        const left = Math.min(chosenOptions.length - 1, CHIPS);
                        view.focusLater(
                          left > 0 ? `#${view.id}-chips > li:nth-child(${Math.min(index, left - 1) + 1}) > button` : `#${view.id}`,
                        );
                        pick(option.value, false);
                      }}
                    >
                      ${optionText(option)} <span aria-hidden="true">×</span>
                    </button>
                  </li>`,
                )}
              </ul>`
            : nothing}`
      : chosenOptions[0]
        ? html`<p part="selected" class="selected">
            ${view.t('ui.selected', { label: displayText(chosenOptions[0].label) })}
          </p>`
        : nothing}
    <div part="list" class="list" id=${`${view.id}-list`}>
      ${!multi && !field.required
        ? html`<label part="option" class="option">
            <input
              type="radio"
              name=${`${view.id}-options`}
              ?disabled=${view.disabled}
              .checked=${live(chosen.length === 0)}
              @change=${() => view.set(undefined)}
            />
            <span>${view.t('ui.unset')}</span>
          </label>`
        : nothing}
      ${listed.map(
        (option, index) => html`<label part="option" class="option">
          <input
            type=${multi ? 'checkbox' : 'radio'}
            id=${`${view.id}-o${index}`}
            tabindex=${multi ? (option.value === roving ? '0' : '-1') : nothing}
            @focus=${multi ? () => view.setRover(option.value) : nothing}
            @keydown=${multi ? (event: KeyboardEvent) => move(event, index) : nothing}
            name=${`${view.id}-options`}
            ?disabled=${view.disabled}
            .checked=${live(chosenSet.has(option.value))}
            @change=${(event: Event) => pick(option.value, (event.target as HTMLInputElement).checked)}
            @blur=${view.touch}
          />
          <span>${optionText(option)}</span>
        </label>`,
      )}
    </div>
  </div>`;
}
