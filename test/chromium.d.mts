/** CHROME_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own build). */
export function chromiumPath(): string | undefined;
/** Launch flags for headless Chromium here. */
export const chromiumArgs: readonly string[];
