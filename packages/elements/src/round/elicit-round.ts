import {
  html,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type {
  ElicitContent,
  ElicitResult,
  InputEntry,
  InputResponses,
  JsonObject,
} from '@elicit-kit/core';
import { ElicitElement } from '../internal/elicit-element.js';
import { CardController, renderActionBar, renderStatus } from '../internal/card-controller.js';
import type { UiMessageCode } from '../messages/en.js';
import { cardStyles } from '../styles/host.styles.js';
import { ElicitRoundEvent, type ElicitRoundDetail } from '../events/elicit-round.js';
import { ElicitChangeEvent } from '../events/elicit-change.js';
import {
  cancelDetail,
  readRound,
  roundDetail,
  roundOf,
  toggled,
  type RoundItem,
  type RoundModel,
} from './round-model.js';
import {
  answerOf,
  cardKey,
  checkItems,
  embeddedCards,
  formOf,
  focusProblem,
  itemElement,
  sendableResponses,
  type RoundCards,
} from './round-cards.js';
import { SlottedCardsController } from '../internal/slotted-cards.js';
import {
  renderRoundItem,
  renderRoundNotice,
  renderRoundServer,
  type ItemProblem,
} from './round-item.js';
import { renderRoundReview } from './round-review.js';
import { roundStyles } from './elicit-round.styles.js';
import { DraftsController } from '../internal/drafts-controller.js';
import { settingsOf } from '../internal/card-settings.js';
import { ownValue } from '../internal/own.js';

/** The round's status line: nothing, what needs attention (`count` is the problems'), sending, or a failed send. */
type RoundSummary = '' | 'ui.roundErrorSummary' | 'ui.sending' | 'ui.sendFailed';

/**
 * One whole Multi Round-Trip round: every ask of an `InputRequiredResult` on one card,
 * each answerable or declinable, validated together, reviewed, then sent at once.
 *
 * Form asks show as `<elicit-form embedded>` and URL asks as `<elicit-url-consent
 * embedded>` (both must be registered): the round's own children in the page's tree,
 * slotted into their items, so page CSS styles them as any form or URL card. `sampling/createMessage` and `roots/list`
 * entries are the host's: the round lists them and takes their answers from
 * `hostResponses`; Send is refused until every one has an answer, so the event
 * always carries every key. A URL ask must be opened or declined before Send. A
 * state-only round shows a waiting notice with Retry and Cancel. Escape is Cancel.
 *
 * @summary All the asks of one MCP round on one card, with a single Send.
 *
 * @fires elicit-round - `ElicitRoundEvent` on Send, Retry or Cancel: `{ inputResponses, requestState?, cancelled? }`.
 * @fires elicit-dismiss - `ElicitDismissEvent` when the person presses Close on an ended round.
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
 * @csspart close - Close, once the round expired or was withdrawn: collapses it to its `receipt` line.
 * @csspart receipt - The one-line receipt, or the line an ended round (`ended`) collapses to.
 * @slot item-N - The embedded card of the N-th ask (made by the round itself; `data-key` holds its key).
 * @cssstate expired - The deadline passed and the card says so (also the `expired` attribute).
 * @cssstate withdrawn - The host withdrew the ask and the card says so (also the `withdrawn` attribute).
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
    values: { attribute: false },
  };

  #model: RoundModel = { kind: 'empty' };
  readonly #card = new CardController(this, () => this.#handleCancel());
  readonly #drafts = new DraftsController(this, 'elicit-round');
  // The embedded cards: the round's own children, slotted into their items, made before each render.
  readonly #embedded = new SlottedCardsController(this, () =>
    embeddedCards(this.#items, this.#generation, settingsOf(this), this.values, (item) =>
      this.#clearProblem(item),
    ),
  );
  /** The last Send did not reach the server (`sendFailed()`): Send reads Retry until the next one. */
  #failed = false;
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
  result: unknown;

  /** Instead of `result`: the round as `callWithInput` hands it to its answerer, already read (core `InputEntry`s). Takes precedence over `result` while set. */
  entries: readonly InputEntry[] | undefined;

  /** With `entries`: the round's `requestState`, echoed in the `elicit-round` detail. */
  requestState: string | undefined;

  /** The host's answers for the entries it handles (`sampling/createMessage`, `roots/list`), by key. */
  hostResponses: { readonly [key: string]: JsonObject } | undefined;

  /** The content each form starts from, by ask key, over its schema's defaults (see `<elicit-form>` `values`). */
  values: { readonly [key: string]: ElicitContent } | undefined;

  /** Locks every button and field of the round (embedded cards too) while the host sends; set by the round itself right after it fires. */
  busy = false;

  /**
   * What Send would send right now as `inputResponses` (every key, in server order), or `undefined` while Send would refuse:
   * no round, an accepted form whose `checkValidity()` is false (what was typed fails core `validateContent`, or the schema
   * cannot render), a URL ask neither opened nor declined, or a host entry without an answer. In the review: the answers fixed
   * when it opened. A state-only round gives `{}`. Reading it shows no errors, moves no focus and fires nothing; a fresh object
   * each time. For live previews: the `elicit-round` event stays the answer to send.
   */
  get inputResponses(): InputResponses | undefined {
    if (this.#model.kind !== 'round') return undefined;
    return this.step === 'review'
      ? this.#reviewed().inputResponses
      : sendableResponses(this.#cards, this.#model);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // With `persistKey` and no round given: the pending round saved before a reload (the drafts read nothing without a key).
    const saved =
      this.result === undefined && !this.entries
        ? (this.#drafts.read() as Partial<this> | undefined)
        : undefined;
    if (saved) {
      this.result = saved.result;
      this.entries = saved.entries;
    }
    if (changed.has('result') || changed.has('entries') || changed.has('requestState')) {
      this.#model = this.entries
        ? roundOf(this.entries, this.requestState)
        : readRound(this.result);
      // The pending round is plain data (the result, or the entries), kept until answered; never
      // a `requestState` given beside entries: that one is the caller's (callWithInput's loop).
      if (this.#model.kind === 'round')
        this.#drafts.save({ result: this.result, entries: this.entries });
      this.#generation += 1;
      this.declined = new Set();
      this.problems = new Map();
      this.step = 'items';
      this.summary = '';
      this.answers = new Map();
      // A new round is a new chance to answer, unless the host locks it in the same update.
      if (!changed.has('busy')) this.busy = false;
    } else if (changed.has('hostResponses')) {
      // A host entry the app has answered meanwhile no longer blocks Send.
      for (const item of this.#items)
        if (item.kind === 'host' && ownValue(this.hostResponses, item.key) !== undefined)
          this.#clearProblem(item);
    }
    // Unlocked without a new result (the send failed): nothing is being sent any more.
    if (changed.has('busy') && !this.busy && this.summary === 'ui.sending') this.summary = '';
  }

  get #items(): readonly RoundItem[] {
    return this.#model.kind === 'round' ? this.#model.items : [];
  }

  get #cards(): RoundCards {
    const generation = this.#generation;
    return {
      root: this.renderRoot,
      card: (key) => this.#embedded.card(cardKey(generation, key)),
      hostResponses: this.hostResponses,
      isDeclined: (item) => this.#isDeclined(item),
    };
  }

  #isDeclined(item: RoundItem): boolean {
    return item.kind === 'unsupported' || this.declined.has(item.key);
  }

  #handleToggleDecline(item: RoundItem): void {
    this.declined = toggled(this.declined, item.key);
    this.#clearProblem(item);
    this.dispatchEvent(new ElicitChangeEvent());
  }

  /** An item stops blocking Send once it is declined, or its page was opened. */
  #clearProblem(item: RoundItem): void {
    const problems = new Map(this.problems);
    if (!problems.delete(item.key)) return;
    this.problems = problems;
    this.summary = this.problems.size > 0 ? 'ui.roundErrorSummary' : '';
  }

  /** Validates every ask; opens the review when all are answerable, else shows what needs attention. */
  async #handleReview(): Promise<void> {
    if (this.busy) return;
    const { problems, invalidForms } = checkItems(this.#cards, this.#items);
    this.problems = problems;
    this.summary = problems.size > 0 ? 'ui.roundErrorSummary' : '';
    if (problems.size > 0) {
      await Promise.all(invalidForms.map((form) => form.updateComplete));
      await this.updateComplete;
      focusProblem(this.renderRoot, ...[...problems][0]!);
      return;
    }
    this.answers = new Map(this.#items.map((item) => [item.key, answerOf(this.#cards, item)!]));
    this.step = 'review';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#review-title')?.focus();
  }

  get #firstItem(): HTMLElement | undefined {
    const first = this.#items[0];
    return first && itemElement(this.renderRoot, first.key);
  }

  async #handleEdit(): Promise<void> {
    this.step = 'items';
    await this.updateComplete;
    this.#firstItem?.focus();
  }

  /** Fires the round's one answer (Send, Retry or Cancel), saying it is on its way; the host unlocks with `busy = false` or a new `result`. */
  #send(detail: ElicitRoundDetail): void {
    if (this.busy) return;
    const [failed, summary] = [this.#failed, this.summary];
    this.#failed = false;
    this.summary = 'ui.sending';
    // Refused (past the deadline, withdrawn): nothing is on its way, the round says what it said.
    if (!this.#card.answer(new ElicitRoundEvent(detail)))
      [this.#failed, this.summary] = [failed, summary];
  }

  /**
   * The host could not deliver the answers this round sent (a dropped connection, a server error): unlocks the round with
   * the same answers under review, says so, and offers Retry, which fires the same answers again. Nothing is typed again.
   * Fires nothing itself.
   */
  sendFailed(): void {
    this.#failed = true;
    this.summary = 'ui.sendFailed';
    this.busy = false;
  }

  /** The round's answers as fixed when the review opened. */
  #reviewed(): ElicitRoundDetail {
    return roundDetail(this.#model, (item) => this.answers.get(item.key));
  }

  #handleCancel(): void {
    this.#send(cancelDetail(this.#model, this.hostResponses));
  }

  /** Focuses the first ask (or the round's first button), for hosts that show the round in a dialog. */
  override focus(options?: FocusOptions): void {
    (
      (this.#items.length
        ? this.#firstItem
        : this.renderRoot.querySelector<HTMLElement>('button')) ?? this
    ).focus(options);
  }

  #renderActions(): TemplateResult {
    // Review (first step), Send (in the review), or Retry (a state-only round, a failed send).
    // Both of the last send the reviewed answers: a state-only round has none, only its state.
    const waiting = this.#items.length === 0;
    const reviewing = this.step === 'review' && !waiting;
    const [label, onClick]: [UiMessageCode, () => void] =
      waiting || reviewing
        ? [waiting || this.#failed ? 'ui.retryNow' : 'ui.send', () => this.#send(this.#reviewed())]
        : ['ui.review', () => void this.#handleReview()];
    const primary =
      this.#model.kind === 'invalid'
        ? undefined
        : html`<button
            type="button"
            part="send"
            class="primary"
            ?disabled=${this.busy || !!this.#card.ended}
            @click=${onClick}
          >
            ${this.t(label)}
          </button>`;
    const edit = reviewing
      ? html`<button
          type="button"
          part="edit"
          ?disabled=${this.busy}
          @click=${() => void this.#handleEdit()}
        >
          ${this.t('ui.edit')}
        </button>`
      : undefined;
    return renderActionBar({
      busy: this.busy,
      ended: this.#card.ended,
      t: this.t,
      lead: edit,
      onCancel: () => this.#handleCancel(),
      primary,
      onClose: this.#card.onClose,
    });
  }

  #renderBody(): TemplateResult | typeof nothing {
    // No asks: an invalid result, or a state-only round (an empty result renders nothing at all).
    if (this.#items.length === 0) return renderRoundNotice(this.#model, this.effectiveLocale);
    return html`${keyed(
      this.#generation,
      html`<ul part="items" ?hidden=${this.step === 'review'}>
        ${this.#items.map((item, index) =>
          renderRoundItem(item, index, {
            declined: this.#isDeclined(item),
            problem: this.problems.get(item.key),
            settings: settingsOf(this),
            t: this.t,
            onDecline: () => this.#handleToggleDecline(item),
          }),
        )}
      </ul>`,
    )}
    ${
      this.step === 'review'
        ? renderRoundReview(
            this.#items,
            (item) => (this.#isDeclined(item) ? undefined : this.answers.get(item.key)),
            (item) => formOf(this.#cards, item.key)?.compiled.fields ?? [],
            this.t,
          )
        : nothing
    }`;
  }

  override render(): TemplateResult | typeof nothing {
    if (this.#model.kind === 'empty') return nothing;
    const receipt = this.#card.renderReceipt();
    if (receipt) return receipt;
    return html`<div part="card" role="group" aria-labelledby="server">
      ${renderRoundServer(this.#model, this.serverName, this.effectiveLocale)}${this.#card.renderDeadline()}${this.#renderBody()}
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
