/** One line saying what to install or set when no browser is found. */
export const NO_BROWSER: string;
/** The browser to launch, or one line saying why there is none. */
export function findChromium(
  env?: NodeJS.ProcessEnv,
  system?: readonly string[],
): { path: string; problem?: undefined } | { path?: undefined; problem: string };
/** The browser's path, or undefined (then Playwright tries its own build). */
export function chromiumPath(): string | undefined;
/** Launch flags for headless Chromium here. */
export const chromiumArgs: readonly string[];
