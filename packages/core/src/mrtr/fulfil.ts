/**
 * Answering one batch of asks, shared by the round-trip loop (call.ts) and task following
 * (tasks.ts): refuse what the host cannot answer, ask, then shape and check every answer;
 * and the sending both do (never once the call's signal ended, reading the result).
 */
import type { ElicitMode, ElicitResult } from '../elicitation.js';
import type { InputResponses } from './input-required.js';
import type { AnswerInput, CallOptions, RoundContext, Send } from './contract.js';
import type { JsonRpcRequest } from './jsonrpc.js';
import { endedBy } from '../ask-signal.js';
import { resultIssue, type InputEntry } from './read.js';
import {
  InvalidAnswerError,
  InvalidResultError,
  RpcError,
  UnansweredInputError,
  UndeclaredModeError,
  UnsupportedInputRequestError,
  rpcErrorOf,
} from './errors.js';
import { isObject, own, ownProperty, setOwn, type JsonObject } from '../internal/json.js';
import { checkFormAnswer, toElicitResult } from './shape.js';
import { compileSchema } from '../schema/compile.js';

/** Resolves with `promise`, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    // Settle through the promise even when already aborted, so its rejection is never unhandled.
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends `request` and waits for its response, or rejects with the signal's reason as soon
 * as it aborts. An ended signal sends nothing: `endedBy` reads the clock of one built by
 * `askSignal`, so a send a moment past its deadline is refused, and rejects when its timer fires.
 */
export function sendInTime(
  send: Send,
  request: JsonRpcRequest,
  signal: AbortSignal,
): Promise<unknown> {
  return untilAborted(
    endedBy(signal) ? new Promise(() => undefined) : send(request, { signal }),
    signal,
  );
}

/**
 * The `result` of `response`, the JSON-RPC response to `request`: `RpcError` for an
 * `error` member, `InvalidResultError` when it is not an object (`not-object`) or answers
 * another id (`wrong-id`).
 */
export function resultOf(response: unknown, request: JsonRpcRequest): JsonObject {
  const error = ownProperty(response, 'error');
  if (isObject(error)) throw new RpcError(rpcErrorOf(error));
  const result = ownProperty(response, 'result');
  if (!isObject(result)) throw new InvalidResultError([resultIssue('not-object', '$.result')]);
  if (ownProperty(response, 'id') !== request.id)
    throw new InvalidResultError([resultIssue('wrong-id', '$.id')]);
  return result;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return untilAborted(
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
    signal,
  ).finally(() => clearTimeout(timer));
}

/**
 * Answers one round under the call's `signal`: refuses it before anyone is asked when the
 * host cannot answer an entry, then asks for every entry at once and shapes the answers, in
 * server order. With `partial` (a task's asks) keys left unanswered are left out instead
 * of refused. The round's own signal (`context.signal`) follows the call's at once, so an
 * answer given right after an abort is already refused, and a failed ask aborts it too,
 * cancelling its siblings; an abort rejects with the call's reason.
 */
export async function fulfil(
  entries: readonly InputEntry[],
  modes: Set<ElicitMode>,
  answer: AnswerInput,
  round: Omit<RoundContext, 'signal'>,
  options: CallOptions,
  signal: AbortSignal,
  partial = false,
): Promise<InputResponses> {
  const controller = new AbortController();
  const context: RoundContext = { ...round, signal: AbortSignal.any([signal, controller.signal]) };
  return untilAborted(answerAll(entries, modes, answer, context, options, partial), signal).catch(
    (error: unknown) => {
      controller.abort(error);
      throw error;
    },
  );
}

/** `fulfil` once the round has its signal. */
async function answerAll(
  entries: readonly InputEntry[],
  modes: Set<ElicitMode>,
  answer: AnswerInput,
  context: RoundContext,
  options: CallOptions,
  partial: boolean,
): Promise<InputResponses> {
  // The call's own handler of each host entry (`sampling/createMessage`, `roots/list`), if any.
  const handlers = entries.map((entry) => {
    if (entry.method === 'elicitation/create') {
      if (!modes.has(entry.mode as ElicitMode)) throw new UndeclaredModeError(entry);
      return undefined;
    }
    const handler = options[entry.method === 'roots/list' ? 'roots' : 'sampling'];
    if (!handler && !answer.hostEntries) throw new UnsupportedInputRequestError(entry);
    return handler;
  });
  const asked = entries.filter((_, index) => !handlers[index]);
  const answers = await Promise.all([
    asked.length > 0 ? answer(asked, context) : {},
    ...entries.map((entry, index) =>
      handlers[index]?.(entry.params, { ...context, key: entry.key }),
    ),
  ]);
  const responses: InputResponses = {};
  const missing: string[] = [];
  for (const [index, { key, method, mode = 'form', params }] of entries.entries()) {
    let value = handlers[index] ? answers[1 + index] : ownProperty(answers[0], key);
    if (value === undefined) {
      missing.push(key);
      continue;
    }
    if (method === 'elicitation/create') {
      value = toElicitResult(value, mode);
      if (value && mode === 'form') {
        // Nothing the server did not ask for, and nothing invalid, leaves the client.
        const requestedSchema = own(params, 'requestedSchema');
        const checked = checkFormAnswer(
          value as ElicitResult,
          compileSchema(requestedSchema),
          requestedSchema,
        );
        if ('issues' in checked) throw new InvalidAnswerError(key, checked.issues);
        value = checked.result;
      }
    }
    if (!isObject(value)) throw new InvalidAnswerError(key);
    setOwn(responses, key, value);
  }
  if (missing.length > 0 && !partial) throw new UnansweredInputError(missing);
  return responses;
}
