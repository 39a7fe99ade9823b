/**
 * The steps every framework host (React, Vue) goes through in Chromium, by real clicks
 * and keystrokes: complete a form, decline one, consent to a URL, and answer (then
 * abandon) a modal dialog. Each host writes what the kit handed it into `<pre id="out">`.
 */
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import type { InlineConfig } from 'vite';
import { launchChromium } from '../support/browser.js';
import { buildHost, serveBuilt } from './serve.js';
import type { StaticServer } from '../support/static-server.js';
import { consentAsk } from './asks.js';

/** What the host app received so far, parsed from `<pre id="out">`. */
async function received(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('#out').textContent()) ?? '{}') as Record<string, unknown>;
}

/** Waits until the host received an answer under `key`, then returns everything received. */
export async function receivedWith(page: Page, key: string): Promise<Record<string, unknown>> {
  await page.waitForFunction(
    (k) => Object.hasOwn(JSON.parse(document.querySelector('#out')?.textContent ?? '{}'), k),
    key,
    {
      timeout: 10_000,
    },
  );
  return received(page);
}

/**
 * Keeps every request on 127.0.0.1: other hosts are aborted, and the consent URL's host
 * answers with a stub page so the opened tab can be inspected.
 */
export async function stayLocal(context: BrowserContext): Promise<void> {
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, (route) => route.abort());
  await context.route(`${new URL(consentAsk.url).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>stub</title><p>stub consent page</p>',
    }),
  );
}

/** A field's control inside a section's card (CSS locators pierce open shadow roots). */
function input(page: Page, section: string, name: string) {
  return page.locator(`#${section} [part~="field"][data-name="${name}"] [part~="input"]`);
}

/** Types the profile form and sends it through the review. */
async function completeForm(page: Page): Promise<void> {
  await input(page, 'complete', 'name').click();
  await page.keyboard.type('Ada');
  await input(page, 'complete', 'guests').click();
  await page.keyboard.type('3');
  await input(page, 'complete', 'window').focus();
  await page.keyboard.press('Space');
  await page.locator('#complete [part~="accept"]').click();
  // Accept opens the review; its send button is again the `accept` part.
  await page.locator('#complete [part~="review"]').waitFor({ timeout: 10_000 });
  await page.locator('#complete [part~="accept"]').click();
}

/** Declines the email form. */
async function declineForm(page: Page): Promise<void> {
  await page.locator('#decline [part~="decline"]').click();
}

/**
 * Consents to the URL card and opens the page; checks the opened tab shows the consent
 * URL and has no `window.opener`, closes it, then says "done".
 */
async function consentToUrl(page: Page): Promise<void> {
  await page.locator('#consent [part~="consent"] input').check();
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('#consent [part~="open"]').click(),
  ]);
  await opened.waitForLoadState('domcontentloaded');
  expect(opened.url()).to.equal(consentAsk.url);
  expect(await opened.evaluate(() => window.opener === null)).to.equal(true);
  await opened.close();
  await page.locator('#consent [part~="done"]').click();
}

/** Answers the round's first ask by keystrokes, declines the second, reviews and sends. */
async function answerRound(page: Page): Promise<void> {
  await page
    .locator(
      '#round elicit-form[data-key="nickname"] [part~="field"][data-name="nickname"] [part~="input"]',
    )
    .click();
  await page.keyboard.type('Ace');
  await page.locator('#round [part~="item"][data-key="email"] [part~="decline"]').click();
  await page.locator('#round [part~="send"]').click();
  await page.locator('#round [part~="review"]').waitFor({ timeout: 10_000 });
  await page.locator('#round [part~="send"]').click();
}

/** Answers the modal dialog: types the label into the focused field, then sends through the review. */
async function answerDialog(page: Page, label: string): Promise<void> {
  const field = page.locator(
    '[data-elicit-dialog] [part~="field"][data-name="label"] [part~="input"]',
  );
  await field.waitFor({ timeout: 10_000 });
  // The dialog focuses its first control itself.
  expect(await field.evaluate((element) => element.matches(':focus'))).to.equal(true);
  await page.keyboard.type(label);
  await page.locator('[data-elicit-dialog] [part~="accept"]').click();
  await page.locator('[data-elicit-dialog] [part~="review"]').waitFor({ timeout: 10_000 });
  await page.locator('[data-elicit-dialog] [part~="accept"]').click();
}

/** How one host names what it exercises, for the test titles. */
export interface HostNames {
  /** How answers reach the app, e.g. `onElicitResponse` or `@elicit-response`. */
  readonly response: string;
  /** How "done" on a URL card reaches the app. */
  readonly urlDone: string;
  /** How live edits reach the app, e.g. `onElicitChange`. */
  readonly change: string;
  /** How round answers reach the app, e.g. `onElicitRound`. */
  readonly round: string;
  /** How the app shows the modal dialog, e.g. `useShowElicitation`. */
  readonly dialog: string;
}

/**
 * The whole suite for one host app: builds `root` once with `config`, serves it, and runs
 * every scenario in a fresh browser context against the exact JSON the app received.
 */
export function hostSuite(
  title: string,
  root: string,
  config: InlineConfig,
  names: HostNames,
): void {
  describe(title, function () {
    this.timeout(60_000);
    let server: StaticServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    before(async () => {
      const outDir = await buildHost(root, config);
      server = await serveBuilt(outDir);
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

    it(`should hand the app the typed content of a completed form through ${names.response}, and live drafts through ${names.change}`, async () => {
      await completeForm(page);
      expect(await receivedWith(page, 'complete')).to.deep.equal({
        // The live draft (elicit-change → the form's content) as of the last edit.
        draft: { name: 'Ada', guests: 3, window: true },
        complete: { action: 'accept', content: { name: 'Ada', guests: 3, window: true } },
      });
      expect(errors).to.deep.equal([]);
    });

    it('should hand the app a bare decline', async () => {
      await declineForm(page);
      expect(await receivedWith(page, 'decline')).to.deep.equal({ decline: { action: 'decline' } });
    });

    it(`should accept a URL consent on open, in a tab without opener, then report done through ${names.urlDone}`, async () => {
      await consentToUrl(page);
      expect(await receivedWith(page, 'urlDone')).to.deep.equal({
        consent: { action: 'accept' },
        urlDone: { url: 'https://calendar.example.com/authorize?trip=42' },
      });
      expect(errors).to.deep.equal([]);
    });

    it(`should hand the app a whole round through ${names.round}: answers by key and the state to echo`, async () => {
      await answerRound(page);
      expect(await receivedWith(page, 'round')).to.deep.equal({
        round: {
          inputResponses: {
            nickname: { action: 'accept', content: { nickname: 'Ace' } },
            email: { action: 'decline' },
          },
          requestState: 'opaque-state-1',
        },
      });
      expect(errors).to.deep.equal([]);
    });

    it('should pass the request as a property (never an attribute), with server name, dark theme and locale', async () => {
      const state = await page.evaluate(() => {
        const form = document.querySelector('#decline elicit-form') as HTMLElement & {
          serverName: string;
          locale: string;
        };
        const card = document.querySelector('#consent elicit-url-consent') as HTMLElement & {
          theme: string;
          request: unknown;
        };
        return {
          server: form.serverName,
          locale: form.locale,
          theme: card.theme,
          request: card.request,
          attr: card.hasAttribute('request'),
        };
      });
      expect(state).to.deep.equal({
        server: 'Trips',
        locale: 'en',
        theme: 'dark',
        request: {
          mode: 'url',
          message: 'Authorize the calendar',
          url: 'https://calendar.example.com/authorize?trip=42',
        },
        attr: false,
      });
    });

    it(`should resolve ${names.dialog} with the dialog answer, and with cancel when the component unmounts`, async () => {
      await page.locator('#ask').click();
      await answerDialog(page, 'Window');
      expect(await receivedWith(page, 'dialog')).to.deep.equal({
        dialog: { action: 'accept', content: { label: 'Window' } },
      });
      expect(await page.locator('[data-elicit-dialog]').count()).to.equal(0);

      await page.locator('#ask').click();
      await page.locator('[data-elicit-dialog] [part~="field"]').waitFor({ timeout: 10_000 });
      await page.evaluate(() => (window as { unmountPanel?: () => void }).unmountPanel?.());
      await page.locator('#unmounted').waitFor({ timeout: 10_000 });
      await page.waitForFunction(
        () =>
          JSON.parse(document.querySelector('#out')?.textContent ?? '{}').dialog?.action ===
          'cancel',
        undefined,
        { timeout: 10_000 },
      );
      expect(await received(page)).to.deep.equal({ dialog: { action: 'cancel' } });
      expect(await page.locator('[data-elicit-dialog]').count()).to.equal(0);
      expect(errors).to.deep.equal([]);
    });
  });
}
