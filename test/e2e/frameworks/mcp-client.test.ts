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
import { clientSuite, dialog } from '../support/client-host.js';
import { expectBuiltFromDist } from '../support/published-host.js';
import { consentUrl, type MrtrServer } from '../servers/mrtr-server.js';

const root = fileURLToPath(new URL('../hosts/mcp-client/', import.meta.url));
/** What a 2026-07-28 server puts in every result's `_meta`. */
const serverInfo = { 'io.modelcontextprotocol/serverInfo': { name: 'e2e-mrtr', version: '1.0.0' } };

/** The `params` of every `tools/call` the MRTR server received, `_meta` left out (client info varies). */
function toolCallParams(server: MrtrServer): unknown[] {
  return server.requests
    .filter((request) => request.headers['mcp-method'] === 'tools/call')
    .map((request) => {
      const { _meta, requestState, ...params } = (
        request.body as { params: Record<string, unknown> }
      ).params;
      return {
        ...params,
        ...(requestState === undefined ? {} : { requestState: typeof requestState }),
        meta: _meta !== undefined,
      };
    });
}

describe('Official MCP client 2.4 with elicit-kit as its elicitation handler', function () {
  this.timeout(60_000);
  const host = clientSuite(root);

  it('should complete a 2026-07-28 deploy: the client fulfils both rounds through the dialog and retries with the answers', async () => {
    await host.client.open('', '2026-07-28');
    const field = (name: string) =>
      host.page.locator(`${dialog} [part~="field"][data-name="${name}"]`);
    await field('confirm').waitFor({ timeout: 10_000 });
    expect(await host.page.locator(`${dialog} [part~="server"]`).textContent()).to.contain(
      'e2e-mrtr',
    );
    // Keyboard only: the dialog focused the first control (Confirm: Yes).
    await host.page.keyboard.press('Space');
    await field('region').locator('input').nth(1).click();
    await field('replicas').locator('[part~="input"]').click();
    await host.page.keyboard.press('ControlOrMeta+A');
    await host.page.keyboard.type('3');
    await host.page.keyboard.press('Enter');
    await host.page.locator(`${dialog} [part~="review"]`).waitFor({ timeout: 10_000 });
    await host.page.locator(`${dialog} [part~="accept"]`).click();

    await host.page.locator(`${dialog} [part~="url"]`).waitFor({ timeout: 10_000 });
    await host.client.consent(consentUrl('prod'));

    expect(await host.client.result()).to.deep.equal({
      _meta: serverInfo,
      content: [{ type: 'text', text: 'Deployed prod to us-east with 3 replicas.' }],
      structuredContent: { outcome: 'deployed', env: 'prod', region: 'us-east', replicas: 3 },
    });
    expect(toolCallParams(host.served.mrtr)).to.deep.equal([
      { name: 'deploy', arguments: { env: 'prod' }, meta: true },
      {
        name: 'deploy',
        arguments: { env: 'prod' },
        inputResponses: {
          settings: {
            action: 'accept',
            content: { confirm: true, region: 'us-east', replicas: 3 },
          },
        },
        meta: true,
      },
      {
        name: 'deploy',
        arguments: { env: 'prod' },
        inputResponses: { consent: { action: 'accept' } },
        requestState: 'string',
        meta: true,
      },
    ]);
    expect(await host.page.locator(dialog).count()).to.equal(0);
    expect(host.client.errors).to.deep.equal([]);
  });

  it('should send a decline from the dialog as the round answer and show the declined result', async () => {
    await host.client.open('', '2026-07-28');
    await host.page.locator(`${dialog} [part~="decline"]`).click();
    expect(await host.client.result()).to.deep.equal({
      _meta: serverInfo,
      content: [{ type: 'text', text: 'Deployment to prod declined.' }],
      structuredContent: { outcome: 'declined' },
    });
    expect(toolCallParams(host.served.mrtr)[1]).to.deep.equal({
      name: 'deploy',
      arguments: { env: 'prod' },
      inputResponses: { settings: { action: 'decline' } },
      meta: true,
    });
  });

  it('should answer a legacy 2025-11-25 pushed form with the same handler (Escape cancels)', async () => {
    await host.client.open('?era=legacy&tool=book_table&args={}', '2025-11-25');
    await host.page.locator(`${dialog} [part~="field"]`).first().waitFor({ timeout: 10_000 });
    await host.page.keyboard.press('Escape');
    expect(await host.client.result()).to.deep.equal({
      content: [{ type: 'text', text: 'Booking cancel.' }],
    });
    expect(host.served.legacyAnswers).to.deep.equal([
      { jsonrpc: '2.0', id: 0, result: { action: 'cancel' } },
    ]);
    expect(host.client.errors).to.deep.equal([]);
  });

  it('should answer a legacy 2025-11-25 pushed URL ask with the same handler: accept on consent', async () => {
    await host.client.open('?era=legacy&tool=link_account&args={}', '2025-11-25');
    await host.page.locator(`${dialog} [part~="url"]`).waitFor({ timeout: 10_000 });
    await host.client.consent('https://example.com/link?demo=1');
    expect(await host.client.result()).to.deep.equal({
      content: [{ type: 'text', text: 'Account link started: finish it in the opened page.' }],
    });
    expect(host.served.legacyAnswers).to.deep.equal([
      { jsonrpc: '2.0', id: 0, result: { action: 'accept' } },
    ]);
    expect(host.client.errors).to.deep.equal([]);
  });

  it('should have bundled @elicit-kit/elements and core from their dist/ folders, never src/', () => {
    expectBuiltFromDist(root, {
      '@elicit-kit/core': 'packages/core/dist/index.js',
      // The element text goes through the core's message registry.
      '@elicit-kit/core/messages': 'packages/core/dist/messages/index.js',
      '@elicit-kit/core/relay-wire': 'packages/core/dist/relay-wire.js',
      '@elicit-kit/elements': 'packages/elements/dist/index.js',
    });
  });
});
