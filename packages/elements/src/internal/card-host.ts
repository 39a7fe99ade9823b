/**
 * What the card controllers need of a card, and the two facts they all read off it: whether
 * the ask ended (expired or withdrawn) and the locale the card speaks.
 */
import type { ReactiveControllerHost } from 'lit';
import type { CardEnded } from './ask-settings.js';

/** A card as its controllers see it (every card extends `ElicitElement`). */
export interface CardHost extends ReactiveControllerHost, HTMLElement {
  /** Locked after an answer; the host unlocks it to answer again (a failed send). */
  busy: boolean;
  /** Inside a round: Escape, the answer and the countdown belong to the round. */
  readonly embedded?: boolean;
  readonly serverName?: string;
  readonly deadline?: Date | number | undefined;
  readonly withdrawn?: boolean;
  readonly expired?: boolean;
  /** Set by the host (or the card's Close): the ask ended, and the card shows only how. */
  ended?: CardEnded | '';
  readonly receipt?: boolean;
  readonly persistKey?: string;
}

/** How an ask ended before it was answered, or `''` while it is open. */
export type Ended = '' | CardEnded;

/** How the ask ended as soon as it is so, whether or not the card is sending (what a receipt says). */
export function lateOf(host: CardHost): Ended {
  return host.ended || (host.withdrawn ? 'withdrawn' : host.expired ? 'expired' : '');
}

/** How the ask ended once nothing can be answered any more; never while sending, unless the host said so (`ended`). */
export function endedOf(host: CardHost): Ended {
  return host.busy && !host.ended ? '' : lateOf(host);
}

/** The `lang` of `element` or its nearest ancestor with one (what a container's cards speak by default), else `''`. */
export function nearestLang(element: Element): string {
  return element.closest('[lang]')?.getAttribute('lang') ?? '';
}

/** The card's effective locale (`ElicitElement`'s protected `effectiveLocale`), else English. */
export function localeOf(host: HTMLElement): string {
  return (host as { effectiveLocale?: string }).effectiveLocale ?? 'en';
}
