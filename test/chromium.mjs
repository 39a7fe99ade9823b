// The Chromium every browser test uses: CHROME_PATH, else a Chrome or Chromium the machine
// already has in the usual places (Playwright's own download is not available on our
// machines), with the flags this machine needs (no sandbox as root; no background
// networking, whose connections the closed network refuses).
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where system packages and installers put the browser (Debian/Ubuntu, Fedora, snap, macOS). */
const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
/** Names looked up on PATH. */
const COMMANDS = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

/** True when `path` is a file this process may run. */
function runnable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's own builds in its cache (newest first), and the user's macOS Applications folder. */
function userPaths(home) {
  if (!home) return [];
  const cache = join(home, '.cache', 'ms-playwright');
  let builds = [];
  try {
    builds = readdirSync(cache)
      .filter((name) => /^chromium-\d+$/.test(name))
      .sort((a, b) => Number(b.slice(9)) - Number(a.slice(9)));
  } catch {
    // No cache: nothing installed by Playwright.
  }
  return [
    ...builds.flatMap((build) =>
      ['chrome-linux', 'chrome-linux64'].map((folder) => join(cache, build, folder, 'chrome')),
    ),
    join(home, 'Applications', 'Google Chrome.app', 'Contents', 'MacOS', 'Google Chrome'),
    join(home, 'Applications', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
  ];
}

/** What to do when no browser is found: one line, for a person who just ran `npm test`. */
export const NO_BROWSER =
  'No Chrome or Chromium found: install one (Debian/Ubuntu: sudo apt install chromium) or set CHROME_PATH to its executable.';

/**
 * The browser to launch: `{ path }`, or `{ problem }` (one line) when CHROME_PATH names no
 * runnable file or none is found. A CHROME_PATH that is set is never second-guessed.
 * `system` is for tests (the fixed install locations).
 */
export function findChromium(env = process.env, system = SYSTEM_PATHS) {
  if (env.CHROME_PATH) {
    return runnable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH }
      : {
          problem: `CHROME_PATH=${env.CHROME_PATH} is not a runnable file: set it to a Chrome or Chromium executable, or unset it.`,
        };
  }
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => COMMANDS.map((name) => join(dir, name)));
  const path = [...system, ...onPath, ...userPaths(env.HOME)].find(runnable);
  return path ? { path } : { problem: NO_BROWSER };
}

/** The browser's path, or undefined (then Playwright tries its own build). */
export function chromiumPath() {
  return findChromium().path;
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
