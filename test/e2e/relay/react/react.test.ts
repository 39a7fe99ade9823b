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
  let answers: unknown[];

  before(async function () {
    this.timeout(300_000);
    [browser, code] = await Promise.all([launchChromium(), bundle()]);
  });
  after(() => browser?.close());

  beforeEach(async () => {
    streams = 0;
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
        return route.fulfill({
          contentType: 'text/event-stream',
          body: `retry: 3600000\n\nevent: ask\ndata: ${JSON.stringify(ask)}\n\n`,
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

  it('should give the card on screen a new theme and locale when the hook gets them, without reconnecting', async () => {
    await page.locator('#chat [part~="decline"]').waitFor();
    // Unset: the card follows the page (an empty `theme`, reflected).
    expect(await page.locator('#chat elicit-form').getAttribute('theme')).to.equal('');
    await page.locator('#dark').click();
    await page.locator('#chat elicit-form[theme="dark"]').waitFor();
    await page.locator('#hindi').click();
    await page.locator('#chat [part~="decline"]', { hasText: 'अस्वीकार करें' }).waitFor();
    expect(await page.locator('#chat elicit-form').getAttribute('lang')).to.equal('hi');
    await page.locator('#dark').click();
    await page.locator('#chat elicit-form[theme=""]').waitFor();
    expect(streams).to.equal(1);
  });
});
