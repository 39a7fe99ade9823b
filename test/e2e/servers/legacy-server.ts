/**
 * A real 2025-11-25 MCP server for the end-to-end tests: `@modelcontextprotocol/sdk`
 * 1.32 `McpServer` on one side of an in-memory linked transport pair. The other side is
 * a raw JSON-RPC peer the test drives by hand, so the test itself performs
 * `initialize`, calls tools, and answers the server's `elicitation/create` requests with
 * whatever response object it builds: nothing from the SDK's client sits in between.
 *
 * Tools (each asks through `server.server.elicitInput(…, { relatedRequestId })`, so on
 * Streamable HTTP the ask would ride the call's own stream):
 * - `book_table`: a form (date, guests, seating), then text reflecting the answer.
 * - `link_account`: a URL-mode ask with `elicitationId` `LINK_ELICITATION_ID`; once
 *   accepted, the server sends `notifications/elicitation/complete` for it.
 * - `open_dashboard`: fails with `URLElicitationRequiredError` (`-32042`) listing
 *   `DASHBOARD_ASK`.
 * - `nested_settings`: a form with a nested object property, outside the spec subset.
 * Every tool reports a refused elicitation (a JSON-RPC error answer) as an `isError`
 * result whose structured content carries the error code.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  McpError,
  UrlElicitationRequiredError,
  type ElicitRequestFormParams,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

/** The form of `book_table`. */
export const BOOKING_SCHEMA = {
  type: 'object',
  properties: {
    date: { type: 'string', title: 'Date', format: 'date' },
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 },
    seating: { type: 'string', title: 'Seating', enum: ['inside', 'terrace'] },
    notes: { type: 'string', title: 'Notes', maxLength: 200 },
  },
  required: ['date', 'guests', 'seating'],
} as const satisfies ElicitRequestFormParams['requestedSchema'];

/** A schema the kit must refuse to render: `address` is a nested object. */
const NESTED_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    address: { type: 'object', properties: { city: { type: 'string' } } },
  },
} as const;

/** The `elicitationId` of `link_account`'s URL-mode ask. */
export const LINK_ELICITATION_ID = '550e8400-e29b-41d4-a716-446655440000';
/** The URL of `link_account`'s URL-mode ask (never fetched by anyone). */
export const LINK_URL = 'https://example.com/link?account=42';

/** The URL-mode ask `open_dashboard`'s `-32042` error lists. */
export const DASHBOARD_ASK = {
  mode: 'url',
  message: 'Sign in to the dashboard first',
  url: 'https://example.com/dashboard/login',
  elicitationId: 'dashboard-login-1',
} as const;

/** A JSON-RPC message as it crossed the wire. */
export type WireMessage = JSONRPCMessage & { readonly [key: string]: unknown };

/** The test's answer to a server-sent request: the whole JSON-RPC response to send back. */
export type ServerRequestResponder = (message: WireMessage) => Promise<unknown>;

/** The raw client side of a connection to the legacy server. */
export interface LegacyPeer {
  /** Every message the server sent, in order. */
  readonly received: WireMessage[];
  /** Every response the peer sent back to server requests, in order. */
  readonly answered: unknown[];
  /** Sends a request and resolves with the server's raw response message. */
  request(method: string, params?: Record<string, unknown>): Promise<WireMessage>;
  /** Sends `initialize` (2025-11-25) then `notifications/initialized`. */
  initialize(capabilities: Record<string, unknown>): Promise<WireMessage>;
  /** Closes both ends and the server. */
  close(): Promise<void>;
}

function toolError(error: unknown): {
  isError: true;
  content: { type: 'text'; text: string }[];
  structuredContent: Record<string, unknown>;
} {
  const code = error instanceof McpError ? error.code : null;
  return {
    isError: true,
    content: [
      {
        type: 'text',
        text: `Elicitation failed: ${error instanceof Error ? error.message : String(error)}`,
      },
    ],
    structuredContent: { code },
  };
}

function buildServer(): McpServer {
  const server = new McpServer({ name: 'e2e-legacy', version: '1.0.0' });

  server.registerTool(
    'book_table',
    { description: 'Books a table after asking the details.' },
    async (extra) => {
      try {
        const result = await server.server.elicitInput(
          { message: 'Book a table', requestedSchema: BOOKING_SCHEMA },
          { relatedRequestId: extra.requestId },
        );
        if (result.action !== 'accept' || result.content === undefined) {
          return {
            content: [{ type: 'text', text: `Booking ${result.action}.` }],
            structuredContent: { action: result.action },
          };
        }
        const { date, guests, seating } = result.content;
        return {
          content: [
            {
              type: 'text',
              text: `Booked a ${String(seating)} table for ${String(guests)} on ${String(date)}.`,
            },
          ],
          structuredContent: { action: result.action, content: result.content },
        };
      } catch (error) {
        return toolError(error);
      }
    },
  );

  server.registerTool(
    'link_account',
    { description: 'Links an account out of band.' },
    async (extra) => {
      try {
        const result = await server.server.elicitInput(
          {
            mode: 'url',
            message: 'Link your account',
            url: LINK_URL,
            elicitationId: LINK_ELICITATION_ID,
          },
          { relatedRequestId: extra.requestId },
        );
        if (result.action === 'accept') {
          // Pretend the out-of-band flow finished at once.
          await server.server.createElicitationCompletionNotifier(LINK_ELICITATION_ID, {
            relatedRequestId: extra.requestId,
          })();
        }
        return {
          content: [{ type: 'text', text: `Link ${result.action}.` }],
          structuredContent: { action: result.action },
        };
      } catch (error) {
        return toolError(error);
      }
    },
  );

  server.registerTool('open_dashboard', { description: 'Needs a sign-in first.' }, async () => {
    throw new UrlElicitationRequiredError([{ ...DASHBOARD_ASK }]);
  });

  server.registerTool(
    'nested_settings',
    { description: 'Asks with a schema outside the spec subset.' },
    async (extra) => {
      try {
        const result = await server.server.elicitInput(
          // The SDK sends this unchecked; the client must refuse it.
          {
            message: 'Settings',
            requestedSchema: NESTED_SCHEMA as unknown as ElicitRequestFormParams['requestedSchema'],
          },
          { relatedRequestId: extra.requestId },
        );
        return {
          content: [{ type: 'text', text: `Settings ${result.action}.` }],
          structuredContent: { action: result.action },
        };
      } catch (error) {
        return toolError(error);
      }
    },
  );

  return server;
}

function isRequest(message: WireMessage): boolean {
  return typeof message['method'] === 'string' && 'id' in message;
}

function isResponse(message: WireMessage): boolean {
  return !('method' in message) && ('result' in message || 'error' in message);
}

/**
 * Starts a fresh server and connects a raw peer to it. `respond` answers every request
 * the server sends (its return value is sent back verbatim).
 */
export async function startLegacyServer(respond: ServerRequestResponder): Promise<LegacyPeer> {
  const server = buildServer();
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  const received: WireMessage[] = [];
  const answered: unknown[] = [];
  const pending = new Map<string | number, (message: WireMessage) => void>();
  let nextId = 1;

  clientEnd.onmessage = (raw) => {
    const message = raw as WireMessage;
    received.push(message);
    if (isRequest(message)) {
      void respond(message).then(
        async (response) => {
          answered.push(response);
          await clientEnd.send(response as JSONRPCMessage);
        },
        async (error: unknown) => {
          // A responder that throws is a test bug; answer so the server does not hang.
          const response = {
            jsonrpc: '2.0',
            id: message['id'],
            error: { code: -32603, message: String(error) },
          };
          answered.push(response);
          await clientEnd.send(response as JSONRPCMessage);
        },
      );
    } else if (isResponse(message)) {
      const id = message['id'] as string | number;
      pending.get(id)?.(message);
      pending.delete(id);
    }
  };

  await server.connect(serverEnd);
  await clientEnd.start();

  const request = (method: string, params: Record<string, unknown> = {}): Promise<WireMessage> => {
    const id = nextId++;
    const answer = new Promise<WireMessage>((resolve) => pending.set(id, resolve));
    return clientEnd.send({ jsonrpc: '2.0', id, method, params }).then(() => answer);
  };

  return {
    received,
    answered,
    request,
    async initialize(capabilities) {
      const response = await request('initialize', {
        protocolVersion: '2025-11-25',
        capabilities,
        clientInfo: { name: 'elicit-kit-e2e', version: '0.0.0' },
      });
      await clientEnd.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      return response;
    },
    async close() {
      await clientEnd.close();
      await server.close();
    },
  };
}
