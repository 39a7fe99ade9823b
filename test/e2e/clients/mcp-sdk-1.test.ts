/**
 * End to end: elicit-kit as the elicitation handler of the official MCP TypeScript SDK 1.x
 * (`@modelcontextprotocol/sdk` 1.32 `Client`) by one call,
 * `client.setRequestHandler(ElicitRequestSchema, (r, extra) => showElicitation(r.params, { signal: extra.signal }))`,
 * in a Vite-built browser page (test/e2e/hosts/mcp-sdk-1, from the packages' `dist/`)
 * talking Streamable HTTP to the demo's SDK 1.32 server at `/legacy-mcp` on its own origin
 * (2025-11-25: the server pushes `elicitation/create` on the call's stream). Playwright
 * answers the dialogs; the tests assert the result the page got and every JSON-RPC
 * answer the server received: forms, URL consent, and an ask the server withdraws
 * (`notifications/cancelled`), which must close the dialog and never be answered.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import {
  bookTerrace,
  clientSuite,
  dialog,
  legacyInitialize,
  TERRACE_BOOKING,
  until,
} from '../support/client-host.js';
import { expectBuiltFromDist } from '../support/published-host.js';

const root = fileURLToPath(new URL('../hosts/mcp-sdk-1/', import.meta.url));
const query = (tool: string) => `?tool=${tool}&args={}`;

describe('Official MCP TypeScript SDK 1.x (@modelcontextprotocol/sdk 1.32) with elicit-kit as its elicitation handler', function () {
  this.timeout(60_000);
  const host = clientSuite(root);

  it('should declare both elicitation modes in initialize, as the page configured', async () => {
    await host.client.open(query('book_table'), '2025-11-25');
    expect(legacyInitialize(host.served)).to.deep.include({
      protocolVersion: '2025-11-25',
      capabilities: { elicitation: { form: {}, url: {} } },
    });
  });

  it('should send the accepted form as the JSON-RPC result of the push', async () => {
    await host.client.open(query('book_table'), '2025-11-25');
    await bookTerrace(host.page);
    expect(await host.client.result()).to.deep.equal({
      content: [{ type: 'text', text: 'Booked a terrace table for 2 on 2026-10-02.' }],
    });
    expect(host.served.legacyAnswers).to.deep.equal([
      { jsonrpc: '2.0', id: 0, result: { action: 'accept', content: TERRACE_BOOKING } },
    ]);
    expect(await host.page.locator(dialog).count()).to.equal(0);
    expect(host.client.errors).to.deep.equal([]);
  });

  it('should answer a pushed URL ask with accept once the person consents and the page opens', async () => {
    await host.client.open(query('link_account'), '2025-11-25');
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

  it('should close the dialog when the server withdraws an ask (extra.signal) and never answer it', async () => {
    // The session's first ask (id 0) is answered first: SDK 1.32 cannot withdraw that one (next test).
    await host.client.open(query('book_table,hold_table,hold_table'), '2025-11-25');
    await host.page.locator(`${dialog} [part~="field"]`).first().waitFor({ timeout: 10_000 });
    await host.page.keyboard.press('Escape');
    expect(await host.client.result()).to.deep.equal({
      content: [{ type: 'text', text: 'Booking cancel.' }],
    });

    await host.page.locator('#call').click();
    const name = host.page.locator(`${dialog} [part~="field"][data-name="name"] [part~="input"]`);
    await name.waitFor({ timeout: 10_000 });
    await name.fill('Ada');
    // The server aborts its ask (id 1): its SDK sends notifications/cancelled on the call's stream.
    expect(host.served.legacy.withdraw()).to.equal(1);
    expect(await host.client.result()).to.deep.equal({
      content: [{ type: 'text', text: 'The hold lapsed: the question was withdrawn.' }],
    });
    // The person had typed: the card stays, says it was withdrawn, keeps 'Ada' and answers
    // nothing; Close takes it away.
    await host.page.locator(`${dialog} [part~="accept"]:disabled`).waitFor({ timeout: 10_000 });
    expect(await name.inputValue()).to.equal('Ada');
    await host.page.locator(`${dialog} [part~="close"]`).click();
    await host.page.locator(dialog).waitFor({ state: 'detached', timeout: 10_000 });

    // A later ask on the same connection is answered; the withdrawn one never was.
    await host.page.locator('#call').click();
    await name.waitFor({ timeout: 10_000 });
    await host.page.keyboard.press('Escape');
    expect(await host.client.result()).to.deep.equal({
      content: [{ type: 'text', text: 'Hold cancel.' }],
    });
    expect(host.served.legacyAnswers).to.deep.equal([
      { jsonrpc: '2.0', id: 0, result: { action: 'cancel' } },
      { jsonrpc: '2.0', id: 2, result: { action: 'cancel' } },
    ]);
    expect(host.client.errors).to.deep.equal([]);
  });

  it("cannot close the dialog when the server withdraws a session's first ask: SDK 1.32 ignores notifications/cancelled for id 0", async () => {
    await host.client.open(query('hold_table'), '2025-11-25');
    await host.page
      .locator(`${dialog} [part~="field"][data-name="name"]`)
      .waitFor({ timeout: 10_000 });
    expect(host.served.legacy.withdraw()).to.equal(1);
    expect(await host.client.result()).to.deep.equal({
      content: [{ type: 'text', text: 'The hold lapsed: the question was withdrawn.' }],
    });
    // The ask is over on the server, yet extra.signal never aborted: the dialog still asks.
    expect(await host.page.locator(dialog).count()).to.equal(1);
    await host.page.locator(`${dialog} [part~="decline"]`).click();
    await until(() => host.served.legacyAnswers.length > 0);
    expect(host.served.legacyAnswers).to.deep.equal([
      { jsonrpc: '2.0', id: 0, result: { action: 'decline' } },
    ]);
  });

  it('should have bundled @elicit-kit/elements and core from their dist/ folders, never src/', () => {
    expectBuiltFromDist(root, {
      '@elicit-kit/core': 'packages/core/dist/index.js',
      '@elicit-kit/core/messages': 'packages/core/dist/messages/index.js',
      '@elicit-kit/core/relay-wire': 'packages/core/dist/relay-wire.js',
      '@elicit-kit/elements': 'packages/elements/dist/index.js',
    });
  });
});
