/**
 * What the MCP client end-to-end tests share (test/e2e/clients, frameworks/mcp-client): a
 * host page of test/e2e/hosts (built by Vite from the packages' `dist/`) served from one
 * `node:http` origin that also answers `/mcp` (proxied to the official 2026-07-28 server,
 * `startMrtrServer`) and `/legacy-mcp` (the demo's SDK 1.32 server, 2025-11-25 pushes),
 * so the browser needs no CORS; one Chromium; and a fresh context per test in which
 * nothing leaves the machine, with helpers to drive the page's dialog.
 */
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import {
  createLegacyHandler,
  type LegacyHandlerOptions,
} from '../../../demo/server/legacy-demo-server.js';
import { proxyTo, readBody } from '../../../demo/server/node-bridge.js';
import { buildHost, serveBuilt } from '../hosts/serve.js';
import type { StaticServer } from './static-server.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { ensurePackagesBuilt } from './artefacts.js';
import { launchChromium } from './browser.js';

/** The dialog `showElicitation` opens. */
export const dialog = '[data-elicit-dialog]';

/** One served host with its servers and browser; create in `before`, close in `after`. */
export interface ClientSite {
  readonly mrtr: MrtrServer;
  readonly legacy: ReturnType<typeof createLegacyHandler>;
  /** JSON-RPC responses (answers to the server's pushes) the legacy server received. */
  readonly legacyAnswers: unknown[];
  /** Every JSON-RPC message the page posted to the legacy server. */
  readonly legacyPosts: unknown[];
  readonly site: StaticServer;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Builds the host at `root` from `dist/`, starts both servers, serves it all, launches Chromium. */
async function startClientSite(
  root: string,
  legacyOptions: LegacyHandlerOptions = {},
): Promise<ClientSite> {
  await ensurePackagesBuilt();
  const mrtr = await startMrtrServer();
  const legacy = createLegacyHandler(legacyOptions);
  const legacyAnswers: unknown[] = [];
  const legacyPosts: unknown[] = [];
  const outDir = await buildHost(root);
  const site = await serveBuilt(outDir, async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/mcp') await proxyTo(req, res, mrtr.url);
    else if (path === '/legacy-mcp') {
      const body =
        req.method === 'POST'
          ? (JSON.parse((await readBody(req)).toString('utf8') || 'null') as unknown)
          : undefined;
      if (body !== undefined) legacyPosts.push(body);
      if (typeof body === 'object' && body !== null && 'result' in body) legacyAnswers.push(body);
      await legacy.handle(req, res, body);
    } else return false;
    return true;
  });
  const browser = await launchChromium();
  return {
    mrtr,
    legacy,
    legacyAnswers,
    legacyPosts,
    site,
    browser,
    async close() {
      await browser.close();
      await site.close();
      await legacy.close();
      await mrtr.close();
    },
  };
}

/** One test's browser context and page on a `ClientSite`. */
interface ClientPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Page errors and console errors, in order. */
  readonly errors: string[];
  /** Every HTTP response of status 400 or more the page got, as `METHOD path status`. */
  readonly failed: string[];
  /** Opens the host with `query`, waits for `connected <version>`, then clicks Call. */
  open(query: string, version: string): Promise<void>;
  /** The JSON the page wrote into `#out` (the call's result, or `{ error }`). */
  result(): Promise<unknown>;
  /** Consents to the URL card in the dialog; checks the opened tab (URL, no opener). */
  consent(url: string): Promise<void>;
}

/** A fresh context: other hosts are aborted, example.com answers with a stub page. */
async function openClientPage(site: ClientSite): Promise<ClientPage> {
  for (const answers of [site.legacyAnswers, site.legacyPosts]) answers.length = 0;
  site.mrtr.requests.length = 0;
  const context = await site.browser.newContext();
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, (route) => route.abort());
  await context.route('https://example.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>stub</title>',
    }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400)
      failed.push(
        `${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`,
      );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    context,
    page,
    errors,
    failed,
    async open(query, version) {
      await page.goto(`${site.site.origin}/${query}`);
      await page.locator('#status', { hasText: 'connected' }).waitFor({ timeout: 10_000 });
      expect(await page.locator('#status').textContent()).to.equal(`connected ${version}`);
      await page.locator('#call').click();
    },
    async result() {
      await page.waitForFunction(
        () => (document.querySelector('#out')?.textContent ?? '') !== '',
        undefined,
        { timeout: 10_000 },
      );
      return JSON.parse((await page.locator('#out').textContent()) ?? '');
    },
    async consent(url) {
      await page.locator(`${dialog} [part~="consent"] input`).check();
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        page.locator(`${dialog} [part~="open"]`).click(),
      ]);
      await opened.waitForLoadState('domcontentloaded');
      expect(opened.url()).to.equal(url);
      expect(await opened.evaluate(() => window.opener === null)).to.equal(true);
      await opened.close();
    },
  };
}

/** What `bookTerrace` sends for the demo's `book_table` form. */
export const TERRACE_BOOKING = { date: '2026-10-02', guests: 2, seating: 'terrace' } as const;

/** Answers the demo's `book_table` form in the dialog: a date, the terrace, Accept, then Send in the review. */
export async function bookTerrace(page: Page): Promise<void> {
  const form = page.locator(`${dialog} elicit-form`);
  expect(await page.locator(`${dialog} [part~="server"]`).textContent()).to.contain(
    'legacy demo (2025-11-25)',
  );
  await form.getByLabel('Date').fill(TERRACE_BOOKING.date);
  await form.getByRole('radio', { name: 'Terrace' }).click();
  await form.locator('[part~="accept"]').click();
  await form.locator('[part~="review"]').waitFor({ timeout: 10_000 });
  await form.locator('[part~="accept"]').click();
}

/** The `params` of the `initialize` request the page posted to the legacy server. */
export function legacyInitialize(served: ClientSite): {
  protocolVersion: string;
  capabilities: unknown;
} {
  const initialize = served.legacyPosts.find(
    (post) => (post as { method?: string }).method === 'initialize',
  );
  return (initialize as { params: { protocolVersion: string; capabilities: unknown } }).params;
}

/** What the tests of one client host use; valid inside tests and hooks. */
export interface ClientSuite {
  readonly served: ClientSite;
  readonly client: ClientPage;
  readonly page: Page;
}

/**
 * Registers the hooks of a client host's suite: the site (host, servers, Chromium) once
 * before its tests, a fresh context and page before each, both closed afterwards.
 */
export function clientSuite(root: string, legacyOptions: LegacyHandlerOptions = {}): ClientSuite {
  let served: ClientSite | undefined;
  let client: ClientPage | undefined;
  before(async function () {
    this.timeout(300_000);
    served = await startClientSite(root, legacyOptions);
  });
  after(async () => {
    await served?.close();
  });
  beforeEach(async () => {
    client = await openClientPage(served!);
  });
  afterEach(async () => {
    await client?.context.close();
  });
  return {
    get served() {
      return served!;
    },
    get client() {
      return client!;
    },
    get page() {
      return client!.page;
    },
  };
}

/** Resolves once `condition()` holds (checked every 50 ms); rejects after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end)
      throw new Error(`condition not met within ${timeoutMs} ms: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
