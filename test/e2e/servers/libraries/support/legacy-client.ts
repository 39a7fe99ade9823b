/**
 * The host side for libraries that push `elicitation/create` (2025-11-25), two ways:
 * - `kit` (the default): a raw JSON-RPC peer on the SDK 1.32 transport whose server
 *   requests go to core's `answerLegacyRequest` untouched, so the kit sees the ask byte
 *   for byte as the server sent it;
 * - `sdk-client`: the official SDK 1.32 `Client` with the documented
 *   `client.setRequestHandler(ElicitRequestSchema, …)`. That client parses the request
 *   with its own zod schemas first, which drop every keyword outside its types
 *   (`multipleOf`, `exclusiveMinimum`, `pattern`, `const`, `$schema`, …), so the client
 *   is connected through core's `keepRawElicitations` and the handler hands the person
 *   the ask as sent (and, beside it, what the client parsed).
 * One host per server, connected once per file; each call says who answers its asks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ElicitRequestSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import {
  answerLegacyRequest,
  cancel,
  keepRawElicitations,
  type ElicitResult,
  type JsonObject,
} from '@elicit-kit/core';
import { errorEcho, readEcho, type Echo } from './echo.js';
import type { Answerer } from './person.js';

const CAPABILITIES = { elicitation: { form: {}, url: {} } };
const CLIENT_INFO = { name: 'elicit-kit-e2e', version: '0.0.0' };

/** `name@version` of an installed package, read from the repository's node_modules. */
export function installed(pkg: string): string {
  const manifest = JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${pkg}@${manifest.version}`;
}

export interface LegacyHost {
  /** Calls a tool; `answer` answers every ask it pushes. Errors become `error` echoes. */
  call(tool: string, args: JsonObject, answer: Answerer): Promise<Echo>;
  /** The raw result of a call (for tools that do not echo); rejects with the JSON-RPC error. */
  callRaw(tool: string, args: JsonObject, answer: Answerer): Promise<unknown>;
  close(): Promise<void>;
}

/** A tool call's outcome as the shared `call` reads it. */
function withEchoes(callRaw: LegacyHost['callRaw'], close: () => Promise<void>): LegacyHost {
  return {
    callRaw,
    async call(tool, args, answer) {
      try {
        return readEcho(await callRaw(tool, args, answer));
      } catch (error) {
        return errorEcho(error);
      }
    },
    close,
  };
}

/** The raw peer: initialize, tools/call, and every server request answered by `answerLegacyRequest`. */
async function connectKitHost(transport: Transport): Promise<LegacyHost> {
  const pending = new Map<string | number, (message: JsonObject) => void>();
  let current: Answerer | undefined;
  let nextId = 1;
  transport.onmessage = (raw: JSONRPCMessage) => {
    const message = raw as unknown as JsonObject;
    const id = message['id'] as string | number | undefined;
    if (typeof message['method'] === 'string' && id !== undefined) {
      const answer = current ?? (async () => cancel());
      // An answerer that throws (a test's person failing) still ends the server's wait.
      const failed = (error: unknown) => ({
        jsonrpc: '2.0',
        id,
        error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
      });
      void answerLegacyRequest(message, (params) => answer(params as unknown as JsonObject), {
        capabilities: CAPABILITIES,
      })
        .catch(failed)
        .then((response) => transport.send(response as unknown as JSONRPCMessage));
    } else if (id !== undefined) {
      pending.get(id)?.(message);
      pending.delete(id);
    }
  };
  await transport.start();
  const request = async (method: string, params: JsonObject): Promise<JsonObject> => {
    const id = nextId++;
    const answered = new Promise<JsonObject>((resolve) => pending.set(id, resolve));
    await transport.send({ jsonrpc: '2.0', id, method, params } as JSONRPCMessage);
    const response = await answered;
    const error = response['error'] as { message?: string } | undefined;
    // The error object's own `code` and `data` stay readable (readUrlElicitationRequired).
    if (error) throw Object.assign(new Error(error.message ?? 'JSON-RPC error'), error);
    return response['result'] as JsonObject;
  };
  await request('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: CAPABILITIES,
    clientInfo: CLIENT_INFO,
  });
  transport.setProtocolVersion?.('2025-11-25');
  await transport.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return withEchoes(
    async (tool, args, answer) => {
      current = answer;
      try {
        return await request('tools/call', { name: tool, arguments: args });
      } finally {
        current = undefined;
      }
    },
    () => transport.close(),
  );
}

/** The SDK 1.32 `Client` with the documented elicitation handler, on a transport that keeps raw asks. */
async function connectSdkClientHost(transport: Transport): Promise<LegacyHost> {
  const client = new Client(CLIENT_INFO, { capabilities: CAPABILITIES });
  const raw = keepRawElicitations(transport);
  let current: Answerer | undefined;
  client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
    if (!current) throw new Error('an ask arrived outside a call');
    const parsed = request.params as unknown as JsonObject;
    const params = (raw.paramsOf(extra.requestId, request.params) ?? parsed) as JsonObject;
    // The kit's ElicitResult is the SDK's, field for field.
    return (await current(params, parsed)) as ElicitResult & { [key: string]: unknown };
  });
  await client.connect(raw.transport);
  return withEchoes(
    async (tool, args, answer) => {
      current = answer;
      try {
        return await client.callTool({ name: tool, arguments: args }, undefined, {
          timeout: 20_000,
        });
      } finally {
        current = undefined;
      }
    },
    () => client.close(),
  );
}

/** Which host answers the pushes (see the file comment). */
export type LegacyVia = 'kit' | 'sdk-client';

/** Connects a host declaring form and URL elicitation to `transport`. */
export function connectLegacyHost(
  transport: Transport,
  via: LegacyVia = 'kit',
): Promise<LegacyHost> {
  return via === 'kit' ? connectKitHost(transport) : connectSdkClientHost(transport);
}

/** A port free on 127.0.0.1 right now, for libraries that take a port but cannot report one they picked. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
