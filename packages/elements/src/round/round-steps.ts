/**
 * Where the person is in answering a round, as `<elicit-round>`'s reactive controller: the
 * asks they declined, the ones that block Send and why, the review and the answers fixed when
 * it opened, the status line, and whether the last Send failed. Each change renders the round.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ElicitResult, JsonObject } from '@elicit-kit/core';
import { toggled, type RoundItem } from './round-model.js';
import type { ItemProblem } from './round-item.js';
import { answerOf, checkItems, focusProblem, type RoundCards } from './round-cards.js';

/** The round's status line: nothing, what needs attention (`count` is the problems'), sending, or a failed send. */
export type RoundSummary = '' | 'ui.roundErrorSummary' | 'ui.sending' | 'ui.sendFailed';

export class RoundSteps implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  declined: ReadonlySet<string> = new Set();
  step: 'items' | 'review' = 'items';
  problems: ReadonlyMap<string, ItemProblem> = new Map();
  /** What the status line says, as a code (its text is rendered in the current locale). */
  summary: RoundSummary = '';
  /** The answers shown in the review, fixed when the review opens. */
  answers: ReadonlyMap<string, ElicitResult | JsonObject> = new Map();
  /** The last Send did not reach the server (`sendFailed()`): Send reads Retry until the next one. */
  failed = false;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /** A new round: nothing declined, nothing blocking, its asks shown, no answers fixed. */
  reset(): void {
    this.declined = new Set();
    this.problems = new Map();
    this.step = 'items';
    this.summary = '';
    this.answers = new Map();
  }

  isDeclined(item: RoundItem): boolean {
    return item.kind === 'unsupported' || this.declined.has(item.key);
  }

  toggleDecline(item: RoundItem): void {
    this.declined = toggled(this.declined, item.key);
    this.clearProblem(item);
    this.#host.requestUpdate();
  }

  /** An item stops blocking Send once it is declined, or its page was opened. */
  clearProblem(item: RoundItem): void {
    const problems = new Map(this.problems);
    if (!problems.delete(item.key)) return;
    this.showProblems(problems);
  }

  /** What blocks Send, and the status line that says how many (none: no line). */
  showProblems(problems: ReadonlyMap<string, ItemProblem>): void {
    this.problems = problems;
    this.summary = problems.size > 0 ? 'ui.roundErrorSummary' : '';
    this.#host.requestUpdate();
  }

  /** Opens the review with the answers it shows (and Send sends). */
  openReview(answers: ReadonlyMap<string, ElicitResult | JsonObject>): void {
    this.answers = answers;
    this.step = 'review';
    this.#host.requestUpdate();
  }

  /**
   * Review (the first step): checks every ask; opens the review when all are answerable, its
   * title focused, else shows what needs attention and focuses the first problem.
   */
  async review(cards: RoundCards, items: readonly RoundItem[], root: ParentNode): Promise<void> {
    const { problems, invalidForms } = checkItems(cards, items);
    this.showProblems(problems);
    if (problems.size > 0) {
      await Promise.all(invalidForms.map((form) => form.updateComplete));
      await this.#host.updateComplete;
      focusProblem(root, ...[...problems][0]!);
      return;
    }
    this.openReview(new Map(items.map((item) => [item.key, answerOf(cards, item)!])));
    await this.#host.updateComplete;
    root.querySelector<HTMLElement>('#review-title')?.focus();
  }

  /** Back from the review to the asks. */
  edit(): void {
    this.step = 'items';
    this.#host.requestUpdate();
  }

  /** Says the answer is on its way while `fire` fires it; refused (past the deadline, withdrawn), the round says what it said. */
  send(fire: () => boolean): void {
    const [failed, summary] = [this.failed, this.summary];
    this.failed = false;
    this.summary = 'ui.sending';
    if (!fire()) [this.failed, this.summary] = [failed, summary];
    this.#host.requestUpdate();
  }

  /** The last Send did not reach the server: Send reads Retry, the line says so. */
  sendFailed(): void {
    this.failed = true;
    this.summary = 'ui.sendFailed';
    this.#host.requestUpdate();
  }

  /** Unlocked without a new round (the send failed): nothing is being sent any more. */
  unlocked(): void {
    if (this.summary === 'ui.sending') this.summary = '';
  }
}
