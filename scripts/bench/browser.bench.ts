/**
 * Browser benchmarks: headless Chromium (the shared recipe in test/chromium.mjs) opens a
 * page served from 127.0.0.1 that loads the built script-tag bundle
 * (packages/elements/dist/elicit-kit.js, rebuilt first when missing or stale) and
 * scripts/bench/page.ts, which does the timing inside the page.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../test/chromium.mjs';
import { ensureBuilt } from '../../test/e2e/support/artefacts.js';
import type { BenchOptions, CaseResult } from './measure.js';
import type { LongListResult, MixedResult } from './page.js';

const bundleFile = new URL('../../packages/elements/dist/elicit-kit.js', import.meta.url);
const pageSource = new URL('./page.ts', import.meta.url);

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>elicit-kit bench</title></head>
  <body><script src="/elicit-kit.js"></script><script src="/page.js"></script></body>
</html>`;

/** The in-page code as one classic script (type imports erased, schemas inlined). */
async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [pageSource.pathname],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** A static server for the page, the bundle and the bench script on 127.0.0.1, any free port. */
async function serve(files: {
  readonly [path: string]: readonly [body: string | Buffer, type: string];
}): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const file = Object.hasOwn(files, path) ? files[path] : undefined;
    res.writeHead(file ? 200 : 404, {
      'content-type': file?.[1] ?? 'text/plain',
      'cache-control': 'no-store',
    });
    res.end(file?.[0] ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** Evaluates `expression` in the page; page errors fail it rather than pass unnoticed. */
async function inPage<T>(page: Page, expression: string, errors: string[]): Promise<T> {
  const value = (await page.evaluate(expression)) as T;
  if (errors.length > 0) throw new Error(`page error: ${errors.join('; ')}`);
  return value;
}

export async function runBrowserBenches(options: BenchOptions = {}): Promise<CaseResult[]> {
  const runs = options.samples ?? 10;
  const keystrokes = options.samples ?? 20;
  // The e2e tests' staleness check: rebuilds (and says so) only when a source is newer.
  await ensureBuilt(['bundle']);

  const { url, server } = await serve({
    '/': [HTML, 'text/html; charset=utf-8'],
    '/elicit-kit.js': [readFileSync(bundleFile), 'text/javascript; charset=utf-8'],
    '/page.js': [await bundlePage(), 'text/javascript; charset=utf-8'],
  });
  const executablePath = chromiumPath();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [...chromiumArgs],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const kit = await inPage<boolean>(
      page,
      "typeof ElicitKit === 'object' && customElements.get('elicit-form') !== undefined",
      errors,
    );
    if (!kit)
      throw new Error('the script-tag bundle did not define window.ElicitKit and <elicit-form>');

    const long = await inPage<LongListResult>(
      page,
      `elicitBench.longList(50000, ${runs}, 2, ${keystrokes})`,
      errors,
    );
    const mixed = await inPage<MixedResult>(page, `elicitBench.mixed(200, ${runs}, 2)`, errors);
    return [
      {
        name: '<elicit-form> 50,000-option select: request to rendered frame',
        samples: long.render,
        goal: 500,
        notes: [
          `shadow root: ${long.elements} elements, ${long.nodes} nodes in all after the render ("${long.shown}")`,
        ],
      },
      {
        name: 'long list, first filter keystroke (builds the search text)',
        samples: long.firstKeystroke,
      },
      {
        name: `long list, filter keystroke to rendered frame (${keystrokes} keystrokes)`,
        samples: long.keystrokes,
        goal: 50,
      },
      {
        name: `<elicit-form> ${mixed.fields} mixed fields: request to rendered frame`,
        samples: mixed.render,
        goal: 300,
        notes: [`shadow root: ${mixed.elements} elements`],
      },
    ];
  } finally {
    await browser?.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}
