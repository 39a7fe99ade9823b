/**
 * `@modelcontextprotocol/server` 2.4 (2026-07-28 rounds): a tool returns
 * `inputRequired({ inputRequests: { answer: inputRequired.elicit({ message, requestedSchema }) } })`
 * with the zod 4 object itself as `requestedSchema` (the SDK converts it; `z.toJSONSchema` of
 * it where the SDK refuses the object), reads the retry
 * with `inputResponse` and parses the content with the same zod object. Served by
 * `createMcpHandler` over Streamable HTTP on 127.0.0.1; the host is core's `callWithInput`.
 */
import {
  McpServer,
  createMcpHandler,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/server';
import { echoResult, parseAnswer } from './support/echo.js';
import { FEATURES, featuresOf, message, v4Json, v4Object } from './support/features.js';
import { installed } from './support/legacy-client.js';
import { roundHost, sdkRoundHost } from './support/mrtr-client.js';
import { askTool, describeLibrary } from './support/suite.js';
import { listenOnLoopback } from '../listen.js';

/**
 * Given as zod objects, these fail before anything is sent ("Elicitation requestedSchema
 * contains unsupported JSON Schema constraint(s) after Standard Schema conversion:
 * properties.hours.multipleOf"; for `.nullable()` and unions "only supports flat primitive
 * properties"): a server author then passes `z.toJSONSchema(schema)`.
 */
const AS_JSON = new Set(['hours', 'price', 'budget', 'code', 'confirm', 'note', 'size']);

/** The SDK's type of a JSON `requestedSchema` (its own subset; the zod output goes beyond it). */
type ElicitJson = ElicitRequestFormParams['requestedSchema'];

function buildServer(): McpServer {
  const server = new McpServer({ name: 'server-2-library', version: '1.0.0' });
  const inputSchema = fromJsonSchema<{ feature: string }>({
    type: 'object',
    properties: { feature: { type: 'string' } },
    required: ['feature'],
  });
  server.registerTool('ask', { inputSchema }, async ({ feature: id }, ctx) => {
    const asked = featuresOf(id);
    const schema = v4Object(asked);
    const response = inputResponse(ctx.mcpReq.inputResponses, 'answer');
    if (response.kind === 'missing') {
      return inputRequired({
        inputRequests: {
          answer: inputRequired.elicit({
            message: message(asked),
            requestedSchema: asked.some((item) => AS_JSON.has(item.id))
              ? (v4Json(asked) as ElicitJson)
              : schema,
          }),
        },
      });
    }
    if (response.kind !== 'elicit')
      return echoResult({ action: 'error', refused: `unexpected response ${response.kind}` });
    return echoResult(parseAnswer(schema, response.action, response.content));
  });
  return server;
}

describeLibrary('inputRequired.elicit, zod 4', {
  library: installed('@modelcontextprotocol/server'),
  features: FEATURES,
  generated: true,
  browser: true,
  async start() {
    const listening = await listenOnLoopback(
      createMcpHandler(() => buildServer(), { legacy: 'reject' }),
    );
    return { ask: askTool(roundHost(listening.url).call), close: () => listening.close() };
  },
});

// The same server with the official 2.4 client as the host: its parsing of the round
// drops the keywords outside its types; keepRawElicitations brings them back (mrtr-client.ts).
describeLibrary(
  'inputRequired.elicit, zod 4; host: @modelcontextprotocol/client 2.4 setRequestHandler',
  {
    library: `${installed('@modelcontextprotocol/server')} (2.4 Client host)`,
    // It refuses nullable and union properties itself ("Invalid elicitation request") first.
    features: FEATURES.filter((item) => item.id !== 'note' && item.id !== 'size'),
    restoredFromTransport: ['hours', 'price', 'budget', 'code', 'confirm'],
    async start() {
      const listening = await listenOnLoopback(
        createMcpHandler(() => buildServer(), { legacy: 'reject' }),
      );
      const host = await sdkRoundHost(listening.url);
      return {
        ask: askTool(host.call),
        close: async () => (await host.close(), await listening.close()),
      };
    },
  },
);
