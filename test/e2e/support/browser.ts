/**
 * Launches headless Chromium for the end-to-end tests: Debian's build (or CHROME_PATH),
 * with the flags this machine needs (no sandbox as root, no background networking).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

/** The Chromium to use: CHROME_PATH, else Debian's, else Playwright's own. */
export function chromiumPath(): string | undefined {
  if (process.env['CHROME_PATH']) return process.env['CHROME_PATH'];
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Starts a headless Chromium; close it in an `after` hook. */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
