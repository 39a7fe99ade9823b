/**
 * A minimal Streamable HTTP `send` for protocol revision 2026-07-28 (spec
 * `basic/transports/streamable-http.mdx`, SEP-2243 standard and custom request headers).
 */
import type { JsonRpcRequest, JsonRpcResponse, JsonRpcResultResponse } from './jsonrpc.js';
import type { JsonObject } from '../internal/json.js';
import { ConnectionError, HttpError } from './errors.js';
import { isObject, own } from '../internal/json.js';
import { encodeHeaderValue } from './header-value.js';
import { PROTOCOL_VERSION, PROTOCOL_VERSION_META_KEY } from './meta.js';
import { createSseParser } from './sse.js';
import { paramHeaders, readToolHeaders, type ToolHeader, type ToolHeaderIssue } from './tool-headers.js';

export { encodeHeaderValue };

/** A tool `createHttpTransport` left out of a `tools/list` result: its `x-mcp-header` annotations break the rules. */
export interface ExcludedTool {
  /** The tool's `name`. */
  readonly name: string;
  /** Why, from `readToolHeaders`. */
  readonly issues: readonly ToolHeaderIssue[];
}

/** Options of `createHttpTransport`. */
export interface HttpTransportOptions {
  /** The server's MCP endpoint. */
  readonly url: string | URL;
  /** Default: the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Extra headers (e.g. `Authorization`); they cannot override the protocol headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Tool definitions (`{ name, inputSchema }`) known before any `tools/list` passes
   * through, e.g. from a cache; later listings replace them tool by tool.
   */
  readonly tools?: readonly unknown[];
  /**
   * Called for each tool left out of a `tools/list` result for broken `x-mcp-header`
   * annotations. Default: `console.warn` with the tool's name and the issues.
   */
  readonly onExcludedTool?: (tool: ExcludedTool) => void;
}

/** Which param `Mcp-Name` mirrors, per method. */
const nameParam: Readonly<Record<string, string>> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };

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
 * with a JSON-RPC body resolves with that body; a connection refused or dropped before the
 * whole response arrived rejects with `ConnectionError`; any other failure with `HttpError`.
 *
 * Custom headers (SEP-2243): the transport learns each tool's `x-mcp-header` parameters
 * from every `tools/list` result it carries (and from `options.tools`), and mirrors the
 * arguments of a `tools/call` of a known tool into `Mcp-Param-{Name}` headers
 * (`paramHeaders`). A listed tool whose annotations are broken (`readToolHeaders`
 * issues) is left out of the result the caller gets, and reported to `onExcludedTool`.
 */
export function createHttpTransport(
  options: HttpTransportOptions,
): (request: JsonRpcRequest, init?: { readonly signal?: AbortSignal }) => Promise<JsonRpcResponse> {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const report = options.onExcludedTool ?? ((tool: ExcludedTool) => console.warn('elicit-kit: tool left out of tools/list for broken x-mcp-header', tool));
  /** Designated parameters by tool name. */
  const known = new Map<string, readonly ToolHeader[]>();
  /** Learns one tool definition; false when its annotations are broken (the tool is then reported). */
  const learn = (tool: unknown): boolean => {
    const name = isObject(tool) ? own(tool, 'name') : undefined;
    if (typeof name !== 'string') return true;
    const { headers, issues } = readToolHeaders(own(tool as JsonObject, 'inputSchema'));
    known.set(name, headers);
    if (issues.length > 0) report({ name, issues });
    return issues.length === 0;
  };
  options.tools?.forEach(learn);
  /** The response the caller gets: a `tools/list` result keeps only the valid tools. */
  const listed = (response: JsonRpcResponse, method: string): JsonRpcResponse => {
    const result: unknown = (response as JsonRpcResultResponse).result;
    const tools = isObject(result) ? own(result, 'tools') : undefined;
    return method === 'tools/list' && Array.isArray(tools) ? { ...response, result: { ...(result as JsonObject), tools: tools.filter(learn) } } : response;
  };
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
    // Mcp-Param-* headers mirror the designated arguments, nothing else.
    for (const key of [...headers.keys()]) if (key.startsWith('mcp-param-')) headers.delete(key);
    if (request.method === 'tools/call' && typeof name === 'string') {
      for (const [key, value] of Object.entries(paramHeaders(known.get(name) ?? [], own(params, 'arguments')))) headers.set(key, value);
    }
    let status = 0;
    /** A network failure (refused, reset, dropped mid-body) as a typed error; an abort stays the signal's. */
    const lost = (error: unknown): never => {
      throw init.signal?.aborted ? error : new ConnectionError(status, error);
    };
    const response = await fetcher(options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      ...(init.signal && { signal: init.signal }),
    }).catch(lost);
    status = response.status;
    // Media types are case-insensitive (RFC 9110 §8.3.1).
    const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
    if (type.includes('text/event-stream')) {
      const found = await readStream(response, request.id).catch(lost);
      if (found) return listed(found, request.method);
    } else {
      const body = parse(await response.text().catch(lost));
      // An error body may carry a null id when the server could not read ours.
      const found = pick(body, request.id) ?? pick(body, null);
      if (found) return listed(found, request.method);
    }
    throw new HttpError(response.status);
  };
}
