// Small helpers for the <elicit-round> tests: parts across nested shadow roots, real
// clicks, and a recorder of `elicit-round` events heard on the document.
import { sendMouse } from '@web/test-runner-commands';
import type { ElicitRoundEvent } from '../../../packages/elements/src/events/elicit-round.js';

/** The first element with `part` in `host`'s shadow root. Fails loudly when missing. */
export function part<T extends HTMLElement = HTMLElement>(host: Element, name: string): T {
  const found = host.shadowRoot?.querySelector<T>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${host.localName}>`);
  return found;
}

/** Every element with `part` in `host`'s shadow root. */
export function parts(host: Element, name: string): HTMLElement[] {
  return [...(host.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])];
}

/** The `item` part of the ask with `key` (keys are compared as data, never as selectors). */
export function item(round: Element, key: string): HTMLElement {
  const found = parts(round, 'item').find((element) => element.dataset['key'] === key);
  if (!found) throw new Error(`no item for key ${JSON.stringify(key)}`);
  return found;
}

/** The embedded card (`elicit-form` or `elicit-url-consent`) of the ask with `key`. */
export function card<T extends HTMLElement = HTMLElement>(round: Element, key: string, tag: string): T {
  const found = item(round, key).querySelector<T>(tag);
  if (!found) throw new Error(`no <${tag}> for key ${JSON.stringify(key)}`);
  return found;
}

/** The item's decline toggle. */
export function declineOf(round: Element, key: string): HTMLButtonElement {
  const found = item(round, key).querySelector<HTMLButtonElement>('[part~="decline"]');
  if (!found) throw new Error(`no decline toggle for key ${JSON.stringify(key)}`);
  return found;
}

/** Clicks an element with a real mouse click at its centre. */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Waits two frames so events and renders (also of nested elements) have settled. */
export function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** The element that has focus, looking through every open shadow root. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Records every `elicit-round` event that reaches `document` until `stop()`. */
export function recordRounds(): { readonly events: ElicitRoundEvent[]; stop(): void } {
  const events: ElicitRoundEvent[] = [];
  const listener = (event: Event) => events.push(event as ElicitRoundEvent);
  document.addEventListener('elicit-round', listener);
  return { events, stop: () => document.removeEventListener('elicit-round', listener) };
}

/** Replaces `window.open` for one test (no real tab, no network); returns the calls and a restore. */
export function stubWindowOpen(): { readonly calls: unknown[][]; restore(): void } {
  const original = window.open;
  const calls: unknown[][] = [];
  window.open = ((...args: unknown[]) => {
    calls.push(args);
    return null;
  }) as typeof window.open;
  return { calls, restore: () => (window.open = original) };
}
