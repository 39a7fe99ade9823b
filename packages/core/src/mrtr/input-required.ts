/**
 * The Multi Round-Trip Requests wire shapes (2026-07-28): the `InputRequiredResult` a
 * server asks with and the `inputResponses` a retry carries.
 */
import type { ElicitResult } from '../elicitation.js';
import type { JsonObject } from '../internal/json.js';

/** The methods that may answer with `input_required`. */
export type InputRequiredMethod = 'tools/call' | 'prompts/get' | 'resources/read';

/** One embedded request of `inputRequests`: only `method` and `params`. */
export interface InputRequest {
  method: string;
  params?: JsonObject;
}

/** The `InputRequiredResult` a server returns to ask for input. */
export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: { [key: string]: InputRequest };
  requestState?: string;
  _meta?: JsonObject;
}

/** Answers for one round: same keys as `inputRequests`, bare result values. */
export type InputResponses = { [key: string]: ElicitResult | JsonObject };
