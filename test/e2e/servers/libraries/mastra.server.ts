/**
 * The @mastra/mcp 2.0 server of the library suite (runs on Node 22, which Mastra
 * declares). Its documented way to ask (2.0 migration guide): a `createTool` with a zod 4
 * `resumeSchema` calls `context.suspend(payload)`; the server ends the call as
 * `input_required` with that schema as the form, validates the answer against it, and
 * runs the tool again with `context.resumeData`, which the tool echoes. A decline or
 * cancel ends the call with an error naming it. One tool per form (`toolFor`): the resume
 * schema is part of the tool. Prints `LISTENING <url>` once it serves on 127.0.0.1.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTool } from '@mastra/core/tools';
import { MCPServer } from '@mastra/mcp';
import { z } from 'zod';
import type { Echo } from './support/echo.js';
import {
  BROWSER_FORM,
  FEATURES,
  FLAGGED_FORM,
  message,
  toolFor,
  v4Object,
  type Feature,
} from './support/features.js';

/**
 * Mastra checks each resume schema at registration and refuses the whole server for one
 * it cannot present ("The resumeSchema of tool 'ask_note' cannot be presented as an input
 * request: it must be an object whose properties are strings, numbers, booleans or enums").
 */
const MASTRA_REFUSES = new Set(['note', 'size']);
const MASTRA_FEATURES = FEATURES.filter((asked) => !MASTRA_REFUSES.has(asked.id));

function askTool(asked: readonly Feature[]) {
  return createTool({
    id: toolFor(asked),
    description: `Asks for ${message(asked)} and echoes the validated answer.`,
    inputSchema: z.object({}),
    resumeSchema: v4Object(asked),
    execute: async (_input, context) => {
      if (context.resumeData === undefined) {
        await context.suspend?.({ message: message(asked) });
        return undefined;
      }
      // Mastra writes a tool's output into the result as JSON text.
      return {
        action: 'accept',
        parsed: context.resumeData as { [key: string]: unknown },
      } satisfies Echo;
    },
  });
}

const forms = [...MASTRA_FEATURES.map((asked) => [asked]), BROWSER_FORM, FLAGGED_FORM];
const tools = Object.fromEntries(forms.map((asked) => [toolFor(asked), askTool(asked)]));
const server = new MCPServer({
  id: 'mastra-library',
  name: 'mastra-library',
  version: '1.0.0',
  tools,
});
const http = createServer((req, res) => {
  void server.startHTTP({
    url: new URL(req.url ?? '/', 'http://127.0.0.1'),
    httpPath: '/mcp',
    req,
    res,
  });
});
http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`LISTENING http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp\n`);
});
