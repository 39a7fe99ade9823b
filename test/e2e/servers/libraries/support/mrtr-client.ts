/**
 * The host side for libraries that ask with 2026-07-28 rounds (`input_required`): core's
 * `callWithInput` over core's `createHttpTransport`, each form entry answered by the
 * person of the current test. One transport per server, made once per file.
 */
import {
  callWithInput,
  createHttpTransport,
  keepRawElicitations,
  requestMeta,
  type ElicitResult,
  type InputResponses,
  type JsonObject,
} from '@elicit-kit/core';
import { errorEcho, readEcho, type Echo } from './echo.js';
import type { Answerer } from './person.js';

const meta = requestMeta({ clientInfo: { name: 'elicit-kit-e2e', version: '0.0.0' } });

export interface RoundHost {
  /** Calls a tool, answering every round's form entries with `answer`; errors become `error` echoes. */
  call(tool: string, args: JsonObject, answer: Answerer): Promise<Echo>;
}

/** Talks to the MCP endpoint at `url`. `rounds` caps the retries (a server that keeps asking fails fast). */
export function roundHost(url: string, rounds = 3): RoundHost {
  const send = createHttpTransport({ url });
  let id = 0;
  return {
    async call(tool, args, answer) {
      id += 1;
      const request = {
        jsonrpc: '2.0' as const,
        id,
        method: 'tools/call',
        params: { _meta: meta, name: tool, arguments: args },
      };
      try {
        const result = await callWithInput(
          send,
          request,
          async (entries) => {
            const responses: InputResponses = {};
            for (const entry of entries) {
              const result: ElicitResult = await answer(entry.params);
              responses[entry.key] = result;
            }
            return responses;
          },
          { maxRounds: rounds, statePause: 0 },
        );
        return readEcho(result);
      } catch (error) {
        return errorEcho(error);
      }
    },
  };
}

/**
 * The official `@modelcontextprotocol/client` 2.4 as the host instead (pinned to
 * 2026-07-28), with the documented `client.setRequestHandler('elicitation/create', …)`:
 * the SDK reads each round's asks and hands the handler its parsed `params`, which lack
 * the keywords outside its types; the transport is wrapped by core's `keepRawElicitations`
 * so the handler hands the person the ask as sent (and, beside it, what the client parsed).
 */
export async function sdkRoundHost(url: string): Promise<RoundHost & { close(): Promise<void> }> {
  const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
  const client = new Client(
    { name: 'elicit-kit-e2e', version: '0.0.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
    },
  );
  const raw = keepRawElicitations(new StreamableHTTPClientTransport(new URL(url)));
  let current: Answerer | undefined;
  client.setRequestHandler('elicitation/create', async (request, ctx) => {
    if (!current) throw new Error('an ask arrived outside a call');
    // A round's ask: `ctx.mcpReq.id` is its `inputRequests` key.
    const parsed = request.params as unknown as JsonObject;
    const params = (raw.paramsOf(ctx.mcpReq.id, request.params) ?? parsed) as JsonObject;
    return (await current(params, parsed)) as never;
  });
  await client.connect(raw.transport);
  return {
    async call(tool, args, answer) {
      current = answer;
      try {
        return readEcho(await client.callTool({ name: tool, arguments: args }));
      } catch (error) {
        return errorEcho(error);
      } finally {
        current = undefined;
      }
    },
    close: () => client.close(),
  };
}
