/**
 * The one static server of the tests and scripts (e2e hosts, module pages, the bench): files
 * on 127.0.0.1, any free port, never cached. A request is answered by `route` first (an MCP
 * proxy, a relay), then by `files` (URL path → file on disk, or a function giving the body),
 * then by `dir` (a folder served by path, `/` being its index.html).
 */
import { readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** Answers a request itself (returns true) or leaves it to the files. */
export type Route = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** A body built on request (a bundle, a page). */
type Body = () => string | Uint8Array | Promise<string | Uint8Array>;

interface StaticOptions {
  /** URL path → a file path, or a function giving the body. */
  readonly files?: { readonly [path: string]: string | Body };
  /** A folder served by path. */
  readonly dir?: string;
  /** Deletes `dir` on close (a temporary build). */
  readonly removeDirOnClose?: boolean;
  /** Headers for every file (a Content-Security-Policy, cross-origin isolation). */
  readonly headers?: { readonly [name: string]: string };
  readonly route?: Route;
}

/** A running static server. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  readonly origin: string;
  /** `origin` with a trailing slash. */
  readonly url: string;
  close(): Promise<void>;
}

const TYPES: { readonly [extension: string]: string } = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** The content type of a URL path, else of the file it is served from; pages by default. */
const typeOf = (path: string, file?: string): string =>
  TYPES[extname(path)] ?? TYPES[extname(file ?? '')] ?? TYPES['.html']!;

/** The body for a URL path, or undefined when nothing is there. */
async function bodyOf(options: StaticOptions, path: string): Promise<string | Uint8Array> {
  const file =
    options.files && Object.hasOwn(options.files, path) ? options.files[path] : undefined;
  if (typeof file === 'function') return file();
  if (file !== undefined) return readFile(file);
  if (!options.dir) throw new Error('not found');
  const inDir = normalize(join(options.dir, path === '/' ? 'index.html' : path));
  if (!inDir.startsWith(normalize(options.dir))) throw new Error('outside the folder');
  return readFile(inDir);
}

export async function serveStatic(options: StaticOptions): Promise<StaticServer> {
  const server = createServer((req, res) => {
    void (async () => {
      if (options.route && (await options.route(req, res))) return;
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      const body = await bodyOf(options, path);
      const file = options.files?.[path];
      res.writeHead(200, {
        'content-type': typeOf(path, typeof file === 'string' ? file : undefined),
        'cache-control': 'no-store',
        ...options.headers,
      });
      res.end(body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/`,
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
      if (options.removeDirOnClose && options.dir)
        await rm(options.dir, { recursive: true, force: true });
    },
  };
}
