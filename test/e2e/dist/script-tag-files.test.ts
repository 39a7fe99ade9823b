/**
 * End to end, what each built script-tag file in packages/elements/dist exposes, in
 * Chromium: `elicit-kit.cards.js` (the elements and the core a renderer-only host needs,
 * no round-trip driving), `elicit-kit.js` (everything), their ESM twins, and the Hindi
 * add-on with either main file. What "everything" means comes from the built packages:
 * the runtime exports of `@elicit-kit/core` and `@elicit-kit/elements` in their `dist/`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright';
import { ensureBuilt, repoRoot } from '../support/artefacts.js';
import { launchChromium } from '../support/browser.js';
import { serveStatic, type StaticServer } from '../support/static-server.js';

const dist = join(repoRoot, 'packages/elements/dist');

/** What the cards file promises besides the elements' own exports (docs/distribution.md). */
const CARDS_CORE = ['compileSchema', 'defaultContent', 'validateContent', 'accept', 'decline', 'cancel', 'readInputRequired', 'inspectUrl', 'sensitiveFields'];
const TEXT_API = ['addMessages', 'formatMessage', 'formatIssue'];
/** Round-trip driving: only in the full file. */
const DRIVING = ['callWithInput', 'createHttpTransport', 'answerLegacyRequest', 'retryRequest', 'requestMeta'];
const TAGS = ['elicit-form', 'elicit-url-consent', 'elicit-round', 'elicit-request'];

/** The runtime export names of a built package entry, as a bundler sees them (esbuild, default conditions: dist). */
async function exportsOf(specifier: string, external: string[] = []): Promise<string[]> {
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: repoRoot },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    external,
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
}

/** Pages by file name: each loads some of the built files. */
const PAGES: Readonly<Record<string, string>> = {
  'cards.html': '<script src="/elicit-kit.cards.js"></script>',
  'full.html': '<script src="/elicit-kit.js"></script>',
  'cards-hi.html': '<script src="/elicit-kit.cards.js"></script><script src="/elicit-kit.hi.js"></script>',
  'full-hi.html': '<script src="/elicit-kit.js"></script><script src="/elicit-kit.hi.js"></script>',
  'hi-alone.html': '<script src="/elicit-kit.hi.js"></script>',
  'cards-esm.html': `<script type="module">
    import * as kit from '/elicit-kit.cards.mjs';
    import { hi } from '/elicit-kit.hi.mjs';
    window.esm = { names: Object.keys(kit), kit, hi };
  </script>`,
  'full-esm.html': `<script type="module">
    import * as kit from '/elicit-kit.mjs';
    import { hi } from '/elicit-kit.hi.mjs';
    window.esm = { names: Object.keys(kit), kit, hi };
  </script>`,
};

/**
 * Serves the pages (written to a temporary folder, removed on close) and, from
 * packages/elements/dist, the script-tag files, on 127.0.0.1.
 */
async function startServer(): Promise<StaticServer> {
  const pages = await mkdtemp(join(tmpdir(), 'elicit-script-tag-'));
  for (const [name, body] of Object.entries(PAGES)) {
    await writeFile(join(pages, name), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><link rel="icon" href="data:,"></head><body>${body}</body></html>`);
  }
  return serveStatic({ dir: pages, removeDirOnClose: true, route: async (req, res) => {
    const file = /^\/(elicit-kit(\.[\w-]+)?\.m?js)$/.exec(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)?.[1];
    if (!file) return false;
    const body = await readFile(join(dist, file));
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
    return true;
  } });
}

describe('script-tag files (built)', function () {
  this.timeout(120000);
  let host: StaticServer;
  let browser: Browser;
  let coreExports: string[];
  let elementExports: string[];
  const opened: Page[] = [];

  before(async function () {
    // The packages' dist tells what "everything" is; the files are rebuilt when stale.
    this.timeout(300_000);
    await ensureBuilt(['core', 'elements', 'bundle']);
    coreExports = await exportsOf('@elicit-kit/core');
    elementExports = await exportsOf('@elicit-kit/elements', ['lit', 'lit/*', '@lit/*', '@lit-labs/*', '@elicit-kit/core', '@elicit-kit/core/*']);
    host = await startServer();
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await host?.close();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });

  /** Opens a page, collecting console errors and page errors. */
  async function open(path: string): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    opened.push(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${host.origin}${path}`);
    return { page, problems };
  }

  /** The names on `window.ElicitKit` and which tags are registered. */
  const globalApi = (page: Page) =>
    page.evaluate((tags) => {
      const kit = (window as unknown as { ElicitKit?: Record<string, unknown> }).ElicitKit;
      return { names: kit ? Object.keys(kit).sort() : [], tags: tags.filter((tag) => customElements.get(tag) !== undefined) };
    }, TAGS);

  /** The names of an ESM twin, imported by a module script, and which tags it registered. */
  async function moduleApi(page: Page): Promise<{ names: string[]; tags: string[] }> {
    await page.waitForFunction(() => (window as unknown as { esm?: unknown }).esm !== undefined);
    return page.evaluate((tags) => {
      const { names } = (window as unknown as { esm: { names: string[] } }).esm;
      return { names: [...names].sort(), tags: tags.filter((tag) => customElements.get(tag) !== undefined) };
    }, TAGS);
  }

  const unique = (names: readonly string[]) => [...new Set(names)].sort();

  it('should find the exports of the built packages', () => {
    // The derived lists below are only as good as these.
    expect(coreExports).to.include.members(['compileSchema', 'callWithInput', 'createHttpTransport', 'answerLegacyRequest']);
    expect(elementExports).to.include.members(['ElicitForm', 'ElicitRound', 'showElicitation', 'ElicitResponseEvent']);
  });

  it('should put on window.ElicitKit in the cards file exactly the elements, the renderer core and the text API', async () => {
    const { page, problems } = await open('/cards.html');
    const api = await globalApi(page);
    expect(api.names).to.deep.equal(unique([...elementExports, ...CARDS_CORE, ...TEXT_API]));
    expect(api.tags).to.deep.equal(TAGS);
    expect(problems).to.deep.equal([]);
  });

  it('should leave round-trip driving out of the cards file', async () => {
    const { page } = await open('/cards.html');
    const present = await page.evaluate(
      (names) => names.filter((name) => name in ((window as unknown as { ElicitKit: object }).ElicitKit)),
      DRIVING,
    );
    expect(present).to.deep.equal([]);
  });

  it('should put everything on window.ElicitKit in the full file: the core, the text API and the elements', async () => {
    const { page, problems } = await open('/full.html');
    const api = await globalApi(page);
    expect(api.names).to.deep.equal(unique([...coreExports, ...TEXT_API, ...elementExports]));
    expect(api.names).to.include.members([...DRIVING, ...TEXT_API]);
    expect(api.tags).to.deep.equal(TAGS);
    expect(problems).to.deep.equal([]);
  });

  for (const [twin, iife] of [
    ['cards', 'cards'],
    ['full', 'full'],
  ] as const) {
    it(`should import the ${twin} ESM twin in a page, with the names of its IIFE, and register the tags`, async () => {
      const { page: modulePage, problems } = await open(`/${twin}-esm.html`);
      const esm = await moduleApi(modulePage);
      const { page: scriptPage } = await open(`/${iife}.html`);
      const classic = await globalApi(scriptPage);
      expect(esm.names).to.not.deep.equal([]);
      expect(esm.names).to.deep.equal(classic.names);
      expect(esm.tags).to.deep.equal(TAGS);
      expect(problems).to.deep.equal([]);
    });
  }

  /** Shows a form card in `locale` and reads its decline button and a core message. */
  const hindiCard = (page: Page) =>
    page.evaluate(async () => {
      const kit = (window as unknown as { ElicitKit: { formatMessage(code: string, params: object, locale: string): string } }).ElicitKit;
      const form = document.createElement('elicit-form') as HTMLElement & { locale: string; serverName: string; request: unknown };
      form.locale = 'hi';
      form.serverName = 'Weather';
      form.request = {
        mode: 'form',
        message: 'Where?',
        requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } }, required: ['city'] },
      };
      document.body.append(form);
      return { coreText: kit.formatMessage('content.valueMissing', {}, 'hi') };
    });

  for (const main of ['cards', 'full'] as const) {
    it(`should turn a card Hindi with the hi add-on after the ${main} file`, async () => {
      const { page, problems } = await open(`/${main}-hi.html`);
      const { coreText } = await hindiCard(page);
      await page.getByRole('button', { name: 'अस्वीकार करें' }).waitFor();
      expect(await page.getByRole('button', { name: 'Decline' }).count()).to.equal(0);
      expect(coreText).to.equal('यह फ़ील्ड भरना ज़रूरी है।');
      expect(problems).to.deep.equal([]);
    });
  }

  it('should keep a card English without the add-on', async () => {
    const { page } = await open('/cards.html');
    const { coreText } = await hindiCard(page);
    await page.getByRole('button', { name: 'Decline' }).waitFor();
    expect(coreText).to.equal('This field is required.');
  });

  it('should turn a card Hindi through the ESM add-on and addMessages', async () => {
    const { page, problems } = await open('/cards-esm.html');
    await moduleApi(page);
    await page.evaluate(() => {
      const { kit, hi } = (window as unknown as { esm: { kit: { addMessages(locale: string, catalog: object): void }; hi: object } }).esm;
      kit.addMessages('hi', hi);
      (window as unknown as { ElicitKit: unknown }).ElicitKit = kit;
    });
    const { coreText } = await hindiCard(page);
    await page.getByRole('button', { name: 'अस्वीकार करें' }).waitFor();
    expect(coreText).to.equal('यह फ़ील्ड भरना ज़रूरी है।');
    expect(problems).to.deep.equal([]);
  });

  it('should say what to load first when the add-on comes alone, without throwing', async () => {
    const { page, problems } = await open('/hi-alone.html');
    await page.waitForLoadState('load');
    expect(problems).to.deep.equal(['elicit-kit.hi.js: load elicit-kit.js or elicit-kit.cards.js first']);
  });
});
