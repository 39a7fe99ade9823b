/**
 * Text fields: `type=email`, `url`, `date` (its value already is `YYYY-MM-DD`),
 * `datetime-local` with the time zone shown (sent in UTC unless the host keeps the offset),
 * a masked input with a Show toggle for secrets, a `<textarea>` when `maxLength` allows
 * more than 200 characters, else a text input.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  defaultTimeZone,
  localDateTimeToWire,
  timeZoneOffset,
  wireDateTimeToLocal,
  type StringField,
} from '@elicit-kit/core';
import type { FieldState } from '../fields/state.js';
import { displayText, type FieldContext } from '../fields/view.js';
import type { FieldKindView } from './kind.js';

/** Longer answers than this get a multi-line `<textarea>`. */
const TEXTAREA_FROM = 200;

const inputTypes = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
} as const;

/** The zone date-times are entered in, with its offset now (`Europe/Berlin (UTC+01:00)`). */
function zoneLabel(context: FieldContext): string {
  const zone = context.timeZone ?? defaultTimeZone();
  const offset = timeZoneOffset(zone);
  return offset === undefined ? zone : context.t('ui.timeZoneLabel', { zone, offset });
}

function render(state: FieldState<StringField>, context: FieldContext): TemplateResult {
  const { field, id } = state;
  const value = typeof state.draft === 'string' ? state.draft : '';
  if (!field.format && field.maxLength !== undefined && field.maxLength > TEXTAREA_FROM) {
    return html`<textarea
      part="input"
      id=${id}
      rows="4"
      ?required=${field.required}
      ?disabled=${context.disabled}
      aria-invalid=${state.invalid || nothing}
      aria-describedby=${state.describedBy || nothing}
      .value=${live(value)}
    ></textarea>`;
  }
  const input = html`<input
    part="input"
    id=${id}
    type=${state.sensitive && !state.revealed ? 'password' : field.format ? inputTypes[field.format] : 'text'}
    autocomplete="off"
    ?required=${field.required}
    ?disabled=${context.disabled}
    aria-invalid=${state.invalid || nothing}
    aria-describedby=${state.describedBy || nothing}
    .value=${live(value)}
  />`;
  // A toggle button, not a checkbox: its pressed state says whether the text shows.
  if (state.sensitive) {
    return html`<div class="secret-row">${input}<button
        type="button"
        part="reveal"
        aria-controls=${id}
        aria-pressed=${state.revealed ? 'true' : 'false'}
        ?disabled=${context.disabled}
        @click=${state}
      >${context.t('ui.reveal')}</button></div>`;
  }
  if (field.format !== 'date-time') return input;
  return html`${input}<p part="hint zone" id=${`${id}-tz`} .textContent=${context.t('ui.timeZone', { zone: zoneLabel(context) })}></p>`;
}

export const stringView: FieldKindView<StringField> = {
  layout: () => 'input',
  render,
  toDraft(field, value, env) {
    if (typeof value !== 'string') return undefined;
    return field.format === 'date-time'
      ? (wireDateTimeToLocal(value, env.timeZone) ?? value)
      : value;
  },
  toValue(field, draft, env, initial) {
    if (typeof draft !== 'string' || draft === '') return undefined;
    if (field.format !== 'date-time') return draft;
    // An untouched default goes back byte for byte, not re-expressed in the local zone.
    if (initial?.draft === draft) return initial.value;
    return (
      localDateTimeToWire(draft, env.timeZone, { offset: env.dateTimeOffset ?? 'utc' }) ?? draft
    );
  },
  review: (_field, value) => displayText(String(value)),
};
