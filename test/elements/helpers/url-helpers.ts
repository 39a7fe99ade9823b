// Small helpers for the URL consent, request and dialog tests.
import { executeServerCommand } from '@web/test-runner-commands';

/** What the network-log server plugin recorded. */
export interface NetworkLog {
  readonly requests: readonly { readonly url: string; readonly page: 'main' | 'opened' }[];
  readonly pages: readonly {
    readonly url: string;
    readonly openerIsNull: boolean | null;
    readonly hasPlaywrightOpener: boolean | null;
  }[];
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
    if (
      log.pages.some((page) => page.url.includes(fragment)) ||
      performance.now() - start > timeout
    )
      return log;
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

export { partOf, parts as partsOf, click as realClick, settle, collect } from './dom.js';
