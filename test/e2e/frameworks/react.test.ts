/**
 * End to end: a React 19 app on `@elicit-kit/react` (test/e2e/hosts/react), built once with
 * Vite's JS API (JSX through Vite 8's built-in oxc transform), served from 127.0.0.1 and
 * driven in Chromium by clicks and keystrokes. Asserts the exact JSON the app received.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import { launchChromium } from '../support/browser.js';
import { buildHost, serveStatic, type StaticServer } from '../hosts/serve.js';
import { answerDialog, completeForm, consentToUrl, declineForm, received, receivedWith, stayLocal } from '../hosts/scenarios.js';

const root = fileURLToPath(new URL('../hosts/react/', import.meta.url));

describe('React 19 host (@elicit-kit/react)', function () {
  this.timeout(60_000);
  let server: StaticServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  before(async () => {
    const outDir = await buildHost(root, { oxc: { jsx: { runtime: 'automatic' } } });
    server = await serveStatic(outDir);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext();
    await stayLocal(context);
    page = await context.newPage();
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.origin}/`);
    await page.locator('#complete elicit-form [part~="form"]').waitFor({ timeout: 10_000 });
  });

  afterEach(async () => {
    await context.close();
  });

  it('should hand the app the typed content of a completed form through onElicitResponse', async () => {
    await completeForm(page);
    expect(await receivedWith(page, 'complete')).to.deep.equal({
      complete: { action: 'accept', content: { name: 'Ada', guests: 3, window: true } },
    });
    expect(errors).to.deep.equal([]);
  });

  it('should hand the app a bare decline', async () => {
    await declineForm(page);
    expect(await receivedWith(page, 'decline')).to.deep.equal({ decline: { action: 'decline' } });
  });

  it('should accept a URL consent on open, in a tab without opener, then report done through onElicitUrlDone', async () => {
    await consentToUrl(page);
    expect(await receivedWith(page, 'urlDone')).to.deep.equal({
      consent: { action: 'accept' },
      urlDone: { url: 'https://calendar.example.com/authorize?trip=42' },
    });
    expect(errors).to.deep.equal([]);
  });

  it('should pass props as properties: server name, dark theme and locale reach the elements', async () => {
    const state = await page.evaluate(() => {
      const form = document.querySelector('#decline elicit-form') as HTMLElement & { serverName: string; locale: string };
      const card = document.querySelector('#consent elicit-url-consent') as HTMLElement & { theme: string; request: unknown };
      return { server: form.serverName, locale: form.locale, theme: card.theme, request: card.request, attr: card.hasAttribute('request') };
    });
    expect(state).to.deep.equal({
      server: 'Trips',
      locale: 'en',
      theme: 'dark',
      request: { mode: 'url', message: 'Authorize the calendar', url: 'https://calendar.example.com/authorize?trip=42' },
      attr: false,
    });
  });

  it('should resolve useShowElicitation with the dialog answer, and with cancel when the component unmounts', async () => {
    await page.locator('#ask').click();
    await answerDialog(page, 'Window');
    expect(await receivedWith(page, 'dialog')).to.deep.equal({ dialog: { action: 'accept', content: { label: 'Window' } } });
    expect(await page.locator('[data-elicit-dialog]').count()).to.equal(0);

    await page.locator('#ask').click();
    await page.locator('[data-elicit-dialog] [part~="field"]').waitFor({ timeout: 5000 });
    await page.evaluate(() => (window as { unmountPanel?: () => void }).unmountPanel?.());
    await page.locator('#unmounted').waitFor({ timeout: 5000 });
    await page.waitForFunction(() => JSON.parse(document.querySelector('#out')?.textContent ?? '{}').dialog?.action === 'cancel');
    expect(await received(page)).to.deep.equal({ dialog: { action: 'cancel' } });
    expect(await page.locator('[data-elicit-dialog]').count()).to.equal(0);
    expect(errors).to.deep.equal([]);
  });
});
