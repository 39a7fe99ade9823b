/**
 * The round's button bar: Edit in the review, Cancel, and one primary button that reads
 * Review (first step), Send (in the review), or Retry (a state-only round, a failed send).
 */
import { html, type TemplateResult } from 'lit';
import { renderActionBar } from '../internal/card-markup.js';
import type { UiMessageCode } from '../messages/en.js';

/** What the bar shows, and what its buttons do. */
export interface RoundActions {
  /** `invalid`: no primary button (nothing can be answered); `waiting`: a state-only round. */
  readonly stage: 'invalid' | 'waiting' | 'items' | 'review';
  readonly failed: boolean;
  readonly busy: boolean;
  readonly ended: string;
  readonly t: (code: UiMessageCode) => string;
  readonly onReview: () => void;
  readonly onSend: () => void;
  readonly onRetry: () => void;
  readonly onEdit: () => void;
  readonly onCancel: () => void;
}

export function renderRoundActions(bar: RoundActions): TemplateResult {
  const { stage, t } = bar;
  const send = (label: UiMessageCode, onClick: () => void) =>
    html`<button type="button" part="send" class="primary" ?disabled=${bar.busy || !!bar.ended} @click=${onClick}>${t(label)}</button>`;
  const primary =
    stage === 'invalid'
      ? undefined
      : stage === 'waiting'
        ? send('ui.retryNow', bar.onRetry)
        : stage === 'review'
          ? send(bar.failed ? 'ui.retryNow' : 'ui.send', bar.onSend)
          : send('ui.review', bar.onReview);
  const edit = stage === 'review' ? html`<button type="button" part="edit" ?disabled=${bar.busy} @click=${bar.onEdit}>${t('ui.edit')}</button>` : undefined;
  return renderActionBar({ busy: bar.busy, ended: bar.ended, t, lead: edit, onCancel: bar.onCancel, primary });
}
