/**
 * The per-request `_meta` envelope of protocol revision 2026-07-28: every request,
 * retries included, carries the protocol version and the client's capabilities
 * (spec `basic/index.mdx` §"_meta", SEP-2575).
 */
import type { ElicitMode } from '../elicitation.js';
import { isObject, own, ownProperty, type JsonObject } from '../internal/json.js';

/** The protocol revision that introduced Multi Round-Trip Requests. */
export const PROTOCOL_VERSION = '2026-07-28';
/** `_meta` key of the protocol version (required on every 2026-07-28 request). */
export const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
/** `_meta` key of the client capabilities (required on every 2026-07-28 request). */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
/** `_meta` key of the client name and version (optional, recommended). */
export const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';

/** The client name and version (`Implementation` in the spec). */
export interface ClientInfo {
  readonly name: string;
  readonly version: string;
  readonly [key: string]: unknown;
}

/** Options of `requestMeta`. */
export interface RequestMetaOptions {
  /** Sent as `io.modelcontextprotocol/clientInfo` when given. */
  readonly clientInfo?: ClientInfo;
  /** Default `{ elicitation: { form: {}, url: {} } }`; a forms-only host passes `{ elicitation: { form: {} } }`. */
  readonly capabilities?: JsonObject;
  /** Default `PROTOCOL_VERSION`. */
  readonly protocolVersion?: string;
}

/**
 * Builds the `_meta` envelope of one request.
 * Returns a fresh object on every call, so one request's envelope never leaks into another's.
 */
export function requestMeta(options: RequestMetaOptions = {}): JsonObject {
  const meta: JsonObject = {
    [PROTOCOL_VERSION_META_KEY]: options.protocolVersion ?? PROTOCOL_VERSION,
    [CLIENT_CAPABILITIES_META_KEY]: options.capabilities ?? { elicitation: { form: {}, url: {} } },
  };
  if (options.clientInfo) meta[CLIENT_INFO_META_KEY] = options.clientInfo;
  return meta;
}

/**
 * Lists the elicitation modes that client capabilities declare.
 * `elicitation: {}` means form only (spec §"Capabilities", kept for backwards
 * compatibility); no `elicitation` at all means no mode.
 */
export function declaredModes(capabilities: unknown): Set<ElicitMode> {
  const modes = new Set<ElicitMode>();
  const elicitation = ownProperty(capabilities, 'elicitation');
  if (!isObject(elicitation)) return modes;
  if (isObject(own(elicitation, 'form'))) modes.add('form');
  if (isObject(own(elicitation, 'url'))) modes.add('url');
  if (own(elicitation, 'form') === undefined && own(elicitation, 'url') === undefined) modes.add('form');
  return modes;
}
