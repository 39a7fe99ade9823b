/**
 * End to end, the full script-tag file: a plain HTML chat-like host page
 * (test/e2e/hosts/script-tag) that loads only `elicit-kit.js` with `<script src>`, served
 * with a strict Content-Security-Policy by the shared static server on 127.0.0.1, with the official
 * `@modelcontextprotocol/server` 2.4 proxied on the same origin at `/mcp`. Real
 * keystrokes and clicks in Chromium; the JSON the host sent and received is asserted.
 */
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import { proxyTo } from '../../../demo/server/node-bridge.js';
import { ensureBuilt } from '../support/artefacts.js';
import { launchChromium } from '../support/browser.js';
import { serveStatic, type StaticServer } from '../support/static-server.js';
import { DEPLOY_SETTINGS_SCHEMA, consentUrl, startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';

const root = resolve(import.meta.dirname, '../../..');
const hostDir = join(root, 'test/e2e/hosts/script-tag');
const bundle = join(root, 'packages/elements/dist/elicit-kit.js');

/** The policy every page is served with: no inline script or style, no eval, same-origin only. */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'";

const files = {
  '/': join(hostDir, 'index.html'),
  '/host.js': join(hostDir, 'host.js'),
  '/host.css': join(hostDir, 'host.css'),
  '/elicit-kit.js': bundle,
};

/** Serves the host page and its files with the policy, and proxies `/mcp` to the MCP server. */
function startHost(mcpUrl: string): Promise<StaticServer> {
  return serveStatic({
    files,
    headers: { 'content-security-policy': CSP },
    route: async (req, res) => {
      if ((req.url ?? '/').split('?')[0] !== '/mcp') return false;
      await proxyTo(req, res, mcpUrl);
      return true;
    },
  });
}

/** What the official server puts in every result's `_meta`. */
const serverMeta = { 'io.modelcontextprotocol/serverInfo': { name: 'e2e-mrtr', version: '1.0.0' } };

interface HostLogEntry {
  readonly direction: 'sent' | 'received' | 'round';
  readonly json: { [key: string]: unknown };
}

/** The host's log with what differs per run made comparable: `_meta` to presence, sealed state to its type. */
function comparable(log: readonly HostLogEntry[]): unknown[] {
  return log.map(({ direction, json }) => {
    const copy = structuredClone(json) as { [key: string]: unknown };
    const params = copy['params'] as { [key: string]: unknown } | undefined;
    if (params && '_meta' in params) params['_meta'] = 'present';
    if (params && typeof params['requestState'] === 'string') params['requestState'] = 'sealed';
    const result = copy['result'] as { [key: string]: unknown } | undefined;
    if (result && typeof result['requestState'] === 'string') result['requestState'] = 'sealed';
    if (typeof copy['requestState'] === 'string') copy['requestState'] = 'sealed';
    return { direction, json: copy };
  });
}

describe('full script-tag file in a plain HTML host under a strict CSP', function () {
  this.timeout(120000);
  let mcp: MrtrServer;
  let host: { url: string; close(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  const scripts: string[] = [];
  const external: string[] = [];

  before(async function () {
    // Rebuilt only when missing or older than the core and elements sources.
    this.timeout(300_000);
    await ensureBuilt(['bundle']);
    mcp = await startMrtrServer();
    host = await startHost(mcp.url);
    browser = await launchChromium();
    context = await browser.newContext();
    // Nothing leaves the machine: the consent URL's navigation is recorded and aborted.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    await page.goto(host.url);
    await page.locator('html[data-ready="true"]').waitFor();
  });

  after(async () => {
    await browser?.close();
    await host?.close();
    await mcp?.close();
  });

  const hostLog = (): Promise<HostLogEntry[]> => page.evaluate(() => (window as unknown as { hostLog: HostLogEntry[] }).hostLog);
  const violations = (): Promise<string[]> => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  it('should load only the full file and the host script, and expose the core API on window.ElicitKit', async () => {
    expect(scripts).to.deep.equal(['/elicit-kit.js', '/host.js']);
    const api = await page.evaluate(() => {
      const kit = (window as unknown as { ElicitKit: Record<string, unknown> }).ElicitKit;
      const names = ['callWithInput', 'createHttpTransport', 'requestMeta', 'retryRequest', 'readInputRequired', 'answerLegacyRequest', 'showElicitation', 'addMessages', 'formatMessage', 'formatIssue', 'compileSchema', 'validateContent', 'inspectUrl', 'accept', 'decline', 'cancel'];
      return {
        missing: names.filter((name) => typeof kit[name] !== 'function'),
        tags: ['elicit-form', 'elicit-url-consent', 'elicit-round', 'elicit-request'].map((tag) => customElements.get(tag) !== undefined),
      };
    });
    expect(api).to.deep.equal({ missing: [], tags: [true, true, true, true] });
  });

  it('should enforce the policy: an inline script is blocked and reported', async () => {
    await page.addScriptTag({ content: 'window.inlineRan = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).to.equal(undefined);
    expect(await violations()).to.deep.equal(['script-src-elem inline']);
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0));
    expect(problems).to.have.length(1);
    expect(problems[0]).to.match(/^error: Executing inline script violates the following Content Security Policy directive 'script-src 'self''/);
    problems.splice(0);
  });

  it('should complete a deployment: the form typed in, the URL consent opened without an opener', async () => {
    await page.locator('#env').fill('');
    await page.locator('#env').pressSequentially('prod');
    await page.locator('#deploy').click();

    // Round 1: the settings form, answered with the keyboard and the mouse.
    const round = page.locator('elicit-round');
    await round.locator('[part~="field"][data-name="confirm"]').getByLabel('Yes').check();
    await round.locator('[part~="field"][data-name="region"]').getByLabel('US (East)').check();
    const replicas = round.locator('[part~="field"][data-name="replicas"] input');
    await replicas.click();
    await replicas.press('ControlOrMeta+a');
    await replicas.pressSequentially('3');
    await round.locator('[part~="send"]').click(); // review
    await round.locator('[part~="send"]').click(); // send

    // Round 2: URL consent; opening it makes a new page with no opener.
    const consent = page.locator('elicit-round elicit-url-consent');
    await consent.locator('[part~="consent"] input').check();
    const opened = context.waitForEvent('page');
    await consent.locator('[part~="open"]').click();
    const popup = await opened;
    await popup.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(await popup.evaluate(() => window.opener)).to.equal(null);
    await popup.close();
    await page.locator('elicit-round [part~="send"]').click(); // review
    await page.locator('elicit-round [part~="send"]').click(); // send

    await page.locator('#transcript li[data-role="tool"]').waitFor();
    expect(await page.locator('#transcript li[data-role="tool"]').textContent()).to.equal('Deployed prod to us-east with 3 replicas.');
    expect(external).to.deep.equal([consentUrl('prod')]);

    const sent = (id: string, extra: object) => ({
      direction: 'sent',
      json: { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'deploy', arguments: { env: 'prod' }, _meta: 'present', ...extra } },
    });
    const log = comparable(await hostLog());
    expect(log).to.deep.equal([
      sent('call-1', {}),
      {
        direction: 'received',
        json: {
          jsonrpc: '2.0',
          id: 'call-1',
          result: {
            _meta: serverMeta,
            resultType: 'input_required',
            inputRequests: {
              settings: {
                method: 'elicitation/create',
                params: { mode: 'form', message: 'Deploy to prod?', requestedSchema: JSON.parse(JSON.stringify(DEPLOY_SETTINGS_SCHEMA)) },
              },
            },
          },
        },
      },
      { direction: 'round', json: { inputResponses: { settings: { action: 'accept', content: { confirm: true, region: 'us-east', replicas: 3 } } } } },
      sent('call-1-r1', { inputResponses: { settings: { action: 'accept', content: { confirm: true, region: 'us-east', replicas: 3 } } } }),
      {
        direction: 'received',
        json: {
          jsonrpc: '2.0',
          id: 'call-1-r1',
          result: {
            _meta: serverMeta,
            resultType: 'input_required',
            inputRequests: {
              consent: {
                method: 'elicitation/create',
                params: { mode: 'url', message: 'Authorize the deployment to prod.', url: consentUrl('prod') },
              },
            },
            requestState: 'sealed',
          },
        },
      },
      { direction: 'round', json: { inputResponses: { consent: { action: 'accept' } }, requestState: 'sealed' } },
      sent('call-1-r2', { inputResponses: { consent: { action: 'accept' } }, requestState: 'sealed' }),
      {
        direction: 'received',
        json: {
          jsonrpc: '2.0',
          id: 'call-1-r2',
          result: {
            _meta: serverMeta,
            resultType: 'complete',
            content: [{ type: 'text', text: 'Deployed prod to us-east with 3 replicas.' }],
            structuredContent: { outcome: 'deployed', env: 'prod', region: 'us-east', replicas: 3 },
          },
        },
      },
    ]);
    // The sealed state went back byte for byte.
    const raw = await hostLog();
    expect((raw[6]!.json['params'] as { requestState: string }).requestState).to.equal((raw[4]!.json['result'] as { requestState: string }).requestState);
  });

  it('should send a decline when the person declines the ask', async () => {
    await page.evaluate(() => (window as unknown as { hostLog: unknown[] }).hostLog.splice(0));
    await page.locator('#env').fill('');
    await page.locator('#env').pressSequentially('staging');
    await page.locator('#deploy').click();
    await page.locator('elicit-round [part~="item"] [part~="decline"]').click();
    await page.locator('elicit-round [part~="send"]').click(); // review
    await page.locator('elicit-round [part~="send"]').click(); // send
    await page.locator('#transcript li[data-role="tool"]').nth(1).waitFor();
    expect(await page.locator('#transcript li[data-role="tool"]').nth(1).textContent()).to.equal('Deployment to staging declined.');
    const log = comparable(await hostLog());
    expect(log.filter((entry) => (entry as HostLogEntry).direction !== 'received')).to.deep.equal([
      { direction: 'sent', json: { jsonrpc: '2.0', id: 'call-2', method: 'tools/call', params: { name: 'deploy', arguments: { env: 'staging' }, _meta: 'present' } } },
      { direction: 'round', json: { inputResponses: { settings: { action: 'decline' } } } },
      {
        direction: 'sent',
        json: { jsonrpc: '2.0', id: 'call-2-r1', method: 'tools/call', params: { name: 'deploy', arguments: { env: 'staging' }, _meta: 'present', inputResponses: { settings: { action: 'decline' } } } },
      },
    ]);
    expect((log[4] as HostLogEntry).json['result']).to.deep.equal({
      _meta: serverMeta,
      resultType: 'complete',
      content: [{ type: 'text', text: 'Deployment to staging declined.' }],
      structuredContent: { outcome: 'declined' },
    });
  });

  it('should style the shadow roots through constructable stylesheets, with no CSP violation or console error', async () => {
    // lit adopts its styles (adoptedStyleSheets); `style-src 'self'` governs <style> and
    // style="" but not constructed sheets, so the elements keep their look.
    await page.locator('#deploy').click();
    const round = page.locator('elicit-round');
    await round.waitFor();
    const styling = await round.evaluate((element) => {
      // The round's forms are its own children (slotted), in the page's tree.
      const form = element.querySelector('elicit-form');
      const send = element.shadowRoot?.querySelector('[part~="send"]');
      return {
        roundSheets: element.shadowRoot?.adoptedStyleSheets.length ?? 0,
        formSheets: form?.shadowRoot?.adoptedStyleSheets.length ?? 0,
        styleElements: element.shadowRoot?.querySelectorAll('style').length ?? -1,
        sendBorderRadius: send ? getComputedStyle(send).borderRadius : 'none',
      };
    });
    expect(styling.roundSheets).to.be.greaterThan(0);
    expect(styling.formSheets).to.be.greaterThan(0);
    expect(styling.styleElements).to.equal(0);
    expect(styling.sendBorderRadius).to.not.equal('0px');
    await round.locator('[part~="cancel"]').first().click();
    expect(await violations()).to.deep.equal([]);
    expect(problems).to.deep.equal([]);
  });
});
