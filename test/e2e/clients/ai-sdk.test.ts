/**
 * End to end: elicit-kit as the elicitation handler of the Vercel AI SDK's MCP client
 * (`@ai-sdk/mcp` 2.0, `createMCPClient`) by one call,
 * `client.onElicitationRequest(ElicitationRequestSchema, (r) => showElicitation(r.params, …))`,
 * in a Vite-built browser page (test/e2e/hosts/ai-sdk, from the packages' `dist/`) talking
 * Streamable HTTP to real servers on its own origin: the demo's SDK 1.32 server at
 * `/legacy-mcp` (2025-11-25 pushes; the page sets `protocolVersionDiscovery: false`) and the
 * official 2026-07-28 server at `/mcp`. Playwright answers the dialogs; the tests assert the
 * result the page got and what the server received, including what the AI SDK cannot do:
 * URL asks inside a 2026-07-28 round, and closing the card when the server withdraws an ask.
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

const root = fileURLToPath(new URL('../hosts/ai-sdk/', import.meta.url));
const legacyQuery = (tool: string) => `?era=legacy&tool=${tool}&args={}`;

describe('Vercel AI SDK MCP client (@ai-sdk/mcp 2.0) with elicit-kit as its elicitation handler', function () {
  this.timeout(60_000);
  const host = clientSuite(root);

  /** The `params` of every request the MRTR server received for `method`, `_meta` left out. */
  function mrtrParams(method: string): unknown[] {
    return host.served.mrtr.requests
      .filter((request) => request.headers['mcp-method'] === method)
      .map((request) => {
        const { _meta, ...params } = (request.body as { params: Record<string, unknown> }).params;
        return params;
      });
  }

  /**
   * The AI SDK opens its GET event stream before `initialize` and may open it again once the
   * session exists, so a session-based server answers 400 or 409 (Chromium logs each); no
   * other request may fail and nothing else may be logged as an error.
   */
  function expectOnlyEventStreamGetsFailed(): void {
    expect(
      host.client.failed.filter((line) => !/^GET \/legacy-mcp (400|409)$/.test(line)),
    ).to.deep.equal([]);
    expect(
      host.client.errors.filter(
        (line) =>
          !/^Failed to load resource: the server responded with a status of (400|409)/.test(line),
      ),
    ).to.deep.equal([]);
    expect(host.client.errors).to.have.length(host.client.failed.length);
  }

  /** Answers deploy's round-1 form through the dialog: confirm, US (East), the default replicas, Send. */
  async function answerDeploySettings(): Promise<void> {
    const field = (name: string) =>
      host.page.locator(`${dialog} [part~="field"][data-name="${name}"]`);
    await field('confirm').waitFor({ timeout: 10_000 });
    await host.page.keyboard.press('Space');
    await field('region').locator('input').nth(1).click();
    await host.page.keyboard.press('Enter');
    await host.page.locator(`${dialog} [part~="review"]`).waitFor({ timeout: 10_000 });
    await host.page.locator(`${dialog} [part~="accept"]`).click();
  }

  describe('2025-11-25 (the server pushes elicitation/create)', () => {
    it('should declare form mode in initialize, as the page configured', async () => {
      await host.client.open(legacyQuery('book_table'), '2025-11-25');
      expect(legacyInitialize(host.served)).to.deep.include({
        protocolVersion: '2025-11-25',
        capabilities: { elicitation: { form: {} } },
      });
    });

    it('should send the accepted form as the JSON-RPC result of the push', async () => {
      await host.client.open(legacyQuery('book_table'), '2025-11-25');
      await bookTerrace(host.page);
      expect(await host.client.result()).to.deep.equal({
        content: [{ type: 'text', text: 'Booked a terrace table for 2 on 2026-10-02.' }],
        isError: false,
      });
      expect(host.served.legacyAnswers).to.deep.equal([
        { jsonrpc: '2.0', id: 0, result: { action: 'accept', content: TERRACE_BOOKING } },
      ]);
      expect(await host.page.locator(dialog).count()).to.equal(0);
      expectOnlyEventStreamGetsFailed();
    });

    it('should send a decline from the dialog', async () => {
      await host.client.open(legacyQuery('book_table'), '2025-11-25');
      await host.page.locator(`${dialog} [part~="decline"]`).click();
      expect(await host.client.result()).to.deep.equal({
        content: [{ type: 'text', text: 'Booking decline.' }],
        isError: false,
      });
      expect(host.served.legacyAnswers).to.deep.equal([
        { jsonrpc: '2.0', id: 0, result: { action: 'decline' } },
      ]);
    });

    it('cannot close the dialog when the server withdraws the ask: the AI SDK drops notifications/cancelled, and an answer goes out late', async () => {
      await host.client.open(legacyQuery('hold_table'), '2025-11-25');
      await host.page
        .locator(`${dialog} [part~="field"][data-name="name"]`)
        .waitFor({ timeout: 10_000 });
      expect(host.served.legacy.withdraw()).to.equal(1);
      expect(await host.client.result()).to.deep.equal({
        content: [{ type: 'text', text: 'The hold lapsed: the question was withdrawn.' }],
        isError: false,
      });
      // The ask is over on the server, yet the dialog still offers to answer it.
      expect(await host.page.locator(dialog).count()).to.equal(1);
      await host.page.locator(`${dialog} [part~="decline"]`).click();
      await host.page.locator(dialog).waitFor({ state: 'detached', timeout: 10_000 });
      await until(() => host.served.legacyAnswers.length > 0);
      expect(host.served.legacyAnswers).to.deep.equal([
        { jsonrpc: '2.0', id: 0, result: { action: 'decline' } },
      ]);
    });
  });

  describe('2026-07-28 (input_required rounds, discovered at /mcp)', () => {
    it('should fulfil a form round through the same handler and retry prompts/get with the answer', async () => {
      await host.client.open('?prompt=greeting&args={}', '2026-07-28');
      const name = host.page.locator(`${dialog} [part~="field"][data-name="name"] [part~="input"]`);
      await name.waitFor({ timeout: 10_000 });
      await name.fill('Ada');
      await host.page.keyboard.press('Enter');
      await host.page.locator(`${dialog} [part~="review"]`).waitFor({ timeout: 10_000 });
      await host.page.locator(`${dialog} [part~="accept"]`).click();
      const result = (await host.client.result()) as { messages: unknown[] };
      expect(result.messages).to.deep.equal([
        { role: 'user', content: { type: 'text', text: 'Say hello to Ada.' } },
      ]);
      expect(mrtrParams('prompts/get')).to.deep.equal([
        { name: 'greeting', arguments: {} },
        {
          name: 'greeting',
          arguments: {},
          inputResponses: { who: { action: 'accept', content: { name: 'Ada' } } },
        },
      ]);
      expect(host.client.errors).to.deep.equal([]);
    });
  });

  describe('URL mode, which the AI SDK 2.0 refuses before any handler runs', () => {
    it('should get no URL push when it declares form mode only: a 2025-11-25 server refuses to send one', async () => {
      await host.client.open(legacyQuery('link_account'), '2025-11-25');
      expect(await host.client.result()).to.deep.equal({
        content: [{ type: 'text', text: 'Client does not support url elicitation.' }],
        isError: true,
      });
      expect(
        host.served.legacyPosts.filter((post) => !('method' in (post as object))),
      ).to.deep.equal([]);
      expect(await host.page.locator(dialog).count()).to.equal(0);
    });

    it('cannot answer a URL push even when it declares URL mode: the AI SDK answers -32602 itself (requestedSchema missing)', async () => {
      await host.client.open(`${legacyQuery('link_account')}&declare=url`, '2025-11-25');
      const result = (await host.client.result()) as {
        content: { text: string }[];
        isError: boolean;
      };
      expect(result.isError).to.equal(true);
      expect(result.content[0]!.text).to.match(/^MCP error -32602: Invalid elicitation request/);
      const answers = host.served.legacyPosts.filter((post) => !('method' in (post as object))) as {
        id: number;
        error: { code: number; message: string };
      }[];
      expect(
        answers.map(({ id, error }) => ({
          id,
          code: error.code,
          requestedSchema: error.message.includes('"requestedSchema"'),
        })),
      ).to.deep.equal([{ id: 0, code: -32602, requestedSchema: true }]);
      expect(await host.page.locator(dialog).count()).to.equal(0);
    });

    // deploy's round 2 asks for URL consent, after its form round is answered in the dialog.
    const rounds = [
      [
        'should get no URL round when it declares form mode only: a 2026-07-28 server refuses to ask one',
        '',
        "Cannot request input 'consent' (elicitation/create): the request's client capabilities do not declare",
      ],
      [
        'cannot answer a URL ask inside a 2026-07-28 round even when it declares URL mode: the call fails',
        '?declare=url',
        'Unsupported input request: elicitation/create. Only form elicitation is supported.',
      ],
    ] as const;
    for (const [title, query, error] of rounds) {
      it(title, async () => {
        await host.client.open(query, '2026-07-28');
        await answerDeploySettings();
        expect(((await host.client.result()) as { error?: string }).error).to.contain(error);
        expect(await host.page.locator(dialog).count()).to.equal(0);
        expect(mrtrParams('tools/call')).to.have.length(2);
      });
    }
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
