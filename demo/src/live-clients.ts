/**
 * The gallery's client stories: the MCP clients hosts already run, live against the demo's
 * 2025-11-25 server at `/legacy-mcp`, each with elicit-kit plugged in by the one call its
 * docs page shows (docs/clients/ai-sdk.md, docs/clients/mcp-sdk-1.md):
 * - the Vercel AI SDK (`@ai-sdk/mcp` `createMCPClient`, form mode only);
 * - the official SDK 1.x `Client` (`@modelcontextprotocol/sdk` 1.32, form and URL mode),
 *   passing `extra.signal` so an ask the server withdraws closes (or, once typed into,
 *   locks) its card.
 * Every JSON message either client sends or receives over HTTP goes to the traffic log.
 * Loaded on demand by demo-live.ts, so the gallery's first page stays light.
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createSseParser, type ElicitRequestParams } from '@elicit-kit/core';
import { showElicitation } from '@elicit-kit/elements';
import type { TrafficLog } from './legacy-client.js';

/** The clients the gallery runs. */
export type ClientName = 'ai-sdk' | 'sdk-1';

/** The gallery's theme and language, given to each dialog. */
export interface DialogLook {
  readonly locale: string;
  readonly theme?: 'light' | 'dark';
}

/** Calls `observe` with each JSON-RPC message of a response body (JSON or SSE) as it passes, unchanged, to the client. */
function observed(response: Response, observe: (message: unknown) => void): Response {
  const type = response.headers.get('content-type') ?? '';
  const sse = type.includes('text/event-stream');
  if (!response.body || (!sse && !type.includes('application/json'))) return response;
  const decoder = new TextDecoder();
  const emit = (text: string) => {
    try {
      observe(JSON.parse(text));
    } catch {
      // Keep-alives and priming events carry no JSON.
    }
  };
  const parser = createSseParser((event) => emit(event.data));
  let json = '';
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = decoder.decode(chunk, { stream: true });
        if (sse) parser.push(text);
        else json += text;
        controller.enqueue(chunk);
      },
      flush() {
        if (sse) parser.end();
        else if (json) emit(json);
      },
    }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** `fetch` that logs every JSON body a POST sends and every message its response carries. */
function loggingFetch(log: TrafficLog): typeof fetch {
  return async (input, init) => {
    const post = (init?.method ?? 'GET').toUpperCase() === 'POST';
    if (post && typeof init?.body === 'string') {
      try {
        log('→', JSON.parse(init.body));
      } catch {
        // Not JSON: nothing to show.
      }
    }
    const response = await fetch(input, init);
    // Only POST responses: the clients' GET streams stay as they are (this server pushes on the call's own stream).
    return post ? observed(response, (message) => log('←', message)) : response;
  };
}

/** The AI SDK story: a fresh client per call, form mode only, the docs' one call. */
async function callWithAiSdk(tool: string, log: TrafficLog, look: DialogLook): Promise<unknown> {
  const client = await createMCPClient({
    transport: {
      type: 'http',
      url: new URL('/legacy-mcp', location.href).href,
      fetch: loggingFetch(log),
    },
    // Form mode only: the AI SDK refuses URL asks before any handler runs, so do not invite them.
    capabilities: { elicitation: { form: {} } },
    protocolVersionDiscovery: false, // a 2025-11-25 server: straight to initialize
  });
  try {
    // The one call (docs/clients/ai-sdk.md), with the gallery's theme and language.
    client.onElicitationRequest(ElicitationRequestSchema, (request) =>
      showElicitation(request.params as ElicitRequestParams, {
        serverName: client.serverInfo.name,
        ...look,
      }),
    );
    return await client.callTool({ name: tool, arguments: {} });
  } finally {
    await client.close();
  }
}

/**
 * The SDK 1.x client stays connected across calls: SDK 1.32 ignores a withdrawal of a
 * session's first ask (request id 0, typescript-sdk #2115), so later asks are the ones
 * whose card the server's `notifications/cancelled` can close.
 */
let sdk1: Promise<Client> | undefined;
/** Where the connected SDK 1.x client logs: the view that called it last. */
let sdk1Log: TrafficLog = () => {};
let sdk1Look: DialogLook = { locale: 'en' };

function connectSdk1(): Promise<Client> {
  const client = new Client(
    { name: 'elicit-kit gallery', version: '0.1.0' },
    // Declare both modes: servers only send URL asks to clients that declare `url`.
    { capabilities: { elicitation: { form: {}, url: {} } } },
  );
  // The one call (docs/clients/mcp-sdk-1.md), with the gallery's theme and language.
  client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
    showElicitation(request.params, {
      serverName: client.getServerVersion()?.name ?? '',
      signal: extra.signal,
      ...sdk1Look,
    }),
  );
  const transport = new StreamableHTTPClientTransport(new URL('/legacy-mcp', location.href), {
    fetch: loggingFetch((direction, message) => sdk1Log(direction, message)),
  });
  return client.connect(transport).then(() => client);
}

async function callWithSdk1(tool: string, log: TrafficLog, look: DialogLook): Promise<unknown> {
  sdk1Log = log;
  sdk1Look = look;
  sdk1 ??= connectSdk1().catch((error: unknown) => {
    sdk1 = undefined;
    throw error;
  });
  return (await sdk1).callTool({ name: tool, arguments: {} });
}

/** Calls `tool` on `/legacy-mcp` through `client`, logging the traffic; resolves with what the client returned. */
export function callWithClient(
  client: ClientName,
  tool: string,
  log: TrafficLog,
  look: DialogLook,
): Promise<unknown> {
  return client === 'ai-sdk' ? callWithAiSdk(tool, log, look) : callWithSdk1(tool, log, look);
}
