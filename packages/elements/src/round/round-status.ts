/**
 * The round's status line (part `summary`): what needs attention, "Sending…", or that the
 * last send failed (then Send reads Retry). Kept as a code, so its text follows the locale.
 */
import type { ReactiveController, TemplateResult } from 'lit';
import type { MessageParams } from '@elicit-kit/core/messages';
import { renderStatus } from '../internal/card-markup.js';
import type { CardHost } from '../internal/card-host.js';
import type { UiMessageCode } from '../messages/en.js';

/** What the line says: nothing, what needs attention (`count` is the problems'), sending, or a failed send. */
export type RoundSummary = '' | 'ui.roundErrorSummary' | 'ui.sending' | 'ui.sendFailed';

export class RoundStatus implements ReactiveController {
  readonly #host: CardHost;
  #summary: RoundSummary = '';
  /** The last Send did not reach the server (`sendFailed()`): Send reads Retry until the next one. */
  #failed = false;
  #wasBusy = false;

  constructor(host: CardHost) {
    this.#host = host;
    host.addController(this);
  }

  get failed(): boolean {
    return this.#failed;
  }

  /** Says `summary` from the next render on. */
  say(summary: RoundSummary): void {
    this.#summary = summary;
    this.#host.requestUpdate();
  }

  /**
   * Says it is sending while `answer()` fires the round's answer; when the answer is refused
   * (past the deadline, withdrawn), nothing is on its way and the line says what it said.
   */
  send(answer: () => boolean): void {
    const [failed, summary] = [this.#failed, this.#summary];
    this.#failed = false;
    this.say('ui.sending');
    if (!answer()) [this.#failed, this.#summary] = [failed, summary];
  }

  /** The host could not deliver the answers: say so, and offer Retry. */
  sendFailed(): void {
    this.#failed = true;
    this.say('ui.sendFailed');
  }

  hostUpdate(): void {
    // Unlocked without a new result (the send failed): nothing is being sent any more.
    if (this.#wasBusy && !this.#host.busy && this.#summary === 'ui.sending') this.#summary = '';
    this.#wasBusy = this.#host.busy;
  }

  /** The line, `problems` being how many asks block Send. */
  render(problems: number, t: (code: UiMessageCode, params?: MessageParams) => string): TemplateResult {
    const { busy } = this.#host;
    return renderStatus('summary', this.#summary ? [t(this.#summary, { count: problems })] : [], (problems > 0 || this.#failed) && !busy);
  }
}
