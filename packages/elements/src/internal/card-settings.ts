/**
 * Settings flow one way: a container (`<elicit-request>`, `<elicit-round>`) hands the cards
 * it shows (slotted-cards.ts) its locale, theme, server name, lock and, where they show
 * them, its deadline, withdrawal, end, receipt and persistence key, from this one place.
 * The settings themselves are declared once, in ask-settings.ts.
 */
import { localeOf } from './card-host.js';
import type { AskSettings, CardEnded } from './ask-settings.js';

/** What a card takes from the container that shows it. */
export interface CardSettings
  extends
    Required<Pick<AskSettings, 'serverName' | 'locale'>>,
    Pick<AskSettings, 'deadline' | 'receipt' | 'persistKey'> {
  /** `AskSettings['theme']`, or `''` for unset, as a card's `theme` property holds it. */
  readonly theme: string;
  /** The container's lock. */
  readonly busy: boolean;
  readonly withdrawn?: boolean;
  readonly ended?: CardEnded | '';
}

/** A container: an `ElicitElement` with a `busy` lock. */
export interface SettingsSource extends HTMLElement {
  readonly serverName: string;
  readonly theme: string;
  readonly busy: boolean;
  readonly deadline: Date | number | undefined;
  readonly withdrawn: boolean;
  readonly ended: CardEnded | '';
  readonly receipt: boolean;
  readonly persistKey: string;
}

/** Every setting of `container`, its locale resolved (the nearest `lang` reaches the card). */
export function settingsOf(container: SettingsSource): CardSettings {
  return {
    serverName: container.serverName,
    locale: localeOf(container),
    theme: container.theme,
    busy: container.busy,
    deadline: container.deadline,
    withdrawn: container.withdrawn,
    ended: container.ended,
    receipt: container.receipt,
    persistKey: container.persistKey,
  };
}

/**
 * What a card embedded in a round shares with it: no deadline, withdrawal, end or receipt
 * (the round shows and enforces those), and its draft under `<round key>/<ask key>`.
 */
export function embeddedSettings(round: CardSettings, key: string): CardSettings {
  return {
    serverName: round.serverName,
    locale: round.locale,
    theme: round.theme,
    busy: round.busy,
    persistKey: round.persistKey ? `${round.persistKey}/${key}` : '',
  };
}
