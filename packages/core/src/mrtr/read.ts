/**
 * Reads a 2026-07-28 result: complete, or an `InputRequiredResult` asking for input
 * (spec `basic/patterns/mrtr.mdx`, `schema.ts` `InputRequiredResult`).
 */
import { askMode } from '../elicitation.js';
import { isObject, own, ownProperty, textOf, type JsonObject } from '../internal/json.js';
import { CONTENT_LANGUAGE_META_KEY, contentLanguageOf } from './meta.js';
import type { Issue } from '../issue.js';

/** The embedded request methods a server may put in `inputRequests`. */
export type InputEntryMethod = 'elicitation/create' | 'sampling/createMessage' | 'roots/list';

/** One embedded request of a round, in server order. */
export interface InputEntry {
  /** The server's key; the answer goes under the same key. Never show it to people. */
  readonly key: string;
  readonly method: InputEntryMethod;
  /** The embedded request's params (`{}` when the server sent none). */
  readonly params: JsonObject;
  /**
   * For `elicitation/create` only: `'form'` (also when `mode` is missing) or `'url'`.
   * Any other string is kept as sent, so the caller can refuse it.
   */
  readonly mode?: string;
}

/** Codes of problems with a result. */
export type ResultIssueCode =
  | 'not-object'
  | 'unknown-result-type'
  | 'no-input'
  | 'bad-request-state'
  | 'unsupported-method'
  | 'bad-mode'
  | 'wrong-id'
  | 'input-not-allowed'
  | 'bad-task';

/** A problem with a result; `path` points into the result (`$.inputRequests.a.method`). Text: `formatIssue`. */
export interface ResultIssue extends Issue<ResultIssueCode> {
  readonly path: string;
  /** What the text needs besides `path`: `type` or `method` where the code names one. */
  readonly params: { readonly [key: string]: string };
}

/** What `readInputRequired` found. */
export type ReadResult =
  | { readonly kind: 'complete'; readonly result: JsonObject }
  | {
      readonly kind: 'input_required';
      readonly entries: readonly InputEntry[];
      readonly requestState?: string;
    }
  | { readonly kind: 'invalid'; readonly issues: readonly ResultIssue[] };

const methods: readonly string[] = ['elicitation/create', 'sampling/createMessage', 'roots/list'];

/** Builds one result issue. */
export function resultIssue(
  code: ResultIssueCode,
  path: string,
  params: { [key: string]: string } = {},
): ResultIssue {
  return { code, path, params };
}

/**
 * Reads the `result` of a `tools/call`, `prompts/get` or `resources/read` response.
 * A missing `resultType` (an older server) means complete; an unknown one is invalid;
 * an `input_required` result needs `inputRequests`, `requestState` or both. Never throws.
 * Entries keep the server's key order (JSON objects list integer-like keys first).
 */
/** An ask's params with the result's content language in its own `_meta`, unless it says its own (SEP-2792). */
function withLanguage(params: JsonObject, language: string | undefined): JsonObject {
  const meta = own(params, '_meta');
  if (!language || contentLanguageOf(meta)) return params;
  return {
    ...params,
    _meta: { ...(isObject(meta) && meta), [CONTENT_LANGUAGE_META_KEY]: language },
  };
}

export function readInputRequired(result: unknown): ReadResult {
  if (!isObject(result)) return { kind: 'invalid', issues: [resultIssue('not-object', '$')] };
  const type = own(result, 'resultType');
  if (type === undefined || type === 'complete') return { kind: 'complete', result };
  if (type !== 'input_required') {
    return {
      kind: 'invalid',
      issues: [resultIssue('unknown-result-type', '$.resultType', { type: textOf(type) })],
    };
  }
  const issues: ResultIssue[] = [];
  const requests = own(result, 'inputRequests');
  const requestState = own(result, 'requestState');
  if (requestState !== undefined && typeof requestState !== 'string') {
    issues.push(resultIssue('bad-request-state', '$.requestState'));
  }
  if (requests !== undefined && !isObject(requests))
    issues.push(resultIssue('not-object', '$.inputRequests'));
  const entries: InputEntry[] = [];
  const language = contentLanguageOf(own(result, '_meta'));
  for (const [key, request] of isObject(requests) ? Object.entries(requests) : []) {
    const path = `$.inputRequests[${JSON.stringify(key)}]`;
    const method = ownProperty(request, 'method');
    const params = ownProperty(request, 'params') ?? {};
    if (typeof method !== 'string' || !isObject(params)) {
      issues.push(resultIssue('not-object', path));
    } else if (!methods.includes(method)) {
      issues.push(resultIssue('unsupported-method', `${path}.method`, { method }));
    } else if (method !== 'elicitation/create') {
      entries.push({ key, method: method as InputEntryMethod, params });
    } else {
      const mode = askMode(params);
      if (typeof mode === 'string')
        entries.push({ key, method, params: withLanguage(params, language), mode });
      else issues.push(resultIssue('bad-mode', `${path}.params.mode`));
    }
  }
  if (issues.length > 0) return { kind: 'invalid', issues };
  if (entries.length === 0 && typeof requestState !== 'string')
    return { kind: 'invalid', issues: [resultIssue('no-input', '$')] };
  return {
    kind: 'input_required',
    entries,
    ...(typeof requestState === 'string' && { requestState }),
  };
}
