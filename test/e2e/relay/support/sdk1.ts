/**
 * An SDK 1.x host: `@modelcontextprotocol/sdk` 1.32's `Client` on the host's server,
 * linked in memory to a 1.32 `McpServer` whose tool `ask` pushes one `elicitation/create`
 * (the schema given) and returns what came back. The client's whole elicitation support
 * is the one line docs/relay.md shows.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ElicitRequestSchema,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/sdk/types.js';
import type { Relay } from '@elicit-kit/relay';

/** A linked client and server; `answers` is every `ElicitResult` the server received. */
export interface Sdk1Pair {
  readonly client: Client;
  readonly answers: unknown[];
  /** Calls `ask` with the message; `hold` makes the server withdraw the ask after that many ms. */
  ask(message: string, hold?: number): Promise<unknown>;
  close(): Promise<void>;
}

/** The form the server pushes. */
export const TABLE_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2 },
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 },
  },
  required: ['name', 'guests'],
} as const satisfies ElicitRequestFormParams['requestedSchema'];

/** Starts the pair; asks go to the page of `session` through `relay`. */
export async function startSdk1(relay: Relay, session: string): Promise<Sdk1Pair> {
  const answers: unknown[] = [];
  const server = new McpServer({ name: 'Trattoria (SDK 1.x)', version: '1.0.0' });
  // What the next call of `ask` asks (the tool takes no arguments: no zod needed here).
  let next = { message: '', hold: 0 };
  server.registerTool('ask', { description: 'Asks the person one form.' }, async (extra) => {
    const { message, hold } = next;
    const withdraw = new AbortController();
    const timer = hold ? setTimeout(() => withdraw.abort('lapsed'), hold) : undefined;
    try {
      const result = await server.server.elicitInput(
        { mode: 'form', message, requestedSchema: TABLE_SCHEMA },
        { relatedRequestId: extra.requestId, signal: withdraw.signal },
      );
      answers.push(result);
      return { content: [{ type: 'text', text: JSON.stringify(result) }] };
    } catch {
      answers.push('withdrawn');
      return { content: [{ type: 'text', text: 'withdrawn' }] };
    } finally {
      clearTimeout(timer);
    }
  });
  const client = new Client(
    { name: 'chat-host', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } } },
  );
  // The one line (docs/relay.md):
  client.setRequestHandler(ElicitRequestSchema, (r, extra) =>
    relay.elicit(session, r.params, { serverName: 'Trattoria', signal: extra.signal }),
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  // SDK 1.32 drops notifications/cancelled for request id 0 (`if (!requestId) return`), and
  // the server's first request gets id 0: spend it on a ping so withdrawals reach the client.
  await server.server.ping();
  return {
    client,
    answers,
    async ask(message, hold) {
      next = { message, hold: hold ?? 0 };
      const result = await client.callTool({ name: 'ask', arguments: {} }, undefined, {
        timeout: 60_000,
      });
      const text = (result.content as { text: string }[])[0]?.text ?? 'null';
      return text === 'withdrawn' ? text : (JSON.parse(text) as unknown);
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}
