/**
 * `@modelcontextprotocol/sdk` 1.32 (2025-11-25 push): an `McpServer` tool asks with
 * `server.server.elicitInput({ message, requestedSchema }, { relatedRequestId })`, the
 * schema generated from a zod 3 object by the SDK's own `toJsonSchemaCompat` (draft-07,
 * as SDK 1.x servers produce them), and parses the answer with that zod object. The SDK
 * also checks the answer against the schema itself (-32602) before the tool sees it.
 * Hosts over an in-memory pair: core's `answerLegacyRequest` on the raw messages, and
 * the SDK 1.32 `Client`'s `setRequestHandler` (which reshapes the ask first; its
 * transport wrapped by core's `keepRawElicitations`, which keeps the ask as sent).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import type { ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { z } from 'zod';
import { echoResult, errorEcho, parseAnswer } from './support/echo.js';
import {
  AJV_CHECKED,
  FEATURES,
  feature,
  featuresOf,
  message,
  v3Object,
} from './support/features.js';
import { corePerson } from './support/person.js';
import { connectLegacyHost, installed, type LegacyVia } from './support/legacy-client.js';
import { askTool, describeLibrary, type StartedLibrary } from './support/suite.js';

function buildServer(): McpServer {
  const server = new McpServer({ name: 'sdk-1-library', version: '1.0.0' });
  server.registerTool(
    'ask',
    { inputSchema: { feature: z.string() } },
    async ({ feature: id }, extra) => {
      const asked = featuresOf(id);
      const schema = v3Object(asked);
      try {
        const requestedSchema = toJsonSchemaCompat(
          schema,
        ) as ElicitRequestFormParams['requestedSchema'];
        const result = await server.server.elicitInput(
          { message: message(asked), requestedSchema },
          { relatedRequestId: extra.requestId },
        );
        return echoResult(parseAnswer(schema, result.action, result.content));
      } catch (error) {
        return echoResult(errorEcho(error));
      }
    },
  );
  return server;
}

/** Starts the server on one side of an in-memory pair and the host on the other. */
async function start(via: LegacyVia): Promise<StartedLibrary> {
  const server = buildServer();
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  await server.connect(serverEnd);
  const host = await connectLegacyHost(clientEnd, via);
  return { ask: askTool(host.call), close: async () => (await host.close(), await server.close()) };
}

describeLibrary('elicitInput, zod 3 via toJsonSchemaCompat; host: answerLegacyRequest', {
  library: installed('@modelcontextprotocol/sdk'),
  features: FEATURES.filter(AJV_CHECKED),
  generated: true,
  browser: true,
  start: () => start('kit'),
});

// The same server with the SDK 1.32 Client as the host: its request parsing drops the
// keywords outside its types before its handler runs; keepRawElicitations brings them back
// (legacy-client.ts).
describeLibrary(
  'elicitInput, zod 3 via toJsonSchemaCompat; host: SDK 1.32 Client setRequestHandler',
  {
    library: `${installed('@modelcontextprotocol/sdk')} (1.32 Client host)`,
    // It refuses `type: ["string", "null"]` itself (-32603 invalid_union) before its handler runs.
    features: FEATURES.filter((item) => AJV_CHECKED(item) && item.id !== 'note'),
    restoredFromTransport: ['hours', 'budget', 'code', 'confirm'],
    start: () => start('sdk-client'),
  },
);

describe(`library: ${installed('@modelcontextprotocol/sdk')}: its own ajv check of multipleOf`, function () {
  let started: StartedLibrary | undefined;
  before(async () => {
    started = await start('kit');
  });
  after(async () => {
    await started?.close();
  });

  it('should refuse 19.99 for multipleOf 0.01, which zod 3 and 4 accept and the kit sends (binary floats; see AJV_CHECKED)', async () => {
    const person = corePerson(feature('price'));
    const echo = await started!.ask([feature('price')], person.answer);
    person.check();
    expect(person.sent).to.deep.equal([{ action: 'accept', content: { price: 19.99 } }]);
    expect(echo.refused).to.contain('must be multiple of 0.01');
  });
});
