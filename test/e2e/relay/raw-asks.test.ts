/**
 * The relay behind the SDK 1.32 `Client`, in Node: its `setRequestHandler` parses each
 * pushed ask and drops `multipleOf` and `pattern`, so with the one-line handler the relay
 * cannot re-validate them and the server refuses the answer (-32602). Connected through
 * core's `keepRawElicitations`, the handler hands `relay.elicit` the ask as sent: the page
 * gets the keywords and the relay refuses the bad answer itself (422), the ask still open.
 * The page's side is spoken over `relay.handle` (the wire protocol, docs/relay.md).
 */
import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ElicitRequestSchema,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/sdk/types.js';
import { keepRawElicitations } from '@elicit-kit/core';
import { createRelay, type Relay } from '@elicit-kit/relay';
import { openEvents, postAnswer, type EventReader } from '../../relay/helpers/events.js';

const SCHEMA = {
  type: 'object',
  properties: {
    hours: { type: 'number', title: 'Hours', multipleOf: 0.5 },
    code: { type: 'string', title: 'Booking code', pattern: '^[A-Z]{3}-\\d{3}$' },
  },
  required: ['hours', 'code'],
} as const;

/** The SDK's type of a schema knows no `multipleOf` or `pattern`; its server sends them all the same. */
const requestedSchema = SCHEMA as unknown as ElicitRequestFormParams['requestedSchema'];

const SESSION = 'person-1';

/** A 1.32 server whose tool pushes {@link SCHEMA} and returns the answer or the refusal. */
function buildServer(): McpServer {
  const server = new McpServer({ name: 'Timesheet (SDK 1.x)', version: '1.0.0' });
  server.registerTool('log', { description: 'Asks for hours and a code.' }, async (extra) => {
    try {
      const result = await server.server.elicitInput(
        { mode: 'form', message: 'Hours worked?', requestedSchema },
        { relatedRequestId: extra.requestId },
      );
      return { content: [{ type: 'text', text: JSON.stringify(result) }] };
    } catch (error) {
      return {
        content: [
          {
            type: 'text',
            text: `refused: ${error instanceof Error ? error.message : String(error)}`,
          },
        ],
      };
    }
  });
  return server;
}

/** The host: the SDK 1.32 Client whose asks go to the relay, with or without the raw asks kept. */
async function connectHost(
  relay: Relay,
  keepRaw: boolean,
): Promise<{ call(): Promise<string>; close(): Promise<void> }> {
  const server = buildServer();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client(
    { name: 'chat-host', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } } },
  );
  if (keepRaw) {
    const raw = keepRawElicitations(clientSide);
    client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
      relay.elicit(SESSION, raw.paramsOf(extra.requestId, request.params) ?? request.params, {
        serverName: 'Timesheet',
        signal: extra.signal,
      }),
    );
    await client.connect(raw.transport);
  } else {
    client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
      relay.elicit(SESSION, request.params, { serverName: 'Timesheet', signal: extra.signal }),
    );
    await client.connect(clientSide);
  }
  return {
    async call() {
      const result = await client.callTool({ name: 'log', arguments: {} }, undefined, {
        timeout: 20_000,
      });
      return (result.content as { text: string }[])[0]?.text ?? '';
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}

describe('relay behind the SDK 1.32 Client: constraints kept by keepRawElicitations', function () {
  this.timeout(20_000);
  let relay: Relay;
  let page: EventReader | undefined;
  let host: Awaited<ReturnType<typeof connectHost>> | undefined;

  beforeEach(async () => {
    relay = createRelay();
    page = await openEvents(relay, SESSION);
  });
  afterEach(async () => {
    await page?.close();
    await host?.close();
    await relay.close();
  });

  it('should bring multipleOf and pattern to the page and refuse a bad answer with 422, then have the server accept the fixed one', async () => {
    host = await connectHost(relay, true);
    const called = host.call();
    const ask = await page!.next('ask');
    const properties = (ask.data['params'] as { requestedSchema: typeof SCHEMA }).requestedSchema
      .properties;
    expect(properties.hours.multipleOf).to.equal(0.5);
    expect(properties.code.pattern).to.equal(SCHEMA.properties.code.pattern);

    const bad = await postAnswer(relay, SESSION, {
      id: ask.data['id'],
      result: { action: 'accept', content: { hours: 2.3, code: 'abc-123' } },
    });
    expect(bad.status).to.equal(422);
    const issues = (bad.body as { issues: { field: string; code: string }[] }).issues.map(
      ({ field, code }) => [field, code],
    );
    expect(issues).to.deep.equal([
      ['hours', 'stepMismatch'],
      ['code', 'patternMismatch'],
    ]);

    const good = await postAnswer(relay, SESSION, {
      id: ask.data['id'],
      result: { action: 'accept', content: { hours: 2.5, code: 'ABC-123' } },
    });
    expect(good.status).to.equal(204);
    expect(JSON.parse(await called)).to.deep.equal({
      action: 'accept',
      content: { hours: 2.5, code: 'ABC-123' },
    });
  });

  it('should, without it, take the bad answer (204) for the server to refuse: what the wrapper prevents', async () => {
    host = await connectHost(relay, false);
    const called = host.call();
    const ask = await page!.next('ask');
    const properties = (
      ask.data['params'] as { requestedSchema: { properties: { [name: string]: object } } }
    ).requestedSchema.properties;
    expect(
      properties['hours'],
      'the SDK 1.32 Client keeps multipleOf now: the wrapper may be unnecessary',
    ).to.not.have.property('multipleOf');

    const bad = await postAnswer(relay, SESSION, {
      id: ask.data['id'],
      result: { action: 'accept', content: { hours: 2.3, code: 'abc-123' } },
    });
    expect(bad.status).to.equal(204);
    expect(await called).to.match(/^refused: .*-32602.*must be multiple of 0\.5/);
  });
});
