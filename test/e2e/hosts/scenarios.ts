/**
 * The steps every framework host (React, Vue) goes through in Chromium, by real clicks
 * and keystrokes: complete a form, decline one, consent to a URL, and answer (then
 * abandon) a modal dialog. Each host writes what the kit handed it into `<pre id="out">`.
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright';
import { consentAsk } from './asks.js';

/** What the host app received so far, parsed from `<pre id="out">`. */
export async function received(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('#out').textContent()) ?? '{}') as Record<string, unknown>;
}

/** Waits until the host received an answer under `key`, then returns everything received. */
export async function receivedWith(page: Page, key: string): Promise<Record<string, unknown>> {
  await page.waitForFunction((k) => Object.hasOwn(JSON.parse(document.querySelector('#out')?.textContent ?? '{}'), k), key, {
    timeout: 5000,
  });
  return received(page);
}

/**
 * Keeps every request on 127.0.0.1: other hosts are aborted, and the consent URL's host
 * answers with a stub page so the opened tab can be inspected.
 */
export async function stayLocal(context: BrowserContext): Promise<void> {
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, (route) => route.abort());
  await context.route(`${new URL(consentAsk.url).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title><p>stub consent page</p>' }),
  );
}

/** A field's control inside a section's card (CSS locators pierce open shadow roots). */
function input(page: Page, section: string, name: string) {
  return page.locator(`#${section} [part~="field"][data-name="${name}"] [part~="input"]`);
}

/** Types the profile form and sends it through the review. */
export async function completeForm(page: Page): Promise<void> {
  await input(page, 'complete', 'name').click();
  await page.keyboard.type('Ada');
  await input(page, 'complete', 'guests').click();
  await page.keyboard.type('3');
  await input(page, 'complete', 'window').focus();
  await page.keyboard.press('Space');
  await page.locator('#complete [part~="accept"]').click();
  // Accept opens the review; its send button is again the `accept` part.
  await page.locator('#complete [part~="review"]').waitFor({ timeout: 5000 });
  await page.locator('#complete [part~="accept"]').click();
}

/** Declines the email form. */
export async function declineForm(page: Page): Promise<void> {
  await page.locator('#decline [part~="decline"]').click();
}

/**
 * Consents to the URL card and opens the page; checks the opened tab shows the consent
 * URL and has no `window.opener`, closes it, then says "done".
 */
export async function consentToUrl(page: Page): Promise<void> {
  await page.locator('#consent [part~="consent"] input').check();
  const [opened] = await Promise.all([page.context().waitForEvent('page'), page.locator('#consent [part~="open"]').click()]);
  await opened.waitForLoadState('domcontentloaded');
  expect(opened.url()).to.equal(consentAsk.url);
  expect(await opened.evaluate(() => window.opener === null)).to.equal(true);
  await opened.close();
  await page.locator('#consent [part~="done"]').click();
}

/** Answers the modal dialog: types the label into the focused field, then sends through the review. */
export async function answerDialog(page: Page, label: string): Promise<void> {
  const field = page.locator('[data-elicit-dialog] [part~="field"][data-name="label"] [part~="input"]');
  await field.waitFor({ timeout: 5000 });
  // The dialog focuses its first control itself.
  expect(await field.evaluate((element) => element.matches(':focus'))).to.equal(true);
  await page.keyboard.type(label);
  await page.locator('[data-elicit-dialog] [part~="accept"]').click();
  await page.locator('[data-elicit-dialog] [part~="review"]').waitFor({ timeout: 5000 });
  await page.locator('[data-elicit-dialog] [part~="accept"]').click();
}
