/**
 * The browser half's plumbing: the in-page halves bundled by esbuild into the gitignored
 * `.tmp-bench/`, served beside the built script-tag files by the shared static server (cross-
 * origin isolated: a 5 µs `performance.now()` instead of 100 µs), in the shared headless
 * Chromium with `gc()`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright';
import { ensureBuilt, repoRoot } from '../../test/e2e/support/artefacts.js';
import { launchChromium } from '../../test/e2e/support/browser.js';
import { serveStatic } from '../../test/e2e/support/static-server.js';

export const tempDir = `${repoRoot}/.tmp-bench/`;
export const dist = `${repoRoot}/packages/elements/dist/`;

/** One in-page entry as a classic script in `.tmp-bench/` (production React; contenders minified). */
const bundle = (entry: string, minify = false) =>
  build({
    entryPoints: [fileURLToPath(new URL(`./page/${entry}.ts`, import.meta.url))],
    outfile: `${tempDir}${entry}.js`,
    bundle: true,
    minify,
    format: 'iife',
    target: 'es2022',
    conditions: ['elicit-kit-source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });

const BUILT = ['elicit-kit.js', 'elicit-kit.cards.js'];
const CROSS_ORIGIN_ISOLATED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

const page = (scripts: readonly string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${scripts.map((src) => `<script src="${src}"></script>`).join('')}</body></html>`;

/** Builds the pages, serves them and launches Chromium for `run`; stops both after. */
export async function withBrowser<T>(
  run: (browser: Browser, url: string) => Promise<T>,
): Promise<T> {
  await ensureBuilt(['bundle']); // rebuilds packages/elements/dist/elicit-kit*.js when stale
  mkdirSync(tempDir, { recursive: true });
  await Promise.all([
    bundle('warm'),
    bundle('cold'),
    ...['rjsf', 'lit-paragraph', 'plain'].map((entry) => bundle(entry, true)),
  ]);
  writeFileSync(`${tempDir}warm.html`, page(['elicit-kit.js', 'rjsf.js', 'warm.js']));
  writeFileSync(`${tempDir}cold.html`, page(['cold.js']));
  const files = Object.fromEntries(BUILT.map((file) => [`/${file}`, `${dist}${file}`]));
  const server = await serveStatic({ dir: tempDir, files, headers: CROSS_ORIGIN_ISOLATED });
  const browser = await launchChromium({ jsFlags: ['--expose-gc'] });
  try {
    return await run(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Opens `url` in a fresh browser context (no HTTP or code cache) and calls `use` with an
 * evaluator that fails when the page threw; closes the context after.
 */
export async function inPage<T>(
  browser: Browser,
  url: string,
  use: (evaluate: <R>(expression: string) => Promise<R>, page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    return await use(async <R>(expression: string) => {
      const value = (await page.evaluate(expression)) as R;
      if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
      return value;
    }, page);
  } finally {
    await context.close();
  }
}
