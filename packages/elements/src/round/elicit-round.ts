import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { accept, decline, type ElicitResult, type InputEntry, type InputResponses, type JsonObject } from '@elicit-kit/core';
import { ElicitElement } from '../internal/elicit-element.js';
import { CardController, renderActionBar, renderServerLine, renderStatus, serverSentence } from '../internal/card-controller.js';
import { cardStyles } from '../styles/host.styles.js';
import { ElicitRoundEvent, type ElicitRoundDetail } from '../events/elicit-round.js';
import { ElicitChangeEvent } from '../events/elicit-change.js';
import { plainText } from '../internal/text.js';
import { issueText } from '../messages/text.js';
import type { UiMessageCode } from '../messages/en.js';
import { cancelDetail, ownValue, readRound, roundDetail, roundOf, type RoundItem, type RoundModel } from './round-model.js';
import { renderRoundItem, type ItemProblem } from './round-item.js';
import { renderReviewItem } from './round-review.js';
import type { EmbeddedForm, EmbeddedUrlConsent } from './embedded.js';
import { roundStyles } from './elicit-round.styles.js';
import { readSaved, save } from '../internal/persist.js';

/** The round's status line: nothing, what needs attention (`count` is the problems'), sending, or a failed send. */
type RoundSummary = '' | 'ui.roundErrorSummary' | 'ui.sending' | 'ui.sendFailed';

/**
 * One whole Multi Round-Trip round: every ask of an `InputRequiredResult` on one card,
 * each answerable or declinable, validated together, reviewed, then sent at once.
 *
 * Form asks render as `<elicit-form embedded>` and URL asks as `<elicit-url-consent
 * embedded>` (both must be registered). `sampling/createMessage` and `roots/list`
 * entries are the host's: the round lists them and takes their answers from
 * `hostResponses`; Send is refused until every one has an answer, so the event
 * always carries every key. A URL ask must be opened or declined before Send. A
 * state-only round shows a waiting notice with Retry and Cancel. Escape is Cancel.
 *
 * @summary All the asks of one MCP round on one card, with a single Send.
 *
 * @fires elicit-round - `ElicitRoundEvent` on Send, Retry or Cancel: `{ inputResponses, requestState?, cancelled? }`.
 * @fires elicit-change - `ElicitChangeEvent` (no detail) when the person toggles an ask's
 *   Decline; its forms' and URL cards' own `elicit-change` pass through too. Read
 *   `inputResponses` for a live preview.
 *
 * @csspart card - The card around the whole round.
 * @csspart server - The line naming the server and how many asks it sent.
 * @csspart items - The list of asks.
 * @csspart item - One ask; `data-key` holds its `inputRequests` key.
 * @csspart message - The server's message of an ask (shown when declined, host-handled or in review).
 * @csspart status - An item's state line: declined, handled by the app, not answered.
 * @csspart item-actions - The bar holding an item's decline toggle.
 * @csspart decline - An item's decline toggle (`aria-pressed`).
 * @csspart error - An item's reason for blocking Send.
 * @csspart issues - The list of problems of an invalid result.
 * @csspart review - The review shown before sending.
 * @csspart review-title - The review's heading.
 * @csspart review-list - The reviewed asks.
 * @csspart review-item - One reviewed ask; `data-key` holds its key.
 * @csspart answer - The reviewed values of one form.
 * @csspart summary - The polite live region: what needs attention, or sending.
 * @csspart actions - The round's action bar.
 * @csspart send - Review (first step), Send (in the review) or Retry (state-only round).
 * @csspart edit - Back from the review to the asks.
 * @csspart cancel - Cancels the whole round.
 * @csspart countdown - Time left before `deadline`.
 * @csspart deadline - Deadline status: time running out, expired, withdrawn.
 * @csspart receipt - The one-line receipt.
 *
 * @cssproperty --elicit-color-surface - Card background.
 * @cssproperty --elicit-color-surface-raised - Background of a pressed decline toggle.
 * @cssproperty --elicit-color-text - Text colour.
 * @cssproperty --elicit-color-text-muted - Status lines and review labels.
 * @cssproperty --elicit-color-border - Button borders.
 * @cssproperty --elicit-color-border-subtle - Card border and item separators.
 * @cssproperty --elicit-color-primary - The Send button.
 * @cssproperty --elicit-color-on-primary - Text on the Send button.
 * @cssproperty --elicit-color-focus - Focus ring.
 * @cssproperty --elicit-color-danger - Errors and the problem summary.
 * @cssproperty --elicit-radius - Card corner radius.
 * @cssproperty --elicit-radius-small - Button corner radius.
 * @cssproperty --elicit-space - Spacing unit.
 * @cssproperty --elicit-font-family - Font.
 */
export class ElicitRound extends ElicitElement {
  static override styles = [ElicitElement.styles, cardStyles, roundStyles];
  static override properties: PropertyDeclarations = {
    declined: { state: true, attribute: false },
    step: { state: true, attribute: false },
    problems: { state: true, attribute: false },
    summary: { state: true, attribute: false },
    answers: { state: true, attribute: false },
    result: { attribute: false },
    entries: { attribute: false },
    requestState: { attribute: false },
    hostResponses: { attribute: false },
    busy: { type: Boolean, reflect: true },
  };

  #model: RoundModel = { kind: 'empty' };
  /** The last Send did not reach the server (`sendFailed()`): Send reads Retry until the next one. */
  #failed = false;
  readonly #card = new CardController(this, () => this.#handleCancel());
  /** Bumped on every new `result`, so embedded cards start fresh. */
  #generation = 0;

  private declined: ReadonlySet<string> = new Set();
  private step: 'items' | 'review' = 'items';
  private problems: ReadonlyMap<string, ItemProblem> = new Map();
  /** What the status line says, as a code (its text is rendered in the current locale). */
  private summary: RoundSummary = '';
  /** The answers shown in the review, fixed when the review opens. */
  private answers: ReadonlyMap<string, ElicitResult | JsonObject> = new Map();

  /** The `InputRequiredResult` to answer (the `result` of a `tools/call`, `prompts/get` or `resources/read` response). */
  result: unknown = undefined;

  /**
   * Instead of `result`: the round as `callWithInput` hands it to its answerer, already
   * read (core `InputEntry`s). Takes precedence over `result` while set.
   */
  entries: readonly InputEntry[] | undefined = undefined;

  /** With `entries`: the round's `requestState`, echoed in the `elicit-round` detail. */
  requestState: string | undefined = undefined;

  /** The host's answers for the entries it handles (`sampling/createMessage`, `roots/list`), by key. */
  hostResponses: { readonly [key: string]: JsonObject } | undefined = undefined;

  /** Locks every button and field of the round (embedded cards too) while the host sends; set by the round itself right after it fires. */
  busy = false;

  /**
   * What Send would send right now as `inputResponses` (every key, in server order), or
   * `undefined` while Send would refuse: no round, an accepted form whose `checkValidity()`
   * is false (what was typed fails core `validateContent`, or the schema cannot render),
   * a URL ask neither opened nor declined, or a host entry without an answer. In the review: the answers fixed when it opened. A state-only round
   * gives `{}`. Reading it shows no errors, moves no focus and fires nothing; a fresh object
   * each time. For live previews: the `elicit-round` event stays the answer to send.
   */
  get inputResponses(): InputResponses | undefined {
    if (this.#model.kind !== 'round') return undefined;
    const answers = this.answers;
    if (this.step === 'review') return roundDetail(this.#model, (item) => answers.get(item.key)).inputResponses;
    let sendable = true;
    const detail = roundDetail(this.#model, (item) => {
      const answer = this.#answerOf(item);
      const form = item.kind === 'form' && !this.#isDeclined(item) ? this.#cardOf<EmbeddedForm>(item.key, 'elicit-form') : undefined;
      const valid = !form || form.checkValidity();
      if (answer === undefined || !valid) sendable = false;
      return answer;
    });
    return sendable ? detail.inputResponses : undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // With `persistKey` and no round given: the pending round saved before a reload.
    const saved = this.persistKey && this.result === undefined && !this.entries ? (readSaved(this.persistKey) as Partial<this> | undefined) : undefined;
    if (saved) {
      this.result = saved.result;
      this.entries = saved.entries;
    }
    if (changed.has('result') || changed.has('entries') || changed.has('requestState')) {
      this.#model = this.entries ? roundOf(this.entries, this.requestState) : readRound(this.result);
      // The pending round is plain data (the result, or the entries), kept until answered; never
      // a `requestState` given beside entries: that one is the caller's (callWithInput's loop).
      if (this.persistKey && this.#model.kind === 'round') save(this.persistKey, { result: this.result, entries: this.entries });
      this.#generation += 1;
      this.declined = new Set();
      this.step = 'items';
      this.problems = new Map();
      this.summary = '';
      this.answers = new Map();
      // A new round is a new chance to answer, unless the host locks it in the same update.
      if (!changed.has('busy')) this.busy = false;
    } else if (changed.has('hostResponses')) {
      // A host entry the app has answered meanwhile no longer blocks Send.
      for (const item of this.#items) if (item.kind === 'host' && ownValue(this.hostResponses, item.key) !== undefined) this.#clearProblem(item);
    }
    // Unlocked without a new result (the send failed): nothing is being sent any more.
    if (changed.has('busy') && !this.busy && this.summary === 'ui.sending') this.summary = '';
  }

  get #items(): readonly RoundItem[] {
    return this.#model.kind === 'round' ? this.#model.items : [];
  }

  #itemElement(key: string): HTMLElement | undefined {
    const items = this.renderRoot.querySelectorAll<HTMLElement>('[part~="item"]');
    return [...items].find((element) => element.dataset['key'] === key);
  }

  #cardOf<T extends HTMLElement>(key: string, tag: string): T | undefined {
    // A card whose tag the host never registered has none of the card's API: no answer yet.
    const found = this.#itemElement(key)?.querySelector(tag);
    return found?.matches(':defined') ? (found as T) : undefined;
  }

  #isDeclined(item: RoundItem): boolean {
    return item.kind === 'unsupported' || this.declined.has(item.key);
  }

  /** The answer one item gives right now; `undefined` when it cannot be answered yet. */
  #answerOf(item: RoundItem): ElicitResult | JsonObject | undefined {
    if (item.kind === 'host') return ownValue(this.hostResponses, item.key);
    if (this.#isDeclined(item)) return decline();
    if (item.kind === 'url') return this.#cardOf<EmbeddedUrlConsent>(item.key, 'elicit-url-consent')?.consented ? accept() : undefined;
    const form = this.#cardOf<EmbeddedForm>(item.key, 'elicit-form');
    return form ? accept(form.content) : undefined;
  }

  #handleToggleDecline(item: RoundItem): void {
    const declined = new Set(this.declined);
    if (!declined.delete(item.key)) declined.add(item.key);
    this.declined = declined;
    this.#clearProblem(item);
    this.dispatchEvent(new ElicitChangeEvent());
  }

  /** An item stops blocking Send once it is declined, or its page was opened. */
  #clearProblem(item: RoundItem): void {
    if (this.problems.has(item.key)) {
      const problems = new Map(this.problems);
      problems.delete(item.key);
      this.problems = problems;
      this.summary = problems.size > 0 ? 'ui.roundErrorSummary' : '';
    }
  }

  /** Validates every ask; opens the review when all are answerable, else shows what needs attention. */
  async #handleReview(): Promise<void> {
    if (this.busy) return;
    const problems = new Map<string, ItemProblem>();
    const invalidForms: EmbeddedForm[] = [];
    // Reverse order: each form's reportValidity focuses its first invalid field, so the first form wins.
    for (const item of [...this.#items].reverse()) {
      if (this.#isDeclined(item)) continue;
      if (item.kind === 'form') {
        const form = this.#cardOf<EmbeddedForm>(item.key, 'elicit-form');
        if (form && !form.reportValidity()) {
          problems.set(item.key, 'form');
          invalidForms.push(form);
        }
      } else if (this.#answerOf(item) === undefined) {
        problems.set(item.key, item.kind === 'url' ? 'url' : 'host');
      }
    }
    this.problems = new Map([...problems].reverse());
    if (this.problems.size > 0) {
      this.summary = 'ui.roundErrorSummary';
      await Promise.all(invalidForms.map((form) => form.updateComplete));
      await this.updateComplete;
      const [key, problem] = [...this.problems][0]!;
      // A form that could not focus a field (a schema it cannot render) hands focus to its decline toggle.
      if (!this.#itemElement(key)?.matches(':focus-within')) this.#focusItem(key, problem);
      return;
    }
    this.summary = '';
    this.answers = new Map(this.#items.map((item) => [item.key, this.#answerOf(item)!]));
    this.step = 'review';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#review-title')?.focus();
  }

  #focusItem(key: string, problem: ItemProblem): void {
    const element = this.#itemElement(key);
    // A URL or host problem focuses the item itself: it is described by the error, which the
    // card's checkbox (in another shadow root) cannot point at.
    ((problem === 'form' && element?.querySelector<HTMLElement>('[part~="decline"]')) || element)?.focus();
  }

  async #handleEdit(): Promise<void> {
    this.step = 'items';
    await this.updateComplete;
    const first = this.#items[0];
    if (first) this.#itemElement(first.key)?.focus();
  }

  /**
   * Fires the round's one answer (Send, Retry or Cancel). The status line says it is on its
   * way, and takes focus once the round locks. One action, one event: the host unlocks by
   * setting `busy = false` or a new `result`.
   */
  #send(detail: ElicitRoundDetail): void {
    if (this.busy) return;
    const [failed, summary] = [this.#failed, this.summary];
    this.#failed = false;
    this.summary = 'ui.sending';
    // Refused (past the deadline, withdrawn): nothing is on its way, the round says what it said.
    if (!this.#card.answer(new ElicitRoundEvent(detail))) [this.#failed, this.summary] = [failed, summary];
  }

  /**
   * The host could not deliver the answers this round sent (a dropped connection, a server
   * error): unlocks the round with the same answers under review, says so, and offers Retry,
   * which fires the same answers again. Nothing is typed again. Fires nothing itself.
   */
  sendFailed(): void {
    this.#failed = true;
    this.summary = 'ui.sendFailed';
    this.busy = false;
  }

  #handleSend(): void {
    const answers = this.answers;
    this.#send(roundDetail(this.#model, (item) => answers.get(item.key)));
  }

  #handleRetry(): void {
    this.#send(roundDetail(this.#model, () => undefined));
  }

  #handleCancel(): void {
    this.#send(cancelDetail(this.#model, this.hostResponses));
  }

  /** Focuses the first ask (or the round's first button), for hosts that show the round in a dialog. */
  override focus(options?: FocusOptions): void {
    const first = this.#items[0];
    const target = first ? this.#itemElement(first.key) : this.renderRoot.querySelector<HTMLElement>('button');
    (target ?? this).focus(options);
  }

  #renderServer(): TemplateResult {
    const count = this.#items.length;
    const [code, params] = this.#model.kind === 'round' && count > 0 ? (['ui.roundIntro', { count }] as const) : (['ui.serverAsks', {}] as const);
    return renderServerLine(serverSentence(this.serverName, this.effectiveLocale, code, params), 'server');
  }

  #renderItem(item: RoundItem, index: number): TemplateResult {
    return renderRoundItem(item, index, {
      declined: this.#isDeclined(item),
      problem: this.problems.get(item.key),
      serverName: this.serverName,
      locale: this.effectiveLocale,
      theme: this.theme,
      busy: this.busy,
      persistKey: this.persistKey,
      t: (code, params) => this.t(code, params),
      onToggleDecline: () => this.#handleToggleDecline(item),
      onUrlOpened: () => this.#clearProblem(item),
    });
  }

  #renderReview(): TemplateResult {
    return html`<section part="review" aria-labelledby="review-title">
      <h2 part="review-title" id="review-title" tabindex="-1">${this.t('ui.reviewTitle')}</h2>
      <ul part="review-list">
        ${this.#items.map((item) =>
          renderReviewItem(
            item,
            this.#isDeclined(item) ? undefined : this.answers.get(item.key),
            this.#cardOf<EmbeddedForm>(item.key, 'elicit-form')?.compiled.fields ?? [],
            (code, params) => this.t(code, params),
          ),
        )}
      </ul>
    </section>`;
  }

  #renderActions(): TemplateResult {
    const send = (label: UiMessageCode, onClick: () => void) =>
      html`<button type="button" part="send" class="primary" ?disabled=${this.busy || !!this.#card.ended} @click=${onClick}>${this.t(label)}</button>`;
    const reviewing = this.step === 'review';
    const primary =
      this.#model.kind === 'invalid'
        ? undefined
        : this.#items.length === 0
          ? send('ui.retryNow', this.#handleRetry)
          : reviewing
            ? send(this.#failed ? 'ui.retryNow' : 'ui.send', this.#handleSend)
            : send('ui.review', this.#handleReview);
    const edit = reviewing && this.#items.length > 0
      ? html`<button type="button" part="edit" ?disabled=${this.busy} @click=${this.#handleEdit}>${this.t('ui.edit')}</button>`
      : undefined;
    return renderActionBar({ busy: this.busy, ended: this.#card.ended, t: (code) => this.t(code), lead: edit, onCancel: () => this.#handleCancel(), primary });
  }

  #renderBody(): TemplateResult | typeof nothing {
    if (this.#model.kind === 'invalid') {
      return html`<p part="message">${this.t('ui.roundInvalid')}</p>
        <ul part="issues">${this.#model.issues.map((issue) => html`<li><bdi>${plainText(issueText(issue, this.effectiveLocale))}</bdi></li>`)}</ul>`;
    }
    if (this.#items.length === 0) return html`<p part="message">${this.t('ui.roundWaiting')}</p>`;
    return html`${keyed(
        this.#generation,
        html`<ul part="items" ?hidden=${this.step === 'review'}>${this.#items.map((item, index) => this.#renderItem(item, index))}</ul>`,
      )}
      ${this.step === 'review' ? this.#renderReview() : nothing}`;
  }

  override render(): TemplateResult | typeof nothing {
    if (this.#model.kind === 'empty') return nothing;
    const receipt = this.#card.renderReceipt();
    if (receipt) return receipt;
    return html`<div part="card" role="group" aria-labelledby="server">
      ${this.#renderServer()} ${this.#card.renderDeadline()} ${this.#renderBody()}
      ${renderStatus('summary', this.summary ? [this.t(this.summary, { count: this.problems.size })] : [], (this.problems.size > 0 || this.#failed) && !this.busy)}
      ${this.#renderActions()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'elicit-round': ElicitRound;
  }
}
