/**
 * Starts the demo gallery for the gallery tests: Vite's dev server through its JS API with
 * the repo's `vite.config.ts` (so `/mcp` and `/legacy-mcp` are the real demo servers), on
 * 127.0.0.1 and a free port, with its own dependency cache so parallel runs don't clash.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect } from 'chai';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright';
import { launchChromium } from '../support/browser.js';

/** A running gallery: its base address and how to stop it. */
export interface Gallery {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the gallery's dev server on a free port. */
export async function startGallery(): Promise<Gallery> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'elicit-gallery-vite-'));
  const server: ViteDevServer = await createServer({
    configFile: 'vite.config.ts',
    mode: 'development',
    cacheDir,
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string')
    throw new Error('The gallery did not start on a TCP port.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

let shared: Promise<Gallery> | undefined;

/**
 * The one gallery every gallery test file shares, started on first use: Vite's first
 * page load pre-bundles lit, which is slow on a busy machine, so it is paid once per run.
 * A root-level `after` hook (registered when this module loads under mocha) stops it.
 */
export function sharedGallery(): Promise<Gallery> {
  shared ??= startGallery();
  return shared;
}

// Outside mocha (scripts/screenshots.mjs) there is no `after`: callers close their own.
if (typeof after === 'function') {
  after(async function () {
    const running = shared;
    shared = undefined;
    if (running) await (await running).close();
  });
}

/** lit's one dev-mode notice, the only console message the gallery may print. */
const isLitDevModeNotice = (text: string): boolean => text.startsWith('Lit is in dev mode.');

/** Collects console errors and warnings (except lit's dev-mode notice) and page errors. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !isLitDevModeNotice(message.text()))
      problems.push(`${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** One line of the live view's traffic log: its direction and the JSON that crossed the wire. */
export interface Traffic {
  readonly direction: string;
  readonly json: {
    method?: string;
    params?: Record<string, unknown>;
    result?: Record<string, unknown>;
    id?: unknown;
  };
}

/** The live view's outcome, as the page shows it once a scenario ends. */
export async function outcomeOf(page: Page): Promise<unknown> {
  const text = await page.locator('[data-outcome] pre').textContent({ timeout: 15_000 });
  return JSON.parse(text ?? 'null');
}

/** The live view's traffic log, line by line. */
export function trafficOf(page: Page): Promise<Traffic[]> {
  return page.locator('demo-live ol.log > li').evaluateAll((items) =>
    items.map((item) => ({
      direction: item.getAttribute('data-direction') ?? '',
      json: JSON.parse(item.querySelector('pre')?.textContent ?? 'null'),
    })),
  );
}

/** What a gallery view test works with, set by the hooks `useGalleryPage` registers. */
export interface GalleryPage {
  gallery: Gallery;
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/**
 * Registers the hooks every view test needs: one Chromium and context per file (`setup`
 * may add routes), a fresh page per test at `#hash`, and after each test no console error
 * or warning unless `allowProblems`. Read the fields inside tests and hooks.
 */
export function useGalleryPage(
  hash: string,
  options: {
    readonly timeout?: number;
    readonly setup?: (context: BrowserContext) => Promise<unknown>;
    readonly allowProblems?: boolean;
  } = {},
): GalleryPage {
  const view = {} as GalleryPage;
  let browser: Browser | undefined;
  before(async function () {
    [view.gallery, browser] = await Promise.all([sharedGallery(), launchChromium()]);
    view.context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    await options.setup?.(view.context);
  });
  after(async function () {
    await view.context?.close();
    await browser?.close();
  });
  beforeEach(async function () {
    view.page = await view.context.newPage();
    view.page.setDefaultTimeout(options.timeout ?? 15_000);
    view.problems = collectProblems(view.page);
    await view.page.goto(`${view.gallery.url}#${hash}`);
  });
  afterEach(async function () {
    await view.page.close();
    if (!options.allowProblems)
      expect(view.problems, 'console errors and warnings').to.deep.equal([]);
  });
  return view;
}
