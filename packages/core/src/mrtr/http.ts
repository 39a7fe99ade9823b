/**
 * A minimal Streamable HTTP `send` for protocol revision 2026-07-28 (spec
 * `basic/transports/streamable-http.mdx`, SEP-2243 standard and custom request headers).
 */
import type { JsonRpcRequest, JsonRpcResponse, JsonRpcResultResponse } from './jsonrpc.js';
import type { JsonObject } from '../internal/json.js';
import { ConnectionError, HttpError } from './errors.js';
import { isObject, own, ownProperty } from '../internal/json.js';
import { encodeHeaderValue } from './header-value.js';
import { ACCEPT_LANGUAGE_META_KEY, PROTOCOL_VERSION, PROTOCOL_VERSION_META_KEY } from './meta.js';
import { createSseParser } from './sse.js';
import {
  paramHeaders,
  readToolHeaders,
  type ToolHeader,
  type ToolHeaderIssue,
} from './tool-headers.js';

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
const nameParam: Readonly<Record<string, string>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
};

/** Tells whether `value` is the JSON-RPC response to `id`. */
const answers = (value: unknown, id: unknown): value is JsonRpcResponse =>
  isObject(value) &&
  own(value, 'id') === id &&
  (id === null
    ? isObject(own(value, 'error'))
    : Object.hasOwn(value, 'result') || Object.hasOwn(value, 'error'));

/**
 * The response to `id` in a parsed JSON body (one message or, from older servers, a batch),
 * else an error with a null id (the server could not read ours).
 */
function pick(body: unknown, id: unknown): JsonRpcResponse | undefined {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return (
    messages.find((message) => answers(message, id)) ??
    messages.find((message) => answers(message, null))
  );
}

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
  // An event needs its blank line, so whatever is left when the body ends (an
  // unterminated event, a partial character) is never dispatched: no flush is needed.
  const parser = createSseParser(({ event, data }) => {
    const message = event === 'message' ? parse(data) : undefined;
    if (!found && answers(message, id)) found = message;
  });
  if (!response.body) {
    parser.push(await response.text());
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
 * `tools/call`, `prompts/get` and `resources/read`, and `params.taskId` for every `tasks/*`. Reads a JSON body or an SSE stream
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
  const report =
    options.onExcludedTool ??
    ((tool: ExcludedTool) =>
      console.warn('elicit-kit: tool left out of tools/list for broken x-mcp-header', tool));
  /** Designated parameters by tool name. */
  const known = new Map<string, readonly ToolHeader[]>();
  /** Learns one tool definition; false when its annotations are broken (the tool is then reported). */
  const learn = (tool: unknown): boolean => {
    const name = ownProperty(tool, 'name');
    if (typeof name !== 'string') return true;
    const { headers, issues } = readToolHeaders(own(tool as JsonObject, 'inputSchema'));
    known.set(name, headers);
    if (issues.length > 0) report({ name, issues });
    return issues.length === 0;
  };
  options.tools?.forEach(learn);
  return async (request, init = {}) => {
    const { id, method } = request;
    const params = isObject(request.params) ? request.params : {};
    const version = ownProperty(own(params, '_meta'), PROTOCOL_VERSION_META_KEY);
    const languages = ownProperty(own(params, '_meta'), ACCEPT_LANGUAGE_META_KEY);
    // Every `tasks/*` request names its task (tasks extension, Streamable HTTP binding).
    const name = method.startsWith('tasks/')
      ? own(params, 'taskId')
      : Object.hasOwn(nameParam, method)
        ? own(params, nameParam[method]!)
        : undefined;
    const headers = new Headers(options.headers);
    // Mcp-Name and Mcp-Param-* mirror the body or are absent: a host header must not name something else.
    for (const key of [...headers.keys()]) if (/^mcp-(name$|param-)/.test(key)) headers.delete(key);
    const protocolHeaders = {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': typeof version === 'string' ? version : PROTOCOL_VERSION,
      'Mcp-Method': method,
      // SEP-2792: the header mirrors the body's languages, never disagrees with them.
      ...(typeof languages === 'string' && { 'Accept-Language': languages }),
      ...(typeof name === 'string' && {
        'Mcp-Name': encodeHeaderValue(name),
        ...(method === 'tools/call' &&
          paramHeaders(known.get(name) ?? [], own(params, 'arguments'))),
      }),
    };
    for (const [key, value] of Object.entries(protocolHeaders)) headers.set(key, value);
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
    const found = /text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')
      ? await readStream(response, id).catch(lost)
      : pick(parse(await response.text().catch(lost)), id);
    if (!found) throw new HttpError(status);
    // The caller's `tools/list` result keeps only the valid tools.
    const result: unknown = (found as JsonRpcResultResponse).result;
    const tools = ownProperty(result, 'tools');
    return method === 'tools/list' && Array.isArray(tools)
      ? { ...found, result: { ...(result as JsonObject), tools: tools.filter(learn) } }
      : found;
  };
}
