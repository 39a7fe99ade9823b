/**
 * What every card shares, in one place: answering (answering-controller.ts: Escape is Cancel,
 * one answer, the lock, focus), time (time-controller.ts: the countdown, expired and
 * withdrawn) and the receipt that replaces an answered or ended card (receipt.ts). Used by
 * `<elicit-form>`, `<elicit-url-consent>`, `<elicit-request>` and `<elicit-round>`. What only
 * some cards do is a controller of its own beside this one (drafts-controller.ts).
 */
import { html, type TemplateResult } from 'lit';
import { AnsweringController } from './answering-controller.js';
import { TimeController } from './time-controller.js';
import { receiptText } from './receipt.js';
import { endedOf, lateOf, localeOf, type CardHost, type Ended } from './card-host.js';
import { ElicitDismissEvent } from '../events/elicit-dismiss.js';

export type { CardHost } from './card-host.js';
export { renderActionBar, renderServerLine, serverSentence } from './card-markup.js';

export class CardController {
  readonly #host: CardHost;
  readonly #answering: AnsweringController;
  readonly #time: TimeController;

  /** `onEscape` cancels the ask; `status` selects the live region that takes focus after the card locks. */
  constructor(host: CardHost, onEscape: () => void, status?: string) {
    this.#host = host;
    this.#answering = new AnsweringController(host, onEscape, status);
    this.#time = new TimeController(host);
  }

  /** `expired` or `withdrawn` once nothing can be answered any more (never while sending); else empty. */
  get ended(): Ended {
    return this.#time.ended;
  }

  /** Fires the answer once, never late, then locks the card unless `lock` is false. */
  answer(event: Event, lock?: boolean): boolean {
    return this.#answering.answer(event, lock);
  }

  /** The countdown and deadline status lines (nothing when embedded). */
  renderDeadline(): ReturnType<TimeController['renderDeadline']> {
    return this.#time.renderDeadline();
  }

  /**
   * With `receipt`, once answered or ended: the one-line summary (part `receipt`) that
   * replaces the card. `fields` says what an accepted answer sent (already without secrets).
   */
  renderReceipt(fields?: (content: never) => string): TemplateResult | undefined {
    // `ended` (set by the host, or by Close) collapses any card to how it ended, whatever it sent.
    const { ended } = this.#host;
    if (!this.#host.receipt && !ended) return undefined;
    const text = receiptText(
      ended ? undefined : this.#answering.sent,
      lateOf(this.#host),
      localeOf(this.#host),
      fields,
    );
    // Focusable, so focus can land on it when the card gives way to it.
    return text === undefined
      ? undefined
      : html`<p part="receipt" class="receipt" tabindex="-1">${text}</p>`;
  }

  /**
   * Close, for a card that expired or was withdrawn with what was typed still shown: fires
   * `elicit-dismiss` and collapses the card to the line saying how it ended (`ended`). Only
   * while the card has ended and is not embedded (the round closes as a whole).
   */
  get onClose(): (() => void) | undefined {
    const host = this.#host;
    if (host.embedded || !endedOf(host)) return undefined;
    return () => {
      const how = lateOf(host);
      host.dispatchEvent(new ElicitDismissEvent());
      // A listener (showElicitation) may have removed the card: collapsed either way, focus on its line.
      host.ended = how;
      void host.updateComplete.then(() =>
        host.shadowRoot?.querySelector<HTMLElement>('[part~="receipt"]')?.focus(),
      );
    };
  }
}
