/**
 * End to end: a React 19 app on `@elicit-kit/react` (test/e2e/hosts/react), built once with
 * Vite's JS API (JSX through Vite 8's built-in oxc transform) against the packages'
 * published `dist/` (rebuilt first if stale), served from 127.0.0.1 and driven in Chromium
 * by clicks and keystrokes. Asserts the exact JSON the app received, and that the app was
 * bundled from `dist/` only.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { defaultClientConditions, type InlineConfig } from 'vite';
import type { Browser, Page } from 'playwright';
import { hostSuite, receivedWith, stayLocal } from '../hosts/scenarios.js';
import { buildHost, serveBuilt } from '../hosts/serve.js';
import type { StaticServer } from '../support/static-server.js';
import { launchChromium } from '../support/browser.js';
import { ensurePackagesBuilt } from '../support/artefacts.js';
import { expectBuiltFromDist } from '../support/published-host.js';

const root = fileURLToPath(new URL('../hosts/react/', import.meta.url));
const config: InlineConfig = { oxc: { jsx: { runtime: 'automatic' } } };

describe('React 19 app built against the published packages', function () {
  before(async function () {
    this.timeout(300_000);
    await ensurePackagesBuilt();
  });

  hostSuite('React 19 host (@elicit-kit/react)', root, config, {
    response: 'onElicitResponse',
    urlDone: 'onElicitUrlDone',
    change: 'onElicitChange',
    round: 'onElicitRound',
    dialog: 'useShowElicitation()',
  });

  describe('its hooks for the queue and for rounds', function () {
    this.timeout(120_000);
    let server: StaticServer;
    let browser: Browser;
    let page: Page;

    before(async () => {
      server = await serveBuilt(await buildHost(root, config));
      browser = await launchChromium();
      const context = await browser.newContext();
      await stayLocal(context);
      page = await context.newPage();
      await page.goto(`${server.origin}/`);
      await page.locator('#ask-three').waitFor({ timeout: 10_000 });
    });

    after(async () => {
      await browser?.close();
      await server?.close();
    });

    it('should queue three asks inline through useElicitationQueue, count them, and leave a receipt of each', async () => {
      await page.locator('#ask-three').click();
      await page
        .locator('#transcript [part~="field"][data-name="label"] [part~="input"]')
        .first()
        .waitFor({ timeout: 10_000 });
      expect(await page.locator('#pending').textContent()).to.equal('3');
      expect(await page.locator('#transcript [part~="queue"]').first().textContent()).to.equal(
        '2 more requests waiting',
      );
      for (const label of ['One', 'Two', 'Three']) {
        const input = page.locator(
          '#transcript [part~="form"] [part~="field"][data-name="label"] [part~="input"]',
        );
        await input.click();
        await page.keyboard.type(label);
        await page.locator('#transcript [part~="form"] [part~="accept"]').click();
        await page.locator('#transcript [part~="review"]').waitFor({ timeout: 10_000 });
        await page.locator('#transcript [part~="form"] [part~="accept"]').click();
        await page
          .locator('#transcript [part~="receipt"]', { hasText: label })
          .waitFor({ timeout: 10_000 });
      }
      const all = await receivedWith(page, 'queue');
      expect(all['queue']).to.deep.equal(
        ['One', 'Two', 'Three'].map((label) => ({ action: 'accept', content: { label } })),
      );
      expect(await page.locator('#pending').textContent()).to.equal('0');
      expect(await page.locator('#transcript [part~="receipt"]').allTextContents()).to.deep.equal([
        'Sent: Label: One',
        'Sent: Label: Two',
        'Sent: Label: Three',
      ]);
    });

    it('should answer a tools/call round through useAnswerWithRound, bring it back when the send fails, and retry with the answers and the state', async () => {
      await page.locator('#call-tool').click();
      await page
        .locator('#rounds elicit-round [part~="item"]')
        .first()
        .waitFor({ timeout: 10_000 });
      expect(await page.locator('#round-pending').textContent()).to.equal('true');
      await page
        .locator(
          '#rounds elicit-form[data-key="nickname"] [part~="field"][data-name="nickname"] [part~="input"]',
        )
        .click();
      await page.keyboard.type('Ace');
      await page.locator('#rounds [part~="item"][data-key="email"] [part~="decline"]').click();
      await page.locator('#rounds [part~="send"]').click();
      await page.locator('#rounds [part~="review"]').waitFor({ timeout: 10_000 });
      await page.locator('#rounds [part~="send"]').click();
      // The hook passes retrySend on: the same round is back, saying the answers were not sent, with Retry.
      await page
        .locator('#rounds [part~="summary"]', { hasText: 'could not be sent' })
        .waitFor({ timeout: 10_000 });
      expect((await page.locator('#rounds [part~="send"]').textContent())?.trim()).to.equal(
        'Retry',
      );
      // The same round, not a new one, and the hook still counts the call as waiting for the person.
      expect(await page.locator('#rounds elicit-round').count()).to.equal(1);
      expect(
        await page.locator('#rounds [part~="review-item"]').count(),
        'the answers under review',
      ).to.equal(2);
      expect(await page.locator('#round-pending').textContent()).to.equal('true');
      await page.locator('#rounds [part~="send"]').click();
      const all = await receivedWith(page, 'call');
      const call = all['call'] as {
        result: unknown;
        failed: Record<string, unknown>;
        retry: Record<string, unknown>;
      };
      expect(call.retry['inputResponses']).to.deep.equal(call.failed['inputResponses']);
      expect(call.result).to.deep.equal({ content: [{ type: 'text', text: 'booked' }] });
      expect(call.retry['inputResponses']).to.deep.equal({
        nickname: { action: 'accept', content: { nickname: 'Ace' } },
        email: { action: 'decline' },
      });
      expect(call.retry['requestState']).to.equal('opaque-state-1');
      // The hook gives callWithInput the person's languages: the rounds' lang first, on every request.
      for (const sent of [call.failed, call.retry])
        expect(
          (sent['_meta'] as Record<string, unknown>)['io.modelcontextprotocol/acceptLanguage'],
        ).to.match(/^en-IN(,|$)/);
      expect(await page.locator('#round-pending').textContent()).to.equal('false');
      expect(
        await page.locator('#rounds elicit-round').count(),
        'the round is gone once sent',
      ).to.equal(0);
    });
  });

  // A sibling suite, so it runs after the host suite built the app (mocha runs a suite's
  // own tests before its nested suites).
  describe('its build', () => {
    it('should have bundled @elicit-kit/react, elements and core from their dist/ folders, never src/', () => {
      expectBuiltFromDist(root, {
        '@elicit-kit/core': 'packages/core/dist/index.js',
        // The element text goes through the core's message registry.
        '@elicit-kit/core/messages': 'packages/core/dist/messages/index.js',
        '@elicit-kit/core/relay-wire': 'packages/core/dist/relay-wire.js',
        '@elicit-kit/elements': 'packages/elements/dist/index.js',
        '@elicit-kit/react': 'packages/react/dist/index.js',
      });
    });

    it('should refuse to build the app when a package resolves to its src/ (the source condition)', async function () {
      this.timeout(60_000);
      const failure = await buildHost(root, {
        ...config,
        resolve: { conditions: ['elicit-kit-source', ...defaultClientConditions] },
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(String(failure)).to.match(
        /bundled package sources instead of dist\/: .*packages\/react\/src\/index\.ts/,
      );
    });
  });
});
