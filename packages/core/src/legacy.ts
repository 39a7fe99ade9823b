/**
 * Elicitation on protocol revisions 2025-11-25 and older, where the server pushes an
 * `elicitation/create` JSON-RPC request and the client answers it with a JSON-RPC
 * response (spec reference §4.2, §8, §10.6).
 */
import { InvalidAnswerError } from './mrtr/errors.js';
import {
  isFiniteNumber,
  isObject,
  own,
  ownProperty,
  textOf,
  type JsonObject,
} from './internal/json.js';
import { declaredModes } from './mrtr/meta.js';
import { checkFormAnswer, toElicitResult } from './mrtr/shape.js';
import { compileSchema } from './schema/compile.js';
import { parseUrl } from './url/inspect.js';
import { askMode } from './elicitation.js';
import type {
  ElicitMode,
  ElicitRequestParams,
  ElicitResult,
  ElicitUrlParams,
} from './elicitation.js';
import type {
  JsonRpcErrorResponse,
  JsonRpcId,
  JsonRpcNotification,
  JsonRpcResponse,
} from './mrtr/jsonrpc.js';
import type { CompiledForm } from './schema/model.js';
import type { SchemaLimits } from './schema/limits.js';

/** The 2025-11-25 error code meaning "open these URLs, then retry" (`URLElicitationRequiredError`). */
export const URL_ELICITATION_REQUIRED = -32042;

/** What the answer function learns besides the params. */
export interface LegacyContext {
  /** The server's request id, kept exactly (`0` included). */
  readonly id: JsonRpcId;
  /** `'form'` (also for a missing mode) or `'url'`. */
  readonly mode: ElicitMode;
  /** For form mode: the compiled schema, always `ok`. */
  readonly form?: CompiledForm;
}

/** Asks the person and resolves with their `ElicitResult`. */
export type LegacyAnswer = (
  params: ElicitRequestParams,
  context: LegacyContext,
) => Promise<ElicitResult>;

/** Options of `answerLegacyRequest`. */
export interface LegacyOptions {
  /** The capabilities declared at `initialize`; default form and URL. */
  readonly capabilities?: JsonObject;
  /** Schema limits passed to `compileSchema`. */
  readonly limits?: Partial<SchemaLimits>;
}

const failure = (
  id: JsonRpcId | null,
  code: number,
  message: string,
  data?: JsonObject,
): JsonRpcErrorResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data && { data }) },
});

const isId = (id: unknown): id is JsonRpcId => typeof id === 'string' || isFiniteNumber(id);

const isUrl = (url: unknown): url is string =>
  typeof url === 'string' && parseUrl(url) !== undefined;

const badParams = (id: JsonRpcId, reason: string, data?: JsonObject) =>
  failure(id, -32602, `The elicitation request is invalid: ${reason}`, data);

/**
 * Answers a server's `elicitation/create` request with the JSON-RPC response to send back.
 *
 * Resolves with `{ jsonrpc, id, result }` holding the checked `ElicitResult` (`content`
 * only for a form accept and only with the schema's keys, every other field dropped),
 * or an error response without asking anyone: `-32600` for a message that is not a request, `-32601` for another
 * method, `-32602` for a mode the capabilities do not declare (spec §"Error Handling"),
 * a schema `compileSchema` cannot render (`data.issues`), a URL request without a valid
 * `url` or `elicitationId`, or a missing `message`. The id is kept exactly.
 * Rejects only when `answer` rejects, or resolves with something that is no `ElicitResult`
 * or with form content that `validateContent` rejects (`InvalidAnswerError`, with
 * `issues`): all are the host's own faults.
 */
export async function answerLegacyRequest(
  message: unknown,
  answer: LegacyAnswer,
  options: LegacyOptions = {},
): Promise<JsonRpcResponse> {
  const id = ownProperty(message, 'id');
  const method = ownProperty(message, 'method');
  if (
    !isObject(message) ||
    own(message, 'jsonrpc') !== '2.0' ||
    !isId(id) ||
    typeof method !== 'string'
  ) {
    return failure(isId(id) ? id : null, -32600, 'The message is not a JSON-RPC request.');
  }
  if (method !== 'elicitation/create')
    return failure(id, -32601, `The method "${method}" is not handled here.`);
  const params = own(message, 'params');
  if (!isObject(params)) return badParams(id, 'params must be an object');
  const mode = askMode(params);
  if (
    !declaredModes(options.capabilities ?? { elicitation: { form: {}, url: {} } }).has(
      mode as ElicitMode,
    )
  ) {
    return failure(
      id,
      -32602,
      `The server asked for "${textOf(mode)}" mode, which this client did not declare.`,
    );
  }
  if (typeof own(params, 'message') !== 'string') return badParams(id, 'message must be a string');
  let form: CompiledForm | undefined;
  if (mode === 'url') {
    if (!isUrl(own(params, 'url'))) return badParams(id, 'url must be a valid URL');
    const elicitationId = own(params, 'elicitationId');
    if (typeof elicitationId !== 'string' || !elicitationId) {
      return badParams(id, 'elicitationId must be a non-empty string');
    }
  } else {
    form = compileSchema(own(params, 'requestedSchema'), { limits: options.limits });
    if (!form.ok) {
      const issues = form.issues.filter((issue) => issue.severity === 'error');
      return badParams(
        id,
        `requestedSchema cannot be rendered (${issues.map((issue) => `${issue.code} at ${issue.path}`).join(', ')})`,
        { issues },
      );
    }
  }
  const context: LegacyContext = { id, mode: mode as ElicitMode, ...(form && { form }) };
  const shaped = toElicitResult(
    await answer(params as unknown as ElicitRequestParams, context),
    mode as string,
  );
  if (!shaped) throw new InvalidAnswerError(String(id));
  // Only the schema's keys, and only valid content: nothing else leaves the client.
  const checked = form ? checkFormAnswer(shaped, form) : { result: shaped };
  if ('issues' in checked) throw new InvalidAnswerError(String(id), checked.issues);
  return { jsonrpc: '2.0', id, result: checked.result as unknown as JsonObject };
}

/** Builds the 2025-11-25 `notifications/elicitation/complete` notification for `elicitationId`. */
export function elicitationCompleteNotification(elicitationId: string): JsonRpcNotification {
  return {
    jsonrpc: '2.0',
    method: 'notifications/elicitation/complete',
    params: { elicitationId },
  };
}

/**
 * Reads a `notifications/elicitation/complete` notification.
 * Returns its `elicitationId`, or `undefined` for any other message.
 */
export function readElicitationComplete(message: unknown): string | undefined {
  const params =
    isObject(message) && own(message, 'method') === 'notifications/elicitation/complete'
      ? own(message, 'params')
      : undefined;
  const elicitationId = ownProperty(params, 'elicitationId');
  return typeof elicitationId === 'string' && elicitationId ? elicitationId : undefined;
}

/**
 * Reads the URLs of a 2025-11-25 `URLElicitationRequiredError` (`-32042`).
 * Takes an error response, its `error` object, or an `RpcError`. Returns the
 * `data.elicitations` as URL-mode params, or `undefined` when the error is another one,
 * the list is empty, or any entry lacks `mode: "url"`, a `message`, a valid `url` or an
 * `elicitationId` (a partial list could make the host retry too early).
 */
export function readUrlElicitationRequired(
  errorOrResponse: unknown,
): ElicitUrlParams[] | undefined {
  const nested = ownProperty(errorOrResponse, 'error');
  const error = isObject(nested) ? nested : errorOrResponse;
  if (!isObject(error) || own(error, 'code') !== URL_ELICITATION_REQUIRED) return undefined;
  const data = own(error, 'data');
  const list = ownProperty(data, 'elicitations');
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const asks: ElicitUrlParams[] = [];
  for (const entry of list as unknown[]) {
    if (!isObject(entry) || own(entry, 'mode') !== 'url') return undefined;
    const message = own(entry, 'message');
    const url = own(entry, 'url');
    const elicitationId = own(entry, 'elicitationId');
    if (
      typeof message !== 'string' ||
      !isUrl(url) ||
      typeof elicitationId !== 'string' ||
      !elicitationId
    )
      return undefined;
    asks.push({ mode: 'url', message, url, elicitationId });
  }
  return asks;
}
