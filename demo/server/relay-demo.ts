/**
 * The gallery's server-side client (view "Server-side client"): an official MCP client 2.x
 * that runs here, in the dev server, not in the page, calls the demo's 2025-11-25 server
 * (`/legacy-mcp` on the same origin), and answers its asks through `@elicit-kit/relay`:
 * `/relay/events` and `/relay/answer` for the page (session: the `demo-sid` cookie), and
 * `POST /relay-demo/call?tool=…` to start a call, answered with the tool's result.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createRelay } from '@elicit-kit/relay';
import { toNodeHandler } from '@elicit-kit/relay/node';

const relay = createRelay();
const sessionOf = (req: IncomingMessage) =>
  /(?:^|;\s*)demo-sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
const pages = toNodeHandler(relay, sessionOf);
const TOOLS = new Set(['book_table', 'link_account']);

/** Runs one tool call with a fresh client whose only elicitation code is the relay's one line. */
async function call(origin: string, session: string, tool: string): Promise<unknown> {
  const client = new Client(
    { name: 'gallery-server-side-client', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } } },
  );
  client.setRequestHandler('elicitation/create', (request, ctx) =>
    relay.elicit(session, request.params, {
      serverName: client.getServerVersion()?.name ?? '',
      signal: ctx.mcpReq.signal,
    }),
  );
  await client.connect(new StreamableHTTPClientTransport(new URL('/legacy-mcp', origin)));
  try {
    return await client.callTool({ name: tool, arguments: {} }, { timeout: 10 * 60_000 });
  } finally {
    await client.close();
  }
}

/** Handles `/relay/*` and `/relay-demo/call`; anything else goes on. */
export function relayDemo(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname.startsWith('/relay/')) return void pages(req, res);
  if (url.pathname !== '/relay-demo/call' || req.method !== 'POST') return next();
  const session = sessionOf(req);
  const tool = url.searchParams.get('tool') ?? '';
  if (!session || !TOOLS.has(tool)) return void res.writeHead(400).end();
  call(`http://${req.headers.host ?? '127.0.0.1'}`, session, tool).then(
    (result) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
    (error: unknown) =>
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: String(error) })),
  );
}
