/**
 * Serves the demo's MCP servers on the page's own origin, in `npm start` (dev) and
 * `vite preview` alike: `/mcp` (2026-07-28, MRTR) and `/legacy-mcp` (2025-11-25 push);
 * and the relay of the "Server-side client" view (`/relay/*`, `/relay-demo/call`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildDemoServer } from './mrtr-demo-server.js';
import { createLegacyHandler } from './legacy-demo-server.js';
import { failWith, parseJson, readBody, sendFetchResponse, toFetchRequest } from './node-bridge.js';
import { relayDemo } from './relay-demo.js';

function middleware(): Connect.NextHandleFunction {
  const modern = createMcpHandler(buildDemoServer(), { legacy: 'reject' });
  const legacy = createLegacyHandler();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/mcp' && path !== '/legacy-mcp') return relayDemo(req, res, next);
    void (async () => {
      const body = await readBody(req);
      if (path === '/legacy-mcp') return legacy.handle(req, res, parseJson(body));
      await sendFetchResponse(res, await modern.fetch(toFetchRequest(req, body)));
    })().catch((error: unknown) => failWith(res, error));
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
