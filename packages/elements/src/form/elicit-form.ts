import {
  html,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import {
  accept,
  cancel,
  type CompiledForm,
  type ElicitContent,
  type ElicitFormParams,
  type ElicitResult,
} from '@elicit-kit/core';
import { ElicitElement } from '../internal/elicit-element.js';
import { CardController, renderServerLine, serverSentence } from '../internal/card-controller.js';
import { cardStyles } from '../styles/host.styles.js';
import { ElicitResponseEvent } from '../events/elicit-response.js';
import { ElicitChangeEvent } from '../events/elicit-change.js';
import { FormController } from './form-controller.js';
import { renderAskText, renderFormBody } from './form-body.js';
import { sentText } from './review.js';
import { formStyles } from './elicit-form.styles.js';
import { DraftsController, type DraftFields } from '../internal/drafts-controller.js';

/**
 * One form-mode ask: the server's message, a control per field, validation through the
 * core, a review of exactly what will be sent, and Accept / Decline / Cancel.
 *
 * @summary Renders a form-mode elicitation and answers it with an `ElicitResult`.
 *
 * @fires elicit-response - `ElicitResponseEvent`; `detail` is the `ElicitResult`
 *   (`accept` with content, `decline` or `cancel`). One per user action, never for
 *   property changes; the form sets `busy` right after firing.
 * @fires elicit-dismiss - `ElicitDismissEvent` (no detail) when the person presses Close on an ended card.
 * @fires elicit-change - `ElicitChangeEvent` (no detail) when the person changes a field's
 *   value; read `content` or `checkValidity()` for a live preview. Not for filter text or
 *   property changes.
 *
 * @csspart card - The card around everything.
 * @csspart server - The "… asks" line naming the server.
 * @csspart message - The server's message.
 * @csspart title - The schema's root `title`, if any.
 * @csspart description - The schema's root `description`, if any.
 * @csspart form - The `<form>` element.
 * @csspart field - One field (`data-name` is its property name).
 * @csspart label - A field's label or legend.
 * @csspart required - The "required" mark in a label.
 * @csspart hint - A field's description, rules and notes.
 * @csspart key - The property name under its label (with `hint`).
 * @csspart zone - The time-zone note of a date-time field (with `hint`).
 * @csspart reveal - A secret's Show toggle.
 * @csspart input - A text, number, date, select or single checkbox control.
 * @csspart option - One radio or checkbox with its label.
 * @csspart filter - The filter input of a long option list.
 * @csspart count - "Showing N of M" of a long list.
 * @csspart selected - What is chosen in a long list.
 * @csspart chips - The removable chosen options of a long multiselect.
 * @csspart chip - One removable chosen option.
 * @csspart list - The scrolling window of options of a long list.
 * @csspart error - A field's error text.
 * @csspart drop - A file field's drop zone, with the file input over it.
 * @csspart file-input - A file field's native file input (with `input`), invisible over the drop zone.
 * @csspart file-button - The "Choose a file" face of the drop zone.
 * @csspart file-status - What a file field accepts and the chosen file (with `hint`).
 * @csspart file-chosen - The chosen file: thumbnail, name, type, size, Remove.
 * @csspart file-thumbnail - An image file's thumbnail.
 * @csspart file-remove - The Remove button of a chosen file.
 * @csspart warning - A warning: a field that looks like a secret, or an unrenderable schema.
 * @csspart issues - The reasons an unrenderable schema cannot be shown.
 * @csspart notes - The discreet list of tolerated schema deviations.
 * @csspart summary - The polite live region announcing errors and sending.
 * @csspart review - The review panel.
 * @csspart actions - The button bar.
 * @csspart accept - Review (opens the review), Send (in the review) or Confirm.
 * @csspart edit - Back from the review to the fields.
 * @csspart decline - The Decline button.
 * @csspart cancel - The Cancel button.
 * @csspart close - Close, once the ask expired or was withdrawn: collapses the card to its `receipt` line.
 * @csspart countdown - Time left before `deadline`.
 * @csspart deadline - Deadline status: time running out, expired, withdrawn.
 * @csspart receipt - The one-line receipt, or the line an ended card (`ended`) collapses to.
 *
 * @cssstate expired - The deadline passed and the card says so (also the `expired` attribute).
 * @cssstate withdrawn - The host withdrew the ask and the card says so (also the `withdrawn` attribute).
 *
 * @cssproperty --elicit-color-surface - Card background.
 * @cssproperty --elicit-color-surface-raised - Review and input backgrounds.
 * @cssproperty --elicit-color-text - Text colour.
 * @cssproperty --elicit-color-text-muted - Server line, hints, counts.
 * @cssproperty --elicit-color-border - Control borders.
 * @cssproperty --elicit-color-border-subtle - Card and list borders.
 * @cssproperty --elicit-color-primary - The accept button and chosen chips.
 * @cssproperty --elicit-color-on-primary - Text on the primary colour.
 * @cssproperty --elicit-color-focus - Focus ring.
 * @cssproperty --elicit-color-danger - Errors.
 * @cssproperty --elicit-color-danger-surface - Error summary background.
 * @cssproperty --elicit-color-warning - Warnings.
 * @cssproperty --elicit-color-warning-surface - Warning background.
 * @cssproperty --elicit-radius - Card corner radius.
 * @cssproperty --elicit-radius-small - Control corner radius.
 * @cssproperty --elicit-space - Spacing unit.
 * @cssproperty --elicit-font-family - Font.
 * @cssproperty --elicit-font-size - Base font size.
 * @cssproperty --elicit-focus-width - Focus ring width.
 * @cssproperty --elicit-list-height - Height of a long option list (default 16rem).
 */
export class ElicitForm extends ElicitElement {
  static override styles = [ElicitElement.styles, cardStyles, formStyles];
  static override properties: PropertyDeclarations = {
    request: { attribute: false },
    busy: { type: Boolean, reflect: true },
    embedded: { type: Boolean, reflect: true },
    timeZone: { attribute: 'time-zone' },
    dateTimeOffset: { attribute: 'date-time-offset' },
    values: { attribute: false },
  };

  /** The ask's `params`: `{ mode?: 'form', message, requestedSchema? }`. */
  request: ElicitFormParams | undefined;

  /**
   * The content to start from (field name → value), over the schema's defaults: a draft to
   * pre-fill (what was sent before, the host's own data) without rewriting the server's
   * schema. Taken as a default is: a value of the wrong type for its field, or not one of its
   * options, is ignored; one out of range is shown with its error. A saved draft
   * (`persistKey`) wins over it. Setting it starts the form again from it.
   */
  values: ElicitContent | undefined;

  /** Locks every button and shows "Sending…"; set by the form when it fires, cleared by the host on failure. */
  busy = false;

  /** Inside `<elicit-round>`: no server line, no buttons, no review; the round calls `reportValidity()` and `content`. */
  embedded = false;

  /** IANA time zone of date-time fields (`Europe/Berlin`); unset uses the browser's. */
  timeZone: string | undefined;

  /** Date-times sent in `'utc'` (default, `Z`) or with the `'local'` offset. */
  dateTimeOffset: 'utc' | 'local' | undefined;

  readonly #state = new FormController(this, () => {
    // With `persistKey`: saves the draft (the drafts controller leaves out every secret-looking field).
    this.#drafts.saveFields(this.#draftFields);
    this.dispatchEvent(new ElicitChangeEvent());
  });
  readonly #card = new CardController(this, () => this.#respond(cancel()));
  readonly #drafts = new DraftsController(this, 'elicit-response');

  /** The locale numbers are typed in (the form's locale). */
  get numberLocale(): string {
    return this.effectiveLocale;
  }

  /** The compiled `requestedSchema` (core `compileSchema`). */
  get compiled(): CompiledForm {
    return this.#state.compiled;
  }

  /** What Accept would send right now: core `accept(values, form).content`. */
  get content(): ElicitContent {
    return accept(this.#state.content(), this.#state.compiled).content ?? {};
  }

  /**
   * True when Accept could send now (core `validateContent` over what was typed, so an
   * unparsable number counts too). Shows nothing and moves no focus; false for a schema
   * that cannot be rendered.
   */
  checkValidity(): boolean {
    return this.#state.valid();
  }

  /**
   * Validates through core `validateContent`, shows every error, announces the
   * summary and focuses the first invalid field. True when the content may be sent;
   * always false for a schema that cannot be rendered.
   */
  reportValidity(): boolean {
    return this.#state.report();
  }

  /** Settles once the controls a field loads on demand (a file field's) are rendered too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const updated = await super.getUpdateComplete();
    await this.#state.controlsLoaded;
    return (await super.getUpdateComplete()) && updated;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('request') || changed.has('values')) {
      this.#state.load(this.request?.requestedSchema, this.values);
      this.#drafts.restoreFields(this.#draftFields, (name, draft) =>
        this.#state.restore(name, draft),
      );
    }
    this.#state.judge();
  }

  /** The fields as the drafts controller reads them (`persistKey`). */
  get #draftFields(): DraftFields {
    const state = this.#state;
    return {
      names: state.compiled.fields.map((field) => field.name),
      secret: state.sensitive,
      draft: (name) => state.savedDraft(name),
    };
  }

  /** Fires one `elicit-response` and locks the buttons so a second click cannot send twice. */
  #respond(result: ElicitResult): void {
    this.#card.answer(new ElicitResponseEvent(result));
  }

  #handleSubmit(event: Event): void {
    event.preventDefault();
    if (this.busy || this.#card.ended) return;
    // Every submit shows the errors (an unrenderable schema: false, nothing shown); embedded, that is all (the round sends).
    if (!this.reportValidity() || this.embedded) return;
    if (this.#state.reviewing) {
      this.#respond(accept(this.#state.content(), this.#state.compiled));
    } else {
      this.#state.reviewing = true;
      this.#state.focusAfterRender('review');
      this.requestUpdate();
    }
  }

  #handleEdit(): void {
    this.#state.reviewing = false;
    this.#state.focusAfterRender('fields');
    this.requestUpdate();
  }

  protected override render(): TemplateResult {
    const compiled = this.#state.compiled;
    const receipt = this.#card.renderReceipt((content: ElicitContent) =>
      sentText(compiled.fields, content, this.t, this.#state.sensitive),
    );
    if (receipt) return receipt;
    return html`<div part="card">
      ${this.embedded ? nothing : renderServerLine(serverSentence(this.serverName, this.effectiveLocale))}
      ${this.#card.renderDeadline()}${renderAskText(this.request, compiled)}${renderFormBody({
        request: this.request,
        state: this.#state,
        busy: this.busy,
        embedded: this.embedded,
        ended: this.#card.ended,
        locale: this.effectiveLocale,
        timeZone: this.timeZone,
        t: this.t,
        respond: (result) => this.#respond(result),
        onSubmit: this.#handleSubmit,
        onEdit: this.#handleEdit,
        onClose: this.#card.onClose,
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'elicit-form': ElicitForm;
  }
}
