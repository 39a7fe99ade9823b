// Small helpers for the URL consent, request and dialog tests.
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';

/** What the network-log server plugin recorded. */
export interface NetworkLog {
  readonly requests: readonly { readonly url: string; readonly page: 'main' | 'opened' }[];
  readonly pages: readonly { readonly url: string; readonly openerIsNull: boolean | null; readonly hasPlaywrightOpener: boolean | null }[];
}

/** Starts a fresh network log; requests to `block` hosts are recorded, then answered with a stub page. */
export function startNetworkLog(block: readonly string[] = []): Promise<boolean> {
  return executeServerCommand('network-log-start', { block });
}

/** Reads the network log so far (waits until every opened page has been examined). */
export function readNetworkLog(): Promise<NetworkLog> {
  return executeServerCommand('network-log-read');
}

/** Polls the log until a page whose URL contains `fragment` was opened (or `timeout` ms pass). */
export async function waitForOpenedPage(fragment: string, timeout = 5000): Promise<NetworkLog> {
  const start = performance.now();
  for (;;) {
    const log = await readNetworkLog();
    if (log.pages.some((page) => page.url.includes(fragment)) || performance.now() - start > timeout) return log;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops logging and closes the pages opened meanwhile. */
export function stopNetworkLog(): Promise<boolean> {
  return executeServerCommand('network-log-stop');
}

/** Lets the test page read and write the clipboard. */
export function grantClipboard(): Promise<boolean> {
  return executeServerCommand('network-log-grant-clipboard');
}

/** The first element with `part` in `host`'s shadow root (or null). */
export function partOf<T extends HTMLElement = HTMLElement>(host: Element, part: string): T | null {
  return host.shadowRoot?.querySelector<T>(`[part~="${part}"]`) ?? null;
}

/** Every element with `part` in `host`'s shadow root. */
export function partsOf(host: Element, part: string): HTMLElement[] {
  return [...(host.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${part}"]`) ?? [])];
}

/** Clicks an element with a real mouse click at its centre. */
export async function realClick(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Resolves on the next frame pair, so events and renders have settled. */
export function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Collects every event of `type` heard on `target` until `stop()` is called. */
export function collect<E extends Event>(target: EventTarget, type: string): { events: E[]; stop: () => void } {
  const events: E[] = [];
  const listener = (event: Event) => events.push(event as E);
  target.addEventListener(type, listener);
  return { events, stop: () => target.removeEventListener(type, listener) };
}
