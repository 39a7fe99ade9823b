/**
 * The host side for libraries that push `elicitation/create` (2025-11-25): the official
 * SDK 1.32 `Client`, whose elicitation handler is the person of the current test
 * (`client.setRequestHandler(ElicitRequestSchema, …)`, the documented way). One client
 * per server, connected once per file; each call says who answers its asks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitResult, JsonObject } from '@elicit-kit/core';
import { errorEcho, readEcho, type Echo } from './echo.js';
import type { Answerer } from './person.js';

/** `name@version` of an installed package, read from the repository's node_modules. */
export function installed(pkg: string): string {
  const manifest = JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8')) as { version: string };
  return `${pkg}@${manifest.version}`;
}

export interface LegacyHost {
  /** Calls a tool; `answer` answers every ask it pushes. Errors become `error` echoes. */
  call(tool: string, args: JsonObject, answer: Answerer): Promise<Echo>;
  /** The raw result of a call (for tools that do not echo). */
  callRaw(tool: string, args: JsonObject, answer: Answerer): Promise<unknown>;
  close(): Promise<void>;
}

/** Connects an SDK 1.32 client declaring form and URL elicitation to `transport`. */
export async function connectLegacyHost(transport: Transport): Promise<LegacyHost> {
  const client = new Client({ name: 'elicit-kit-e2e', version: '0.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
  let current: Answerer | undefined;
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    if (!current) throw new Error('an ask arrived outside a call');
    // The kit's ElicitResult is the SDK's, field for field.
    return (await current(request.params as unknown as JsonObject)) as ElicitResult & { [key: string]: unknown };
  });
  await client.connect(transport);
  const callRaw = async (tool: string, args: JsonObject, answer: Answerer): Promise<unknown> => {
    current = answer;
    try {
      return await client.callTool({ name: tool, arguments: args }, undefined, { timeout: 20_000 });
    } finally {
      current = undefined;
    }
  };
  return {
    callRaw,
    async call(tool, args, answer) {
      try {
        return readEcho(await callRaw(tool, args, answer));
      } catch (error) {
        return errorEcho(error);
      }
    },
    close: () => client.close(),
  };
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
