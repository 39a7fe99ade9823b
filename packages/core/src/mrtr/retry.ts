/**
 * Builds the retry of a Multi Round-Trip Request (spec `mrtr.mdx` §"Client Requirements").
 */
import type { JsonRpcId, JsonRpcRequest } from './jsonrpc.js';
import type { InputResponses } from './input-required.js';
import { copyOwn, isObject, own, type JsonObject } from '../internal/json.js';
import { requestMeta } from './meta.js';

/** What one retry carries besides the original params. */
export interface RetryInput {
  /** This round's answers, keyed like `inputRequests`; left out when not given. */
  readonly inputResponses?: InputResponses;
  /** The server's `requestState`, echoed byte for byte; left out when not given. */
  readonly requestState?: string;
}

/** Options of `retryRequest`. */
export interface RetryOptions {
  /**
   * The `_meta` envelope of the retry, as given. Default: a copy of the original's
   * `_meta` with the keys every 2026-07-28 request needs filled in from `requestMeta()`
   * where missing (protocol version, client capabilities).
   */
  readonly meta?: JsonObject;
}

/**
 * Builds the retry request: the original method and params (`name`/`arguments` or
 * `uri`) unchanged, plus `inputResponses` and `requestState` at the top level of
 * `params`, a new `id` and a fresh `_meta` envelope (never the original's object).
 *
 * The original is never mutated. Its own `inputResponses`/`requestState` (from an
 * earlier round) are replaced, never merged: only this round's answers are sent. A
 * field not given is absent from the retry (no `undefined`-valued key, nothing
 * invented); `inputResponses` that is not an object is left out too. `id` must differ from the original's (spec rule 3); this builder does
 * not check it, `callWithInput` guarantees fresh ids.
 */
export function retryRequest(
  original: JsonRpcRequest,
  input: RetryInput,
  id: JsonRpcId,
  options: RetryOptions = {},
): JsonRpcRequest {
  // Typed input, yet built from host JSON: a malformed original or answer map never throws.
  const { method, params: given } = isObject(original) ? original : ({} as Partial<JsonRpcRequest>);
  const source = isObject(given) ? given : {};
  const originalMeta = own(source, '_meta');
  const meta = options.meta ?? { ...requestMeta(), ...(isObject(originalMeta) && originalMeta) };
  const params = copyOwn(source, ['_meta', 'inputResponses', 'requestState']);
  const request: JsonRpcRequest = {
    jsonrpc: '2.0',
    id,
    method: typeof method === 'string' ? method : '',
    params: { _meta: meta, ...params },
  };
  if (isObject(input.inputResponses))
    request.params!.inputResponses = copyOwn(input.inputResponses);
  if (typeof input.requestState === 'string') request.params!.requestState = input.requestState;
  return request;
}
