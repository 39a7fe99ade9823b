/**
 * A real 2026-07-28 server (`@modelcontextprotocol/server` 2.4 `createMcpHandler` on
 * 127.0.0.1) for the round-trip suite:
 * - tool `ticket` `{ call }`: round 1 asks a form under key `a-<call>`; round 2, with an
 *   HMAC-sealed `requestState` holding the call and the first answer, asks under `b-<call>`;
 *   then completes with what it received (structuredContent), so the test can see any
 *   answer, key or state that crossed from another call;
 * - tool `forever`: always asks again (a fresh key each round, a sealed state).
 */
import {
  McpServer,
  createMcpHandler,
  createRequestStateCodec,
  fromJsonSchema,
  inputRequired,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/server';
import { listenOnLoopback } from '../servers/listen.js';

const ANSWER_SCHEMA: ElicitRequestFormParams['requestedSchema'] = {
  type: 'object',
  properties: { answer: { type: 'string', title: 'Answer' } },
  required: ['answer'],
};

interface TicketState {
  readonly call: string;
  readonly first: string;
  readonly keys: readonly string[];
}

/** What `ticket` completes with. */
export interface TicketOutcome {
  readonly call: string;
  readonly stateCall: string;
  readonly first: string;
  readonly second: string;
  /** The inputResponses keys each round received. */
  readonly keys: readonly (readonly string[])[];
}

/** The `content.answer` of an accepted form answer, or `''`. */
function answerOf(responses: Record<string, unknown> | undefined, key: string): string {
  const response =
    responses && Object.hasOwn(responses, key)
      ? (responses[key] as { action?: string; content?: { answer?: unknown } })
      : undefined;
  return response?.action === 'accept' && typeof response.content?.answer === 'string'
    ? response.content.answer
    : '';
}

function buildServer(): McpServer {
  const codec = createRequestStateCodec<TicketState>({
    key: 'elicit-kit-security-suite-state-key-0123456789',
    bind: (ctx) => ctx.mcpReq.method,
  });
  const server = new McpServer(
    { name: 'e2e-security', version: '1.0.0' },
    { requestState: { verify: codec.verify } },
  );
  const callSchema = fromJsonSchema<{ call: string }>({
    type: 'object',
    properties: { call: { type: 'string' } },
    required: ['call'],
  });

  server.registerTool('ticket', { inputSchema: callSchema }, async ({ call }, ctx) => {
    const responses = ctx.mcpReq.inputResponses as Record<string, unknown> | undefined;
    const keys = Object.keys(responses ?? {});
    const state = ctx.mcpReq.requestState<TicketState>();
    if (state === undefined) {
      const first = answerOf(responses, `a-${call}`);
      if (!first)
        return inputRequired({
          inputRequests: {
            [`a-${call}`]: inputRequired.elicit({
              message: `First question of ${call}`,
              requestedSchema: ANSWER_SCHEMA,
            }),
          },
        });
      return inputRequired({
        inputRequests: {
          [`b-${call}`]: inputRequired.elicit({
            message: `Second question of ${call}`,
            requestedSchema: ANSWER_SCHEMA,
          }),
        },
        requestState: await codec.mint({ call, first, keys }, ctx),
      });
    }
    const outcome: TicketOutcome = {
      call,
      stateCall: state.call,
      first: state.first,
      second: answerOf(responses, `b-${call}`),
      keys: [state.keys, keys],
    };
    return {
      content: [{ type: 'text', text: JSON.stringify(outcome) }],
      structuredContent: { ...outcome },
    };
  });

  let round = 0;
  server.registerTool(
    'forever',
    { inputSchema: fromJsonSchema<Record<string, never>>({ type: 'object', properties: {} }) },
    async (_args, ctx) => {
      round += 1;
      return inputRequired({
        inputRequests: {
          [`again-${round}`]: inputRequired.elicit({
            message: 'Once more?',
            requestedSchema: ANSWER_SCHEMA,
          }),
        },
        requestState: await codec.mint({ call: 'forever', first: '', keys: [] }, ctx),
      });
    },
  );
  return server;
}

/** A running server: its endpoint, how many HTTP requests it took, and how to stop it. */
export interface InterleaveServer {
  readonly url: string;
  readonly count: () => number;
  close(): Promise<void>;
}

export async function startInterleaveServer(): Promise<InterleaveServer> {
  let count = 0;
  const listening = await listenOnLoopback(
    createMcpHandler(() => buildServer(), { legacy: 'reject' }),
    () => void (count += 1),
  );
  return { url: listening.url, count: () => count, close: () => listening.close() };
}
