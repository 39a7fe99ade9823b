/**
 * The elicitation wire shapes: the params of an ask (`elicitation/create`, or an entry of
 * `inputRequests`) and the `ElicitResult` that answers it. Field names follow the MCP
 * schema (2025-06-18, 2025-11-25 and 2026-07-28 revisions) exactly.
 */
import {
  isFiniteNumber,
  isString,
  isStringList,
  ownProperty,
  type JsonObject,
} from './internal/json.js';

/** The three answers a person can give. */
export type ElicitAction = 'accept' | 'decline' | 'cancel';

/** One value of accepted form content. */
export type ContentValue = string | number | boolean | string[];

/** True for the values form content may carry: strings, booleans, finite numbers (JSON has no NaN), string arrays. */
export function isContentValue(value: unknown): value is ContentValue {
  return (
    isString(value) || typeof value === 'boolean' || isFiniteNumber(value) || isStringList(value)
  );
}

/** Accepted form content: property name to value. */
export type ElicitContent = { [key: string]: ContentValue };

/**
 * The `ElicitResult` sent back to the server (bare, no `resultType`, no `_meta`).
 * A type alias, not an interface: aliases are assignable to index-signature types, so a
 * handler returning it satisfies the official MCP clients' `setRequestHandler` types.
 */
export type ElicitResult = {
  /** What the person chose. */
  readonly action: ElicitAction;
  /** Present only for `accept` in form mode. */
  readonly content?: ElicitContent;
};

/** The `requestedSchema` of a form-mode ask, as the spec defines it (servers may send more). */
export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  title?: string;
  description?: string;
  properties: { [key: string]: JsonObject };
  required?: string[];
}

/** Params of a form-mode `elicitation/create` (a missing `mode` means form). */
export interface ElicitFormParams {
  mode?: 'form';
  message: string;
  requestedSchema?: RequestedSchema | JsonObject;
  _meta?: JsonObject;
}

/** Params of a URL-mode `elicitation/create`; `elicitationId` exists on 2025-11-25 only. */
export interface ElicitUrlParams {
  mode: 'url';
  message: string;
  url: string;
  elicitationId?: string;
  _meta?: JsonObject;
}

/** Params of any `elicitation/create`. */
export type ElicitRequestParams = ElicitFormParams | ElicitUrlParams;

/** The two modes of an ask. */
export type ElicitMode = 'form' | 'url';

/**
 * The mode an ask's `params` ask for: `'form'` when `mode` is missing or `""` (go-sdk v1.7
 * pre-releases send `""` for forms), otherwise the value as sent, whatever it is.
 */
export function askMode(params: unknown): unknown {
  const mode = ownProperty(params, 'mode');
  return mode === undefined || mode === '' ? 'form' : mode;
}
