/**
 * End to end: a real Next.js chat host (test/e2e/hosts/next-chat: Next 16 with
 * `cacheComponents`, React 19, the AI SDK's `useChat` and a scripted mock model, its
 * server-side `@ai-sdk/mcp` client) mounting the relay exactly as docs/relay.md and
 * docs/clients/ai-sdk.md say: `relayForProcess`, `toNextHandlers` on a catch-all route,
 * `useRelay` with placement by tool call. The model calls `book_table` on a real MCP server
 * (SDK 1.32, 2025-11-25 pushes); its form reaches the person's page through the relay.
 * Chromium drives the page; the tests assert where and how the card shows, what the MCP
 * server received, the per-turn withdrawal and the second tab.
 */
import { expect } from 'chai';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { launchChromium } from '../support/browser.js';
import {
  ensureHostBuilt,
  startMcpServer,
  startNextHost,
  type McpSite,
  type NextHost,
} from './host.js';

const BOOKED = 'Booked a terrace table for 2 on 2026-10-02.';

describe('a Next.js chat host (Next 16, cacheComponents, useChat, @ai-sdk/mcp) with the relay', function () {
  this.timeout(60_000);
  let mcp: McpSite;
  let host: NextHost;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async function () {
    this.timeout(600_000);
    await ensureHostBuilt();
    mcp = await startMcpServer();
    host = await startNextHost(mcp.url);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await host?.close();
    await mcp?.close();
  });
  beforeEach(async () => {
    mcp.answers.length = 0;
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(host.url);
  });
  afterEach(async () => {
    await context?.close();
  });

  /** Sends a chat message that makes the model call `book_table`; resolves once its card shows. */
  async function askToBook(on: Page = page): Promise<Locator> {
    await on.getByLabel('Message').fill('Book me a table');
    await on.keyboard.press('Enter');
    const form = on.locator('elicit-form');
    await form.locator('[part~="accept"]').waitFor({ timeout: 30_000 });
    return form;
  }

  /** Answers the booking form: a date, the terrace, Accept, then Accept in the review. */
  async function bookTerrace(form: Locator): Promise<void> {
    await form.getByLabel('Date').fill('2026-10-02');
    await form.getByRole('radio', { name: 'Terrace' }).click();
    await form.locator('[part~="accept"]').click();
    await form.locator('[part~="review"]').waitFor({ timeout: 10_000 });
    await form.locator('[part~="accept"]').click();
  }

  /** A colour of the page's own: what `background: <value>` computes to on the body. */
  function pageColour(value: string): Promise<string> {
    return page.evaluate((background) => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = background;
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    }, value);
  }

  /** Resolves once `holds()` does (read every 50 ms: styles follow a class change within a frame or two); rejects after 5 s. */
  async function settles(holds: () => Promise<boolean>): Promise<void> {
    const end = Date.now() + 5_000;
    while (!(await holds())) {
      if (Date.now() > end) throw new Error(`did not hold within 5 s: ${holds.toString()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const style = (locator: Locator, property: 'fontFamily' | 'backgroundColor' | 'color') =>
    locator.evaluate((element, name) => getComputedStyle(element)[name], property);

  /** Records, in the page, every ask and withdrawal of the relay's event stream (`window.relayEvents`). */
  async function watchRelayEvents(on: Page = page): Promise<void> {
    await on.evaluate(() => {
      const seen: { type: string; id: string; reason?: string }[] = [];
      (window as unknown as { relayEvents: typeof seen }).relayEvents = seen;
      const events = new EventSource('/elicit/events');
      for (const type of ['ask', 'withdraw'])
        events.addEventListener(type, (event) =>
          seen.push({
            type,
            ...(JSON.parse((event as MessageEvent<string>).data) as {
              id: string;
              reason?: string;
            }),
          }),
        );
    });
  }
  const relayEvents = (on: Page = page) =>
    on.evaluate(
      () =>
        (window as unknown as { relayEvents: { type: string; id: string; reason?: string }[] })
          .relayEvents,
    );
  /** The first relay event of `type` the page's own stream heard, once it has (a stream of its own, so it may hear it after the card shows). */
  async function relayEvent(type: 'ask' | 'withdraw', on: Page = page) {
    await on.waitForFunction(
      (wanted) =>
        (window as unknown as { relayEvents: { type: string }[] }).relayEvents.some(
          (event) => event.type === wanted,
        ),
      type,
      { timeout: 10_000 },
    );
    return (await relayEvents(on)).find((event) => event.type === type)!;
  }

  it('should send the answer given in the card to the MCP server and show the tool result in the chat', async () => {
    const form = await askToBook();
    await bookTerrace(form);
    await page.locator('.tool-output', { hasText: BOOKED }).waitFor({ timeout: 30_000 });
    expect(mcp.answers).to.deep.equal([
      {
        jsonrpc: '2.0',
        id: 0,
        result: {
          action: 'accept',
          content: { date: '2026-10-02', guests: 2, seating: 'terrace' },
        },
      },
    ]);
    await page
      .locator('.message p', { hasText: `The booking tool answered:` })
      .waitFor({ timeout: 10_000 });
  });

  it('should refuse the relay routes to a request without the session cookie (401)', async () => {
    expect((await fetch(`${host.url}/elicit/events`)).status).to.equal(401);
    expect(
      (await fetch(`${host.url}/elicit/answer`, { method: 'POST', body: '{}' })).status,
    ).to.equal(401);
  });

  it("should show the card inside the part of the tool call that asked (placement by the ask's tag)", async () => {
    await watchRelayEvents();
    await askToBook();
    // The ask can reach the page before useChat renders the tool call's part: the card shows in
    // the container until then and moves in when the part mounts (relay.place's ref).
    const toolCall = page.locator('[data-tool-call]');
    await toolCall.locator('elicit-form').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await toolCall.count()).to.equal(1);
    // The server side tagged the ask with the tool call's id (relay.elicit(…, { tag })).
    const ask = await relayEvent('ask');
    expect(ask).to.have.property('tag', await toolCall.getAttribute('data-tool-call'));
    expect(await toolCall.locator('elicit-form').count()).to.equal(1);
    expect(await page.locator('#asks elicit-form').count()).to.equal(0);
  });

  it("should draw the card in the host's font and the shadcn colours of the page", async () => {
    const form = await askToBook();
    expect(await style(form.locator('label').first(), 'fontFamily')).to.equal(
      await style(page.locator('body'), 'fontFamily'),
    );
    expect(await style(form.locator('[part~="accept"]'), 'backgroundColor')).to.equal(
      await pageColour('var(--primary)'),
    );
    expect(await style(form.locator('[part~="card"]'), 'backgroundColor')).to.equal(
      await pageColour('var(--card)'),
    );
  });

  it('should turn the card dark and back when the page toggles the dark class on <html>, without a reload', async () => {
    const form = await askToBook();
    const card = form.locator('[part~="card"]');
    const light = await style(card, 'backgroundColor');
    await page.locator('#theme').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(
      true,
    );
    await settles(async () => (await style(card, 'backgroundColor')) !== light);
    await page.locator('#theme').click();
    await settles(async () => (await style(card, 'backgroundColor')) === light);
  });

  it('should withdraw the ask when the turn ends (Stop): the relay takes no answer and the card says it was withdrawn', async () => {
    await watchRelayEvents();
    await askToBook();
    const ask = await relayEvent('ask');
    await page.locator('#stop').click();
    await relayEvent('withdraw');
    expect((await relayEvents()).filter((event) => event.type === 'withdraw')).to.deep.equal([
      { type: 'withdraw', id: ask.id, reason: 'withdrawn' },
    ]);
    // A late answer (the person still typing) is refused, and nothing reaches the MCP server.
    const late = await page.evaluate(
      (id) =>
        fetch('/elicit/answer', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            id,
            result: {
              action: 'accept',
              content: { date: '2026-10-02', guests: 2, seating: 'terrace' },
            },
          }),
        }).then((response) => response.status),
      ask.id,
    );
    expect(late).to.equal(410);
    expect(mcp.answers).to.deep.equal([]);
    expect(await page.locator('.tool-output').count()).to.equal(0);
    // The card stays in the transcript with a visible line saying why it ended.
    await page
      .getByText(/withdrawn|withdrew/i)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 10_000 });
  });

  it("should withdraw the ask when a reload ends the chat request (useChat's turn does not survive it)", async () => {
    const observer = await context.newPage();
    await observer.goto(host.url);
    await watchRelayEvents(observer);
    await askToBook();
    await relayEvent('ask', observer);
    await page.reload();
    await relayEvent('withdraw', observer);
    const [ask, ...rest] = await relayEvents(observer);
    expect(rest).to.deep.equal([{ type: 'withdraw', id: ask!.id, reason: 'withdrawn' }]);
    expect(mcp.answers).to.deep.equal([]);
  });

  it('should show the ask in a second tab of the same session, and a visible line there once the first answers it', async () => {
    const second = await context.newPage();
    await second.goto(host.url);
    const form = await askToBook();
    const mirrored = second.locator('elicit-form');
    await mirrored.locator('[part~="accept"]').waitFor({ timeout: 10_000 });
    await bookTerrace(form);
    await page.locator('.tool-output', { hasText: BOOKED }).waitFor({ timeout: 30_000 });
    expect(mcp.answers).to.have.length(1);
    // A visible line (not only the live region) in the second tab says it was answered elsewhere.
    await second
      .getByText(/another tab|elsewhere/i)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 10_000 });
  });
});
