import { LitElement, type CSSResultGroup } from 'lit';
import { property } from 'lit/decorators.js';
import { formatMessage, type MessageParams } from '@elicit-kit/core';
import { hostStyles } from '../styles/host.styles.js';
import { themeStyles } from '../styles/theme.styles.js';

/**
 * The one base class of every elicit-kit element: theme tokens and host rules,
 * the shared `serverName` and `locale` properties, and message lookup.
 */
export class ElicitElement extends LitElement {
  static override styles: CSSResultGroup = [themeStyles, hostStyles];

  /** The name of the MCP server that asks, shown on the card. */
  @property({ attribute: 'server-name' }) serverName = '';

  /** The locale of the kit's own strings (`en`, `hi`, …); defaults to the nearest `lang`. */
  @property({ reflect: true }) locale = '';

  /** Forces the light or dark theme; unset follows `prefers-color-scheme`. */
  @property({ reflect: true }) theme: 'light' | 'dark' | '' = '';

  /** The locale actually used: `locale`, else the nearest `lang` attribute, else English. */
  protected get effectiveLocale(): string {
    if (this.locale) return this.locale;
    const withLang = this.closest('[lang]');
    return withLang?.getAttribute('lang') || 'en';
  }

  /** A kit string in the effective locale. */
  protected t(code: string, params: MessageParams = {}): string {
    return formatMessage(code, params, this.effectiveLocale);
  }

  /** The server's name for display, or a neutral phrase when the host gave none. */
  protected get displayServerName(): string {
    return this.serverName.trim() || this.t('ui.unknownServer');
  }
}
