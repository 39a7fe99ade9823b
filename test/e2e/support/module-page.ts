/**
 * A page of one TypeScript module for browser tests: the entry bundled by esbuild (with the
 * `elicit-kit-source` condition, so the packages' sources), served by the shared static
 * server at `/` with the bundle at `/page.js`. `route` answers other paths first (an MCP
 * endpoint, say).
 */
import { build } from 'esbuild';
import { serveStatic, type Route, type StaticServer } from './static-server.js';

const PAGE =
  '<!doctype html><html lang="en"><body><script type="module" src="/page.js"></script></body></html>';

/** Serves `entry` (a file path) as a module page. */
export async function serveModulePage(entry: string, route?: Route): Promise<StaticServer> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    conditions: ['elicit-kit-source'],
    target: 'es2022',
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]!.text;
  return serveStatic({ files: { '/': () => PAGE, '/page.js': () => script }, route });
}

/** A served module page: its address and how to stop it. */
export type ModulePage = StaticServer;
