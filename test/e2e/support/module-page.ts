/**
 * A page of one TypeScript module for browser tests: the entry bundled by esbuild (with the
 * `elicit-kit-source` condition, so the packages' sources), served on 127.0.0.1 at `/` with
 * the bundle at `/page.js`. `route` answers other paths first (an MCP endpoint, say).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';

/** A served module page: its address and how to stop it. */
export interface ModulePage {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `entry` (a file path) as a module page; `route` returns true for a request it answered. */
export async function serveModulePage(
  entry: string,
  route?: (request: IncomingMessage, response: ServerResponse) => boolean,
): Promise<ModulePage> {
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
  const server = createServer((request, response) => {
    if (route?.(request, response)) return;
    if (request.url === '/page.js')
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><html lang="en"><body><script type="module" src="/page.js"></script></body></html>',
        );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
