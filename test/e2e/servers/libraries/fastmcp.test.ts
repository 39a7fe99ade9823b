/**
 * `fastmcp` 4.20 (TypeScript FastMCP, on SDK 1.32): a tool asks with the context's
 * documented `elicit({ message, requestedSchema })`, which takes raw JSON: the schema is
 * `z.toJSONSchema` of a zod 4 object (root `$schema`, `additionalProperties: false`, zod's
 * email pattern), and the answer is parsed with that object. Served with
 * `start({ transportType: 'httpStream' })` on 127.0.0.1; the host: core's `answerLegacyRequest`
 * on the SDK 1.32 HTTP transport.
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { FastMCP } from 'fastmcp';
import { z } from 'zod';
import { errorEcho, parseAnswer } from './support/echo.js';
import {
  AJV_CHECKED,
  FEATURES,
  featuresOf,
  message,
  v4Json,
  v4Object,
} from './support/features.js';
import { connectLegacyHost, freePort, installed } from './support/legacy-client.js';
import { askTool, describeLibrary } from './support/suite.js';

function buildServer(): FastMCP {
  const server = new FastMCP({ name: 'fastmcp-library', version: '1.0.0' });
  server.addTool({
    name: 'ask',
    description: 'Asks for one feature and echoes what zod parsed.',
    parameters: z.object({ feature: z.string() }),
    execute: async ({ feature: id }, { elicit }) => {
      const asked = featuresOf(id);
      try {
        const response = await elicit({
          message: message(asked),
          requestedSchema: v4Json(asked) as never,
        });
        return JSON.stringify(parseAnswer(v4Object(asked), response.action, response.content));
      } catch (error) {
        return JSON.stringify(errorEcho(error));
      }
    },
  });
  return server;
}

describeLibrary('context.elicit, raw JSON from zod 4', {
  library: installed('fastmcp'),
  features: FEATURES.filter(AJV_CHECKED),
  generated: true,
  browser: true,
  async start() {
    const server = buildServer();
    const port = await freePort();
    await server.start({ transportType: 'httpStream', httpStream: { port, host: '127.0.0.1' } });
    const host = await connectLegacyHost(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)),
    );
    return {
      ask: askTool(host.call),
      close: async () => (await host.close(), await server.stop()),
    };
  },
});
