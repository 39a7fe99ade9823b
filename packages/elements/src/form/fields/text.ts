import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { defaultTimeZone, timeZoneOffset, type NumberField, type StringField } from '@elicit-kit/core';
import { describedBy, type FieldView } from './view.js';

/** Longer answers than this get a multi-line `<textarea>`. */
const TEXTAREA_FROM = 200;

const inputTypes = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;

/** The text of an input event's target. */
function valueOf(event: Event): string {
  return (event.target as HTMLInputElement | HTMLTextAreaElement).value;
}

/**
 * A string field: `type=email`, `url`, `date` (its value already is `YYYY-MM-DD`),
 * `datetime-local` with the time zone shown, a `<textarea>` when `maxLength` allows
 * more than 200 characters, else a text input.
 */
export function renderText(view: FieldView, field: StringField): TemplateResult {
  const value = typeof view.draft === 'string' ? view.draft : '';
  const common = {
    id: view.id,
    describedBy: describedBy(view),
    invalid: view.invalid ? 'true' : 'false',
  };
  if (!field.format && field.maxLength !== undefined && field.maxLength > TEXTAREA_FROM) {
    return html`<textarea
      part="input"
      id=${common.id}
      rows="4"
      ?required=${field.required}
      ?disabled=${view.disabled}
      aria-invalid=${common.invalid}
      aria-describedby=${ifDefined(common.describedBy)}
      .value=${live(value)}
      @input=${(event: Event) => view.set(valueOf(event))}
      @blur=${view.touch}
    ></textarea>`;
  }
  const type = field.format ? inputTypes[field.format] : 'text';
  const input = html`<input
    part="input"
    id=${common.id}
    type=${type}
    autocomplete="off"
    ?required=${field.required}
    ?disabled=${view.disabled}
    aria-invalid=${common.invalid}
    aria-describedby=${ifDefined(common.describedBy)}
    .value=${live(value)}
    @input=${(event: Event) => view.set(valueOf(event))}
    @change=${(event: Event) => view.set(valueOf(event))}
    @blur=${view.touch}
  />`;
  if (field.format !== 'date-time') return input;
  return html`${input}
    <p part="hint zone" id=${`${view.id}-tz`}>
      ${view.t('ui.timeZone', { zone: zoneLabel(view) })}
    </p>`;
}

/** The zone date-times are entered in, with its offset now (`Europe/Berlin (UTC+01:00)`). */
function zoneLabel(view: FieldView): string {
  const zone = view.timeZone ?? defaultTimeZone();
  const offset = timeZoneOffset(zone);
  return offset === undefined ? zone : view.t('ui.timeZoneLabel', { zone, offset });
}

/**
 * A number or integer field: a text input with a numeric keyboard, read through core
 * `parseLocaleNumber` so partial input (`-`, `1.`) survives and a decimal comma works
 * where the locale uses one (a native `type=number` would drop both).
 */
export function renderNumber(view: FieldView, field: NumberField): TemplateResult {
  const value = typeof view.draft === 'string' ? view.draft : '';
  return html`<input
    part="input"
    id=${view.id}
    type="text"
    inputmode=${field.kind === 'integer' && (field.minimum ?? -1) >= 0 ? 'numeric' : 'decimal'}
    autocomplete="off"
    ?required=${field.required}
    ?disabled=${view.disabled}
    aria-invalid=${view.invalid ? 'true' : 'false'}
    aria-describedby=${ifDefined(describedBy(view))}
    .value=${live(value)}
    @input=${(event: Event) => view.set(valueOf(event))}
    @blur=${view.touch}
  />`;
}
