/**
 * `mcp-framework` 0.2 (class-based tools on SDK 1.32): an `MCPTool` asks with its
 * documented `this.elicit(message, fields)`, a record of its own field definitions
 * (`{ type, format, minimum, …, optional }`; its types allow no `pattern`, `multipleOf`,
 * exclusive bounds or `const`, so those rows are not its to try), and parses the answer
 * with zod 3, the zod it is built on. Served with the `http-stream` transport on 127.0.0.1;
 * the host: core's `answerLegacyRequest` on the SDK 1.32 HTTP transport.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MCPServer, MCPTool, logger, type ElicitationFieldSchema } from 'mcp-framework';
import { errorEcho, parseAnswer } from './support/echo.js';
import {
  BROWSER_FORM,
  features,
  message,
  toolFor,
  v3Object,
  type Feature,
} from './support/features.js';
import { connectLegacyHost, freePort, installed } from './support/legacy-client.js';
import { describeLibrary } from './support/suite.js';

const FEATURES = features(
  'nickname',
  'seats',
  'email',
  'homepage',
  'starts_at',
  'day',
  'seating',
  'colours',
  'area',
  'extras',
  'guests',
  'newsletter',
);

/**
 * One tool per form (`toolFor`): mcp-framework checks tool input schemas with `instanceof`
 * against its own nested zod 3, which a test cannot share, so the tools take no input.
 */
function featureTool(asked: readonly Feature[]): new () => MCPTool {
  return class extends MCPTool {
    name = toolFor(asked);
    description = `Asks for ${message(asked)} and echoes what zod 3 parsed.`;
    schema = {};
    async execute(): Promise<unknown> {
      const fields = Object.fromEntries(
        asked.map((item) => [
          item.id,
          { ...item.json, ...(item.required ? {} : { optional: true }) } as ElicitationFieldSchema,
        ]),
      );
      try {
        const result = await this.elicit(message(asked), fields);
        return parseAnswer(v3Object(asked), result.action, result.content);
      } catch (error) {
        return errorEcho(error);
      }
    }
  };
}

/** Resolves once something listens on the port (`start()` only resolves at shutdown). */
async function listening(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'GET' }).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mcp-framework did not listen on ${port}`);
}

describeLibrary('MCPTool this.elicit, zod 3', {
  library: installed('mcp-framework'),
  features: FEATURES,
  browser: true,
  async start() {
    // Its logger writes every step to stderr unconditionally; errors still show.
    logger.info = () => {};
    // An empty folder for its directory-based discovery, so only the tools added here load.
    const basePath = mkdtempSync(join(tmpdir(), 'mcp-framework-'));
    const port = await freePort();
    const server = new MCPServer({
      name: 'mcp-framework-library',
      version: '1.0.0',
      basePath,
      transport: { type: 'http-stream', options: { port, host: '127.0.0.1' } },
    });
    for (const asked of [...FEATURES.map((item) => [item]), BROWSER_FORM])
      server.addTool(featureTool(asked));
    void server.start();
    await listening(port);
    const host = await connectLegacyHost(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)),
    );
    return {
      ask: (list, answer) => host.call(toolFor(list), {}, answer),
      async close() {
        await host.close();
        await server.stop();
        rmSync(basePath, { recursive: true, force: true });
      },
    };
  },
});
