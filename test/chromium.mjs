// The Chromium every browser test uses: Debian's build (or CHROME_PATH; Playwright's own
// download is not available on our machines), with the flags this machine needs (no
// sandbox as root; no background networking, whose connections the closed network refuses).
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own build). */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Launch flags for headless Chromium here. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
