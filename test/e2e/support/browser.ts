/**
 * The one Chromium launcher of the tests and scripts (e2e tests, screenshots, the bench):
 * headless, with the build and flags of test/chromium.mjs that the browser runner uses too.
 */
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../chromium.mjs';

interface LaunchOptions {
  /** V8 flags (`--expose-gc` for the bench, which collects garbage between samples). */
  readonly jsFlags?: readonly string[];
}

/** Starts a headless Chromium; close it in an `after` hook. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  const jsFlags = options.jsFlags?.length ? [`--js-flags=${options.jsFlags.join(' ')}`] : [];
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [...chromiumArgs, ...jsFlags],
  });
}
