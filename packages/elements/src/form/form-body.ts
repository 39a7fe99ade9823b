/**
 * What `<elicit-form>` shows under its server line, as templates of the form's state: the
 * ask's own text (message, schema title and description, in the ask's language) and its
 * body: the fields and review with Review/Send, a confirmation without fields, or why the
 * schema cannot render; the live summary and the button bar.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  accept,
  cancel,
  decline,
  type CompiledForm,
  type ElicitFormParams,
  type ElicitResult,
} from '@elicit-kit/core';
import { renderActionBar, renderEditButton, renderStatus } from '../internal/card-markup.js';
import type { Ended } from '../internal/card-host.js';
import { plainText } from '../internal/text.js';
import type { FormController } from './form-controller.js';
import { askLanguage } from './fields/ask-language.js';
import { renderFields } from './fields/field.js';
import { displayText, type Translate } from './fields/view.js';
import { renderReview } from './review.js';
import { renderErrors, renderNotes } from './schema-notes.js';

/** What the body reads of its form: the element's settings, its state and what its buttons do. */
export interface FormView {
  readonly request: ElicitFormParams | undefined;
  readonly state: FormController;
  readonly busy: boolean;
  readonly embedded: boolean;
  readonly ended: Ended;
  readonly locale: string;
  readonly timeZone: string | undefined;
  readonly t: Translate;
  /** Answers the ask: Decline, Cancel, or a confirmation's Accept. */
  readonly respond: (result: ElicitResult) => void;
  /** Review, or Send from the review (the element's submit handler). */
  readonly onSubmit: (event: Event) => void;
  /** Back from the review to the fields. */
  readonly onEdit: () => void;
  /** Close, on an ended card. */
  readonly onClose: (() => void) | undefined;
}

/** The server's message, then the schema's title and description, each marked in the ask's language. */
export function renderAskText(
  request: ElicitFormParams | undefined,
  compiled: CompiledForm,
): TemplateResult {
  // Server JSON: a message that is no string shows nothing (`String()` throws on `{"toString": 1}`).
  const message = plainText(request?.message);
  const ask = askLanguage(request?._meta);
  return html`${message ? html`<p part="message" id="message"><bdi lang=${ask.lang ?? nothing} dir=${ask.dir ?? nothing}>${message}</bdi></p>` : nothing}
  ${compiled.title ? html`<p part="title"><bdi lang=${ask.lang ?? nothing} dir=${ask.dir ?? nothing}>${displayText(compiled.title)}</bdi></p>` : nothing}
  ${
    compiled.description
      ? html`<p part="description">
          <bdi lang=${ask.lang ?? nothing} dir=${ask.dir ?? nothing}
            >${displayText(compiled.description)}</bdi
          >
        </p>`
      : nothing
  }`;
}

/** The fields with their review, a confirmation, or why the schema cannot render. */
export function renderFormBody(view: FormView): TemplateResult {
  const compiled = view.state.compiled;
  return !compiled.ok
    ? renderUnrenderable(view, compiled)
    : compiled.fields.length === 0
      ? renderConfirm(view, compiled)
      : renderForm(view, compiled);
}

function renderUnrenderable(view: FormView, compiled: CompiledForm): TemplateResult {
  return html`<p part="warning">${view.t('ui.cannotRender')}</p>
    ${renderErrors(compiled.issues, view.locale)}${renderSummary(view)}${renderActions(view)}`;
}

function renderConfirm(view: FormView, compiled: CompiledForm): TemplateResult {
  // Grouped and named by the message, so focus on a button still announces the question.
  return html`<div
    class="confirm-group"
    role="group"
    aria-labelledby=${view.request?.message ? 'message' : nothing}
    aria-describedby="confirm-hint"
  >
    <p part="hint" id="confirm-hint">${view.t('ui.confirmOnly')}</p>
    ${renderNotes(compiled.issues, view.locale, view.t)}${renderSummary(view)}
    ${renderActions(
      view,
      html`<button
        type="button"
        part="accept"
        class="primary"
        ?disabled=${view.busy || !!view.ended}
        @click=${() => view.respond(accept({}))}
      >
        ${view.busy ? view.t('ui.sending') : view.t('ui.confirm')}
      </button>`,
    )}
  </div>`;
}

function renderForm(view: FormView, compiled: CompiledForm): TemplateResult {
  const reviewing = view.state.reviewing && !view.embedded;
  const acceptButton = html`<button
    type="submit"
    part="accept"
    class="primary"
    ?disabled=${view.busy || !!view.ended}
  >
    ${view.busy ? view.t('ui.sending') : view.t(reviewing ? 'ui.send' : 'ui.review')}
  </button>`;
  const edit = reviewing ? renderEditButton(view, view.onEdit) : undefined;
  return html`<form
    part="form"
    novalidate
    aria-labelledby=${view.request?.message ? 'message' : nothing}
    @submit=${view.onSubmit}
  >
    ${renderFields(view.state.fields, { locale: view.locale, t: view.t, disabled: view.busy, timeZone: view.timeZone || undefined, ask: askLanguage(view.request?._meta) }, reviewing, view.state.fieldEvents)}
    ${reviewing ? renderReview(compiled.fields, view.state.content(), view.t, view.state.sensitive) : nothing}
    ${renderNotes(compiled.issues, view.locale, view.t)}${renderSummary(view)}${renderActions(view, acceptButton, edit)}
  </form>`;
}

/** The polite live region: the error count after a submit attempt, or "Sending…". */
function renderSummary(view: FormView): TemplateResult {
  const text = view.busy && !view.embedded ? view.t('ui.sending') : view.state.errorSummary(view.t);
  return renderStatus('summary', text ? [text] : [], !!text && !view.busy);
}

function renderActions(
  view: FormView,
  primary?: TemplateResult,
  lead?: TemplateResult,
): TemplateResult | typeof nothing {
  if (view.embedded) return nothing;
  return renderActionBar({
    busy: view.busy,
    ended: view.ended,
    t: view.t,
    lead,
    onCancel: () => view.respond(cancel()),
    onDecline: () => view.respond(decline()),
    primary,
    onClose: view.onClose,
  });
}
