import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { MultiSelectField, SelectField } from '@elicit-kit/core';
import { CHIPS } from './long-list-state.js';
import type { FieldState } from './state.js';
import { displayText, type FieldContext } from './view.js';

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count (a whole number: a length or a size) as people of `locale` write it ("50,000";
 * "50.000" in German). `locale` is the form's effective locale, never empty.
 */
function formatCount(value: number, locale: string): string {
  let format = countFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      format = new Intl.NumberFormat('en'); // an invalid tag reads as English
    }
    countFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * A filterable list for hundreds or thousands of options: a filter input, a window of
 * at most 200 matching options ("Showing N of M"), and the chosen options always
 * visible (removable chips for a multiselect, "Selected: …" for a single select). Its
 * state and handlers are the field's `LongListState`.
 */
export function renderLongList(
  state: FieldState<SelectField | MultiSelectField>,
  context: FieldContext,
): TemplateResult {
  const { field, id } = state;
  const list = state.list!;
  const { window, chosen, roving } = list.prepare();
  const multi = field.kind === 'multiselect';
  const { t, disabled } = context;
  const count = (value: number) => formatCount(value, context.locale);
  const status =
    window.total === 0
      ? t('ui.noMatches')
      : t('ui.shownCount', { shown: count(window.shown.length), total: count(window.total) });
  const chosenOptions = list.chosenOptions;
  // No whitespace beside a binding: it would be a text node of its own.
  return html`<label class="filter-label" for=${id} .textContent=${t('ui.filter')}></label>
    <input
      part="filter"
      id=${id}
      type="search"
      autocomplete="off"
      ?disabled=${disabled}
      aria-invalid=${state.invalid || nothing}
      aria-describedby=${`${id}-count ${state.describedBy}`.trim()}
      aria-controls=${`${id}-list`}
      .value=${live(list.filter)}
      @input=${list}
      @keydown=${list}
    />
    <p part="count" id=${`${id}-count`} role="status" .textContent=${status}></p>${
      multi
        ? html`<p part="selected" .textContent=${t('ui.selectedCount', { count: chosen.size, formatted: count(chosen.size) })}></p>${
            chosenOptions.length
              ? html`<ul part="chips" id=${`${id}-chips`}>${chosenOptions.slice(0, CHIPS).map(
                  (option, index) => html`<li>
                <button
                  type="button"
                  part="chip"
                  value=${index}
                  ?disabled=${disabled}
                  aria-label=${t('ui.remove', { label: displayText(option.label) })}
                  @click=${list}
                ><bdi .textContent=${displayText(option.label)}></bdi> <span aria-hidden="true">×</span></button>
              </li>`,
                )}</ul>`
              : nothing
          }`
        : chosenOptions[0]
          ? html`<p part="selected" .textContent=${t('ui.selected', { label: displayText(chosenOptions[0].label) })}></p>`
          : nothing
    }<div part="list" id=${`${id}-list`}>${
      !multi && !field.required
        ? html`<label part="option" class="option">
            <input type="radio" name=${`${id}-options`} ?disabled=${disabled} .checked=${live(chosen.size === 0)} value="-1" @change=${list} />
            <span .textContent=${t('ui.unset')}></span>
          </label>`
        : nothing
    }${list.listed.map(
      (option, index) => html`<label part="option" class="option">
          <input
            type=${multi ? 'checkbox' : 'radio'}
            id=${`${id}-o${index}`}
            value=${index}
            tabindex=${multi ? (option.value === roving ? '0' : '-1') : nothing}
            @focus=${multi ? list : nothing}
            @keydown=${multi ? list : nothing}
            name=${`${id}-options`}
            ?disabled=${disabled}
            .checked=${live(chosen.has(option.value))}
            @change=${list}
          />
          <bdi .textContent=${displayText(option.label)}></bdi>
        </label>`,
    )}</div>`;
}
