/**
 * The mcp-use 2.5 server of the library suite (runs on Node 22: mcp-use declares
 * `node >= 22.22.2`). Its documented way to ask, on SDK 2.0.0: return
 * `inputRequired({ inputRequests: { answer: inputRequired.elicit({ message, requestedSchema }) } })`
 * and read the retry's `ctx.inputResponses` with `inputResponse`; the content is parsed
 * with the zod 4 object. Prints `LISTENING <url>` once it serves on 127.0.0.1.
 */
import { MCPServer, inputRequired, inputResponse } from 'mcp-use';
import { z } from 'zod';
import { echoResult, parseAnswer } from './support/echo.js';
import { featuresOf, message, v4Json, v4Object } from './support/features.js';

/**
 * SDK 2.0.0 refuses some zod objects as `requestedSchema` before sending ("unsupported JSON
 * Schema constraint(s) after Standard Schema conversion: properties.email.pattern"; the
 * same for z.iso.datetime(), multipleOf, exclusiveMinimum, regex and literal; "only
 * supports flat primitive properties" for `.nullable()` and unions): a server
 * author passes the JSON instead, and still parses with the object.
 */
const AS_JSON = new Set([
  'email',
  'starts_at',
  'hours',
  'price',
  'budget',
  'code',
  'confirm',
  'note',
  'size',
]);

const server = new MCPServer({ name: 'mcp-use-library', version: '1.0.0' });
server.tool(
  { name: 'ask', inputSchema: z.object({ feature: z.string() }) },
  async ({ feature: id }, ctx) => {
    const asked = featuresOf(id);
    const schema = v4Object(asked);
    const response = inputResponse(ctx.inputResponses, 'answer');
    if (response.kind === 'missing') {
      const requestedSchema = (
        asked.some((item) => AS_JSON.has(item.id)) ? v4Json(asked) : schema
      ) as Parameters<typeof inputRequired.elicit>[0]['requestedSchema'];
      return inputRequired({
        inputRequests: {
          answer: inputRequired.elicit({ message: message(asked), requestedSchema }),
        },
      });
    }
    if (response.kind !== 'elicit')
      return echoResult({ action: 'error', refused: `unexpected response ${response.kind}` });
    return echoResult(parseAnswer(schema, response.action, response.content));
  },
);

const { url } = await server.listen(0, { host: '127.0.0.1' });
process.stdout.write(`LISTENING ${url}\n`);
