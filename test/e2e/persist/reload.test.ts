/**
 * Survive a reload: `persistKey` keeps a form's draft (never a secret-looking field) and a
 * pending 2026-07-28 round in sessionStorage. Real reloads in Chromium: the page is bundled
 * from src/ by esbuild, served from 127.0.0.1, typed into with the keyboard, reloaded.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { launchChromium } from '../support/browser.js';
import { serveModulePage, type ModulePage } from '../support/module-page.js';

const entry = fileURLToPath(new URL('./page.ts', import.meta.url));

/** An input inside the form with property `name` (the form's own, or a round's embedded one). */
const fieldInput = (page: Page, host: string, name: string) =>
  page.locator(`${host} [part~="field"][data-name="${name}"] input`).first();

describe('persistKey: drafts and rounds survive a reload (Chromium)', function () {
  this.timeout(60_000);
  let served: ModulePage;
  let browser: Browser;
  let url = '';

  before(async () => {
    served = await serveModulePage(entry);
    url = served.url;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await served?.close();
  });

  it('should bring a form draft back after a reload, never the secret-looking field, and forget it once answered', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await fieldInput(page, 'elicit-form', 'name').click();
    await page.keyboard.type('Ada Lovelace');
    await fieldInput(page, 'elicit-form', 'api_key').click();
    await page.keyboard.type('sk-live-secret');
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).to.contain('Ada Lovelace');
    expect(stored, 'the secret-looking field is never written').to.not.contain('sk-live');

    await page.reload();
    expect(await fieldInput(page, 'elicit-form', 'name').inputValue()).to.equal('Ada Lovelace');
    expect(await fieldInput(page, 'elicit-form', 'api_key').inputValue()).to.equal('');

    await page.locator('elicit-form [part~="decline"]').click();
    expect(
      await page.evaluate(() => (window as unknown as { answers: unknown[] }).answers),
    ).to.deep.equal([{ action: 'decline' }]);
    expect(await page.evaluate(() => sessionStorage.getItem('elicit-kit:signup'))).to.equal(null);
    await page.reload();
    expect(
      await fieldInput(page, 'elicit-form', 'name').inputValue(),
      'answered: nothing comes back',
    ).to.equal('');
    await page.close();
  });

  it('should bring a half-answered round back after a reload, then send it with its requestState and forget it', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.evaluate(() => (window as unknown as { startRound(): void }).startRound());
    await fieldInput(page, 'elicit-round elicit-form[data-key="city"]', 'city').click();
    await page.keyboard.type('Lisbon');

    await page.reload();
    // No result set by the page this time: the round comes from storage, with the draft.
    const city = fieldInput(page, 'elicit-round elicit-form[data-key="city"]', 'city');
    expect(await city.inputValue()).to.equal('Lisbon');
    expect(await page.locator('elicit-round [part~="item"]').count()).to.equal(2);

    await page.locator('elicit-round [part~="send"]').click();
    await page.locator('elicit-round [part~="send"]').click();
    const answers = await page.evaluate(
      () => (window as unknown as { answers: unknown[] }).answers,
    );
    expect(answers).to.deep.equal([
      {
        inputResponses: {
          city: { action: 'accept', content: { city: 'Lisbon' } },
          seat: { action: 'accept', content: {} },
        },
        requestState: 'state-✓-42',
      },
    ]);
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('elicit-kit:trip')),
      ),
    ).to.deep.equal([]);
    await page.reload();
    expect(
      await page.locator('elicit-round [part~="item"]').count(),
      'answered: no round comes back',
    ).to.equal(0);
    await page.close();
  });
});
