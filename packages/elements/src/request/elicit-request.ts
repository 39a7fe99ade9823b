import {
  html,
  nothing,
  type PropertyDeclarations,
  type ReactiveElement,
  type TemplateResult,
} from 'lit';
import {
  askMode,
  cancel,
  decline,
  type ElicitContent,
  type ElicitRequestParams,
  type ElicitResult,
} from '@elicit-kit/core';
import { ElicitElement } from '../internal/elicit-element.js';
import {
  CardController,
  renderActionBar,
  renderServerLine,
  serverSentence,
} from '../internal/card-controller.js';
import { settingsOf } from '../internal/card-settings.js';
import { lateOf, type CardHost } from '../internal/card-host.js';
import { SlottedCardsController, type SlottedCard } from '../internal/slotted-cards.js';
import { cardStyles } from '../styles/host.styles.js';
import { ElicitResponseEvent } from '../events/elicit-response.js';
import { neutralizeBidi, plainText } from '../internal/text.js';

/**
 * One ask of either mode: shows `<elicit-url-consent>` when `request.mode` is `url`,
 * `<elicit-form>` when the mode is missing or `form`, and a card that says it cannot be
 * shown (Decline and Cancel only) for any other mode. The form or URL card is this
 * element's own child in the page's tree (slotted), so page CSS styles it as any
 * `elicit-form` or `elicit-url-consent`. Define `elicit-form` and `elicit-url-consent`
 * before use (`@elicit-kit/elements/define` does).
 *
 * @summary Picks the form or the URL consent card for one elicitation request.
 *
 * @fires elicit-response - Passed through from the inner card; fired by this element itself
 * only for an unsupported mode (`decline` or `cancel`).
 * @fires elicit-url-done - Passed through from the URL card.
 * @fires elicit-change - Passed through from the inner card (`ElicitChangeEvent`).
 * @fires elicit-dismiss - Close on an ended card (`ElicitDismissEvent`), passed through or its own (unsupported mode).
 *
 * @slot - The form or URL card, made and kept by the element itself (style it as `elicit-form`, `elicit-url-consent`).
 *
 * @csspart card - The unsupported-mode card (the form and URL cards are styled as themselves: `elicit-form::part(card)`).
 * @csspart server - The line naming the server (unsupported mode).
 * @csspart message - The server's message (unsupported mode).
 * @csspart warning - The notice that the mode cannot be shown (unsupported mode).
 * @csspart actions - The button bar (unsupported mode).
 * @csspart decline - The Decline button (unsupported mode).
 * @csspart cancel - The Cancel button (unsupported mode).
 * @csspart close - Close, once the ask ended (unsupported mode).
 * @csspart receipt - The one line an ended card collapses to (unsupported mode).
 *
 * @cssstate expired - The deadline passed and the card says so (also the `expired` attribute).
 * @cssstate withdrawn - The host withdrew the ask and the card says so (also the `withdrawn` attribute).
 *
 * @cssproperty --elicit-color-surface - Card background (through the inner card).
 */
export class ElicitRequest extends ElicitElement {
  static override styles = [ElicitElement.styles, cardStyles];
  static override shadowRootOptions: ShadowRootInit = {
    ...ElicitElement.shadowRootOptions,
    delegatesFocus: true,
  };
  static override properties: PropertyDeclarations = {
    request: { attribute: false },
    busy: { type: Boolean, reflect: true },
    values: { attribute: false },
  };

  /** The ask's `params` (`elicitation/create`): form or URL mode. */
  request?: ElicitRequestParams;

  /** Form mode: the content the form starts from, over the schema's defaults (see `<elicit-form>` `values`). */
  values: ElicitContent | undefined;

  /** Locks every button of the card, for while the host sends an answer. */
  busy = false;

  // The inner cards handle their own Escape; only the unsupported card needs one here.
  readonly #card = new CardController(this, () => {
    if (this.renderedMode === 'unsupported') this.#respond(cancel());
  });

  // The form or URL card: this element's child, made and updated before each render.
  readonly #inner = new SlottedCardsController(this, () => this.#innerCard());

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

  /** The card to show as a child: the form or the URL card, none for an unsupported mode. */
  #innerCard(): SlottedCard[] {
    const mode = this.request ? this.renderedMode : 'unsupported';
    if (mode === 'unsupported') return [];
    return [
      {
        key: mode,
        tag: mode === 'url' ? 'elicit-url-consent' : 'elicit-form',
        properties: {
          request: this.request,
          ...settingsOf(this),
          ...(mode === 'form' && { values: this.values }),
        },
        listeners: {
          'elicit-response': (event) => this.#handleResponse(event as ElicitResponseEvent),
          // Closed once ended, the card collapsed itself: so does this element, or its next update would undo it.
          'elicit-dismiss': (event) => (this.ended = lateOf(event.currentTarget as CardHost)),
        },
      },
    ];
  }

  /** The form or URL card shown now (a child of this element), if any. */
  get card(): ReactiveElement | undefined {
    return this.#inner.card(this.renderedMode) as ReactiveElement | undefined;
  }

  #respond(result: ElicitResult): void {
    this.#card.answer(new ElicitResponseEvent(result));
  }

  override render(): TemplateResult | typeof nothing {
    if (!this.request) return nothing;
    if (this.renderedMode !== 'unsupported') return html`<slot></slot>`;
    // Any other mode: a card of its own that says the kit cannot show it, with Cancel and Decline.
    // Server JSON: `String()` throws on `{"toString": 1}`, so anything but a string shows as JSON.
    const given: unknown = this.request?.mode;
    const mode = neutralizeBidi(
      typeof given === 'string' ? given : (JSON.stringify(given) ?? ''),
    ).slice(0, 64);
    const message = plainText(this.request?.message);
    const receipt = this.#card.renderReceipt();
    if (receipt) return receipt;
    return html`<div part="card" role="group" aria-labelledby="message">
      ${renderServerLine(serverSentence(this.serverName, this.effectiveLocale))}
      <p part="message" id="message">${message}</p>
      <p part="warning">${this.t('ui.unsupportedMode', { mode })}</p>
      <div part="summary" role="status" tabindex="-1"></div>
      ${this.#card.renderDeadline()}
      ${renderActionBar({
        busy: this.busy,
        ended: this.#card.ended,
        t: this.t,
        onCancel: () => this.#respond(cancel()),
        onDecline: () => this.#respond(decline()),
        onClose: this.#card.onClose,
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'elicit-request': ElicitRequest;
  }
}
