/**
 * Tasks (the `io.modelcontextprotocol/tasks` extension, SEP-2663; spec reference §1.5): a
 * `tools/call` the server turned into a task is followed with `tasks/get`, and the task's
 * asks are answered with `tasks/update`, never by calling again.
 */
import type { JsonRpcId, JsonRpcRequest } from './jsonrpc.js';
import type { AnswerInput, CallOptions, SavedTask, Send, TaskInfo } from './contract.js';
import {
  InvalidResultError,
  RpcError,
  TaskCancelledError,
  TaskExpiredError,
  TaskFailedError,
  TaskStuckError,
  rpcErrorOf,
} from './errors.js';
import { fulfil, pause, resultOf, sendInTime, untilAborted } from './fulfil.js';
import { isObject, own, ownProperty, type JsonObject } from '../internal/json.js';
import { CLIENT_CAPABILITIES_META_KEY, declaredModes } from './meta.js';
import { readInputRequired, resultIssue, type ResultIssue } from './read.js';

/** The extension id, declared under `clientCapabilities.extensions` to opt in per request. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

const statuses: readonly string[] = [
  'working',
  'input_required',
  'completed',
  'failed',
  'cancelled',
];

/**
 * Reads a task: a `CreateTaskResult` or a `tasks/get` result. Needs a non-empty `taskId`
 * and a known `status`; optional fields of the wrong type are left out. Never throws.
 */
export function readTask(
  result: unknown,
):
  | { readonly kind: 'task'; readonly task: TaskInfo }
  | { readonly kind: 'invalid'; readonly issues: readonly ResultIssue[] } {
  const taskId = ownProperty(result, 'taskId');
  const status = ownProperty(result, 'status');
  if (!taskId || typeof taskId !== 'string' || !statuses.includes(status as string))
    return { kind: 'invalid', issues: [resultIssue('bad-task', '$')] };
  const task: { [key: string]: unknown } = { taskId, status };
  for (const key of ['statusMessage', 'createdAt', 'lastUpdatedAt', 'pollIntervalMs', 'ttlMs']) {
    const value = ownProperty(result, key);
    const type = key === 'pollIntervalMs' || key === 'ttlMs' ? 'number' : 'string';
    if (typeof value === type || (key === 'ttlMs' && value === null)) task[key] = value;
  }
  return { kind: 'task', task: task as unknown as TaskInfo };
}

/** `meta` with the tasks extension declared in its client capabilities (the host's other extensions kept). */
export function declareTasks(meta: JsonObject): JsonObject {
  const capabilities = own(meta, CLIENT_CAPABILITIES_META_KEY);
  const extensions = ownProperty(capabilities, 'extensions');
  return {
    ...meta,
    [CLIENT_CAPABILITIES_META_KEY]: {
      ...(isObject(capabilities) && capabilities),
      extensions: { ...(isObject(extensions) && extensions), [TASKS_EXTENSION]: {} },
    },
  };
}

/** How `callWithInput` builds each request of the call it hands over. */
export interface TaskCall {
  readonly original: JsonRpcRequest;
  readonly meta: () => JsonObject;
  readonly freshId: () => JsonRpcId;
  readonly options: CallOptions;
}

/** Milliseconds between polls without a `pollIntervalMs`: doubling from this while nothing changes… */
const BACKOFF_START = 500;
/** …up to this. */
const BACKOFF_MAX = 8000;

/**
 * Follows task `start.taskId` to its end: polls `tasks/get`, hands each batch of asks not
 * answered yet to `answer` (a key answered once is never shown again, however many polls
 * list it; one left unanswered is asked again), sends what was answered with
 * `tasks/update`, and resolves with the task's `result`. Giving up on a live task (abort,
 * or an ask that failed or that the person cancelled) sends `tasks/cancel`.
 */
export async function followTask(
  send: Send,
  start: SavedTask & { readonly created?: TaskInfo },
  answer: AnswerInput,
  { original, meta, freshId, options }: TaskCall,
): Promise<JsonObject> {
  const {
    signal = new AbortController().signal,
    onTaskStatus,
    minPollInterval = 250,
    maxStuckPolls = 60,
  } = options;
  const { taskId } = start;
  const memory = answer.tasks;
  const answered = new Set(start.answered);
  const modes = declaredModes(options.capabilities ?? own(meta(), CLIENT_CAPABILITIES_META_KEY));
  const request = (method: string, params: JsonObject = {}): JsonRpcRequest => ({
    jsonrpc: '2.0',
    id: freshId(),
    method,
    params: { _meta: meta(), taskId, ...params },
  });
  const exchange = async (sent: JsonRpcRequest): Promise<JsonObject> =>
    resultOf(await sendInTime(send, sent, signal), sent);
  const keep = () => memory?.keep(original, { taskId, answered: [...answered] });
  let task: TaskInfo | undefined = start.created;
  let raw: JsonObject = {};
  let get: JsonRpcRequest | undefined;
  let last = '';
  let stuck = 0;
  let batch = 0;
  let expires = Infinity;
  let giveUp = false;
  keep();
  try {
    for (;;) {
      if (task) {
        // "Nothing new" is judged on what the server shows; the asks' keys stand for the snapshot.
        const seen = JSON.stringify([
          task.status,
          task.statusMessage,
          task.lastUpdatedAt,
          Object.keys(Object(own(raw, 'inputRequests')) as object),
        ]);
        if (seen !== last) {
          last = seen;
          stuck = 0;
          onTaskStatus?.(task);
        } else if (++stuck >= maxStuckPolls) throw new TaskStuckError(taskId, stuck);
        if (typeof task.ttlMs === 'number') {
          // The task's age by the server's own clock, so a skewed client clock cannot expire it early.
          const age = Date.parse(task.lastUpdatedAt ?? '') - Date.parse(task.createdAt ?? '');
          expires = Math.min(expires, Date.now() + task.ttlMs - (age > 0 ? age : 0));
        }
      }
      // The create result carries no payload: only a `tasks/get` answer is acted on.
      if (get && task) {
        if (task.status === 'completed') {
          const result = own(raw, 'result');
          if (!isObject(result))
            throw new InvalidResultError([resultIssue('not-object', '$.result')]);
          return result;
        }
        if (task.status === 'failed') {
          const error = own(raw, 'error');
          throw new TaskFailedError(taskId, isObject(error) ? rpcErrorOf(error) : undefined);
        }
        if (task.status === 'cancelled') throw new TaskCancelledError(taskId, task.statusMessage);
        if (Date.now() > expires) throw new TaskExpiredError(taskId);
        if (task.status === 'input_required') {
          // Tasks carry no requestState; the empty one only lets an empty snapshot read as no asks.
          const read = readInputRequired({
            resultType: 'input_required',
            inputRequests: own(raw, 'inputRequests') ?? {},
            requestState: '',
          });
          if (read.kind === 'invalid') throw new InvalidResultError(read.issues);
          const fresh =
            read.kind === 'input_required'
              ? read.entries.filter((entry) => !answered.has(entry.key))
              : [];
          if (fresh.length > 0) {
            giveUp = true;
            const inputResponses = await fulfil(
              fresh,
              modes,
              answer,
              { round: ++batch, request: get, taskId },
              options,
              signal,
              true,
            );
            giveUp = false;
            if (Object.keys(inputResponses).length > 0) {
              // A failed update is offered again like a round's send (with a fresh id), so nothing answered is lost.
              for (;;) {
                const update = request('tasks/update', { inputResponses });
                try {
                  await exchange(update);
                  break;
                } catch (error) {
                  if (signal.aborted || !answer.retrySend) throw error;
                  // The person's Cancel on the Retry offer gives the task up, as on an ask.
                  giveUp = true;
                  const again = await untilAborted(
                    answer.retrySend(error, { request: update, signal, asked: get }),
                    signal,
                  );
                  giveUp = false;
                  if (!again) throw error;
                }
              }
              for (const key of Object.keys(inputResponses)) answered.add(key);
              keep();
            }
          }
        }
      }
      // A resumed task (nothing seen yet) is polled at once.
      if (task)
        await pause(
          Math.max(
            minPollInterval,
            task.pollIntervalMs ?? Math.min(BACKOFF_MAX, BACKOFF_START * 2 ** stuck),
          ),
          signal,
        );
      get = request('tasks/get');
      raw = await exchange(get).catch((error: unknown) => {
        // A server that dropped an expired task says it does not know it: that is the expiry.
        throw error instanceof RpcError && Date.now() > expires
          ? new TaskExpiredError(taskId)
          : error;
      });
      const read = readTask(raw);
      if (read.kind === 'invalid') throw new InvalidResultError(read.issues);
      task = read.task;
    }
  } catch (error) {
    if (giveUp || signal.aborted) {
      // Nobody follows the task any more: let the server stop its work. The answer does not matter.
      try {
        void send(request('tasks/cancel'), { signal: new AbortController().signal }).catch(
          () => undefined,
        );
      } catch {
        // A transport that throws at once: nothing more to do.
      }
    }
    throw error;
  } finally {
    memory?.keep(original, undefined);
  }
}
