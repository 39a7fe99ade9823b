/**
 * The demo's 2025-11-25 MCP server: `@modelcontextprotocol/sdk` 1.32 over stateful
 * Streamable HTTP at `/legacy-mcp`. Its tools *push* `elicitation/create` requests on
 * the tool call's own SSE stream (`relatedRequestId`), as servers before 2026-07-28 do.
 * `hold_table`'s ask is withdrawn by the server (`notifications/cancelled`) when the hold
 * lapses, or at once through the handler's `withdraw()`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  isInitializeRequest,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/sdk/types.js';

const BOOKING_SCHEMA: ElicitRequestFormParams['requestedSchema'] = {
  type: 'object',
  properties: {
    date: { type: 'string', title: 'Date', format: 'date' },
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12, default: 2 },
    seating: {
      type: 'string',
      title: 'Seating',
      oneOf: [
        { const: 'inside', title: 'Inside' },
        { const: 'terrace', title: 'Terrace' },
      ],
      default: 'inside',
    },
    notes: {
      type: 'string',
      title: 'Notes',
      description: 'Allergies, high chair, …',
      maxLength: 200,
    },
  },
  required: ['date', 'guests', 'seating'],
};

/** Options of `createLegacyHandler`. */
export interface LegacyHandlerOptions {
  /** How long `hold_table` waits for an answer before it withdraws its ask (default 20 s). */
  readonly holdMs?: number;
}

/** The asks `hold_table` has pending, each withdrawn by aborting its controller. */
type Holds = Set<AbortController>;

function buildServer(holds: Holds, holdMs: number): McpServer {
  const server = new McpServer({ name: 'legacy demo (2025-11-25)', version: '1.0.0' });
  server.registerTool(
    'book_table',
    { description: 'Books a table after asking the details.' },
    async (extra) => {
      const result = await server.server.elicitInput(
        {
          mode: 'form',
          message: 'Book a table at Trattoria Demo',
          requestedSchema: BOOKING_SCHEMA,
        },
        { relatedRequestId: extra.requestId },
      );
      if (result.action !== 'accept' || !result.content)
        return { content: [{ type: 'text', text: `Booking ${result.action}.` }] };
      const { date, guests, seating } = result.content;
      return {
        content: [
          {
            type: 'text',
            text: `Booked a ${String(seating)} table for ${String(guests)} on ${String(date)}.`,
          },
        ],
      };
    },
  );
  server.registerTool(
    'link_account',
    { description: 'Links an account out of band (URL mode).' },
    async (extra) => {
      const result = await server.server.elicitInput(
        {
          mode: 'url',
          message: 'Link your Example Bank account',
          url: 'https://example.com/link?demo=1',
          elicitationId: randomUUID(),
        },
        { relatedRequestId: extra.requestId },
      );
      return {
        content: [
          {
            type: 'text',
            text: `Account link ${result.action === 'accept' ? 'started: finish it in the opened page' : result.action}.`,
          },
        ],
      };
    },
  );
  server.registerTool(
    'hold_table',
    { description: 'Holds a table while you decide; the hold lapses.' },
    async (extra) => {
      const hold = new AbortController();
      holds.add(hold);
      const lapse = setTimeout(() => hold.abort('The hold lapsed.'), holdMs);
      try {
        // Aborting the signal makes the SDK send notifications/cancelled for this ask.
        const result = await server.server.elicitInput(
          {
            mode: 'form',
            message: 'Keep the terrace table held for you?',
            requestedSchema: {
              type: 'object',
              properties: { name: { type: 'string', title: 'Name' } },
            },
          },
          { relatedRequestId: extra.requestId, signal: hold.signal },
        );
        return { content: [{ type: 'text', text: `Hold ${result.action}.` }] };
      } catch {
        return {
          content: [{ type: 'text', text: 'The hold lapsed: the question was withdrawn.' }],
        };
      } finally {
        clearTimeout(lapse);
        holds.delete(hold);
      }
    },
  );
  return server;
}

/** A node:http handler for the legacy endpoint, keeping one transport per session. */
export function createLegacyHandler({ holdMs = 20_000 }: LegacyHandlerOptions = {}): {
  handle(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void>;
  /** Withdraws every pending `hold_table` ask now, as a lapsed hold does; returns how many. */
  withdraw(): number;
  close(): Promise<void>;
} {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const holds: Holds = new Set();
  return {
    async handle(req, res, body) {
      const sessionId = req.headers['mcp-session-id'];
      const known = typeof sessionId === 'string' ? transports.get(sessionId) : undefined;
      if (known) return known.handleRequest(req, res, body);
      if (req.method !== 'POST' || !isInitializeRequest(body)) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32000, message: 'No valid session' },
          }),
        );
        return;
      }
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void transports.set(id, transport),
      });
      transport.onclose = () => {
        if (transport.sessionId) transports.delete(transport.sessionId);
      };
      await buildServer(holds, holdMs).connect(transport);
      await transport.handleRequest(req, res, body);
    },
    withdraw() {
      const count = holds.size;
      for (const hold of holds) hold.abort('Withdrawn by the server.');
      return count;
    },
    async close() {
      this.withdraw();
      await Promise.all([...transports.values()].map((transport) => transport.close()));
      transports.clear();
    },
  };
}
