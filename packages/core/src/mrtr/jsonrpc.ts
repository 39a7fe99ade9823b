/**
 * JSON-RPC 2.0 envelopes, as MCP sends them (both the 2026-07-28 round trips and the
 * 2025-11-25 push).
 */
import type { JsonObject } from '../internal/json.js';

/** A JSON-RPC id; `0` is a valid id. */
export type JsonRpcId = string | number;

/** A JSON-RPC request. */
export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: JsonRpcId;
  method: string;
  params?: JsonObject;
}

/** A JSON-RPC notification (no id). */
export interface JsonRpcNotification {
  jsonrpc: '2.0';
  method: string;
  params?: JsonObject;
}

/** A JSON-RPC error object. */
export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** A successful JSON-RPC response. */
export interface JsonRpcResultResponse {
  jsonrpc: '2.0';
  id: JsonRpcId;
  result: JsonObject;
}

/** A failed JSON-RPC response. */
export interface JsonRpcErrorResponse {
  jsonrpc: '2.0';
  id: JsonRpcId | null;
  error: JsonRpcError;
}

/** Any JSON-RPC response. */
export type JsonRpcResponse = JsonRpcResultResponse | JsonRpcErrorResponse;
