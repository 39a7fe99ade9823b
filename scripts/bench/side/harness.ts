/**
 * Node-side plumbing of the side-by-side benchmarks: esbuild bundles written to the
 * repository's gitignored `.tmp-bench/` folder, a static server on 127.0.0.1, and
 * headless Chromium with the shared flags (test/chromium.mjs). Nothing is downloaded.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { minifyLitHtml } from '../../minify-lit-html.mjs';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../test/chromium.mjs';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Where bench-time bundles, profiles and the last table go (gitignored, like every `.tmp-*` folder). */
export const tempDir = `${repoRoot}.tmp-bench/`;

/** The build's template minification (scripts/minify-lit-html.mjs) for bundles of the kit's `src/`, so they render what ships. */
export const minifyLitHtmlPlugin: Plugin = {
  name: 'minify-lit-html',
  setup: (plugin) =>
    plugin.onLoad({ filter: /packages[\\/].*\.ts$/ }, (args) => ({
      contents: minifyLitHtml(readFileSync(args.path, 'utf8'), args.path),
      loader: 'ts',
    })),
};

/**
 * Bundles one entry (TypeScript, npm packages resolved from node_modules, workspace
 * packages from `src/`) into a classic script in `.tmp-bench/`; returns its file name.
 * React is bundled in production mode, as a host ships it.
 */
export async function bundle(
  entry: string,
  out: string,
  options: BuildOptions = {},
): Promise<string> {
  mkdirSync(tempDir, { recursive: true });
  await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    outfile: `${tempDir}${out}`,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    conditions: ['elicit-kit-source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    ...options,
  });
  return out;
}

/** Writes a small file (an HTML page) into `.tmp-bench/`. */
export function writeTemp(name: string, text: string): void {
  mkdirSync(tempDir, { recursive: true });
  writeFileSync(`${tempDir}${name}`, text);
}

const types: { readonly [extension: string]: string } = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

/**
 * Serves `.tmp-bench/` plus the extra files given by URL path (the built script-tag
 * bundles) on 127.0.0.1, any free port, without caching.
 */
export async function serveTemp(extra: {
  readonly [path: string]: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const file = Object.hasOwn(extra, path)
      ? extra[path]!
      : /^\/[\w.-]+$/.test(path)
        ? `${tempDir}${path.slice(1)}`
        : undefined;
    if (!file || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      // Cross-origin isolated pages get a 5 µs performance.now() instead of 100 µs.
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    res.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * Headless Chromium with the shared flags, plus `gc()` in pages to collect between samples,
 * and any V8 flags in BENCH_JS_FLAGS (`--log-deopt --log-code --logfile=…` for investigations).
 */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  const jsFlags = [
    '--expose-gc',
    ...(process.env.BENCH_JS_FLAGS ?? '').split(/\s+/).filter(Boolean),
  ].join(' ');
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [...chromiumArgs, `--js-flags=${jsFlags}`],
  });
}

/** A page of classic scripts, in order. */
export function scriptPage(title: string, scripts: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${title}</title></head>
  <body>${scripts.map((src) => `<script src="/${src}"></script>`).join('')}</body>
</html>`;
}

/** Evaluates `expression` in the page; page errors fail it rather than pass unnoticed. */
export async function inPage<T>(page: Page, expression: string, errors: string[]): Promise<T> {
  const value = (await page.evaluate(expression)) as T;
  if (errors.length > 0) throw new Error(`page error: ${errors.join('; ')}`);
  return value;
}

/** A new page at `url` with the shared viewport, collecting its errors for `inPage`. */
export async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}
