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
  decline,
  inspectUrl,
  type ElicitResult,
  type ElicitUrlParams,
  type UrlInspection,
} from '@elicit-kit/core';
import { ElicitElement } from '../internal/elicit-element.js';
import {
  CardController,
  renderActionBar,
  renderServerLine,
  serverSentence,
} from '../internal/card-controller.js';
import { cardStyles } from '../styles/host.styles.js';
import { ElicitResponseEvent } from '../events/elicit-response.js';
import { ElicitChangeEvent } from '../events/elicit-change.js';
import { ElicitUrlDoneEvent } from '../events/elicit-url-done.js';
import { copyText } from './copy-text.js';
import { plainText } from '../internal/text.js';
import {
  addressIds,
  renderAddress,
  renderUrlIntro,
  renderUrlStatus,
  renderWarnings,
  shownText,
} from './url-view.js';
import { urlConsentStyles } from './elicit-url-consent.styles.js';

/** A status line under the buttons: copied, copy failed, or the page could not open. */
type Notice = '' | 'ui.copied' | 'ui.copyFailed' | 'ui.popupBlocked';

/**
 * One URL-mode ask: the full address as text (never a link), its site highlighted, every
 * warning from `inspectUrl`, and an Open button that works only after explicit consent.
 * Nothing is fetched before Open; the page opens in a new top-level browsing context with
 * `noopener,noreferrer`, so neither this page nor an LLM can see into it.
 *
 * @summary Asks consent to open a server's URL, showing exactly where it leads.
 *
 * @fires elicit-response - `{ action: 'accept' }` when the person opens the page (accept means
 * consent, not that the flow finished), `decline` or `cancel`. Not fired when `embedded`.
 * @fires elicit-dismiss - `ElicitDismissEvent` when the person presses Close on an ended card.
 * @fires elicit-url-done - The person says they finished the page ("I'm done"): retry now.
 * @fires change - `embedded` only: `consented` became true (bubbles, not composed, like native `change`).
 * @fires elicit-change - `ElicitChangeEvent` (no detail, composed): `consented` became true.
 *
 * @csspart card - The card around everything.
 * @csspart server - The line naming the server that asks (not when `embedded`).
 * @csspart message - The server's message.
 * @csspart url - The full address, as text.
 * @csspart host - The site's name inside the address, highlighted.
 * @csspart site - The lines naming the site (Unicode and, when different, encoded form).
 * @csspart warning - One per warning about the address.
 * @csspart consent - The consent checkbox and its label.
 * @csspart actions - The button bar.
 * @csspart copy - The Copy address button.
 * @csspart open - The Open page button.
 * @csspart retry - The Open again button, after the page was opened.
 * @csspart done - The "I'm done" button, after the page was opened (not when `embedded`).
 * @csspart decline - The Decline button (not when `embedded`).
 * @csspart cancel - The Cancel button (not when `embedded`).
 * @csspart close - Close, once the ask expired or was withdrawn: collapses the card to its `receipt` line.
 * @csspart status - The polite live region (copied, opened, sending).
 * @csspart countdown - Time left before `deadline`.
 * @csspart deadline - Deadline status: time running out, expired, withdrawn.
 * @csspart receipt - The one-line receipt.
 *
 * @cssstate expired - The deadline passed and the card says so (also the `expired` attribute).
 * @cssstate withdrawn - The host withdrew the ask and the card says so (also the `withdrawn` attribute).
 *
 * @cssproperty --elicit-color-host-highlight - Background of the highlighted site name.
 * @cssproperty --elicit-font-mono - Font of the address.
 * @cssproperty --elicit-color-surface-raised - Background of the address box.
 * @cssproperty --elicit-color-warning - Text of warnings.
 * @cssproperty --elicit-color-warning-surface - Background of warnings.
 * @cssproperty --elicit-color-primary - The Open button.
 */
export class ElicitUrlConsent extends ElicitElement {
  static override styles = [ElicitElement.styles, cardStyles, urlConsentStyles];
  static override shadowRootOptions: ShadowRootInit = {
    ...ElicitElement.shadowRootOptions,
    delegatesFocus: true,
  };
  static override properties: PropertyDeclarations = {
    agreed: { state: true, attribute: false },
    opened: { state: true, attribute: false },
    notice: { state: true, attribute: false },
    request: { attribute: false },
    busy: { type: Boolean, reflect: true },
    embedded: { type: Boolean, reflect: true },
  };

  #inspected?: UrlInspection;
  #inspectedFor?: string;
  readonly #card = new CardController(this, () => this.#respond(cancel()), '[part~="status"]');

  private agreed = false;
  private opened = false;
  private notice: Notice = '';

  /** The ask's `params`: `{ mode: 'url', message, url, elicitationId? }`. */
  request?: ElicitUrlParams;

  /** Locks every button, for while the host sends an answer. */
  busy = false;

  /** Inside `<elicit-round>`: no server line, no Decline/Cancel/Done; the round reads `consented`. */
  embedded = false;

  /** True once the person consented and opened the page. */
  get consented(): boolean {
    return this.opened;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new ask starts over: no consent carries from one address to another.
    if (changed.has('request') && changed.get('request') !== undefined) {
      this.agreed = false;
      this.opened = false;
      this.notice = '';
    }
  }

  /** The inspection of the current address, recomputed only when the address changes. */
  get #inspection(): UrlInspection {
    const url = typeof this.request?.url === 'string' ? this.request.url : '';
    if (!this.#inspected || this.#inspectedFor !== url) {
      this.#inspected = inspectUrl(url);
      this.#inspectedFor = url;
    }
    return this.#inspected;
  }

  /** Answers once; decline and cancel end the ask and lock it, consent (accept) keeps it open for "I'm done". */
  #respond(result: ElicitResult): void {
    this.#card.answer(new ElicitResponseEvent(result), result.action !== 'accept');
  }

  #handleConsent(event: Event): void {
    this.agreed = (event.target as HTMLInputElement).checked;
  }

  async #handleOpen(): Promise<void> {
    const inspection = this.#inspection;
    if (!inspection.ok || !this.agreed || this.busy || this.#card.ended) return;
    const first = !this.opened;
    // With `noopener` window.open returns null even when the page opened (HTML spec), so a
    // blocked pop-up cannot be told apart; only a throw is a sure failure. Copy is always offered.
    try {
      window.open(inspection.href, '_blank', 'noopener,noreferrer');
      this.notice = '';
    } catch {
      this.notice = 'ui.popupBlocked';
    }
    this.opened = true;
    if (!first) return;
    this.dispatchEvent(new ElicitChangeEvent());
    if (this.embedded) this.dispatchEvent(new Event('change', { bubbles: true }));
    else this.#respond(accept());
    await this.updateComplete;
    this.renderRoot
      .querySelector<HTMLElement>(this.embedded ? '[part~="retry"]' : '[part~="done"]')
      ?.focus();
  }

  async #handleCopy(): Promise<void> {
    const inspection = this.#inspection;
    // What is opened, or for an address that is not opened exactly what is shown: never
    // the server's raw string, whose hidden direction characters would survive the paste.
    const text = inspection.href || shownText(inspection.display);
    const shown = this.renderRoot.querySelector<HTMLElement>('#url');
    if (!shown) return;
    this.notice = (await copyText(text, shown)) ? 'ui.copied' : 'ui.copyFailed';
  }

  #handleDone(): void {
    const url = this.#inspection.href;
    const id = this.request?.elicitationId;
    this.dispatchEvent(
      new ElicitUrlDoneEvent(typeof id === 'string' ? { url, elicitationId: id } : { url }),
    );
  }

  /** The button bar: Copy first, then Cancel and Decline (not embedded), then `primary`. */
  #renderActions(
    primary: TemplateResult | typeof nothing,
    lead: TemplateResult | typeof nothing = nothing,
  ): TemplateResult {
    const copy = html`<button
        type="button"
        part="copy"
        ?disabled=${this.busy}
        @click=${this.#handleCopy}
      >
        ${this.t('ui.copy')}</button
      >${lead}`;
    if (this.embedded) return html`<div part="actions">${copy}${primary}</div>`;
    return renderActionBar({
      busy: this.busy,
      ended: this.#card.ended,
      t: this.t,
      lead: copy,
      onCancel: () => this.#respond(cancel()),
      onDecline: this.opened ? undefined : () => this.#respond(decline()),
      primary,
      onClose: this.#card.onClose,
    });
  }

  #renderAsk(inspection: UrlInspection): TemplateResult {
    return html`
      ${
        inspection.ok
          ? html`<label part="consent">
              <input
                type="checkbox"
                .checked=${this.agreed}
                ?disabled=${this.busy}
                aria-describedby=${addressIds(inspection)}
                @change=${this.#handleConsent}
              />
              <span>${this.t('ui.urlConsent')}</span>
            </label>`
          : nothing
      }
      ${this.#renderActions(
        inspection.ok
          ? html`<button
              type="button"
              part="open"
              class="primary"
              ?disabled=${this.busy || !this.agreed || !!this.#card.ended}
              @click=${this.#handleOpen}
            >
              ${this.t('ui.open')}
            </button>`
          : nothing,
      )}
    `;
  }

  /** Opened: Retry beside Copy, and Done unless embedded (the round sends). */
  #renderOpened(): TemplateResult {
    return this.#renderActions(
      this.embedded
        ? nothing
        : html`<button
            type="button"
            part="done"
            class="primary"
            ?disabled=${this.busy || !!this.#card.ended}
            @click=${this.#handleDone}
          >
            ${this.t('ui.done')}
          </button>`,
      html`<button type="button" part="retry" ?disabled=${this.busy} @click=${this.#handleOpen}>
        ${this.t('ui.retry')}
      </button>`,
    );
  }

  override render(): TemplateResult {
    const receipt = this.#card.renderReceipt();
    if (receipt) return receipt;
    const inspection = this.#inspection;
    const message = plainText(this.request?.message);
    return html`
      <div part="card" role="group" aria-labelledby="message">
        ${this.embedded ? nothing : renderServerLine(serverSentence(this.serverName, this.effectiveLocale))}
        ${this.#card.renderDeadline()}
        <p part="message" id="message">${message}</p>
        ${renderUrlIntro(this.serverName, this.effectiveLocale)}
        ${renderAddress(inspection, this.t)}${renderWarnings(inspection, this.effectiveLocale)}
        ${this.opened ? this.#renderOpened() : this.#renderAsk(inspection)}${renderUrlStatus(this.opened, this.notice, this.busy && !this.embedded, this.t)}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'elicit-url-consent': ElicitUrlConsent;
  }
}
