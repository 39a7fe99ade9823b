/**
 * End to end: elicit-kit plugged into the official `@modelcontextprotocol/client` 2.4 by one
 * call, `client.setRequestHandler('elicitation/create', (r) => showElicitation(r.params, …))`,
 * in a Vite-built browser page (test/e2e/hosts/mcp-client) talking Streamable HTTP to real
 * servers on the page's own origin (no CORS): `/mcp` proxies to the 2026-07-28 server
 * (`startMrtrServer`, the client fulfils `input_required` rounds through the handler) and
 * `/legacy-mcp` is the demo's SDK 1.32 server (2025-11-25, it pushes `elicitation/create`).
 * Playwright answers the dialogs by clicks and keystrokes; the tests assert the tool result
 * the page received and what the server received. The page is built against the packages'
 * published `dist/` (rebuilt first if stale), and the test checks nothing came from `src/`.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import { createLegacyHandler } from '../../../demo/server/legacy-demo-server.js';
import { proxyTo, readBody } from '../../../demo/server/node-bridge.js';
import { ensurePackagesBuilt } from '../support/artefacts.js';
import { launchChromium } from '../support/browser.js';
import { expectBuiltFromDist } from '../support/published-host.js';
import { buildHost, serveStatic, type StaticServer } from '../hosts/serve.js';
import { consentUrl, startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';

const root = fileURLToPath(new URL('../hosts/mcp-client/', import.meta.url));
const dialog = '[data-elicit-dialog]';
/** What a 2026-07-28 server puts in every result's `_meta`. */
const serverInfo = { 'io.modelcontextprotocol/serverInfo': { name: 'e2e-mrtr', version: '1.0.0' } };

/** The `params` of every `tools/call` the MRTR server received, `_meta` left out (client info varies). */
function toolCallParams(server: MrtrServer): unknown[] {
  return server.requests
    .filter((request) => request.headers['mcp-method'] === 'tools/call')
    .map((request) => {
      const { _meta, requestState, ...params } = (request.body as { params: Record<string, unknown> }).params;
      return { ...params, ...(requestState === undefined ? {} : { requestState: typeof requestState }), meta: _meta !== undefined };
    });
}

describe('Official MCP client 2.4 with elicit-kit as its elicitation handler', function () {
  this.timeout(60_000);
  let mrtr: MrtrServer;
  let legacy: ReturnType<typeof createLegacyHandler>;
  /** JSON-RPC responses (answers to the server's pushes) the legacy server received. */
  const legacyAnswers: unknown[] = [];
  let site: StaticServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  before(async function () {
    this.timeout(300_000);
    await ensurePackagesBuilt();
    mrtr = await startMrtrServer();
    legacy = createLegacyHandler();
    const outDir = await buildHost(root);
    site = await serveStatic(outDir, async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      if (path === '/mcp') await proxyTo(req, res, mrtr.url);
      else if (path === '/legacy-mcp') {
        const body = req.method === 'POST' ? (JSON.parse((await readBody(req)).toString('utf8') || 'null') as unknown) : undefined;
        if (typeof body === 'object' && body !== null && 'result' in body) legacyAnswers.push(body);
        await legacy.handle(req, res, body);
      } else return false;
      return true;
    });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    await legacy?.close();
    await mrtr?.close();
  });

  beforeEach(async () => {
    mrtr.requests.length = 0;
    legacyAnswers.length = 0;
    context = await browser.newContext();
    // Nothing leaves the machine: other hosts are aborted, example.com answers with a stub.
    await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, (route) => route.abort());
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
    );
    page = await context.newPage();
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  });

  afterEach(async () => {
    await context.close();
  });

  async function open(query: string, version: string): Promise<void> {
    await page.goto(`${site.origin}/${query}`);
    await page.locator('#status', { hasText: 'connected' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('#status').textContent()).to.equal(`connected ${version}`);
    await page.locator('#call').click();
  }

  async function toolResult(): Promise<unknown> {
    await page.waitForFunction(() => (document.querySelector('#out')?.textContent ?? '') !== '', undefined, { timeout: 10_000 });
    return JSON.parse((await page.locator('#out').textContent()) ?? '');
  }

  /** Consents to the URL card in the dialog; checks the opened tab (URL, no opener). */
  async function consentInDialog(url: string): Promise<void> {
    await page.locator(`${dialog} [part~="consent"] input`).check();
    const [opened] = await Promise.all([context.waitForEvent('page'), page.locator(`${dialog} [part~="open"]`).click()]);
    await opened.waitForLoadState('domcontentloaded');
    expect(opened.url()).to.equal(url);
    expect(await opened.evaluate(() => window.opener === null)).to.equal(true);
    await opened.close();
  }

  it('should complete a 2026-07-28 deploy: the client fulfils both rounds through the dialog and retries with the answers', async () => {
    await open('', '2026-07-28');
    const field = (name: string) => page.locator(`${dialog} [part~="field"][data-name="${name}"]`);
    await field('confirm').waitFor({ timeout: 10_000 });
    expect(await page.locator(`${dialog} [part~="server"]`).textContent()).to.contain('e2e-mrtr');
    // Keyboard only: the dialog focused the first control (Confirm: Yes).
    await page.keyboard.press('Space');
    await field('region').locator('input').nth(1).click();
    await field('replicas').locator('[part~="input"]').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.locator(`${dialog} [part~="review"]`).waitFor({ timeout: 10_000 });
    await page.locator(`${dialog} [part~="accept"]`).click();

    await page.locator(`${dialog} [part~="url"]`).waitFor({ timeout: 10_000 });
    await consentInDialog(consentUrl('prod'));

    expect(await toolResult()).to.deep.equal({
      _meta: serverInfo,
      content: [{ type: 'text', text: 'Deployed prod to us-east with 3 replicas.' }],
      structuredContent: { outcome: 'deployed', env: 'prod', region: 'us-east', replicas: 3 },
    });
    expect(toolCallParams(mrtr)).to.deep.equal([
      { name: 'deploy', arguments: { env: 'prod' }, meta: true },
      {
        name: 'deploy',
        arguments: { env: 'prod' },
        inputResponses: { settings: { action: 'accept', content: { confirm: true, region: 'us-east', replicas: 3 } } },
        meta: true,
      },
      { name: 'deploy', arguments: { env: 'prod' }, inputResponses: { consent: { action: 'accept' } }, requestState: 'string', meta: true },
    ]);
    expect(await page.locator(dialog).count()).to.equal(0);
    expect(errors).to.deep.equal([]);
  });

  it('should send a decline from the dialog as the round answer and show the declined result', async () => {
    await open('', '2026-07-28');
    await page.locator(`${dialog} [part~="decline"]`).click();
    expect(await toolResult()).to.deep.equal({
      _meta: serverInfo,
      content: [{ type: 'text', text: 'Deployment to prod declined.' }],
      structuredContent: { outcome: 'declined' },
    });
    expect(toolCallParams(mrtr)[1]).to.deep.equal({
      name: 'deploy',
      arguments: { env: 'prod' },
      inputResponses: { settings: { action: 'decline' } },
      meta: true,
    });
  });

  it('should answer a legacy 2025-11-25 pushed form with the same handler (Escape cancels)', async () => {
    await open('?era=legacy&tool=book_table&args={}', '2025-11-25');
    await page.locator(`${dialog} [part~="field"]`).first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    expect(await toolResult()).to.deep.equal({ content: [{ type: 'text', text: 'Booking cancel.' }] });
    expect(legacyAnswers).to.deep.equal([{ jsonrpc: '2.0', id: 0, result: { action: 'cancel' } }]);
    expect(errors).to.deep.equal([]);
  });

  it('should answer a legacy 2025-11-25 pushed URL ask with the same handler: accept on consent', async () => {
    await open('?era=legacy&tool=link_account&args={}', '2025-11-25');
    await page.locator(`${dialog} [part~="url"]`).waitFor({ timeout: 10_000 });
    await consentInDialog('https://example.com/link?demo=1');
    expect(await toolResult()).to.deep.equal({
      content: [{ type: 'text', text: 'Account link started: finish it in the opened page.' }],
    });
    expect(legacyAnswers).to.deep.equal([{ jsonrpc: '2.0', id: 0, result: { action: 'accept' } }]);
    expect(errors).to.deep.equal([]);
  });

  it('should have bundled @elicit-kit/elements and core from their dist/ folders, never src/', () => {
    expectBuiltFromDist(root, {
      '@elicit-kit/core': 'packages/core/dist/index.js',
      // The element text goes through the core's message registry.
      '@elicit-kit/core/messages': 'packages/core/dist/messages/index.js',
      '@elicit-kit/elements': 'packages/elements/dist/index.js',
    });
  });
});
