/**
 * The gallery's "Server-side client" view (demo/src/demo-server-client.ts): the official
 * MCP client 2.x runs in the dev server (demo/server/relay-demo.ts) and its asks reach the
 * page through the relay and `connectRelay`. Answered by keystrokes in Chromium; checked by
 * what the server's client got back, and by a second tab seeing the same ask withdrawn.
 */
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import { launchChromium } from '../support/browser.js';
import { collectProblems, sharedGallery, type Gallery } from './gallery-server.js';

describe('gallery server-side client (through the relay)', function () {
  this.timeout(60_000);
  let gallery: Gallery;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  before(async function () {
    [gallery, browser] = await Promise.all([sharedGallery(), launchChromium()]);
    context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });
  beforeEach(async () => {
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    problems = collectProblems(page);
    await page.goto(`${gallery.url}#server`);
  });
  afterEach(async () => {
    await page.close();
    expect(problems).to.deep.equal([]);
  });

  const results = async () => JSON.parse((await page.locator('demo-server-client #results').textContent()) ?? '[]') as unknown[];

  it('should answer book_table from the page, and the second tab sees the ask withdrawn', async () => {
    const other = await context.newPage();
    await other.goto(`${gallery.url}#server`);
    await page.getByRole('button', { name: /book_table/ }).click();
    const field = (name: string, on = page) => on.locator(`demo-server-client [part~="field"][data-name="${name}"] [part~="input"]`);
    await field('date', other).waitFor();
    await field('date').fill('2026-12-24');
    await page.locator('demo-server-client [part~="accept"]').click();
    await page.locator('demo-server-client [part~="review"]').waitFor();
    await page.locator('demo-server-client [part~="accept"]').click();
    await page.locator('demo-server-client #results', { hasText: 'Booked' }).waitFor();
    expect(await results()).to.deep.equal([
      { tool: 'book_table', status: 200, result: { content: [{ type: 'text', text: 'Booked a inside table for 2 on 2026-12-24.' }] } },
    ]);
    // With receipts, the answering tab keeps a one-line receipt; the other tab's untouched card is now one too ("Withdrawn").
    await page.locator('demo-server-client [part~="receipt"]').waitFor();
    await field('date', other).waitFor({ state: 'detached' });
    await other.close();
  });
});
