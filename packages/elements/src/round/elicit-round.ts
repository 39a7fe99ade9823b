import {
  html,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { ElicitContent, InputEntry, InputResponses, JsonObject } from '@elicit-kit/core';
import { ElicitElement } from '../internal/elicit-element.js';
import { CardController } from '../internal/card-controller.js';
import { cardStyles } from '../styles/host.styles.js';
import { ElicitRoundEvent, type ElicitRoundDetail } from '../events/elicit-round.js';
import { ElicitChangeEvent } from '../events/elicit-change.js';
import {
  cancelDetail,
  readRound,
  roundDetail,
  roundOf,
  type RoundItem,
  type RoundModel,
} from './round-model.js';
import {
  cardKey,
  embeddedCards,
  formOf,
  itemElement,
  sendableResponses,
  type RoundCards,
} from './round-cards.js';
import { SlottedCardsController } from '../internal/slotted-cards.js';
import { renderRoundServer } from './round-item.js';
import { RoundSteps } from './round-steps.js';
import {
  renderRoundActions,
  renderRoundBody,
  renderRoundSummary,
  type RoundView,
} from './round-view.js';
import { roundStyles } from './elicit-round.styles.js';
import { DraftsController } from '../internal/drafts-controller.js';
import { settingsOf } from '../internal/card-settings.js';
import { ownValue } from '../internal/own.js';

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
  readonly #steps = new RoundSteps(this);
  // The embedded cards: the round's own children, slotted into their items, made before each render.
  readonly #embedded = new SlottedCardsController(this, () =>
    embeddedCards(this.#items, this.#generation, settingsOf(this), this.values, (item) =>
      this.#steps.clearProblem(item),
    ),
  );
  /** Bumped on every new `result`, so embedded cards start fresh. */
  #generation = 0;

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
    return this.#steps.step === 'review'
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
      this.#steps.reset();
      // A new round is a new chance to answer, unless the host locks it in the same update.
      if (!changed.has('busy')) this.busy = false;
    } else if (changed.has('hostResponses')) {
      // A host entry the app has answered meanwhile no longer blocks Send.
      for (const item of this.#items)
        if (item.kind === 'host' && ownValue(this.hostResponses, item.key) !== undefined)
          this.#steps.clearProblem(item);
    }
    if (changed.has('busy') && !this.busy) this.#steps.unlocked();
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
      isDeclined: (item) => this.#steps.isDeclined(item),
    };
  }

  #handleToggleDecline(item: RoundItem): void {
    this.#steps.toggleDecline(item);
    this.dispatchEvent(new ElicitChangeEvent());
  }

  /** Validates every ask; opens the review when all are answerable, else shows what needs attention. */
  async #handleReview(): Promise<void> {
    if (!this.busy) await this.#steps.review(this.#cards, this.#items, this.renderRoot);
  }

  get #firstItem(): HTMLElement | undefined {
    const first = this.#items[0];
    return first && itemElement(this.renderRoot, first.key);
  }

  async #handleEdit(): Promise<void> {
    this.#steps.edit();
    await this.updateComplete;
    this.#firstItem?.focus();
  }

  /** Fires the round's one answer (Send, Retry or Cancel), saying it is on its way; the host unlocks with `busy = false` or a new `result`. */
  #send(detail: ElicitRoundDetail): void {
    if (this.busy) return;
    this.#steps.send(() => this.#card.answer(new ElicitRoundEvent(detail)));
  }

  /**
   * The host could not deliver the answers this round sent (a dropped connection, a server error): unlocks the round with
   * the same answers under review, says so, and offers Retry, which fires the same answers again. Nothing is typed again.
   * Fires nothing itself.
   */
  sendFailed(): void {
    this.#steps.sendFailed();
    this.busy = false;
  }

  /** The round's answers as fixed when the review opened. */
  #reviewed(): ElicitRoundDetail {
    return roundDetail(this.#model, (item) => this.#steps.answers.get(item.key));
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

  override render(): TemplateResult | typeof nothing {
    if (this.#model.kind === 'empty') return nothing;
    const receipt = this.#card.renderReceipt();
    if (receipt) return receipt;
    const view: RoundView = {
      model: this.#model,
      items: this.#items,
      generation: this.#generation,
      steps: this.#steps,
      busy: this.busy,
      ended: this.#card.ended,
      locale: this.effectiveLocale,
      settings: settingsOf(this),
      t: this.t,
      fieldsOf: (item) => formOf(this.#cards, item.key)?.compiled.fields ?? [],
      onDecline: (item) => this.#handleToggleDecline(item),
      onReview: () => void this.#handleReview(),
      onSend: () => this.#send(this.#reviewed()),
      onEdit: () => void this.#handleEdit(),
      onCancel: () => this.#handleCancel(),
      onClose: this.#card.onClose,
    };
    return html`<div part="card" role="group" aria-labelledby="server">
      ${renderRoundServer(this.#model, this.serverName, this.effectiveLocale)}${this.#card.renderDeadline()}${renderRoundBody(view)}
      ${renderRoundSummary(view)}${renderRoundActions(view)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'elicit-round': ElicitRound;
  }
}
