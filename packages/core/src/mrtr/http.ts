/**
 * A minimal Streamable HTTP `send` for protocol revision 2026-07-28 (spec
 * `basic/transports/streamable-http.mdx`, SEP-2243 standard request headers).
 */
import type { JsonRpcRequest, JsonRpcResponse } from './jsonrpc.js';
import { HttpError } from './errors.js';
import { isObject, own } from '../internal/json.js';
import { PROTOCOL_VERSION, PROTOCOL_VERSION_META_KEY } from './meta.js';
import { createSseParser } from './sse.js';

/** Options of `createHttpTransport`. */
export interface HttpTransportOptions {
  /** The server's MCP endpoint. */
  readonly url: string | URL;
  /** Default: the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Extra headers (e.g. `Authorization`); they cannot override the protocol headers. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Which param `Mcp-Name` mirrors, per method. */
const nameParam: Readonly<Record<string, string>> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };

const sentinel = /^=\?base64\?.*\?=$/s;

/**
 * Encodes a header value as the spec asks: plain visible ASCII without surrounding
 * whitespace goes as is; anything else (and anything that looks like the sentinel)
 * goes as `=?base64?{Base64 of UTF-8}?=`.
 */
export function encodeHeaderValue(value: string): string {
  if (/^[\x20-\x7e]+$/.test(value) && value.trim() === value && !sentinel.test(value)) return value;
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}

/** Tells whether `value` is the JSON-RPC response to `id`. */
const answers = (value: unknown, id: unknown): value is JsonRpcResponse =>
  isObject(value) &&
  own(value, 'id') === id &&
  (id === null ? isObject(own(value, 'error')) : Object.hasOwn(value, 'result') || Object.hasOwn(value, 'error'));

/** The response to `id` in a parsed JSON body (one message or, from older servers, a batch). */
const pick = (body: unknown, id: unknown): JsonRpcResponse | undefined =>
  (Array.isArray(body) ? body : [body]).find((message) => answers(message, id));

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads an SSE body until the `message` event that answers `id`; notifications are skipped. */
async function readStream(response: Response, id: unknown): Promise<JsonRpcResponse | undefined> {
  let found: JsonRpcResponse | undefined;
  const parser = createSseParser(({ event, data }) => {
    const message = event === 'message' ? parse(data) : undefined;
    if (!found && answers(message, id)) found = message;
  });
  if (!response.body) {
    parser.push(await response.text());
    parser.end();
    return found;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!found) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    if (!found) {
      parser.push(decoder.decode());
      parser.end();
    }
  } finally {
    // The stream belongs to this one request: stop reading once it has answered.
    if (found) reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  return found;
}

/**
 * Creates a `send` that POSTs one JSON-RPC request to `url` and resolves with its response.
 *
 * Headers: `Content-Type: application/json`, `Accept: application/json, text/event-stream`,
 * `MCP-Protocol-Version` (from the request's `_meta`, else `2026-07-28`), `Mcp-Method`,
 * and `Mcp-Name` (`params.name` or `params.uri`, encoded when not plain ASCII) for
 * `tools/call`, `prompts/get` and `resources/read`. Reads a JSON body or an SSE stream
 * (the `message` event whose id matches; notifications are ignored). An HTTP error
 * with a JSON-RPC body resolves with that body; any other failure rejects with `HttpError`.
 */
export function createHttpTransport(
  options: HttpTransportOptions,
): (request: JsonRpcRequest, init?: { readonly signal?: AbortSignal }) => Promise<JsonRpcResponse> {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  return async (request, init = {}) => {
    const params = isObject(request.params) ? request.params : {};
    const meta = own(params, '_meta');
    const version = isObject(meta) ? own(meta, PROTOCOL_VERSION_META_KEY) : undefined;
    const headers = new Headers(options.headers);
    headers.set('Content-Type', 'application/json');
    headers.set('Accept', 'application/json, text/event-stream');
    headers.set('MCP-Protocol-Version', typeof version === 'string' ? version : PROTOCOL_VERSION);
    headers.set('Mcp-Method', request.method);
    const name = Object.hasOwn(nameParam, request.method) ? own(params, nameParam[request.method]!) : undefined;
    // Mcp-Name mirrors the body or is absent: a host header must not name something else.
    headers.delete('Mcp-Name');
    if (typeof name === 'string') headers.set('Mcp-Name', encodeHeaderValue(name));
    const response = await fetcher(options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      ...(init.signal && { signal: init.signal }),
    });
    // Media types are case-insensitive (RFC 9110 §8.3.1).
    const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
    if (type.includes('text/event-stream')) {
      const found = await readStream(response, request.id);
      if (found) return found;
    } else {
      const body = parse(await response.text());
      // An error body may carry a null id when the server could not read ours.
      const found = pick(body, request.id) ?? pick(body, null);
      if (found) return found;
    }
    throw new HttpError(response.status);
  };
}
