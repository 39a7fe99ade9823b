/**
 * useRelay in a React page (main.tsx, bundled by esbuild from the sources) in Chromium, the
 * relay played by Playwright routes: `GET /elicit/events` answers the asks of the test as
 * Server-Sent Events (with a long `retry`, so the page does not reconnect on its own), and
 * `POST /elicit/answer` records each answer and answers 204. What is under test is the page's
 * side: where the hook puts a tagged card, and what reaches cards already shown.
 */
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { launchChromium } from '../../support/browser.js';
import { repoRoot } from '../../support/artefacts.js';

const origin = 'http://react.relay.test';

const ask = {
  id: '0b6f3c1e-8e0b-4c7e-9a59-6f1f4f3f2a01',
  serverName: 'Trattoria',
  tag: 't1',
  params: {
    mode: 'form',
    message: 'Book a table?',
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string', title: 'Name' } },
      required: ['name'],
    },
  },
};

/** An ask the relay has for the page when it connects again. */
const laterAsk = {
  ...ask,
  id: '5d1c7a2e-3f4b-4d8a-9c61-2b7e0f9a8c02',
  tag: undefined,
  params: { ...ask.params, message: 'Anything else?' },
};

/** The React page's bundle: main.tsx with its imports, from the sources. */
async function bundle(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(repoRoot, 'test/e2e/relay/react/main.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    conditions: ['elicit-kit-source', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('useRelay in a React page (Chromium, the relay played by routes)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let code: string;
  let page: Page;
  let streams: number;
  /** The `languages` each event stream named. */
  let named: string[];
  let answers: unknown[];

  before(async function () {
    this.timeout(300_000);
    [browser, code] = await Promise.all([launchChromium(), bundle()]);
  });
  after(() => browser?.close());

  beforeEach(async () => {
    streams = 0;
    named = [];
    answers = [];
    page = await browser.newPage();
    await page.route(`${origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/')
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>react</title></head><body><div id="root"></div><script type="module" src="/react.js"></script></body></html>',
        });
      if (path === '/react.js')
        return route.fulfill({ contentType: 'text/javascript', body: code });
      if (path === '/elicit/events') {
        streams += 1;
        named.push(new URL(route.request().url()).searchParams.get('languages') ?? '');
        // A later stream sends the pending ask again, then one that is new.
        const asks = streams === 1 ? [ask] : [ask, laterAsk];
        return route.fulfill({
          contentType: 'text/event-stream',
          body: `retry: 3600000\n\n${asks.map((one) => `event: ask\ndata: ${JSON.stringify(one)}\n\n`).join('')}`,
        });
      }
      if (path === '/elicit/answer') {
        answers.push(JSON.parse(route.request().postData() ?? 'null'));
        return route.fulfill({ status: 204 });
      }
      return route.fulfill({ status: 404 });
    });
    await page.goto(`${origin}/`);
  });
  afterEach(() => page.close());

  const input = () => page.locator('[part~="field"][data-name="name"] [part~="input"]');

  it('should move a tagged ask into the element of its tool call once it mounts, with what was typed, and back when it unmounts', async () => {
    await page.locator('#chat [part~="input"]').waitFor();
    await input().click();
    await page.keyboard.type('Ada');
    await page.locator('#call').click();
    await page.locator('#call-t1 [part~="input"]').waitFor();
    expect(await page.locator('#chat [part~="field"]').count()).to.equal(0);
    expect(await input().inputValue()).to.equal('Ada');
    await page.locator('#call').click();
    await page.locator('#chat [part~="input"]').waitFor();
    expect(await input().inputValue()).to.equal('Ada');
    // Mounted again: there again, and answered from there.
    await page.locator('#call').click();
    await page.locator('#call-t1 [part~="accept"]').click();
    await page.locator('#call-t1 [part~="review"]').waitFor();
    await page.locator('#call-t1 [part~="accept"]').click();
    await page.waitForFunction(() => !document.querySelector('#call-t1 [data-elicit-ask]'));
    expect(answers).to.deep.equal([
      { id: ask.id, result: { action: 'accept', content: { name: 'Ada' } } },
    ]);
    expect(streams).to.equal(1);
  });

  it('should give the card on screen a new theme and locale when the hook gets them, keeping the card; a locale also reaches the relay', async () => {
    await page.locator('#chat [part~="decline"]').waitFor();
    const card = await page.locator('#chat elicit-form').elementHandle();
    // Unset: the card follows the page (an empty `theme`, reflected).
    expect(await page.locator('#chat elicit-form').getAttribute('theme')).to.equal('');
    await page.locator('#dark').click();
    await page.locator('#chat elicit-form[theme="dark"]').waitFor();
    expect(streams, 'a theme keeps the stream').to.equal(1);
    await page.locator('#hindi').click();
    // The new stream's second ask may already show: the first card is the one under test.
    await page.locator('#chat [part~="decline"]', { hasText: 'अस्वीकार करें' }).first().waitFor();
    expect(await page.locator('#chat elicit-form').first().getAttribute('lang')).to.equal('hi');
    // One new stream names Hindi first. It sends the shown ask again, then a new one: once the
    // new one shows, the first was heard twice and is still the one card it was.
    await page.locator('#chat elicit-form', { hasText: 'Anything else?' }).waitFor();
    expect(streams).to.equal(2);
    expect(named[1]!.split(',')[0]).to.equal('hi');
    expect(await page.locator('#chat elicit-form').count()).to.equal(2);
    expect(await card!.evaluate((element) => element.isConnected)).to.equal(true);
    await page.locator('#dark').click();
    // Both cards follow the page again.
    await page.locator('#chat elicit-form[theme=""]').nth(1).waitFor();
    expect(streams).to.equal(2);
  });
});
