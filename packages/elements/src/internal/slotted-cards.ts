/**
 * The cards a container shows (`<elicit-request>`'s form or URL card, `<elicit-round>`'s
 * embedded cards) live in the page's tree as the container's own children, slotted into
 * its shadow root: page CSS reaches them (`elicit-form { --elicit-… }`,
 * `elicit-form::part(accept)`) however deep the container sits. This controller creates
 * them before each render of the container, hands them their settings, and removes those
 * no longer wanted. It touches only the children it made; a host's own are left alone.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** One card the container wants as its child now. */
export interface SlottedCard {
  /** Its identity: the same key keeps the same element (and what was typed in it). */
  readonly key: string;
  readonly tag: string;
  /** The named slot it goes in; none for the default slot. */
  readonly slot?: string;
  /** Its `data-key` attribute (a round's ask key), for hosts and tests that select it. */
  readonly dataKey?: string;
  /** Set on the element at each update of the container (unchanged values re-render nothing). */
  readonly properties: object;
  /** Listeners added once, when the element is made. */
  readonly listeners?: { readonly [type: string]: (event: Event) => void };
}

export class SlottedCardsController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #wanted: () => readonly SlottedCard[];
  #cards = new Map<string, HTMLElement>();

  /** `wanted` says, before each render, which cards the container shows. */
  constructor(host: ReactiveControllerHost & HTMLElement, wanted: () => readonly SlottedCard[]) {
    this.#host = host;
    this.#wanted = wanted;
    host.addController(this);
  }

  /** The card made for `key`, if the container shows one. */
  card(key: string): HTMLElement | undefined {
    return this.#cards.get(key);
  }

  hostUpdate(): void {
    const next = new Map<string, HTMLElement>();
    for (const wanted of this.#wanted()) {
      let element = this.#cards.get(wanted.key);
      if (element?.localName !== wanted.tag) {
        element = document.createElement(wanted.tag);
        if (wanted.dataKey !== undefined) element.dataset['key'] = wanted.dataKey;
        for (const [type, listener] of Object.entries(wanted.listeners ?? {}))
          element.addEventListener(type, listener);
      }
      if (wanted.slot) element.slot = wanted.slot;
      Object.assign(element, wanted.properties);
      next.set(wanted.key, element);
    }
    for (const [key, element] of this.#cards) if (next.get(key) !== element) element.remove();
    // New cards after those kept, in the order wanted (their slots, not their order, place them).
    for (const element of next.values())
      if (element.parentNode !== this.#host) this.#host.append(element);
    this.#cards = next;
  }
}
