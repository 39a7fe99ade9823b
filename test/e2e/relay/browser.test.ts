/**
 * The relay end to end: MCP clients on the host's server (Node, this process), the person
 * in Chromium on the cards file and `connectRelay`. Official client 2.x against
 * `@modelcontextprotocol/server` 2.4 (a 2026-07-28 round, through its
 * `setRequestHandler('elicitation/create', …)` and through core `callWithInput` with
 * `relay.answerer`), SDK 1.x against a 1.x server (pushes); then a reload in the middle,
 * two tabs, a deadline, a server's withdrawal and a 422 fixed and resent.
 */
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInput, createHttpTransport, requestMeta } from '@elicit-kit/core';
import { launchChromium } from '../support/browser.js';
import { ensureBuilt } from '../support/artefacts.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLegacyHandler } from '../../../demo/server/legacy-demo-server.js';
import { parseJson, readBody } from '../../../demo/server/node-bridge.js';
import { startRelayHost, type RelayHost } from './support/host.js';
import { startSdk1, TABLE_SCHEMA, type Sdk1Pair } from './support/sdk1.js';

/** A field's input in the transcript (CSS locators pierce open shadow roots). */
const input = (page: Page, name: string) =>
  page.locator(`#chat [part~="field"][data-name="${name}"] [part~="input"]`).last();

/** Types into a field, after clearing it. */
async function type(page: Page, name: string, text: string): Promise<void> {
  await input(page, name).click();
  await input(page, name).fill('');
  await page.keyboard.type(text);
}

/** Review, then Send, on the latest form card. */
async function send(page: Page): Promise<void> {
  await page.locator('#chat [part~="accept"]').last().click();
  await page.locator('#chat [part~="review"]').last().waitFor();
  await page.locator('#chat [part~="accept"]').last().click();
}

describe('relay end to end (Chromium, real MCP clients and servers)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let host: RelayHost;
  let mrtr: MrtrServer;
  /** The demo's 2025-11-25 server (SDK 1.32 over Streamable HTTP), whose tools push. */
  let legacy: { url: string; http: Server; handler: ReturnType<typeof createLegacyHandler> };
  let context: BrowserContext;
  let session: string;

  before(async function () {
    this.timeout(600_000);
    await ensureBuilt(['core', 'elements', 'bundle']);
    browser = await launchChromium();
    host = await startRelayHost();
    mrtr = await startMrtrServer();
    const handler = createLegacyHandler();
    const http = createServer(
      (req, res) => void readBody(req).then((body) => handler.handle(req, res, parseJson(body))),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    legacy = {
      url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/legacy-mcp`,
      http,
      handler,
    };
  });
  after(async () => {
    await host?.close();
    await mrtr?.close();
    await legacy?.handler.close();
    legacy?.http.closeAllConnections();
    legacy?.http.close();
    await browser?.close();
  });
  beforeEach(async () => {
    session = `s-${crypto.randomUUID()}`;
    context = await browser.newContext();
    await context.addCookies([{ name: 'sid', value: session, url: host.origin }]);
  });
  afterEach(() => context.close());

  const open = async () => {
    const page = await context.newPage();
    await page.goto(host.origin);
    return page;
  };

  it('should answer an official client 2.x round (2026-07-28 prompt) through setRequestHandler', async () => {
    const client = new Client(
      { name: 'chat-host', version: '1.0.0' },
      {
        capabilities: { elicitation: { form: {} } },
        versionNegotiation: { mode: { pin: '2026-07-28' } },
      },
    );
    client.setRequestHandler('elicitation/create', (request, ctx) =>
      host.relay.elicit(session, request.params, {
        serverName: 'Greeter',
        signal: ctx.mcpReq.signal,
      }),
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(mrtr.url)));
    const page = await open();
    const prompt = client.getPrompt({ name: 'greeting' });
    await type(page, 'name', 'Ada');
    await send(page);
    const result = await prompt;
    expect(result.messages[0]?.content).to.deep.equal({ type: 'text', text: 'Say hello to Ada.' });
    const retry = mrtr.requests
      .map((r) => r.body as { params?: { inputResponses?: unknown } })
      .find((body) => body?.params?.inputResponses);
    expect(retry?.params?.inputResponses).to.deep.equal({
      who: { action: 'accept', content: { name: 'Ada' } },
    });
    await client.close();
  });

  it('should answer an official client 2.x push (2025-11-25 elicitation/create) with exactly what was sent', async () => {
    const client = new Client(
      { name: 'chat-host', version: '1.0.0' },
      { capabilities: { elicitation: { form: {} } } },
    );
    client.setRequestHandler('elicitation/create', (request, ctx) =>
      host.relay.elicit(session, request.params, {
        serverName: 'Trattoria',
        signal: ctx.mcpReq.signal,
      }),
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(legacy.url)));
    const page = await open();
    const call = client.callTool({ name: 'book_table', arguments: {} });
    await input(page, 'date').fill('2026-12-24');
    await type(page, 'guests', '5');
    await send(page);
    const result = await call;
    expect(result.content).to.deep.equal([
      { type: 'text', text: 'Booked a inside table for 5 on 2026-12-24.' },
    ]);
    await client.close();
  });

  it('should answer a whole round of core callWithInput as one round card (relay.answerer)', async () => {
    const page = await open();
    const request = {
      jsonrpc: '2.0' as const,
      id: 1,
      method: 'prompts/get',
      params: {
        _meta: requestMeta({ clientInfo: { name: 'chat-host', version: '1.0.0' } }),
        name: 'greeting',
      },
    };
    const call = callWithInput(
      createHttpTransport({ url: mrtr.url }),
      request,
      host.relay.answerer(session, { serverName: 'Greeter' }),
    );
    await page.locator('#chat elicit-round [part~="item"][data-key="who"]').waitFor();
    await type(page, 'name', 'Grace');
    await page.locator('#chat elicit-round [part~="send"]').click();
    await page.locator('#chat elicit-round [part~="review"]').waitFor();
    await page.locator('#chat elicit-round [part~="send"]').click();
    const result = (await call) as { messages: { content: unknown }[] };
    expect(result.messages[0]?.content).to.deep.equal({
      type: 'text',
      text: 'Say hello to Grace.',
    });
    await page.locator('#chat elicit-round').waitFor({ state: 'detached' });
  });

  describe('with SDK 1.x pushes', () => {
    let sdk1: Sdk1Pair;
    beforeEach(async () => {
      sdk1 = await startSdk1(host.relay, session);
    });
    afterEach(() => sdk1.close());

    it('should hand the 1.x server exactly the content the person sent', async () => {
      const page = await open();
      const call = sdk1.ask('Book a table?');
      await type(page, 'name', 'Ada');
      await type(page, 'guests', '4');
      await send(page);
      expect(await call).to.deep.equal({ action: 'accept', content: { name: 'Ada', guests: 4 } });
      expect(sdk1.answers).to.deep.equal([
        { action: 'accept', content: { name: 'Ada', guests: 4 } },
      ]);
    });

    it('should show the ask again after a reload, with the draft, and take the answer once', async () => {
      const page = await open();
      const call = sdk1.ask('Book a table?');
      await type(page, 'name', 'Ad');
      await page.reload();
      await input(page, 'name').waitFor();
      expect(await input(page, 'name').inputValue()).to.equal('Ad');
      await input(page, 'name').click();
      await page.keyboard.press('End');
      await page.keyboard.type('a');
      await type(page, 'guests', '2');
      await send(page);
      expect(await call).to.deep.equal({ action: 'accept', content: { name: 'Ada', guests: 2 } });
      expect(sdk1.answers).to.have.length(1);
    });

    it('should withdraw the ask in the second tab once the first answered', async () => {
      const [one, two] = [await open(), await open()];
      const call = sdk1.ask('Book a table?');
      await input(two, 'name').waitFor();
      await type(one, 'name', 'Ada');
      await type(one, 'guests', '3');
      await send(one);
      expect(await call).to.deep.equal({ action: 'accept', content: { name: 'Ada', guests: 3 } });
      // Untouched, the second tab's card simply goes (brought to the front: background tabs paint late).
      await two.bringToFront();
      await two.locator('#chat [part~="field"]').first().waitFor({ state: 'detached' });
      expect(sdk1.answers).to.have.length(1);
    });

    it('should lock the card as withdrawn when the server cancels, keeping what was typed', async () => {
      const page = await open();
      const call = sdk1.ask('Hold the table?', 2500);
      await type(page, 'name', 'Ada');
      expect(await call).to.equal('withdrawn');
      await page.locator('#chat [withdrawn]').first().waitFor();
      expect(await input(page, 'name').inputValue()).to.equal('Ada');
      expect(await page.locator('#chat [part~="deadline"]').last().textContent()).to.contain(
        'withdrawn',
      );
    });

    it('should show asks in a React component through useRelay, and stop when it unmounts', async () => {
      const page = await context.newPage();
      await page.goto(`${host.origin}/react.html`);
      const call = sdk1.ask('Book from React?');
      await type(page, 'name', 'Ada');
      await type(page, 'guests', '2');
      await send(page);
      expect(await call).to.deep.equal({ action: 'accept', content: { name: 'Ada', guests: 2 } });
      await page.locator('#toggle').click();
      await page.locator('#chat').waitFor({ state: 'detached' });
      // Unmounted: the next ask waits unseen until the panel is back.
      const next = sdk1.ask('Still there?');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await page.locator('[part~="field"]').count()).to.equal(0);
      await page.locator('#toggle').click();
      await page.locator('#chat [part~="decline"]').click();
      expect(await next).to.deep.equal({ action: 'decline' });
    });

    it('should show the 422 issues, bring the sent values back, and take the fixed answer', async () => {
      const page = await open();
      let posts = 0;
      // The first answer is changed in transit (a stale or tampered page): the relay's own check refuses it.
      await page.route('**/elicit/answer', async (route) => {
        posts += 1;
        if (posts > 1) return route.continue();
        const body = JSON.parse(route.request().postData() ?? '{}') as {
          result: { content: Record<string, unknown> };
        };
        body.result.content['guests'] = 40;
        await route.continue({ postData: JSON.stringify(body) });
      });
      const call = sdk1.ask('Book a table?');
      await type(page, 'name', 'Ada');
      await type(page, 'guests', '4');
      await send(page);
      const status = page.locator('#chat [part~="relay-status"]');
      await status.waitFor();
      expect(await status.textContent()).to.match(/did not accept this answer: Guests: .*12/);
      await input(page, 'guests').waitFor();
      expect(await input(page, 'name').inputValue()).to.equal('Ada');
      await type(page, 'guests', '5');
      await send(page);
      expect(await call).to.deep.equal({ action: 'accept', content: { name: 'Ada', guests: 5 } });
      expect(posts).to.equal(2);
    });
  });

  it("should give the host the person's languages, and the new ones at once when the page's locale changes, keeping the card", async () => {
    const languagesNow = async (first: string) => {
      for (let i = 0; i < 100; i++) {
        const languages = await host.relay.languages(session);
        if (languages[0] === first) return languages;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return host.relay.languages(session);
    };
    const page = await open();
    // The page's lang="en", then Chromium's own languages.
    expect((await languagesNow('en'))[0]).to.equal('en');
    const call = host.relay.elicit(session, {
      mode: 'form',
      message: 'Your name?',
      requestedSchema: TABLE_SCHEMA,
    });
    await type(page, 'name', 'Ada');
    await type(page, 'guests', '2');
    await page.evaluate(() =>
      (
        window as unknown as { connection: { update(s: { locale: string }): void } }
      ).connection.update({
        locale: 'hi',
      }),
    );
    expect((await languagesNow('hi'))[0]).to.equal('hi');
    // The new stream carries the pending ask again, then a new one, in that order: once the new
    // one shows, the first was already heard twice and must still be one card with its draft.
    const second = host.relay.elicit(session, {
      mode: 'form',
      message: 'Anything else?',
      requestedSchema: { type: 'object', properties: { note: { type: 'string' } } },
    });
    await input(page, 'note').waitFor();
    expect(await page.locator('#chat elicit-form').count()).to.equal(2);
    expect(
      await page.locator('#chat [part~="field"][data-name="name"] [part~="input"]').count(),
    ).to.equal(1);
    expect(await input(page, 'name').inputValue()).to.equal('Ada');
    await page.locator('#chat [part~="decline"]').last().click();
    expect(await second).to.deep.equal({ action: 'decline' });
    await page.locator('#chat [part~="accept"]').first().click();
    await page.locator('#chat [part~="review"]').first().waitFor();
    await page.locator('#chat [part~="accept"]').first().click();
    expect(await call).to.deep.equal({ action: 'accept', content: { name: 'Ada', guests: 2 } });
  });

  it('should expire the card at the deadline, resolve cancel and post nothing', async () => {
    const page = await open();
    let posts = 0;
    await page.route('**/elicit/answer', (route) => {
      posts += 1;
      return route.continue();
    });
    const call = host.relay.elicit(
      session,
      { mode: 'form', message: 'Quick!', requestedSchema: TABLE_SCHEMA },
      { serverName: 'Timer', deadline: Date.now() + 2500 },
    );
    await type(page, 'name', 'Ada');
    expect(await call).to.deep.equal({ action: 'cancel' });
    await page.locator('#chat [expired], #chat [withdrawn]').first().waitFor();
    // Each card of the stack locks on its own once-a-second tick: give the inner form a moment.
    let locked = false;
    for (let i = 0; i < 30 && !locked; i++) {
      locked = await page.locator('#chat [part~="accept"]').last().isDisabled();
      if (!locked) await page.waitForTimeout(100);
    }
    expect(locked).to.equal(true);
    expect(posts).to.equal(0);
  });
});
