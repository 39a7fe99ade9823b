/** Launches headless Chromium for the end-to-end tests (the same build and flags as the browser runner). */
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../chromium.mjs';

/** Starts a headless Chromium; close it in an `after` hook. */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [...chromiumArgs],
  });
}
