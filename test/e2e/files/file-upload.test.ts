/**
 * A file answered end to end (SEP-2356): a server on `@modelcontextprotocol/server` 2.4 asks
 * for a file field (`format: "uri"` with `x-mcp-file`) in a 2026-07-28 round, the host is
 * core's `callWithInput` over `createHttpTransport`, and a person in Chromium picks a real
 * file from disk in the real `<elicit-form>` (Playwright `setInputFiles` on the native input).
 * The server decodes the `data:` URI it got and echoes the bytes' length, hash and media
 * type: they must be the file's exactly.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import {
  McpServer,
  createMcpHandler,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/server';
import {
  callWithInput,
  createHttpTransport,
  requestMeta,
  type ElicitResult,
  type InputResponses,
} from '@elicit-kit/core';
import { launchChromium } from '../support/browser.js';
import { serveModulePage, type ModulePage } from '../support/module-page.js';
import { listenOnLoopback, type Listening } from '../servers/listen.js';

const PAGE = fileURLToPath(new URL('../servers/libraries/support/page.ts', import.meta.url));
const MAX_SIZE = 2 * 1024 * 1024;

/** The ask: one required file, an image or a PDF of at most 2 MiB (spec notes §12a). */
const requestedSchema = {
  type: 'object',
  properties: {
    scan: {
      type: 'string',
      format: 'uri',
      title: 'Scan of the receipt',
      'x-mcp-file': { accept: ['image/*', '.pdf'], maxSize: MAX_SIZE },
    },
  },
  required: ['scan'],
} as unknown as ElicitRequestFormParams['requestedSchema'];

/** What a server does with the answer: refuses any scheme but `data:`, decodes base64, reports what it got. */
function decode(
  value: unknown,
): { mediaType: string; length: number; sha256: string } | { refused: string } {
  const match =
    typeof value === 'string'
      ? /^data:([^;,]+)(?:;[^;,=]+=[^;,]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(value)
      : null;
  if (!match) return { refused: `not a base64 data: URI: ${String(value).slice(0, 40)}` };
  const bytes = Buffer.from(match[2]!, 'base64');
  return {
    mediaType: match[1]!,
    length: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

function buildServer(): McpServer {
  const server = new McpServer({ name: 'file-taker', version: '1.0.0' });
  const inputSchema = fromJsonSchema<Record<string, never>>({ type: 'object', properties: {} });
  server.registerTool('file_claim', { inputSchema }, async (_args, ctx) => {
    const response = inputResponse(ctx.mcpReq.inputResponses, 'scan');
    if (response.kind === 'missing') {
      return inputRequired({
        inputRequests: {
          scan: inputRequired.elicit({ message: 'Attach a scan of the receipt', requestedSchema }),
        },
      });
    }
    const got =
      response.kind === 'elicit' && response.action === 'accept'
        ? decode(response.content?.['scan'])
        : { refused: response.kind };
    return { content: [{ type: 'text', text: JSON.stringify(got) }] };
  });
  return server;
}

describe('a file picked in Chromium reaches a @modelcontextprotocol/server 2.4 tool byte for byte', function () {
  this.timeout(60_000);
  let listening: Listening;
  let served: ModulePage;
  let browser: Browser;
  let page: Page;
  let dir: string;

  before(async () => {
    listening = await listenOnLoopback(createMcpHandler(() => buildServer(), { legacy: 'reject' }));
    served = await serveModulePage(PAGE);
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(served.url);
    await page.waitForFunction(() => 'ask' in window);
    dir = mkdtempSync(join(tmpdir(), 'elicit-files-'));
  });

  after(async () => {
    await browser?.close();
    await served?.close();
    await listening?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Calls the tool; the person picks `path` in the form and sends it. */
  async function claimWith(path: string): Promise<unknown> {
    const send = createHttpTransport({ url: listening.url });
    const request = {
      jsonrpc: '2.0' as const,
      id: 1,
      method: 'tools/call',
      params: {
        _meta: requestMeta({ clientInfo: { name: 'elicit-kit-e2e', version: '0.0.0' } }),
        name: 'file_claim',
        arguments: {},
      },
    };
    const result = await callWithInput(
      send,
      request,
      async (entries) => {
        const responses: InputResponses = {};
        for (const entry of entries) {
          const answered = page.evaluate(
            (params) =>
              (window as unknown as { ask(p: unknown): Promise<ElicitResult> }).ask(params),
            entry.params,
          );
          const form = page.locator('elicit-form');
          await form.locator('input[type=file]').setInputFiles(path);
          await form.locator('[part~="file-chosen"]').getByText('Chosen:').waitFor();
          await form.locator('[part~="accept"]').click();
          await form.locator('[part~="review"]').waitFor();
          await form.locator('[part~="accept"]').click();
          responses[entry.key] = await answered;
        }
        return responses;
      },
      { maxRounds: 2, statePause: 0 },
    );
    const text = (result as { content: { text: string }[] }).content[0]!.text;
    return JSON.parse(text);
  }

  it('should give the server the exact bytes and media type of a PDF picked from disk', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(150_000)]);
    const path = join(dir, 'receipt.pdf');
    writeFileSync(path, bytes);
    expect(await claimWith(path)).to.deep.equal({
      mediaType: 'application/pdf',
      length: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('should give the server the exact bytes of a PNG image picked from disk', async () => {
    const bytes = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const path = join(dir, 'receipt.png');
    writeFileSync(path, bytes);
    expect(await claimWith(path)).to.deep.equal({
      mediaType: 'image/png',
      length: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });
});
