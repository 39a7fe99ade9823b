/**
 * Receipts: the one line (part `receipt`) that replaces a card with `receipt` once it
 * answered, expired or was withdrawn. What it says is a pure function of what was sent;
 * CardController.renderReceipt renders the line.
 */
import { uiText } from '../messages/text.js';
import type { UiMessageCode } from '../messages/en.js';
import type { Ended } from './card-host.js';
import type { CardEnded } from './ask-settings.js';

/** What a card fired (an `ElicitResult`, or a round's detail with `cancelled`). */
export interface SentAnswer {
  readonly action?: string;
  readonly content?: unknown;
  readonly cancelled?: boolean;
}

/**
 * The receipt's text in `locale`, or `undefined` while there is none (nothing sent, not
 * ended). `fields` says what an accepted answer sent (already without secrets); an accept
 * that sent nothing readable says only that it was sent.
 */
export function receiptText(
  sent: SentAnswer | undefined,
  ended: Ended,
  locale: string,
  fields?: (content: never) => string,
): string | undefined {
  if (!sent && !ended) return undefined;
  const said = sent && fields && sent.action === 'accept' ? fields(sent.content as never) : '';
  const code: UiMessageCode = !sent
    ? `ui.receipt-${ended as CardEnded}`
    : sent.cancelled || sent.action === 'cancel'
      ? 'ui.receipt-cancel'
      : sent.action === 'decline'
        ? 'ui.declined'
        : said
          ? 'ui.receiptSent'
          : 'ui.receipt-accept';
  return uiText(code, { fields: said }, locale);
}
