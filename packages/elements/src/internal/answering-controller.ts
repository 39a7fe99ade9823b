/**
 * Answering, for one card: Escape is Cancel, one answer per ask (then the card locks itself
 * with `busy`), never an answer after the deadline or a withdrawal, and focus kept inside the
 * card once its buttons lock.
 */
import type { ReactiveController } from 'lit';
import { endedOf, type CardHost } from './card-host.js';
import type { SentAnswer } from './receipt.js';
import { deepActiveElement } from './focus.js';

export class AnsweringController implements ReactiveController {
  readonly #host: CardHost;
  readonly #onEscape: () => void;
  readonly #status: string;
  /** The answer this card fired (the event's detail), for its receipt; forgotten when the host unlocks it. */
  #sent: SentAnswer | undefined;
  #wasBusy = false;

  /** `onEscape` cancels the ask; `status` selects the live region that takes focus after the card locks. */
  constructor(host: CardHost, onEscape: () => void, status = '[part~="summary"]') {
    this.#host = host;
    this.#onEscape = onEscape;
    this.#status = status;
    host.addController(this);
  }

  /** What this card last answered, until the host unlocks it. */
  get sent(): SentAnswer | undefined {
    return this.#sent;
  }

  hostConnected(): void {
    // Added again on each connection, a no-op after the first: a listener on the card itself
    // goes with it, and a card out of the page gets no key presses.
    this.#host.addEventListener('keydown', this.#handleKeydown);
  }

  hostUpdate(): void {
    // Unlocked after a failed send: no longer answered.
    if (this.#wasBusy && !this.#host.busy) this.#sent = undefined;
    this.#wasBusy = this.#host.busy;
  }

  readonly #handleKeydown = (event: KeyboardEvent): void => {
    // Embedded, Escape belongs to the round; a busy card has already answered; an inner card may have handled it.
    if (
      event.key !== 'Escape' ||
      this.#host.embedded ||
      this.#host.busy ||
      endedOf(this.#host) ||
      event.defaultPrevented
    )
      return;
    event.preventDefault();
    this.#onEscape();
  };

  /**
   * Fires `event` (the answer) unless the card already answered, then locks the card
   * unless `lock` is false (a URL card stays open after consent, for "I'm done").
   */
  answer(event: Event, lock = true): boolean {
    // Never late: after the deadline or a withdrawal nothing is answered, whatever was last rendered.
    if (this.#host.busy || endedOf(this.#host)) return false;
    this.#host.dispatchEvent(event);
    this.#sent = (event as CustomEvent<SentAnswer>).detail;
    if (lock) {
      this.#host.busy = true;
      void rescueFocus(this.#host, this.#status);
    } else if (this.#host.receipt) this.#host.requestUpdate();
    return true;
  }
}

/**
 * After a card locked itself, focus inside it would fall to the page as the focused button
 * becomes disabled: it moves to the status line `status` (or the receipt), which says what
 * happens now. Focus the host moved elsewhere on purpose stays where it is.
 */
export async function rescueFocus(host: CardHost, status: string): Promise<void> {
  if (!host.matches(':focus-within')) return;
  await host.updateComplete;
  // Embedded cards lock in their own update, after ours: let them render first.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  if (!host.isConnected) return;
  // Chromium moves focus off a control that became disabled only later, so look for
  // either: focus on a disabled control inside, or focus fallen to the page.
  // From our own root down (a host's closed shadow root hides us from the document).
  // Inside means in our shadow root, or in a card we show as our child (slotted).
  const slotted = [...host.children].find((child) => child.matches(':focus-within'));
  const inside =
    deepActiveElement(host.shadowRoot) ??
    (slotted && (deepActiveElement(slotted.shadowRoot) ?? slotted));
  const fell = !document.activeElement || document.activeElement === document.body;
  if (fell || inside?.matches(':disabled'))
    host.shadowRoot?.querySelector<HTMLElement>(`${status}, [part~="receipt"]`)?.focus();
}
