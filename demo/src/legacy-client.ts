/**
 * A small 2025-11-25 Streamable HTTP client for the demo's legacy server: initialize a
 * session, call a tool, and answer the `elicitation/create` requests the server pushes
 * on the call's own SSE stream with `answerLegacyRequest`.
 */
import {
  answerLegacyRequest,
  createSseParser,
  type ElicitRequestParams,
  type ElicitResult,
  type JsonObject,
} from '@elicit-kit/core';

/** Records each message that crosses the wire, for the page's traffic log. */
export type TrafficLog = (direction: '→' | '←', message: unknown) => void;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function* messagesOf(response: Response): AsyncGenerator<JsonObject> {
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const text = await response.text();
    if (text) yield JSON.parse(text) as JsonObject;
    return;
  }
  const queue: JsonObject[] = [];
  const parser = createSseParser((event) => {
    try {
      const parsed: unknown = JSON.parse(event.data);
      if (isObject(parsed)) queue.push(parsed);
    } catch {
      // Keep-alives and non-JSON events are not messages.
    }
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) parser.end();
    else parser.push(value);
    while (queue.length) yield queue.shift()!;
    if (done) return;
  }
}

/**
 * Calls `tool` on a 2025-11-25 server at `url`, answering pushed elicitations through
 * `ask`; resolves with the tool's JSON-RPC response.
 */
export async function callLegacyTool(
  url: string,
  tool: string,
  ask: (params: ElicitRequestParams) => Promise<ElicitResult>,
  log: TrafficLog,
): Promise<JsonObject> {
  let session = '';
  let nextId = 1;
  const post = async (message: JsonObject) => {
    log('→', message);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    if (session) headers['mcp-session-id'] = session;
    if (session) headers['mcp-protocol-version'] = '2025-11-25';
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(message) });
    session ||= response.headers.get('mcp-session-id') ?? '';
    return response;
  };
  const request = async (method: string, params: JsonObject): Promise<AsyncGenerator<JsonObject>> =>
    messagesOf(await post({ jsonrpc: '2.0', id: nextId++, method, params }));

  for await (const message of await request('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: { elicitation: { form: {}, url: {} } },
    clientInfo: { name: 'elicit-kit demo', version: '0.1.0' },
  }))
    log('←', message);
  await post({ jsonrpc: '2.0', method: 'notifications/initialized' });

  const callId = nextId;
  try {
    for await (const message of await request('tools/call', { name: tool, arguments: {} })) {
      log('←', message);
      if (message['method'] === 'elicitation/create') {
        const response = await answerLegacyRequest(message, (params) =>
          ask(params as ElicitRequestParams),
        );
        await post(response as unknown as JsonObject);
      } else if (message['id'] === callId) {
        return message;
      }
    }
    throw new Error('The server closed the stream without answering the call.');
  } finally {
    if (session) void fetch(url, { method: 'DELETE', headers: { 'mcp-session-id': session } });
  }
}
