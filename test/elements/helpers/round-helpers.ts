// Small helpers for the <elicit-round> tests: parts across nested shadow roots, real
// clicks, and a recorder of `elicit-round` events heard on the document.
import type { ElicitRoundEvent } from '@elicit-kit/elements';
import { click, collect, part, parts } from './dom.js';

export { click, deepActiveElement, part, parts, settle } from './dom.js';

/** The `item` part of the ask with `key` (keys are compared as data, never as selectors). */
export function item(round: Element, key: string): HTMLElement {
  const found = parts(round, 'item').find((element) => element.dataset['key'] === key);
  if (!found) throw new Error(`no item for key ${JSON.stringify(key)}`);
  return found;
}

/** The embedded card (`elicit-form` or `elicit-url-consent`) of the ask with `key`: the round's child slotted into the item. */
export function card<T extends HTMLElement = HTMLElement>(
  round: Element,
  key: string,
  tag: string,
): T {
  const slot = item(round, key).querySelector('slot');
  const found = slot?.assignedElements().find((element): element is T => element.localName === tag);
  if (!found) throw new Error(`no <${tag}> for key ${JSON.stringify(key)}`);
  return found;
}

/** The item's decline toggle. */
export function declineOf(round: Element, key: string): HTMLButtonElement {
  const found = item(round, key).querySelector<HTMLButtonElement>('[part~="decline"]');
  if (!found) throw new Error(`no decline toggle for key ${JSON.stringify(key)}`);
  return found;
}

/** Records every `elicit-round` event that reaches `document` until `stop()`. */
export function recordRounds(): { readonly events: ElicitRoundEvent[]; stop(): void } {
  return collect<ElicitRoundEvent>(document, 'elicit-round');
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

/** Stubs `window.open` and records `elicit-round` events around every test of the calling `describe`. */
export function roundTestHooks(): {
  windowOpen: ReturnType<typeof stubWindowOpen>;
  recorder: ReturnType<typeof recordRounds>;
} {
  const hooks = {} as {
    windowOpen: ReturnType<typeof stubWindowOpen>;
    recorder: ReturnType<typeof recordRounds>;
  };
  beforeEach(() => {
    hooks.windowOpen = stubWindowOpen();
    hooks.recorder = recordRounds();
  });
  afterEach(() => {
    hooks.windowOpen.restore();
    hooks.recorder.stop();
  });
  return hooks;
}

/** Consents to and opens the URL ask of `key` with real clicks (`window.open` must be stubbed). */
export async function openUrl(
  round: HTMLElement & { updateComplete: Promise<unknown> },
  key: string,
): Promise<void> {
  const consent = card<HTMLElement & { updateComplete: Promise<unknown> }>(
    round,
    key,
    'elicit-url-consent',
  );
  await click(consent.shadowRoot!.querySelector('input[type=checkbox]')!);
  await consent.updateComplete;
  await click(part(consent, 'open'));
  await consent.updateComplete;
  await round.updateComplete;
}
