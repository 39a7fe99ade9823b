/**
 * Which colour scheme a card takes, live. An explicit `theme` of `light` or `dark` wins; any
 * other value is automatic: what `<html>` says (class `dark`/`light`, `data-theme`,
 * Bootstrap's `data-bs-theme`), else the `color-scheme` the card inherits when an ancestor set
 * one, else `prefers-color-scheme`. The outcome is the host's `color-scheme` (theme.styles.ts
 * picks every colour from it with `light-dark()`), set through the custom states `light` and
 * `dark` only where inheriting would be wrong, so an ancestor's `color-scheme` is followed by
 * CSS alone. One MutationObserver on `<html>` and one media listener serve every card.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Scheme = 'light' | 'dark';

/** A card: an element with a `theme`. */
export interface ThemeHost extends ReactiveControllerHost, HTMLElement {
  readonly theme: string;
}

/** The scheme `<html>` names, if any (dark first: a page marked both ways is dark). */
function pageScheme(root: HTMLElement): Scheme | '' {
  for (const scheme of ['dark', 'light'] as const) {
    if (
      root.classList.contains(scheme) ||
      root.dataset['theme'] === scheme ||
      root.dataset['bsTheme'] === scheme
    )
      return scheme;
  }
  return '';
}

const controllers = new Set<ThemeController>();
let osDark: MediaQueryList | undefined;
let observer: MutationObserver | undefined;
const refresh = (): void => controllers.forEach((controller) => controller.apply());

export class ThemeController implements ReactiveController {
  readonly #host: ThemeHost;
  /** The state set now ('' for none: the host inherits its `color-scheme`), and the `theme` it was set for. */
  #set: Scheme | '' = '';
  #theme: string | undefined;

  constructor(host: ThemeHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    controllers.add(this);
    if (!observer) {
      osDark = matchMedia('(prefers-color-scheme: dark)');
      osDark.addEventListener('change', refresh);
      observer = new MutationObserver(refresh);
      observer.observe(document.documentElement, {
        attributeFilter: ['class', 'data-theme', 'data-bs-theme', 'style'],
      });
    }
    this.apply();
  }

  hostDisconnected(): void {
    controllers.delete(this);
    if (controllers.size > 0) return;
    observer?.disconnect();
    osDark?.removeEventListener('change', refresh);
    observer = osDark = undefined;
  }

  hostUpdate(): void {
    if (this.#host.theme !== this.#theme) this.apply();
  }

  /** Sets the state the card needs now; called again whenever `<html>`, the OS or `theme` changes. */
  apply(): void {
    const host = this.#host;
    const { theme } = host;
    this.#theme = theme;
    let scheme =
      theme === 'light' || theme === 'dark' ? theme : pageScheme(document.documentElement);
    if (!scheme && osDark?.matches) {
      // Inheriting is right unless no ancestor chose a scheme (`normal` renders light). Read
      // from the parent the card inherits from, so its own state never flips to find out,
      // and only here: a light OS costs no style read.
      const parent =
        host.assignedSlot ?? host.parentElement ?? (host.parentNode as ShadowRoot | null)?.host;
      scheme = !parent || getComputedStyle(parent).colorScheme === 'normal' ? 'dark' : '';
    }
    this.#state(scheme);
  }

  #state(scheme: Scheme | ''): void {
    if (scheme === this.#set) return;
    // attachInternals is shared with the other controllers (ElicitElement hands out one).
    const { states } = this.#host.attachInternals();
    if (this.#set) states.delete(this.#set);
    if (scheme) states.add(scheme);
    this.#set = scheme;
  }
}
