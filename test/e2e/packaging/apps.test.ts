/**
 * The packages as a stranger meets them: fresh apps modelled on `npm create vite@latest`
 * (vanilla TypeScript, React 19, Vue 3) and a plain HTML page on the script-tag files,
 * with the packed tarballs installed offline and the README's and docs' marked code
 * blocks as their source (support/snippets.ts). Each app's own strict type check and
 * production build must pass; then Chromium answers a form, declines one and consents to
 * a URL in each, and the exact JSON the host code received is asserted.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { proxyTo } from '../../../demo/server/node-bridge.js';
import { serveBuilt } from '../hosts/serve.js';
import type { Route, StaticServer } from '../support/static-server.js';
import { launchChromium } from '../support/browser.js';
import { consentUrl, startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { appsOnce, type App } from './support/apps.js';
import { codeBlocks, markdownFiles } from './support/snippets.js';

/** The URL card's address in the docs' asks. */
const CALENDAR_URL = 'https://calendar.example.com/authorize?trip=42';
/** The HTML pages load the kit from here, as the docs write it; answered from the tarball. */
const CDN = 'https://unpkg.com/';

const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
};

/** Keeps every request on this machine: CDN files from the app's installed packages, consent pages stubbed, the rest aborted. */
async function stayLocal(context: BrowserContext, app: App): Promise<void> {
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, async (route) => {
    const url = route.request().url();
    if (url.startsWith(CDN)) {
      const path = join(app.dir, 'node_modules', decodeURIComponent(new URL(url).pathname));
      try {
        const body = readFileSync(path);
        await route.fulfill({
          status: 200,
          contentType: contentTypes[extname(path)] ?? 'application/octet-stream',
          body,
          headers: { 'access-control-allow-origin': '*' },
        });
      } catch {
        await route.fulfill({ status: 404, body: 'not in the tarball' });
      }
    } else if (url === CALENDAR_URL || url === consentUrl('prod')) {
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>stub</title><p>stub consent page</p>',
      });
    } else {
      await route.abort();
    }
  });
}

/** A page of one app with every error, console error and console log collected. */
interface Visit {
  readonly page: Page;
  readonly errors: string[];
  readonly logs: string[];
}

async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const errors: string[] = [];
  const logs: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    if (message.type() === 'log') logs.push(message.text());
  });
  await page.goto(url);
  return { page, errors, logs };
}

/** A field's control in a card. */
const control = (card: Locator, name: string): Locator =>
  card.locator(`[part~="field"][data-name="${name}"] [part~="input"]`);

/** Types into fields by keystrokes, then Accept, then Send from the review. */
async function answerForm(
  card: Locator,
  answers: Readonly<Record<string, string>>,
  toggle: readonly string[] = [],
): Promise<void> {
  for (const [name, text] of Object.entries(answers)) {
    await control(card, name).click();
    await card.page().keyboard.type(text);
  }
  for (const name of toggle) {
    await control(card, name).focus();
    await card.page().keyboard.press('Space');
  }
  await card.locator('[part~="accept"]').click();
  await card.locator('[part~="review"]').waitFor({ timeout: 10_000 });
  await card.locator('[part~="accept"]').click();
}

/** Consents to a URL card and opens the page (checked: the consent URL, no opener). */
async function consentAndOpen(card: Locator, url: string): Promise<void> {
  await card.locator('[part~="consent"] input').check();
  const [opened] = await Promise.all([
    card.page().context().waitForEvent('page'),
    card.locator('[part~="open"]').click(),
  ]);
  await opened.waitForLoadState('domcontentloaded');
  expect(opened.url()).to.equal(url);
  expect(await opened.evaluate(() => window.opener === null)).to.equal(true);
  await opened.close();
}

/** Sends a round through its review. */
async function sendRound(round: Locator): Promise<void> {
  await round.locator('[part~="send"]').click();
  await round.locator('[part~="review"]').waitFor({ timeout: 10_000 });
  await round.locator('[part~="send"]').click();
}

/** What the app wrote into `<pre id>` as JSON, once it holds `key`. */
async function receivedWith(page: Page, id: string, key: string): Promise<Record<string, unknown>> {
  await page.waitForFunction(
    ([pre, k]) => Object.hasOwn(JSON.parse(document.getElementById(pre!)?.textContent || '{}'), k!),
    [id, key],
    { timeout: 10_000 },
  );
  return JSON.parse((await page.locator(`#${id}`).textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
}

/** The answers a console-logging host received, parsed. */
async function loggedAnswers(v: Visit, count: number): Promise<unknown[]> {
  await v.page.waitForFunction(() => true);
  const deadline = Date.now() + 10_000;
  while (v.logs.length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return v.logs.map((line) => JSON.parse(line) as unknown);
}

describe('packaging: fresh apps on the packed tarballs', function () {
  this.timeout(60_000);
  let apps: ReadonlyMap<string, App>;
  let browser: Browser;

  before(async function () {
    this.timeout(600_000);
    [apps, browser] = await Promise.all([appsOnce(), launchChromium()]);
  });

  after(async () => {
    await browser?.close();
  });

  it('should have every JavaScript, TypeScript, Vue and HTML block of the READMEs and the shipping docs marked tested or fragment', () => {
    // The pages a stranger copies from to install and wire the packages. docs/core and
    // docs/elements are not marked yet; add each page here once its blocks are.
    const covered = markdownFiles().filter((file) => !/^docs\/(core|elements)\//.test(file));
    expect(covered).to.include.members([
      'README.md',
      'docs/react.md',
      'docs/vue.md',
      'docs/distribution.md',
      'docs/mcp-client.md',
    ]);
    const unmarked = covered
      .flatMap(codeBlocks)
      .filter((block) => ['js', 'ts', 'tsx', 'vue', 'html'].includes(block.lang) && !block.mark)
      .map((block) => block.where);
    expect(
      unmarked,
      'mark each with <!-- test: <app>/<path> --> or <!-- fragment: <why> -->',
    ).to.deep.equal([]);
  });

  // The three framework apps build; `typecheck` holds the blocks that need a server or a
  // client to run, type-checked apart so their imports cannot lend the vanilla app types.
  for (const name of ['vanilla', 'react', 'vue', 'typecheck']) {
    describe(`${name} app`, () => {
      it('should pass its own strict type check', () => {
        const app = apps.get(name)!;
        const checks = app.build.filter((step) => /^(tsc|vue-tsc)\b/.test(step.command));
        expect(checks, 'no type check step ran').to.not.deep.equal([]);
        for (const check of checks)
          expect(check.code, `${check.command}\n${check.output}`).to.equal(0);
      });

      if (name !== 'typecheck') {
        it('should pass its production build (vite build)', () => {
          const build = apps.get(name)!.build.find((step) => step.command.startsWith('vite build'));
          expect(build, 'the build did not run (the type check failed)').to.not.equal(undefined);
          expect(build!.code, `${build!.command}\n${build!.output}`).to.equal(0);
        });
      }

      it('should have installed the kit from the tarballs only', () => {
        const app = apps.get(name)!;
        const kit = app.installed.filter((dependency) => dependency.startsWith('@elicit-kit/'));
        expect(kit).to.not.deep.equal([]);
        for (const pkg of kit) {
          const installed = JSON.parse(
            readFileSync(join(app.dir, 'node_modules', pkg, 'package.json'), 'utf8'),
          ) as { files?: unknown };
          // A packed package has no src/ beside dist/.
          expect(
            () => readFileSync(join(app.dir, 'node_modules', pkg, 'src/index.ts')),
            pkg,
          ).to.throw();
          expect(installed.files, pkg).to.be.an('array');
        }
      });
    });
  }

  /** Serves one built app for the scenarios of a describe block; one context per test. */
  function served(
    name: string,
    route?: Route,
  ): { origin: () => string; context: () => BrowserContext } {
    let server: StaticServer | undefined;
    let context: BrowserContext | undefined;
    before(async function () {
      const app = apps.get(name)!;
      if (app.build.some((step) => step.code !== 0)) this.skip();
      server = await serveBuilt(app.served, route);
    });
    after(() => server?.close());
    beforeEach(async () => {
      context = await browser.newContext();
      await stayLocal(context, apps.get(name)!);
    });
    afterEach(() => context?.close());
    return { origin: () => server!.origin, context: () => context! };
  }

  describe('vanilla TypeScript app (packages/elements/README.md)', () => {
    const app = served('vanilla');

    it('should hand the host the accepted form', async () => {
      const v = await visit(app.context(), `${app.origin()}/`);
      await answerForm(v.page.locator('elicit-form'), { name: 'Ada', guests: '3' });
      expect(await loggedAnswers(v, 1)).to.deep.equal([
        { action: 'accept', content: { name: 'Ada', guests: 3 } },
      ]);
      expect(v.errors).to.deep.equal([]);
    });

    it('should hand the host a decline', async () => {
      const v = await visit(app.context(), `${app.origin()}/`);
      await v.page.locator('elicit-form [part~="decline"]').click();
      expect(await loggedAnswers(v, 1)).to.deep.equal([{ action: 'decline' }]);
      expect(v.errors).to.deep.equal([]);
    });

    it('should hand the host the URL consent once the page is opened', async () => {
      const v = await visit(app.context(), `${app.origin()}/`);
      await consentAndOpen(v.page.locator('elicit-url-consent'), CALENDAR_URL);
      expect(await loggedAnswers(v, 1)).to.deep.equal([{ action: 'accept' }]);
      expect(v.errors).to.deep.equal([]);
    });
  });

  // docs/react.md and docs/vue.md build the same app; their hosts receive the same JSON.
  for (const [name, root] of [
    ['react', '#root'],
    ['vue', '#app'],
  ] as const) {
    describe(`${name} app (docs/${name}.md, README)`, () => {
      const app = served(name);
      let v: Visit;
      beforeEach(async () => {
        v = await visit(app.context(), `${app.origin()}/`);
        await v.page
          .locator(`${root} elicit-form [part~="form"]`)
          .first()
          .waitFor({ timeout: 10_000 });
      });
      afterEach(() => expect(v.errors).to.deep.equal([]));

      it('should receive the accepted form', async () => {
        await answerForm(
          v.page.locator(`${root} elicit-form`).nth(0),
          { name: 'Ada', guests: '3' },
          ['window'],
        );
        expect((await receivedWith(v.page, 'out', 'complete'))['complete']).to.deep.equal({
          action: 'accept',
          content: { name: 'Ada', guests: 3, window: true },
        });
      });

      it('should receive a decline', async () => {
        await v.page.locator(`${root} elicit-form`).nth(1).locator('[part~="decline"]').click();
        expect((await receivedWith(v.page, 'out', 'decline'))['decline']).to.deep.equal({
          action: 'decline',
        });
      });

      it('should receive the URL consent, then "done"', async () => {
        const card = v.page.locator(`${root} elicit-url-consent`);
        await consentAndOpen(card, CALENDAR_URL);
        expect((await receivedWith(v.page, 'out', 'consent'))['consent']).to.deep.equal({
          action: 'accept',
        });
        await card.locator('[part~="done"]').click();
        expect((await receivedWith(v.page, 'out', 'urlDone'))['urlDone']).to.deep.equal({
          url: CALENDAR_URL,
        });
      });

      it("should receive the modal dialog's answer", async () => {
        await v.page.locator('#ask').click();
        await answerForm(v.page.locator('[data-elicit-dialog]'), { label: 'Suite' });
        expect((await receivedWith(v.page, 'out', 'dialog'))['dialog']).to.deep.equal({
          action: 'accept',
          content: { label: 'Suite' },
        });
      });

      it('should run the round snippet: answers and the request state handed to retry', async () => {
        const round = v.page.locator('#round-panel elicit-round');
        await control(round, 'nickname').click();
        await v.page.keyboard.type('Ace');
        await sendRound(round);
        expect(
          (await receivedWith(v.page, 'extras-out', 'roundPanel'))['roundPanel'],
        ).to.deep.equal({
          inputResponses: { nickname: { action: 'accept', content: { nickname: 'Ace' } } },
          requestState: 'opaque-state-1',
        });
      });

      if (name === 'react') {
        it('should run the README round line and the package README', async () => {
          await v.page.locator('#readme-round [part~="item"] [part~="decline"]').click();
          await sendRound(v.page.locator('#readme-round elicit-round'));
          expect(
            (await receivedWith(v.page, 'extras-out', 'readmeRound'))['readmeRound'],
          ).to.deep.equal({
            inputResponses: { nickname: { action: 'decline' } },
            requestState: 'opaque-state-1',
          });
          await v.page.locator('#package-readme [part~="decline"]').click();
          expect(
            (await receivedWith(v.page, 'extras-out', 'packageReadme'))['packageReadme'],
          ).to.deep.equal({ action: 'decline' });
        });

        it('should register every tag on a bare import in the production build (bare.html)', async () => {
          const bare = await visit(app.context(), `${app.origin()}/bare.html`);
          const manifest = JSON.parse(
            readFileSync(
              join(
                apps.get('react')!.dir,
                'node_modules/@elicit-kit/elements/custom-elements.json',
              ),
              'utf8',
            ),
          ) as {
            modules: { exports?: { kind: string; name: string }[] }[];
          };
          const tags = manifest.modules
            .flatMap((module) => module.exports ?? [])
            .filter((entry) => entry.kind === 'custom-element-definition')
            .map((entry) => entry.name);
          expect(tags).to.have.length.greaterThan(0);
          const defined = await bare.page.evaluate(
            (names) => names.filter((tag) => customElements.get(tag) !== undefined),
            tags,
          );
          expect(defined).to.deep.equal(tags);
          expect(bare.errors).to.deep.equal([]);
        });
      } else {
        it('should run the README element line', async () => {
          await answerForm(v.page.locator('#readme-form elicit-form'), { city: 'Oslo' });
          expect(
            (await receivedWith(v.page, 'extras-out', 'readmeForm'))['readmeForm'],
          ).to.deep.equal({ action: 'accept', content: { city: 'Oslo' } });
        });
      }
    });
  }

  describe('plain HTML page on the script-tag files (docs/distribution.md, README)', () => {
    let mcp: MrtrServer;
    before(async () => {
      mcp = await startMrtrServer();
    });
    after(() => mcp?.close());
    const app = served('html', async (req, res) => {
      if (!(req.url ?? '').startsWith('/mcp')) return false;
      await proxyTo(req, res, mcp.url);
      return true;
    });
    /** The inputResponses of every retry the server received, in order. */
    const retries = (): unknown[] =>
      mcp.requests
        .map(
          (request) =>
            (request.body as { params?: { inputResponses?: unknown } } | undefined)?.params
              ?.inputResponses,
        )
        .filter((responses) => responses !== undefined);

    it('should answer the form, then consent to the URL, and complete the tool call', async () => {
      mcp.requests.splice(0);
      const v = await visit(app.context(), `${app.origin()}/`);
      const round = v.page.locator('#chat elicit-round');
      await round.locator('[part~="field"][data-name="confirm"]').getByLabel('Yes').check();
      await round.locator('[part~="field"][data-name="region"]').getByLabel('US (East)').check();
      await sendRound(round);
      await consentAndOpen(
        v.page.locator('#chat elicit-round elicit-url-consent'),
        consentUrl('prod'),
      );
      await sendRound(round);
      await v.page.locator('#chat p').waitFor({ timeout: 10_000 });
      expect(await v.page.locator('#chat p').textContent()).to.equal(
        'Deployed prod to us-east with 2 replicas.',
      );
      expect(retries()).to.deep.equal([
        {
          settings: {
            action: 'accept',
            content: { confirm: true, region: 'us-east', replicas: 2 },
          },
        },
        { consent: { action: 'accept' } },
      ]);
      expect(v.errors).to.deep.equal([]);
    });

    it('should send a decline and show the outcome', async () => {
      mcp.requests.splice(0);
      const v = await visit(app.context(), `${app.origin()}/`);
      const round = v.page.locator('#chat elicit-round');
      await round.locator('[part~="item"] [part~="decline"]').click();
      await sendRound(round);
      await v.page.locator('#chat p').waitFor({ timeout: 10_000 });
      expect(await v.page.locator('#chat p').textContent()).to.equal(
        'Deployment to prod declined.',
      );
      expect(retries()).to.deep.equal([{ settings: { action: 'decline' } }]);
      expect(v.errors).to.deep.equal([]);
    });

    it('should run the README script tag: showElicitation resolves with the answer', async () => {
      const v = await visit(app.context(), `${app.origin()}/readme.html`);
      await answerForm(v.page.locator('[data-elicit-dialog]'), { city: 'Oslo' });
      await v.page.waitForFunction(() => document.getElementById('out')?.textContent !== '');
      expect(JSON.parse((await v.page.locator('#out').textContent())!)).to.deep.equal({
        action: 'accept',
        content: { city: 'Oslo' },
      });
      expect(v.errors).to.deep.equal([]);
    });

    it('should run the ESM twin snippet: Hindi registered for a card', async () => {
      const v = await visit(app.context(), `${app.origin()}/esm.html`);
      const decline = v.page.locator('elicit-form [part~="decline"]');
      await decline.waitFor({ timeout: 10_000 });
      expect(await decline.textContent()).to.match(/[\u0900-\u097F]/);
      expect(v.errors).to.deep.equal([]);
    });
  });
});
