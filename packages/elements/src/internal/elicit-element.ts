import {
  LitElement,
  type CSSResultGroup,
  type PropertyDeclarations,
  type PropertyValues,
} from 'lit';
import type { MessageParams } from '@elicit-kit/core/messages';
import { uiText } from '../messages/text.js';
import type { UiMessageCode } from '../messages/en.js';
import { hostStyles } from '../styles/host.styles.js';
import { themeStyles } from '../styles/theme.styles.js';
import { nearestLang } from './card-host.js';
import { ThemeController } from './theme-controller.js';
import type { CardEnded } from './ask-settings.js';

/**
 * The one base class of every elicit-kit element: theme tokens and host rules,
 * the shared `serverName`, `locale` and `theme` properties, and kit text.
 * Its custom states `light` and `dark` are documented in docs/theming.md, not in the
 * manifest (each element would repeat them there).
 */
export class ElicitElement extends LitElement {
  static override styles: CSSResultGroup = [themeStyles, hostStyles];

  /**
   * Reactive properties are declared here rather than with decorators: lit reads this
   * table natively, while each decorator adds its own code to the script-tag files. It
   * holds every shared setting of ask-settings.ts (`CardPropertyName`; card-settings.test.ts
   * checks), as a literal the custom-elements manifest can read.
   */
  static override properties: PropertyDeclarations = {
    serverName: { attribute: 'server-name' },
    locale: { reflect: true },
    theme: { reflect: true },
    deadline: { attribute: false },
    receipt: { attribute: false },
    persistKey: { attribute: false },
    withdrawn: { attribute: false },
    ended: { reflect: true },
  };

  /** The name of the MCP server that asks, shown on the card. */
  serverName = '';

  /** The locale of the kit's own strings (`en`, `hi`, …); defaults to the nearest `lang`. */
  locale = '';

  /**
   * `light` or `dark` forces that theme; anything else (unset) follows the host: `<html>`'s
   * `dark`/`light` class or `data-theme`, else an ancestor's `color-scheme`, else the OS.
   */
  theme: 'light' | 'dark' | '' = '';

  /** Resolves `theme` into the host's `color-scheme`, live (internal/theme-controller.ts). */
  // eslint-disable-next-line no-unused-private-class-members -- a reactive controller hooks itself into the host when made; the field only makes it
  readonly #scheme = new ThemeController(this);

  #internals: ElementInternals | undefined;

  /**
   * The platform gives an element one `ElementInternals`: every controller that needs it
   * (time, theme) shares this one.
   * @internal
   */
  override attachInternals(): ElementInternals {
    return (this.#internals ??= super.attachInternals());
  }

  /** When the ask expires (`Date` or epoch ms); then nothing is answered. */
  deadline: Date | number | undefined;

  /** The ask was withdrawn: nothing is answered; what was typed stays to copy. */
  withdrawn = false;

  /**
   * The ask ended without this page's answer (`expired`, `withdrawn`, `answered-elsewhere`):
   * the card refuses to answer and collapses to one visible line saying so. Set by the host
   * (a relay told it another tab answered); the person's Close on an expired or withdrawn
   * card sets it too. Reflected as the `ended` attribute.
   */
  ended: CardEnded | '' = '';

  /** Once answered or ended, show a one-line receipt. */
  receipt = false;

  /** Keeps the draft in sessionStorage under this key. */
  persistKey = '';

  /** True once `deadline` passed. */
  get expired(): boolean {
    return this.deadline !== undefined && Date.now() >= +this.deadline;
  }

  /** The locale actually used: `locale`, else the nearest `lang` attribute, else English. */
  protected get effectiveLocale(): string {
    return this.#updateLocale ?? (this.locale || nearestLang(this) || 'en');
  }

  /**
   * The effective locale while an update runs, found once: every string, number and field
   * of a render asks for it, and each `closest('[lang]')` walks the ancestors (profiled: the
   * kit's costliest function in a 3-field form's first render).
   */
  #updateLocale: string | undefined;

  protected override performUpdate(): void {
    this.#updateLocale = this.effectiveLocale;
    try {
      super.performUpdate();
    } finally {
      this.#updateLocale = undefined;
    }
  }

  /** A kit string in the effective locale; bound, so a card hands `this.t` to its render helpers as it is. */
  protected readonly t = (code: UiMessageCode, params?: MessageParams): string =>
    uiText(code, params, this.effectiveLocale);

  /** The `lang` this element wrote, so it never changes or removes an author's own. */
  #writtenLang: string | undefined;

  /**
   * An explicit `locale` also marks the element's language (`lang`), so assistive
   * technology reads the kit's strings with the right voice (WCAG 3.1.2).
   */
  protected override update(changed: PropertyValues): void {
    const current = this.getAttribute('lang');
    if (changed.has('locale') && (current === null || current === this.#writtenLang)) {
      if (this.locale) this.setAttribute('lang', this.locale);
      else this.removeAttribute('lang');
      this.#writtenLang = this.locale || undefined;
      // Found again: a `lang` this element just removed no longer counts.
      this.#updateLocale = undefined;
      this.#updateLocale = this.effectiveLocale;
    }
    super.update(changed);
  }
}
