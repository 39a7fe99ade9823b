/**
 * The whole Multi Round-Trip Request loop over any transport (spec `mrtr.mdx`):
 * send, read, ask, retry with a fresh id, until the server's result is complete.
 */
import type { JsonRpcError, JsonRpcId, JsonRpcRequest } from './jsonrpc.js';
import type { InputResponses } from './input-required.js';
import {
  DuplicateIdError,
  InvalidResultError,
  RoundsExceededError,
  TasksRequiredError,
  UnsupportedVersionError,
  rpcErrorOf,
} from './errors.js';
import { isObject, isString, own, ownProperty, type JsonObject } from '../internal/json.js';
import {
  CLIENT_CAPABILITIES_META_KEY,
  PROTOCOL_VERSION,
  PROTOCOL_VERSION_META_KEY,
  declaredModes,
  requestMeta,
} from './meta.js';
import { readInputRequired, resultIssue } from './read.js';
import { retryRequest, type RetryInput } from './retry.js';
import { fulfil, pause, resultOf, sendInTime, untilAborted } from './fulfil.js';
import { TASKS_EXTENSION, declareTasks, followTask, readTask } from './tasks.js';
import type { AnswerInput, CallOptions, Send } from './contract.js';

/** The requests that may answer with `input_required` (spec `mrtr.mdx`). */
const INPUT_METHODS: readonly string[] = ['tools/call', 'prompts/get', 'resources/read'];

/**
 * Calls `tools/call`, `prompts/get` or `resources/read` and answers every round of
 * input the server asks for, resolving with the final complete `result`.
 *
 * Each round: embedded `elicitation/create` entries go to `answer` together (a mode
 * the capabilities do not declare is refused first, without asking); `sampling/createMessage`
 * and `roots/list` go to `options.sampling` / `options.roots`, or, without a handler there,
 * to an `answer` whose `hostEntries` is true. Every key must be
 * answered (decline and cancel are answers); extra keys are dropped. An accepted form
 * keeps only its schema's keys and must pass `validateContent`, else `InvalidAnswerError`
 * (with `issues`) rejects before anything is sent. The retry carries
 * only this round's answers, `requestState` byte for byte (absent when absent), a new
 * id and a fresh `_meta` (the original's or `options.meta`, with the protocol version and
 * client capabilities filled in when missing). A state-only round waits `statePause`
 * first. Another method (`tools/list`) answered with `input_required` is an
 * `InvalidResultError` (`input-not-allowed`): only these three may ask for input.
 *
 * With `tasks: true` a `resultType: "task"` result is followed to its end by polling
 * (`followTask` in tasks.ts): the task's asks go to the same `answer`, its `result`
 * resolves the call, and `resumeTask` (or `answer.tasks`) follows a task started before.
 *
 * Rejects with `RpcError` for a JSON-RPC error, `InvalidResultError` for a malformed
 * result, `RoundsExceededError` after `maxRounds` retries, the other `RoundTripError`s
 * above, whatever `send`/`answer` reject with, or the signal's reason on abort. Each
 * call keeps its own state: concurrent calls on one `send` never see each other's.
 */
export async function callWithInput(
  send: Send,
  original: JsonRpcRequest,
  answer: AnswerInput,
  options: CallOptions = {},
): Promise<JsonObject> {
  const {
    maxRounds = 10,
    statePause = 250,
    signal = new AbortController().signal,
    nextId,
  } = options;
  const originalMeta = ownProperty(original.params, '_meta');
  const given = options.meta ?? (isObject(originalMeta) ? originalMeta : undefined);
  // Once a -32022 asked for PROTOCOL_VERSION, it wins over the host's for the rest of the call.
  let negotiated = false;
  // Every request carries the keys 2026-07-28 requires; the host's own keys win.
  const meta = (): JsonObject => {
    const built = {
      ...requestMeta({
        capabilities: options.capabilities,
        // The call's own languages win over the answerer's (the person's, as the page knows them).
        languages: options.languages ?? (options.locale ? undefined : answer.languages?.()),
        locale: options.locale,
      }),
      ...(typeof given === 'function' ? given() : given),
      ...(negotiated && { [PROTOCOL_VERSION_META_KEY]: PROTOCOL_VERSION }),
    };
    return options.tasks ? declareTasks(built) : built;
  };
  const first = meta();
  const modes = declaredModes(options.capabilities ?? own(first, CLIENT_CAPABILITIES_META_KEY));
  const used = new Set<JsonRpcId>([original.id]);
  let sent = 0;
  const freshId = (): JsonRpcId => {
    const id = nextId ? nextId() : `${original.id}-r${++sent}`;
    if (used.has(id)) throw new DuplicateIdError(id);
    used.add(id);
    return id;
  };
  /** What the current round answers (nothing in the first request). */
  let input: RetryInput = {};
  /** The request whose result asked for `input` (what `retrySend` is told). */
  let asked = original;
  let request = retryRequest(original, input, original.id, { meta: first });
  /** Moves on to the next request of the call: `input` with a fresh id and `_meta`. */
  const next = () => (request = retryRequest(original, input, freshId(), { meta: meta() }));
  /**
   * Sends `request` and returns the `result` of its response, or throws the typed error
   * the response stands for. A `-32022` that lists `PROTOCOL_VERSION` is answered by one
   * resend with it.
   */
  const exchange = async (): Promise<JsonObject> => {
    const response = await sendInTime(send, request, signal);
    const error = ownProperty(response, 'error');
    const code = ownProperty(error, 'code');
    const data = ownProperty(error, 'data');
    const supported = code === -32022 ? ownProperty(data, 'supported') : undefined;
    // -32021 naming the tasks extension: this tool runs only as a task (spec reference §1.5).
    if (
      code === -32021 &&
      isObject(
        ownProperty(
          ownProperty(ownProperty(data, 'requiredCapabilities'), 'extensions'),
          TASKS_EXTENSION,
        ),
      )
    ) {
      throw new TasksRequiredError(rpcErrorOf(error as JsonObject));
    }
    // Any other error is an RpcError (resultOf).
    if (Array.isArray(supported)) {
      if (negotiated || !supported.includes(PROTOCOL_VERSION)) {
        throw new UnsupportedVersionError(error as JsonRpcError, supported.filter(isString));
      }
      negotiated = true;
      next();
      return exchange();
    }
    return resultOf(response, request);
  };
  /** `exchange`, offering the answerer to send the same answers again when it fails (`retrySend`). */
  const answered = (): Promise<JsonObject> =>
    exchange().catch(async (error: unknown) => {
      // Only a request that carries answers is offered again; an abort is the caller's.
      const again = !signal.aborted && input.inputResponses && answer.retrySend;
      if (!again || !(await untilAborted(again(error, { request, signal, asked }), signal)))
        throw error;
      next();
      return answered();
    });
  const call = { original, meta, freshId, options };
  // A task this call started before a reload: follow it, never call the tool again.
  const resume = options.tasks
    ? options.resumeTask
      ? { taskId: options.resumeTask, answered: [] }
      : answer.tasks?.recall(original)
    : undefined;
  if (resume) return followTask(send, resume, answer, call);
  for (let round = 1; ; round += 1) {
    // An aborted call sends nothing more: sendInTime rejects with the signal's reason.
    const result = await answered();
    if (options.tasks && own(result, 'resultType') === 'task') {
      const read = readTask(result);
      if (read.kind === 'invalid') throw new InvalidResultError(read.issues);
      return followTask(
        send,
        { taskId: read.task.taskId, answered: [], created: read.task },
        answer,
        call,
      );
    }
    const read = readInputRequired(result);
    if (read.kind === 'complete') return read.result;
    if (read.kind === 'invalid') throw new InvalidResultError(read.issues);
    if (!INPUT_METHODS.includes(original.method)) {
      throw new InvalidResultError([
        resultIssue('input-not-allowed', '$.resultType', { method: String(original.method) }),
      ]);
    }
    if (round > maxRounds) throw new RoundsExceededError(maxRounds, read);
    const { entries, requestState } = read;
    let inputResponses: InputResponses | undefined;
    if (entries.length === 0) {
      // A state-only round: wait, unless the call is aborted first.
      await pause(statePause, signal);
    } else {
      // A failed ask cancels its siblings, and so does an abort (fulfil.ts).
      inputResponses = await fulfil(
        entries,
        modes,
        answer,
        { round, ...(requestState !== undefined && { requestState }), request },
        options,
        signal,
      );
    }
    // retryRequest leaves out what is undefined: no answers in a state-only round, no requestState the server did not send.
    input = { inputResponses, requestState };
    asked = request;
    next();
  }
}
