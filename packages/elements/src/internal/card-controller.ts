/**
 * What every card does, in one place: Escape is Cancel, one answer per ask (then the card
 * locks itself with `busy`), focus kept inside the card once its buttons lock, and the
 * shared pieces of markup (the server line, the button bar, the live status). Used by
 * `<elicit-form>`, `<elicit-url-consent>`, `<elicit-request>`, `<elicit-round>` and, for
 * its text and its answer-once rule, `showElicitation`.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { MessageParams } from '@elicit-kit/core/messages';
import { uiText } from '../messages/text.js';
import type { UiMessageCode } from '../messages/en.js';
import { plainText } from './text.js';
import { forget } from './persist.js';

/** What the controller needs of its card. */
export interface CardHost extends ReactiveControllerHost, HTMLElement {
  /** Locked after an answer; the host unlocks it to answer again (a failed send). */
  busy: boolean;
  /** Inside a round: Escape and the answer belong to the round. */
  readonly embedded?: boolean;
  readonly deadline?: Date | number | undefined;
  readonly withdrawn?: boolean;
  readonly expired?: boolean;
  readonly receipt?: boolean;
  readonly persistKey?: string;
}

/** A sentence about the server (`ui.serverAsks` by default) split around its name, which is bidi-neutralised. */
export type ServerSentence = readonly [before: string, server: string, after: string];

const marker = '\u0000';

/** The sentence `code` in `locale` with the server's name (or "An MCP server") in place of `{server}`. */
export function serverSentence(serverName: string, locale: string, code: UiMessageCode = 'ui.serverAsks', params: MessageParams = {}): ServerSentence {
  // The name often comes from the server's own `serverInfo.name`: anything but a string is no name.
  const name = plainText(typeof serverName === 'string' ? serverName.trim() : '', 256) || uiText('ui.unknownServer', {}, locale);
  const [before = '', after = ''] = uiText(code, { ...params, server: marker }, locale).split(marker);
  return [before, name, after];
}

/** The sentence as plain text (an accessible name, where no element can isolate the name). */
export function serverAsks(serverName: string, locale: string): string {
  return serverSentence(serverName, locale).join('');
}

/**
 * The line naming the server that asks (part `server`): the name in a `<bdi>`, so a
 * right-to-left name cannot reorder the sentence around it. The one bidi treatment of
 * server names in the kit.
 */
export function renderServerLine([before, server, after]: ServerSentence, id?: string): TemplateResult {
  return html`<p part="server" id=${id ?? nothing}>${before}<bdi>${server}</bdi>${after}</p>`;
}

/** What the button bar holds around the shared Cancel and Decline. */
export interface ActionBar {
  readonly busy: boolean;
  readonly t: (code: UiMessageCode) => string;
  /** Buttons before Cancel (Copy, Edit). */
  readonly lead?: unknown;
  readonly onCancel: () => void;
  /** The ask expired or was withdrawn: nothing can be answered any more. */
  readonly ended?: string;
  /** Without it there is no Decline (a whole round is only cancelled). */
  readonly onDecline?: () => void;
  /** The primary action, last (Review, Send, Open, Done). */
  readonly primary?: unknown;
}

/** The button bar (part `actions`): leading buttons, Cancel, Decline, the primary action. */
export function renderActionBar(bar: ActionBar): TemplateResult {
  return html`<div part="actions">
    ${bar.lead ?? nothing}
    <button type="button" part="cancel" ?disabled=${bar.busy || !!bar.ended} @click=${bar.onCancel}>${bar.t('ui.cancel')}</button>
    ${bar.onDecline
      ? html`<button type="button" part="decline" ?disabled=${bar.busy || !!bar.ended} @click=${bar.onDecline}>${bar.t('ui.decline')}</button>`
      : nothing}
    ${bar.primary ?? nothing}
  </div>`;
}

/** The polite live region (part `summary` or `status`): focusable, so focus can land here once the card locks. */
export function renderStatus(part: string, lines: readonly string[], error = false): TemplateResult {
  return html`<div part=${part} class=${error ? 'summary errors' : 'summary'} role="status" tabindex="-1">${lines.length > 1
      ? lines.map((line) => html`<p>${line}</p>`)
      : (lines[0] ?? '')}</div>`;
}

/** Escape, one answer per ask, and focus after answering, for one card. */
export class CardController implements ReactiveController {
  readonly #host: CardHost;
  readonly #onEscape: () => void;
  readonly #status: string;
  /** The deadline the timer runs for (epoch ms), and the timer. */
  #at: number | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  /** What the last render showed of `ended`. */
  #shown = '';
  /** The answer this card fired (the event's detail), for its receipt; forgotten when the host unlocks it. */
  #sent: { readonly action?: string; readonly content?: unknown; readonly cancelled?: boolean } | undefined;
  #wasBusy = false;

  /** `onEscape` cancels the ask; `status` selects the live region that takes focus after the card locks. */
  constructor(host: CardHost, onEscape: () => void, status = '[part~="summary"]') {
    this.#host = host;
    this.#onEscape = onEscape;
    this.#status = status;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('keydown', this.#handleKeydown);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this.#handleKeydown);
    clearInterval(this.#timer);
    this.#at = undefined;
  }

  /** `expired` or `withdrawn` once nothing can be answered any more (never while sending); else empty. */
  get ended(): '' | 'expired' | 'withdrawn' {
    const host = this.#host;
    return host.busy ? '' : host.withdrawn ? 'withdrawn' : host.expired ? 'expired' : '';
  }

  hostUpdate(): void {
    // Unlocked after a failed send: no longer answered.
    if (this.#wasBusy && !this.#host.busy) this.#sent = undefined;
    this.#wasBusy = this.#host.busy;
  }

  /**
   * With `receipt`, once answered or ended: the one-line summary (part `receipt`) that
   * replaces the card. `fields` says what an accepted answer sent (already without secrets).
   */
  renderReceipt(fields?: (content: never) => string): TemplateResult | undefined {
    const host = this.#host;
    const sent = this.#sent;
    const ended = host.withdrawn ? 'withdrawn' : host.expired ? 'expired' : '';
    if (!host.receipt || (!sent && !ended)) return undefined;
    const locale = (host as { effectiveLocale?: string }).effectiveLocale ?? 'en';
    const said = sent && fields && sent.action === 'accept' ? fields(sent.content as never) : '';
    const code: UiMessageCode = !sent
      ? ended === 'withdrawn'
        ? 'ui.receipt-withdrawn'
        : 'ui.receipt-expired'
      : sent.cancelled || sent.action === 'cancel'
        ? 'ui.receipt-cancel'
        : sent.action === 'decline'
          ? 'ui.declined'
          : said
            ? 'ui.receiptSent'
            : 'ui.receipt-accept';
    return html`<p part="receipt" class="receipt" tabindex="-1">${uiText(code, { fields: said }, locale)}</p>`;
  }

  hostUpdated(): void {
    const { deadline } = this.#host;
    const at = deadline === undefined ? undefined : +deadline;
    if (at !== this.#at) {
      this.#at = at;
      clearInterval(this.#timer);
      if (at !== undefined) this.#timer = setInterval(() => this.#tick(), 1000);
    }
    this.#shown = this.ended;
    // Expired or withdrawn: nothing of it is kept past this page.
    if (this.#shown && this.#host.persistKey) forget(this.#host.persistKey);
    this.#paint();
  }

  /** Each second: the clock, or at the deadline a render of the locked card, focus kept in it. */
  #tick(): void {
    if (this.ended === this.#shown) return this.#paint();
    this.#host.requestUpdate();
    void this.#keepFocus('[part~="deadline"]');
  }

  /**
   * The countdown (part `countdown`, a `timer` that is not read out every second) and the
   * polite status (part `deadline`): announced only at one minute and ten seconds left,
   * then "expired" or "withdrawn". Written by the controller each second, not rendered,
   * so a ticking clock never re-renders the card.
   */
  renderDeadline(): TemplateResult | typeof nothing {
    if (this.#host.embedded) return nothing;
    return html`<p part="countdown" class="summary" role="timer" aria-live="off"></p
      ><p part="deadline" class="summary" role="status"></p>`;
  }

  #paint(): void {
    const host = this.#host;
    const root = host.shadowRoot;
    const clock = root?.querySelector('[part~="countdown"]');
    const status = root?.querySelector('[part~="deadline"]');
    const ended = this.ended;
    const left = this.#at === undefined ? Infinity : Math.ceil((this.#at - Date.now()) / 1000);
    if (left <= 0) clearInterval(this.#timer);
    const locale = (host as { effectiveLocale?: string }).effectiveLocale ?? 'en';
    const say = (code: UiMessageCode, params: MessageParams = {}) => uiText(code, params, locale);
    const pad = (n: number) => String(n).padStart(2, '0');
    const minutes = Math.floor((left % 3600) / 60);
    const time = `${left >= 3600 ? `${Math.floor(left / 3600)}:${pad(minutes)}` : minutes}:${pad(left % 60)}`;
    if (clock) clock.textContent = ended || host.busy || left === Infinity ? '' : say('ui.timeLeft', { time });
    const notice = ended ? say(`ui.${ended}`) : host.busy ? '' : left <= 10 ? say('ui.secondsLeft', { count: 10 }) : left <= 60 ? say('ui.minuteLeft') : '';
    if (status && status.textContent !== notice) status.textContent = notice;
    status?.classList.toggle('errors', !!ended);
    // Focusable only once it says the card ended (focus lands there as the buttons lock):
    // before, a card that delegates focus would hand it to this line instead of its first control.
    if (ended) status?.setAttribute('tabindex', '-1');
    else status?.removeAttribute('tabindex');
    // Styling hooks: `expired` / `withdrawn` attributes while the card says so.
    host.toggleAttribute('expired', ended === 'expired');
    host.toggleAttribute('withdrawn', ended === 'withdrawn');
  }

  readonly #handleKeydown = (event: KeyboardEvent): void => {
    // Embedded, Escape belongs to the round; a busy card has already answered; an inner card may have handled it.
    if (event.key !== 'Escape' || this.#host.embedded || this.#host.busy || this.ended || event.defaultPrevented) return;
    event.preventDefault();
    this.#onEscape();
  };

  /**
   * Fires `event` (the answer) unless the card already answered, then locks the card
   * unless `lock` is false (a URL card stays open after consent, for "I'm done").
   */
  answer(event: Event, lock = true): boolean {
    // Never late: after the deadline or a withdrawal nothing is answered.
    if (this.#host.busy || this.ended) return false;
    this.#host.dispatchEvent(event);
    this.#sent = (event as CustomEvent).detail;
    if (this.#host.persistKey) forget(this.#host.persistKey);
    if (lock) {
      this.#host.busy = true;
      void this.#keepFocus(this.#status);
    } else if (this.#host.receipt) this.#host.requestUpdate();
    return true;
  }

  /**
   * After the card locked itself, focus inside it would fall to the page as the focused
   * button becomes disabled: it moves to the status line, which says what happens now.
   */
  async #keepFocus(status: string): Promise<void> {
    const host = this.#host;
    if (!host.matches(':focus-within')) return;
    await host.updateComplete;
    // Embedded cards lock in their own update, after ours: let them render first.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (!host.isConnected) return;
    // Chromium moves focus off a control that became disabled only later, so look for
    // either: focus on a disabled control inside, or focus fallen to the page. Focus the
    // host moved elsewhere on purpose stays where it is.
    // From our own root down (a host's closed shadow root hides us from the document).
    let inside = host.shadowRoot?.activeElement ?? null;
    while (inside?.shadowRoot?.activeElement) inside = inside.shadowRoot.activeElement;
    const fell = document.activeElement === null || document.activeElement === document.body;
    if (fell || inside?.matches(':disabled')) host.shadowRoot?.querySelector<HTMLElement>(`${status}, [part~="receipt"]`)?.focus();
  }
}
