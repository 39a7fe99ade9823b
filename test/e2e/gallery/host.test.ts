/**
 * The gallery's "Host behaviour" view, driven in Chromium: a queue of three pushes, a
 * countdown that expires, a server that cancels, receipts in a transcript, and a real
 * reload that restores a half-answered round.
 */
import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { launchChromium } from '../support/browser.js';
import { collectProblems, sharedGallery, type Gallery } from './gallery-server.js';

describe('gallery host behaviour', function () {
  this.timeout(60_000);
  let gallery: Gallery;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  before(async function () {
    [gallery, browser] = await Promise.all([sharedGallery(), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.setDefaultTimeout(10_000);
    problems = collectProblems(page);
    await page.goto(`${gallery.url}#host`);
    await page.locator('demo-host #start-queue').waitFor();
  });

  after(async function () {
    await browser?.close();
  });

  const log = async (scene: string) =>
    JSON.parse(
      (await page.locator(`demo-host pre[data-log="${scene}"]`).textContent()) ?? '[]',
    ) as unknown[];

  it('should show three pushed asks one at a time and resolve each', async function () {
    await page.locator('demo-host #start-queue').click();
    const dialog = page.locator('[data-elicit-dialog]');
    await expect(await dialog.locator('[part~="queue"]').textContent({ timeout: 10_000 })).to.equal(
      '2 more requests waiting',
    );
    for (const answer of ['Ada', 'Docs', 'Editor']) {
      await dialog.locator('[part~="field"] [part~="input"]').waitFor();
      await page.keyboard.type(answer);
      await dialog.locator('[part~="accept"]').click();
      await dialog.locator('[part~="review"]').waitFor();
      await dialog.locator('[part~="accept"]').click();
      await page.waitForFunction(
        (count) =>
          (document
            .querySelector('demo-app')
            ?.shadowRoot?.querySelector('demo-host')
            ?.shadowRoot?.querySelector('pre[data-log="queue"]')
            ?.textContent?.match(/"accept"/g)?.length ?? 0) >= count,
        ['Ada', 'Docs', 'Editor'].indexOf(answer) + 1,
      );
    }
    expect(await log('queue')).to.deep.equal([
      { action: 'accept', content: { name: 'Ada' } },
      { action: 'accept', content: { team: 'Docs' } },
      { action: 'accept', content: { role: 'Editor' } },
    ]);
  });

  it('should withdraw an ask the server cancels, keeping what was typed', async function () {
    await page.locator('demo-host #start-cancel').click();
    await page.locator('demo-host #cancelling [part~="input"]').click();
    await page.keyboard.type('half a thought');
    await page.locator('demo-host #server-cancels').click();
    await page
      .locator('demo-host #cancelling [part~="deadline"]', { hasText: 'withdrawn' })
      .waitFor();
    expect(await page.locator('demo-host #cancelling [part~="input"]').inputValue()).to.equal(
      'half a thought',
    );
    expect(await log('cancel')).to.deep.equal([{ action: 'cancel' }]);
  });

  it('should leave receipts in the transcript without the key', async function () {
    await page.locator('demo-host #start-chat').click();
    await page.locator('demo-host #chat [part~="field"][data-name="user"] [part~="input"]').click();
    await page.keyboard.type('ada');
    await page
      .locator('demo-host #chat [part~="field"][data-name="api_key"] [part~="input"]')
      .click();
    await page.keyboard.type('sk-demo-123');
    await page.locator('demo-host #chat [part~="accept"]').click();
    await page.locator('demo-host #chat [part~="review"]').waitFor();
    await page.locator('demo-host #chat [part~="accept"]').click();
    expect(await page.locator('demo-host #chat [part~="receipt"]').textContent()).to.equal(
      'Sent: User: ada; API key: hidden',
    );
  });

  it('should restore a half-answered round after a real reload', async function () {
    await page.locator('demo-host #start-round').click();
    await page
      .locator('demo-host elicit-round elicit-form[data-key="city"] [part~="input"]')
      .click();
    await page.keyboard.type('Lisbon');
    await page.reload();
    await page.locator('demo-host elicit-round [part~="item"]').first().waitFor();
    expect(
      await page
        .locator('demo-host elicit-round elicit-form[data-key="city"] [part~="input"]')
        .inputValue(),
    ).to.equal('Lisbon');
  });

  it('should count down and expire, resolving cancel', async function () {
    this.timeout(40_000);
    await page.locator('demo-host #start-countdown').click();
    expect(await page.locator('demo-host #countdown [part~="countdown"]').textContent()).to.match(
      /^The request from Demo server closes at .+: 0:1[45] left$/,
    );
    await page.locator('demo-host #countdown [part~="input"]').click();
    await page.keyboard.type('9:30');
    await page
      .locator('demo-host #countdown [part~="deadline"]', { hasText: 'expired' })
      .waitFor({ timeout: 20_000 });
    expect(await log('countdown')).to.deep.equal([{ action: 'cancel' }]);
    expect(await page.locator('demo-host #countdown [part~="input"]').inputValue()).to.equal(
      '9:30',
    );
    expect(problems).to.deep.equal([]);
  });
});
