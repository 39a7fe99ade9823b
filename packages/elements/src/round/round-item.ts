/**
 * One ask of a round before Send: the slot of its embedded card (form or URL consent), its
 * state line, why it blocks Send, and its Decline toggle (part `item`, `data-key`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { MessageParams } from '@elicit-kit/core/messages';
import { plainText } from '../internal/text.js';
import { issueText, uiText } from '../messages/text.js';
import { renderServerLine, serverSentence } from '../internal/card-markup.js';
import type { RoundItem, RoundModel } from './round-model.js';
import type { UiMessageCode } from '../messages/en.js';
import type { CardSettings } from '../internal/card-settings.js';

/** Why an item blocks Send. */
export type ItemProblem = 'form' | 'url' | 'host';

/** What the round passes down to an item: its own state and the settings the cards share. */
export interface ItemContext {
  readonly declined: boolean;
  readonly problem: ItemProblem | undefined;
  /** The round's settings (`settingsOf`); the decline toggle reads its lock. */
  readonly settings: CardSettings;
  readonly t: (code: UiMessageCode, params?: MessageParams) => string;
  /** The person toggled the item's Decline (on, or off again). */
  readonly onDecline: () => void;
}

/** The slot of an item's embedded card: the card is the round's own child (round-cards.ts `embeddedCards`). */
export const itemSlot = (index: number): string => `item-${index}`;

/** The ask's server message (part `message`), when it has one: shown on the item and in the review. */
export function renderItemMessage(item: RoundItem): TemplateResult | typeof nothing {
  return item.message ? html`<p part="message"><bdi>${item.message}</bdi></p>` : nothing;
}

/** The item's state line: handled by the app, a mode the kit cannot show, or declined. */
function statusOf(item: RoundItem, context: ItemContext): string {
  if (item.kind === 'host') return context.t('ui.hostHandled', { method: item.method });
  if (item.kind === 'unsupported')
    return context.t('ui.unsupportedMode', { mode: plainText(item.mode) });
  return context.declined ? context.t('ui.declined') : '';
}

/** One ask of the round (`index` keeps its error id unique). */
export function renderRoundItem(
  item: RoundItem,
  index: number,
  context: ItemContext,
): TemplateResult {
  const { declined, problem, t } = context;
  // An invalid form shows its errors inside its own fields; only URL and host items get a line here.
  const reason =
    problem === 'url'
      ? 'ui.roundUrlPending'
      : problem === 'host'
        ? 'ui.roundHostPending'
        : undefined;
  const errorId = `error-${index}`;
  // Form and URL asks show their own card (and its message) with a Decline toggle; the others only a line.
  const answerable = item.kind === 'form' || item.kind === 'url';
  const status = statusOf(item, context);
  return html`<li
    part="item"
    data-key=${item.key}
    tabindex="-1"
    aria-describedby=${reason ? errorId : nothing}
  >
    ${answerable && !declined ? nothing : renderItemMessage(item)}
    <div ?hidden=${declined}>
      ${answerable ? html`<slot name=${itemSlot(index)}></slot>` : nothing}
    </div>
    ${status ? html`<p part="status">${status}</p>` : nothing}
    ${reason ? html`<p part="error" id=${errorId}>${t(reason)}</p>` : nothing}
    ${
      answerable
        ? html`<div part="item-actions">
            <button
              type="button"
              part="decline"
              aria-pressed=${declined ? 'true' : 'false'}
              aria-label=${`${t('ui.decline')}: ${item.message}`}
              ?disabled=${context.settings.busy}
              @click=${context.onDecline}
            >
              ${t('ui.decline')}
            </button>
          </div>`
        : nothing
    }
  </li>`;
}

/** The line naming the server and how many asks it sent (part `server`, the round's accessible name). */
export function renderRoundServer(
  model: RoundModel,
  serverName: string,
  locale: string,
): TemplateResult {
  const count = model.kind === 'round' ? model.items.length : 0;
  const [code, params] =
    count > 0 ? (['ui.roundIntro', { count }] as const) : (['ui.serverAsks', {}] as const);
  return renderServerLine(serverSentence(serverName, locale, code, params), 'server');
}

/** In place of the asks: why an invalid result cannot be answered, or that a state-only round waits. */
export function renderRoundNotice(model: RoundModel, locale: string): TemplateResult {
  if (model.kind !== 'invalid')
    return html`<p part="message">${uiText('ui.roundWaiting', {}, locale)}</p>`;
  return html`<p part="message">${uiText('ui.roundInvalid', {}, locale)}</p>
    <ul part="issues">
      ${model.issues.map((issue) => html`<li><bdi>${plainText(issueText(issue, locale))}</bdi></li>`)}
    </ul>`;
}
