/**
 * The settings every way of showing an ask shares, declared once: the cards' reactive
 * properties, what a container hands its cards (card-settings.ts) and the options of
 * `showElicitation`, `answerWithRound` and `connectRelay` (and the React hooks) derive from
 * `AskSettings` and `CardPropertyName`. A new setting is its line here plus its use.
 */
import type { ElicitContent } from '@elicit-kit/core';

/** How an ask ended without this page's answer: what a card's `ended` says. */
export type CardEnded = 'expired' | 'withdrawn' | 'answered-elsewhere';

/** The settings of showing one ask, whichever way it is shown. */
export interface AskSettings {
  /** The name of the MCP server that asks, shown on the card. */
  readonly serverName?: string;
  /** The locale of the kit's strings (`en`, `hi`, …); defaults to the container's nearest `lang`, else English. */
  readonly locale?: string;
  /** Forces the light or dark theme; unset follows the page. */
  readonly theme?: 'light' | 'dark';
  /**
   * When the person's time to answer ends (a `Date` or epoch ms), as the host app or the
   * server set it: the card counts down and, past it, nothing is ever sent.
   */
  readonly deadline?: Date | number;
  /** Aborting withdraws the ask (the server's `notifications/cancelled`, a host timeout): nothing is sent after it. */
  readonly signal?: AbortSignal;
  /**
   * Opt-in: what was typed (never a secret-looking field) is kept in `sessionStorage` under
   * this key and comes back when the same ask is shown again after a reload; cleared when
   * answered, expired or withdrawn.
   */
  readonly persistKey?: string;
  /** Once answered or ended, the card stays as a one-line receipt of what was sent (never a secret-looking value). */
  readonly receipt?: boolean;
  /** Where the card is shown (default `document.body`). */
  readonly container?: HTMLElement;
  /** With `container`: the card sits inside it (a chat transcript) instead of in a modal dialog. */
  readonly inline?: boolean;
  /**
   * The content the form starts from (field name → value), over the schema's defaults:
   * a draft to pre-fill without rewriting the server's schema. A value of the wrong type
   * for its field, or not one of its options, is ignored, as a default would be.
   */
  readonly values?: ElicitContent;
}

/**
 * The settings a card element carries as reactive properties (with `withdrawn` and
 * `ended`): `ElicitElement` declares each in its `properties` table (a literal, which the
 * custom-elements manifest reads); test/elements/card-settings.test.ts fails until a name
 * added here is declared there.
 */
export type CardPropertyName =
  'serverName' | 'locale' | 'theme' | 'deadline' | 'receipt' | 'persistKey' | 'withdrawn' | 'ended';
