/**
 * Answering one batch of asks, shared by the round-trip loop (call.ts) and task following
 * (tasks.ts): refuse what the host cannot answer, ask, then shape and check every answer.
 */
import type { ElicitMode, ElicitResult } from '../elicitation.js';
import type { InputResponses } from './input-required.js';
import type { AnswerInput, CallOptions, RoundContext, Send } from './call.js';
import type { JsonRpcRequest } from './jsonrpc.js';
import { endedBy } from '../ask-signal.js';
import type { InputEntry } from './read.js';
import { InvalidAnswerError, UnansweredInputError, UndeclaredModeError, UnsupportedInputRequestError } from './errors.js';
import { isObject, own, ownProperty, setOwn } from '../internal/json.js';
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
 * `askSignal`, so a send a moment past its deadline (before the timer fired) is refused too.
 */
export function sendInTime(send: Send, request: JsonRpcRequest, signal: AbortSignal): Promise<unknown> {
  if (endedBy(signal)) return Promise.reject(signal.reason);
  return untilAborted(send(request, { signal }), signal);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return untilAborted(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), signal).finally(() => clearTimeout(timer));
}

/**
 * Answers one round: refuses it before anyone is asked when the host cannot answer an
 * entry, then asks for every entry at once and shapes the answers, in server order.
 * With `partial` (a task's asks) keys left unanswered are left out instead of refused.
 */
export async function fulfil(
  entries: readonly InputEntry[],
  modes: Set<ElicitMode>,
  answer: AnswerInput,
  context: RoundContext,
  options: CallOptions,
  partial = false,
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
    ...entries.map((entry, index) => handlers[index]?.(entry.params, { ...context, key: entry.key })),
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
        const checked = checkFormAnswer(value as ElicitResult, compileSchema(requestedSchema), requestedSchema);
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
