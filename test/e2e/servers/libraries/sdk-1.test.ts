/**
 * `@modelcontextprotocol/sdk` 1.32 (2025-11-25 push): an `McpServer` tool asks with
 * `server.server.elicitInput({ message, requestedSchema }, { relatedRequestId })`, the
 * schema generated from a zod 3 object by the SDK's own `toJsonSchemaCompat` (draft-07,
 * as SDK 1.x servers produce them), and parses the answer with that zod object. The SDK
 * also checks the answer against the schema itself (-32602) before the tool sees it.
 * The host is the SDK 1.32 `Client` over an in-memory pair.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import type { ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { echoResult, errorEcho, parseAnswer } from './support/echo.js';
import { FEATURES, featuresOf, message, v3Object } from './support/features.js';
import { connectLegacyHost, installed } from './support/legacy-client.js';
import { askTool, describeLibrary } from './support/suite.js';

function buildServer(): McpServer {
  const server = new McpServer({ name: 'sdk-1-library', version: '1.0.0' });
  server.registerTool('ask', { inputSchema: { feature: z.string() } }, async ({ feature: id }, extra) => {
    const asked = featuresOf(id);
    const schema = v3Object(asked);
    try {
      const requestedSchema = toJsonSchemaCompat(schema) as ElicitRequestFormParams['requestedSchema'];
      const result = await server.server.elicitInput({ message: message(asked), requestedSchema }, { relatedRequestId: extra.requestId });
      return echoResult(parseAnswer(schema, result.action, result.content));
    } catch (error) {
      return echoResult(errorEcho(error));
    }
  });
  return server;
}

describeLibrary('elicitInput, zod 3 via toJsonSchemaCompat', {
  library: installed('@modelcontextprotocol/sdk'),
  features: FEATURES,
  generated: true,
  browser: true,
  async start() {
    const server = buildServer();
    const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
    await server.connect(serverEnd);
    const host = await connectLegacyHost(clientEnd);
    return { ask: askTool(host.call), close: async () => (await host.close(), await server.close()) };
  },
});
