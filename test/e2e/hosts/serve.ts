/**
 * Builds a host app with Vite's JS API into a temporary folder and serves it from a
 * `node:http` static server on 127.0.0.1 (ephemeral port), for the framework e2e tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build, defaultClientConditions, type InlineConfig } from 'vite';

/**
 * Builds `root` (its `index.html`) into a fresh temp folder and returns the folder.
 * Workspace packages resolve to their `src/*.ts` through the `elicit-kit-source` condition,
 * so no `npm run build` is needed first.
 */
export async function buildHost(root: string, config: InlineConfig = {}): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'elicit-host-'));
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['elicit-kit-source', ...defaultClientConditions] },
      ...config,
      build: { outDir, emptyOutDir: true, target: 'es2022', minify: false, ...config.build },
    });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  return outDir;
}

/** Handles a request itself (returns true) or leaves it to the static files. */
export type Route = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** A running static server. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  readonly origin: string;
  /** Stops the server and deletes the built folder. */
  close(): Promise<void>;
}

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves `dir` on 127.0.0.1; `route` may answer some paths first (e.g. an MCP proxy). */
export async function serveStatic(dir: string, route?: Route): Promise<StaticServer> {
  const http = createServer((req, res) => {
    void (async () => {
      if (route && (await route(req, res))) return;
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const file = normalize(join(dir, path === '/' ? 'index.html' : decodeURIComponent(path)));
      if (!file.startsWith(dir)) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await closed;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
