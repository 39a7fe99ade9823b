/**
 * A real 2026-07-28 MCP server for the end-to-end tests: the official
 * `@modelcontextprotocol/server` 2.4 `createMcpHandler`, served over Streamable HTTP
 * by `node:http` on 127.0.0.1 (ephemeral port). Every HTTP request it receives is
 * recorded (headers and parsed body) so tests can check what the kit put on the wire.
 *
 * Surface:
 * - tool `deploy` `{ env }`: round 1 asks a form (confirm + region select + replicas),
 *   without `requestState`; round 2 asks URL consent with an HMAC-sealed `requestState`
 *   carrying the round-1 answers; then completes with text reflecting every answer.
 *   A decline or cancel at either round completes with a "declined" outcome.
 * - prompt `greeting`: asks a one-field form, then returns a message using the answer.
 * - resource `profile://me`: asks a one-field form, then returns text using the answer.
 */
import {
  McpServer,
  acceptedContent,
  createMcpHandler,
  createRequestStateCodec,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/server';
import { headersOf, parseJson } from '../../../demo/server/node-bridge.js';
import { listenOnLoopback } from './listen.js';

/** One HTTP request as the server saw it. */
export interface RecordedHttpRequest {
  readonly method: string;
  /** Lower-cased header names, as `node:http` gives them. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body (undefined when there was none or it was not JSON). */
  readonly body: unknown;
}

/** A running MRTR server. */
export interface MrtrServer {
  /** The MCP endpoint, `http://127.0.0.1:<port>/mcp`. */
  readonly url: string;
  /** Every HTTP request received, in arrival order. */
  readonly requests: RecordedHttpRequest[];
  /** Stops listening, drops open connections and tears the handler down. */
  close(): Promise<void>;
}

/** The form of `deploy` round 1. */
export const DEPLOY_SETTINGS_SCHEMA = {
  type: 'object',
  properties: {
    confirm: { type: 'boolean', title: 'Confirm deployment' },
    region: {
      type: 'string',
      title: 'Region',
      oneOf: [
        { const: 'eu-west', title: 'Europe (West)' },
        { const: 'us-east', title: 'US (East)' },
      ],
    },
    replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 10, default: 2 },
  },
  required: ['confirm', 'region', 'replicas'],
} as const satisfies ElicitRequestFormParams['requestedSchema'];

/** The one-field form of the prompt and resource. */
export const NAME_SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Your name', minLength: 1, maxLength: 40 } },
  required: ['name'],
} as const satisfies ElicitRequestFormParams['requestedSchema'];

/** What round 2's sealed `requestState` carries. */
interface DeployState {
  readonly env: string;
  readonly region: string;
  readonly replicas: number;
}

interface DeploySettings {
  readonly confirm: boolean;
  readonly region: string;
  readonly replicas: number;
}

/** The consent URL for an environment (never fetched by anyone). */
export function consentUrl(env: string): string {
  return `https://example.com/auth?env=${encodeURIComponent(env)}`;
}

// 32+ bytes, fixed so a failing run can be replayed; the tests are the only clients.
const STATE_KEY = 'elicit-kit-e2e-request-state-key-0123456789';

function text(value: string): { content: { type: 'text'; text: string }[] } {
  return { content: [{ type: 'text', text: value }] };
}

function buildServer(): McpServer {
  // Bind state to the method so a tools/call state cannot be replayed on prompts/get.
  const codec = createRequestStateCodec<DeployState>({
    key: STATE_KEY,
    bind: (ctx) => ctx.mcpReq.method,
  });
  const server = new McpServer(
    { name: 'e2e-mrtr', version: '1.0.0' },
    { requestState: { verify: codec.verify } },
  );
  const settingsSchema = fromJsonSchema<DeploySettings>(DEPLOY_SETTINGS_SCHEMA);

  server.registerTool(
    'deploy',
    {
      description: 'Deploy after a settings form and an authorization step.',
      inputSchema: fromJsonSchema<{ env: string }>({
        type: 'object',
        properties: { env: { type: 'string' } },
        required: ['env'],
      }),
    },
    async ({ env }, ctx) => {
      const responses = ctx.mcpReq.inputResponses;
      const state = ctx.mcpReq.requestState<DeployState>();
      if (state === undefined) {
        const settings = inputResponse(responses, 'settings');
        if (settings.kind === 'missing') {
          return inputRequired({
            inputRequests: {
              settings: inputRequired.elicit({
                message: `Deploy to ${env}?`,
                requestedSchema: DEPLOY_SETTINGS_SCHEMA,
              }),
            },
          });
        }
        if (settings.kind === 'elicit' && settings.action !== 'accept') {
          const outcome = settings.action === 'decline' ? 'declined' : 'cancelled';
          return { ...text(`Deployment to ${env} ${outcome}.`), structuredContent: { outcome } };
        }
        const accepted = acceptedContent(responses, 'settings', settingsSchema);
        if (accepted === undefined)
          return { ...text('Settings did not match the form.'), isError: true };
        if (!accepted.confirm)
          return {
            ...text(`Deployment to ${env} declined.`),
            structuredContent: { outcome: 'declined' },
          };
        const next: DeployState = { env, region: accepted.region, replicas: accepted.replicas };
        return inputRequired({
          inputRequests: {
            consent: inputRequired.elicitUrl({
              message: `Authorize the deployment to ${env}.`,
              url: consentUrl(env),
            }),
          },
          requestState: await codec.mint(next, ctx),
        });
      }
      const consent = inputResponse(responses, 'consent');
      if (consent.kind !== 'elicit' || consent.action !== 'accept') {
        return {
          ...text(`Deployment to ${state.env} declined at authorization.`),
          structuredContent: { outcome: 'declined' },
        };
      }
      return {
        ...text(`Deployed ${state.env} to ${state.region} with ${state.replicas} replicas.`),
        structuredContent: { outcome: 'deployed', ...state },
      };
    },
  );

  server.registerPrompt('greeting', { description: 'Greets whoever answers.' }, (ctx) => {
    const answer = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'who');
    if (answer === undefined) {
      return inputRequired({
        inputRequests: {
          who: inputRequired.elicit({ message: 'Who is there?', requestedSchema: NAME_SCHEMA }),
        },
      });
    }
    return {
      messages: [{ role: 'user', content: { type: 'text', text: `Say hello to ${answer.name}.` } }],
    };
  });

  server.registerResource('profile', 'profile://me', { mimeType: 'text/plain' }, (uri, ctx) => {
    const answer = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'who');
    if (answer === undefined) {
      return inputRequired({
        inputRequests: {
          who: inputRequired.elicit({ message: 'Whose profile?', requestedSchema: NAME_SCHEMA }),
        },
      });
    }
    return {
      contents: [{ uri: uri.href, mimeType: 'text/plain', text: `Profile of ${answer.name}` }],
    };
  });

  return server;
}

/** Starts the server on 127.0.0.1 on an ephemeral port. */
export async function startMrtrServer(): Promise<MrtrServer> {
  const requests: RecordedHttpRequest[] = [];
  const listening = await listenOnLoopback(
    createMcpHandler(() => buildServer(), { legacy: 'reject' }),
    (req, body) => {
      requests.push({
        method: req.method ?? 'GET',
        headers: Object.fromEntries(headersOf(req)),
        body: parseJson(body),
      });
    },
  );
  return { url: listening.url, requests, close: () => listening.close() };
}
