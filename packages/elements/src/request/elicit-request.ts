import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { askMode, cancel, decline, type ElicitFormParams, type ElicitRequestParams, type ElicitResult, type ElicitUrlParams } from '@elicit-kit/core';
import { ElicitElement } from '../internal/elicit-element.js';
import { CardController, renderActionBar, renderServerLine, serverSentence } from '../internal/card-controller.js';
import { CARD_PARTS } from '../internal/parts.js';
import { cardSettings, settingsOf } from '../internal/card-settings.js';
import { cardStyles } from '../styles/host.styles.js';
import { ElicitResponseEvent } from '../events/elicit-response.js';
import { neutralizeBidi, plainText } from '../internal/text.js';

/**
 * Every part the form and URL cards expose, re-exported so `elicit-request::part(accept)`
 * works from outside. Parts not rendered by the current card simply match nothing.
 */
export const REQUEST_PARTS = CARD_PARTS;

const exportParts = REQUEST_PARTS.join(', ');

/**
 * One ask of either mode: renders `<elicit-url-consent>` when `request.mode` is `url`,
 * `<elicit-form>` when the mode is missing or `form`, and a card that says it cannot be
 * shown (Decline and Cancel only) for any other mode. Define `elicit-form` and
 * `elicit-url-consent` before use (`@elicit-kit/elements/define` does).
 *
 * @summary Picks the form or the URL consent card for one elicitation request.
 *
 * @fires elicit-response - Passed through from the inner card; fired by this element itself
 * only for an unsupported mode (`decline` or `cancel`).
 * @fires elicit-url-done - Passed through from the URL card.
 * @fires elicit-change - Passed through from the inner card (`ElicitChangeEvent`).
 *
 * @csspart card - The inner card (every part of `<elicit-form>` and `<elicit-url-consent>` is re-exported).
 * @csspart server - The line naming the server.
 * @csspart message - The server's message.
 * @csspart warning - The notice that the mode cannot be shown (unsupported mode).
 * @csspart actions - The button bar.
 * @csspart decline - The Decline button.
 * @csspart cancel - The Cancel button.
 * @csspart accept - The form's Accept (and review Send) button.
 * @csspart open - The URL card's Open button.
 *
 * @cssstate expired - The deadline passed and the card says so (also the `expired` attribute).
 * @cssstate withdrawn - The host withdrew the ask and the card says so (also the `withdrawn` attribute).
 *
 * @cssproperty --elicit-color-surface - Card background (through the inner card).
 */
export class ElicitRequest extends ElicitElement {
  static override styles = [ElicitElement.styles, cardStyles];
  static override shadowRootOptions: ShadowRootInit = { ...ElicitElement.shadowRootOptions, delegatesFocus: true };
  static override properties: PropertyDeclarations = {
    request: { attribute: false },
    busy: { type: Boolean, reflect: true },
  };

  /** The ask's `params` (`elicitation/create`): form or URL mode. */
  request?: ElicitRequestParams;

  /** Locks every button of the card, for while the host sends an answer. */
  busy = false;

  // The inner cards handle their own Escape; only the unsupported card needs one here.
  readonly #card = new CardController(this, () => {
    if (this.renderedMode === 'unsupported') this.#respond(cancel());
  });

  /** The mode actually rendered: `form`, `url`, or `unsupported`. */
  get renderedMode(): 'url' | 'form' | 'unsupported' {
    // `url` only when the ask says so, the form for a missing, `""` or `form` mode.
    const mode = askMode(this.request);
    return mode === 'url' || mode === 'form' ? mode : 'unsupported';
  }

  /** The inner card answered: mirror the lock it set on itself, so `busy` reads true here too. */
  #handleResponse(event: ElicitResponseEvent): void {
    const card = event.currentTarget as HTMLElement & { busy: boolean };
    queueMicrotask(() => {
      this.busy = card.busy;
    });
  }

  #respond(result: ElicitResult): void {
    this.#card.answer(new ElicitResponseEvent(result));
  }

  override render(): TemplateResult | typeof nothing {
    if (!this.request) return nothing;
    switch (this.renderedMode) {
      case 'url':
        return html`<elicit-url-consent
          exportparts=${exportParts}
          .request=${this.request as ElicitUrlParams}
          ${cardSettings(settingsOf(this))}
          @elicit-response=${this.#handleResponse}
        ></elicit-url-consent>`;
      case 'form':
        return html`<elicit-form
          exportparts=${exportParts}
          .request=${this.request as ElicitFormParams}
          ${cardSettings(settingsOf(this))}
          @elicit-response=${this.#handleResponse}
        ></elicit-form>`;
    }
    // Any other mode: a card of its own that says the kit cannot show it, with Cancel and Decline.
    // Server JSON: `String()` throws on `{"toString": 1}`, so anything but a string shows as JSON.
    const given: unknown = this.request?.mode;
    const mode = neutralizeBidi(typeof given === 'string' ? given : (JSON.stringify(given) ?? '')).slice(0, 64);
    const message = plainText(this.request?.message);
    return html`<div part="card" role="group" aria-labelledby="message">
      ${renderServerLine(serverSentence(this.serverName, this.effectiveLocale))}
      <p part="message" id="message">${message}</p>
      <p part="warning">${this.t('ui.unsupportedMode', { mode })}</p>
      <div part="summary" role="status" tabindex="-1"></div>
      ${renderActionBar({
        busy: this.busy,
        t: this.t,
        onCancel: () => this.#respond(cancel()),
        onDecline: () => this.#respond(decline()),
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'elicit-request': ElicitRequest;
  }
}
