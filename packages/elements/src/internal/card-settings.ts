/**
 * Settings flow one way: a container (`<elicit-request>`, `<elicit-round>`) hands the cards
 * it renders its locale, theme, server name, lock and, where they show them, its deadline,
 * withdrawal, receipt and persistence key, from this one place. `@lit/context` would do the
 * same across any depth, but each container renders its cards itself, and its bytes would
 * grow the script-tag files past their ceilings.
 */
import { localeOf } from './card-host.js';
import { onElement } from './on-element.js';

/** What a card takes from the container that renders it. */
export interface CardSettings {
  readonly serverName: string;
  readonly locale: string;
  readonly theme: string;
  readonly busy: boolean;
  readonly deadline?: Date | number | undefined;
  readonly withdrawn?: boolean;
  readonly receipt?: boolean;
  readonly persistKey?: string;
}

/** A container: an `ElicitElement` with a `busy` lock. */
export interface SettingsSource extends HTMLElement {
  readonly serverName: string;
  readonly theme: string;
  readonly busy: boolean;
  readonly deadline: Date | number | undefined;
  readonly withdrawn: boolean;
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
    receipt: container.receipt,
    persistKey: container.persistKey,
  };
}

/**
 * What a card embedded in a round shares with it: no deadline, withdrawal or receipt (the
 * round shows and enforces those), and its draft under `<round key>/<ask key>`.
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

/** Sets `settings` on the card it sits on (`<elicit-form ${cardSettings(…)}>`); unchanged values re-render nothing. */
export const cardSettings = (settings: CardSettings) => onElement((card) => Object.assign(card, settings));
