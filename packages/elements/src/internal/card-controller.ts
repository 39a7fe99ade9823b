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
import { lateOf, localeOf, type CardHost, type Ended } from './card-host.js';

export type { CardHost } from './card-host.js';
export { renderActionBar, renderServerLine, renderStatus, serverSentence, type ActionBar, type ServerSentence } from './card-markup.js';

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
    if (!this.#host.receipt) return undefined;
    const text = receiptText(this.#answering.sent, lateOf(this.#host), localeOf(this.#host), fields);
    // Focusable, so focus can land on it when the card gives way to it.
    return text === undefined ? undefined : html`<p part="receipt" class="receipt" tabindex="-1">${text}</p>`;
  }
}
