/**
 * Serves the demo's MCP servers on the page's own origin, in `npm start` (dev) and
 * `vite preview` alike: `/mcp` (2026-07-28, MRTR) and `/legacy-mcp` (2025-11-25 push).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildDemoServer } from './mrtr-demo-server.js';
import { createLegacyHandler } from './legacy-demo-server.js';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function middleware(): Connect.NextHandleFunction {
  const modern = createMcpHandler(buildDemoServer(), { legacy: 'reject' });
  const legacy = createLegacyHandler();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/mcp' && path !== '/legacy-mcp') return next();
    void (async () => {
      const body = await readBody(req);
      if (path === '/legacy-mcp') return legacy.handle(req, res, parseJson(body));
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await modern.fetch(
        new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          ...(req.method === 'POST' ? { body: new Uint8Array(body) } : {}),
        }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  };
}

/** The Vite plugin that mounts both demo servers. */
export function demoMcpServers(): Plugin {
  return {
    name: 'elicit-kit-demo-mcp',
    configureServer(server) {
      server.middlewares.use(middleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware());
    },
  };
}
