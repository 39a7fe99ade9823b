/**
 * Serves the demo's MCP servers on the page's own origin, in `npm start` (dev) and
 * `vite preview` alike: `/mcp` (2026-07-28, MRTR; its task tool and `tasks/*` go to
 * task-demo-server.ts) and `/legacy-mcp` (2025-11-25 push); and, in dev, the relay of the
 * "Server-side client" view (`/relay/*`, `/relay-demo/call`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildDemoServer } from './mrtr-demo-server.js';
import { createLegacyHandler } from './legacy-demo-server.js';
import { createTaskDemo } from './task-demo-server.js';
import { failWith, parseJson, readBody, sendFetchResponse, toFetchRequest } from './node-bridge.js';

/** A `(req, res, next)` handler for the routes past the MCP servers. */
type Next = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The relay of the "Server-side client" view, loaded through Vite's own module loader (dev
 * only), so that `@elicit-kit/relay` resolves to its sources and this config never needs
 * a built package (building the relay empties its dist/ first).
 */
function relayRoutes(server: ViteDevServer): Next {
  let loaded: Promise<Next> | undefined;
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/relay/') && path !== '/relay-demo/call') return next();
    loaded ??= server
      .ssrLoadModule('/server/relay-demo.ts')
      .then((module) => (module as { relayDemo: Next }).relayDemo);
    void loaded
      .then((handle) => handle(req, res, next))
      .catch((error: unknown) => failWith(res, error));
  };
}

function middleware(rest: Next = (_req, _res, next) => next()): Connect.NextHandleFunction {
  const modern = createMcpHandler(buildDemoServer(), { legacy: 'reject' });
  const legacy = createLegacyHandler();
  const tasks = createTaskDemo();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/mcp' && path !== '/legacy-mcp') return rest(req, res, next);
    void (async () => {
      const body = await readBody(req);
      if (path === '/legacy-mcp') return legacy.handle(req, res, parseJson(body));
      const message = parseJson(body);
      if (tasks.handles(message)) {
        const header = req.headers['mcp-name'];
        const { status, body: answer } = tasks.handle(
          message as { [key: string]: unknown },
          typeof header === 'string' ? header : null,
        );
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      await sendFetchResponse(res, await modern.fetch(toFetchRequest(req, body)));
    })().catch((error: unknown) => failWith(res, error));
  };
}

/** The Vite plugin that mounts both demo servers. */
export function demoMcpServers(): Plugin {
  return {
    name: 'elicit-kit-demo-mcp',
    configureServer(server) {
      server.middlewares.use(middleware(relayRoutes(server)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware());
    },
  };
}
