/**
 * What `<elicit-round>` shows under its server line: its body, its summary and its button bar,
 * as templates of the round's state: the asks, the review, or the notice of a round
 * without asks; Review, Send or Retry, Edit, Cancel and Close.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { FieldModel } from '@elicit-kit/core';
import type { MessageParams } from '@elicit-kit/core/messages';
import { renderActionBar, renderEditButton, renderStatus } from '../internal/card-markup.js';
import type { Ended } from '../internal/card-host.js';
import type { CardSettings } from '../internal/card-settings.js';
import type { UiMessageCode } from '../messages/en.js';
import type { RoundItem, RoundModel } from './round-model.js';
import { renderRoundItem, renderRoundNotice } from './round-item.js';
import type { RoundSteps } from './round-steps.js';
import { renderRoundReview } from './round-review.js';

/** What the round's templates read of it: its state, its settings and what its buttons do. */
export interface RoundView {
  readonly model: RoundModel;
  readonly items: readonly RoundItem[];
  /** Bumped on every new round, so its items render fresh. */
  readonly generation: number;
  /** Declined asks, what blocks Send, the review and its answers, a failed Send. */
  readonly steps: RoundSteps;
  readonly busy: boolean;
  readonly ended: Ended;
  readonly locale: string;
  readonly settings: CardSettings;
  readonly t: (code: UiMessageCode, params?: MessageParams) => string;
  /** The fields of an item's form, for the review. */
  readonly fieldsOf: (item: RoundItem) => readonly FieldModel[];
  readonly onDecline: (item: RoundItem) => void;
  readonly onReview: () => void;
  /** Sends the reviewed answers (Send, Retry). */
  readonly onSend: () => void;
  readonly onEdit: () => void;
  readonly onCancel: () => void;
  readonly onClose: (() => void) | undefined;
}

/** Review (first step), Send (in the review) or Retry, Edit in the review, and the card's Cancel and Close. */
export function renderRoundActions(view: RoundView): TemplateResult {
  // Review (first step), Send (in the review), or Retry (a state-only round, a failed send).
  // Both of the last send the reviewed answers: a state-only round has none, only its state.
  const waiting = view.items.length === 0;
  const reviewing = view.steps.step === 'review' && !waiting;
  const [label, onClick]: [UiMessageCode, () => void] =
    waiting || reviewing
      ? [waiting || view.steps.failed ? 'ui.retryNow' : 'ui.send', view.onSend]
      : ['ui.review', view.onReview];
  const primary =
    view.model.kind === 'invalid'
      ? undefined
      : html`<button
          type="button"
          part="send"
          class="primary"
          ?disabled=${view.busy || !!view.ended}
          @click=${onClick}
        >
          ${view.t(label)}
        </button>`;
  const edit = reviewing ? renderEditButton(view, view.onEdit) : undefined;
  return renderActionBar({
    busy: view.busy,
    ended: view.ended,
    t: view.t,
    lead: edit,
    onCancel: view.onCancel,
    primary,
    onClose: view.onClose,
  });
}

/** The asks (kept per round by `generation`), the review once it opened, or the notice of a round without asks. */
export function renderRoundBody(view: RoundView): TemplateResult | typeof nothing {
  // No asks: an invalid result, or a state-only round (an empty result renders nothing at all).
  if (view.items.length === 0) return renderRoundNotice(view.model, view.locale);
  return html`${keyed(
    view.generation,
    html`<ul part="items" ?hidden=${view.steps.step === 'review'}>
      ${view.items.map((item, index) =>
        renderRoundItem(item, index, {
          declined: view.steps.isDeclined(item),
          problem: view.steps.problems.get(item.key),
          settings: view.settings,
          t: view.t,
          onDecline: () => view.onDecline(item),
        }),
      )}
    </ul>`,
  )}
  ${
    view.steps.step === 'review'
      ? renderRoundReview(
          view.items,
          (item) => (view.steps.isDeclined(item) ? undefined : view.steps.answers.get(item.key)),
          view.fieldsOf,
          view.t,
        )
      : nothing
  }`;
}

/** The polite live region: what needs attention (how many), sending, or a failed send. */
export function renderRoundSummary(view: RoundView): TemplateResult {
  const { summary, problems, failed } = view.steps;
  return renderStatus(
    'summary',
    summary ? [view.t(summary, { count: problems.size })] : [],
    (problems.size > 0 || failed) && !view.busy,
  );
}
