/**
 * The markup every card shares: the line naming the server (its name bidi-isolated), the
 * button bar with Cancel and Decline, and the polite live status. Render functions only.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { MessageParams } from '@elicit-kit/core/messages';
import { uiText } from '../messages/text.js';
import type { UiMessageCode } from '../messages/en.js';
import { plainText } from './text.js';

/** A sentence about the server (`ui.serverAsks` by default) split around its name, which is bidi-neutralised. */
export type ServerSentence = readonly [before: string, server: string, after: string];

const marker = '\u0000';

/** The sentence `code` in `locale` with the server's name (or "An MCP server") in place of `{server}`. */
export function serverSentence(
  serverName: string,
  locale: string,
  code: UiMessageCode = 'ui.serverAsks',
  params?: MessageParams,
): ServerSentence {
  // The name often comes from the server's own `serverInfo.name`: anything but a string is no name.
  const name =
    plainText(typeof serverName === 'string' ? serverName.trim() : '', 256) ||
    uiText('ui.unknownServer', {}, locale);
  const [before = '', after = ''] = uiText(code, { ...params, server: marker }, locale).split(
    marker,
  );
  return [before, name, after];
}

/**
 * The line naming the server that asks (part `server`): the name in a `<bdi>`, so a
 * right-to-left name cannot reorder the sentence around it. The one bidi treatment of
 * server names in the kit.
 */
export function renderServerLine(
  [before, server, after]: ServerSentence,
  id?: string,
): TemplateResult {
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
  /** Once the ask ended: Close (part `close`), last, the one button still enabled (`CardController.onClose`). */
  readonly onClose?: (() => void) | undefined;
}

/** The button bar (part `actions`): leading buttons, Cancel, Decline, the primary action. */
export function renderActionBar(bar: ActionBar): TemplateResult {
  return html`<div part="actions">
    ${bar.lead ?? nothing}
    <button type="button" part="cancel" ?disabled=${bar.busy || !!bar.ended} @click=${bar.onCancel}>
      ${bar.t('ui.cancel')}
    </button>
    ${
      bar.onDecline
        ? html`<button
            type="button"
            part="decline"
            ?disabled=${bar.busy || !!bar.ended}
            @click=${bar.onDecline}
          >
            ${bar.t('ui.decline')}
          </button>`
        : nothing
    }
    ${bar.primary ?? nothing}
    ${bar.onClose ? html`<button type="button" part="close" @click=${bar.onClose}>${bar.t('ui.close')}</button>` : nothing}
  </div>`;
}

/** Edit (part `edit`): back from the review to the answers, the lead of a reviewing card's bar. */
export function renderEditButton(
  bar: Pick<ActionBar, 'busy' | 't'>,
  onEdit: () => void,
): TemplateResult {
  return html`<button type="button" part="edit" ?disabled=${bar.busy} @click=${onEdit}>${bar.t('ui.edit')}</button>`;
}

/** The polite live region (part `summary` or `status`): focusable, so focus can land here once the card locks. */
export function renderStatus(
  part: string,
  lines: readonly string[],
  error = false,
): TemplateResult {
  return html`<div
    part=${part}
    class=${error ? 'summary errors' : 'summary'}
    role="status"
    tabindex="-1"
  >
    ${lines.length > 1 ? lines.map((line) => html`<p>${line}</p>`) : (lines[0] ?? '')}
  </div>`;
}
