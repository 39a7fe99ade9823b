/**
 * The official MCP clients (SDK 1.x `Client`, `@modelcontextprotocol/client` 2.x) parse an
 * `elicitation/create` with their own schemas before a `setRequestHandler` handler runs, and
 * drop every keyword outside their types (`multipleOf`, `exclusiveMinimum`, `pattern`,
 * `const`…). `keepRawElicitations` wraps the host's transport and keeps each ask's params as
 * the server sent them, so the handler can hand those to the kit instead.
 */
import { askMode } from '../elicitation.js';
import type { ElicitRequestParams } from '../elicitation.js';
import { isObject, own, type JsonObject } from '../internal/json.js';
import type { JsonRpcId } from './jsonrpc.js';

/**
 * What the wrapper needs of a transport: the SDKs' `Transport` interface (both majors), read
 * structurally so core depends on neither. Its `onmessage`, `onclose`, `sessionId` and any
 * other member are carried through untouched.
 */
export interface MessageTransport {
  start(): Promise<void>;
  send(message: never, options?: never): Promise<void>;
  close(): Promise<void>;
}

export interface KeepRawOptions {
  /** Most asks kept at once (default 100); past it, the oldest is forgotten first. */
  readonly max?: number;
}

/** The wrapped transport and the lookup of the asks it carried. */
export interface RawElicitations<T extends MessageTransport> {
  /** Connect the MCP client to this instead of the original transport. */
  readonly transport: T;
  /**
   * The params of the ask with this id as the server sent them: the JSON-RPC id of a pushed
   * `elicitation/create` (SDK 1.x: `extra.requestId`; client 2.x: `ctx.mcpReq.id`), or the
   * `inputRequests` key of a 2026-07-28 round (client 2.x's `ctx.mcpReq.id` there). Pass the
   * params the client parsed too: a kept ask is returned only when it is that ask (same mode,
   * message and fields), so `undefined` (use the parsed params) when it was forgotten,
   * answered, or two pending rounds share the key with different asks.
   */
  paramsOf(id: JsonRpcId, parsed?: unknown): ElicitRequestParams | undefined;
}

/** One kept ask: pushed (`request`, by JSON-RPC id) or embedded in a round (`round`, by key). */
interface KeptAsk {
  readonly id: JsonRpcId;
  readonly via: 'request' | 'round';
  readonly params: JsonObject;
  /** The round's `requestState`, which its retry echoes: tells concurrent rounds apart. */
  readonly state?: unknown;
}

const DEFAULT_MAX = 100;

type Callback = (...args: unknown[]) => void;

/** The same ask in its parsed form: mode, message, URL and field names agree. */
function sameAsk(raw: JsonObject, parsed: unknown): boolean {
  if (!isObject(parsed)) return false;
  if (
    askMode(raw) !== askMode(parsed) ||
    own(raw, 'message') !== own(parsed, 'message') ||
    own(raw, 'url') !== own(parsed, 'url')
  )
    return false;
  return fieldNames(own(raw, 'requestedSchema')) === fieldNames(own(parsed, 'requestedSchema'));
}

function fieldNames(schema: unknown): string {
  const properties = isObject(schema) ? own(schema, 'properties') : undefined;
  return isObject(properties) ? JSON.stringify(Object.keys(properties).sort()) : '';
}

/**
 * Wraps an MCP transport so that every `elicitation/create` it delivers (pushed, or embedded
 * in an `input_required` result) is kept by id until it is answered, cancelled or the
 * transport closes, at most `max` at once. The returned `transport` is the same object seen
 * through a proxy (same class, same members); connect the client to it, then look the ask up
 * in the handler:
 * `relay.elicit(session, raw.paramsOf(extra.requestId, request.params) ?? request.params)`.
 */
export function keepRawElicitations<T extends MessageTransport>(
  transport: T,
  options: KeepRawOptions = {},
): RawElicitations<T> {
  const max = options.max ?? DEFAULT_MAX;
  let kept: KeptAsk[] = [];
  const keep = (ask: KeptAsk): void => {
    kept = kept.filter(
      (other) => other.via !== 'request' || ask.via !== 'request' || other.id !== ask.id,
    );
    kept.push(ask);
    if (kept.length > max) kept.splice(0, kept.length - max);
  };
  const forget = (match: (ask: KeptAsk) => boolean): void => {
    kept = kept.filter((ask) => !match(ask));
  };

  const received = (message: unknown): void => {
    if (!isObject(message)) return;
    const method = own(message, 'method');
    const id = own(message, 'id');
    const params = own(message, 'params');
    if (method === 'elicitation/create' && isJsonRpcId(id) && isObject(params)) {
      keep({ id, via: 'request', params });
    } else if (method === 'notifications/cancelled' && isObject(params)) {
      const cancelled = own(params, 'requestId');
      forget((ask) => ask.via === 'request' && ask.id === cancelled);
    } else if (method === undefined) {
      keepRound(own(message, 'result'));
    }
  };
  const keepRound = (result: unknown): void => {
    if (!isObject(result) || own(result, 'resultType') !== 'input_required') return;
    const requests = own(result, 'inputRequests');
    if (!isObject(requests)) return;
    const state = own(result, 'requestState');
    for (const [key, entry] of Object.entries(requests)) {
      const params =
        isObject(entry) && own(entry, 'method') === 'elicitation/create'
          ? own(entry, 'params')
          : undefined;
      if (isObject(params)) keep({ id: key, via: 'round', params, state });
    }
  };
  const sent = (message: unknown): void => {
    if (!isObject(message)) return;
    const id = own(message, 'id');
    const params = own(message, 'params');
    if (own(message, 'method') === undefined) {
      forget((ask) => ask.via === 'request' && ask.id === id);
    } else if (isObject(params) && isObject(own(params, 'inputResponses'))) {
      // A retry answers its round: the keys it carries, echoing that round's state.
      const state = own(params, 'requestState');
      for (const key of Object.keys(own(params, 'inputResponses') as JsonObject)) {
        const index = kept.findIndex(
          (ask) => ask.via === 'round' && ask.id === key && ask.state === state,
        );
        if (index >= 0) kept.splice(index, 1);
      }
    }
  };

  const inner = transport as unknown as JsonObject;
  // The client's callbacks: set on the proxy, called from the transport through ours.
  const callbacks: { [name: string]: unknown } = {
    onmessage: inner['onmessage'],
    onclose: inner['onclose'],
  };
  inner['onmessage'] = (message: unknown, ...rest: unknown[]) => {
    for (const one of Array.isArray(message) ? message : [message]) received(one);
    (callbacks['onmessage'] as Callback | undefined)?.(message, ...rest);
  };
  inner['onclose'] = (...rest: unknown[]) => {
    kept = [];
    (callbacks['onclose'] as Callback | undefined)?.(...rest);
  };
  const send = async (message: unknown, ...rest: unknown[]): Promise<void> => {
    for (const one of Array.isArray(message) ? message : [message]) sent(one);
    return (inner['send'] as (...args: unknown[]) => Promise<void>).call(
      transport,
      message,
      ...rest,
    );
  };

  const proxy = new Proxy(transport, {
    get(target, property) {
      if (property === 'send') return send;
      if (property === 'onmessage' || property === 'onclose') return callbacks[property];
      const value: unknown = Reflect.get(target, property, target);
      // Methods run on the transport itself (class private fields refuse a proxy as `this`).
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
    set(target, property, value) {
      if (property === 'onmessage' || property === 'onclose') {
        callbacks[property] = value;
        return true;
      }
      return Reflect.set(target, property, value, target);
    },
  });

  return {
    transport: proxy,
    paramsOf(id, parsed) {
      const matches = kept.filter(
        (ask) => ask.id === id && (parsed === undefined || sameAsk(ask.params, parsed)),
      );
      const distinct = new Set(matches.map((ask) => JSON.stringify(ask.params)));
      return distinct.size === 1
        ? (matches[0]!.params as unknown as ElicitRequestParams)
        : undefined;
    },
  };
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number';
}
