/**
 * The contract between the loop (`callWithInput`, its tasks) and whoever uses it: how a
 * request is sent, how the person's answers come back, and the options of a call. Kept apart
 * from the loop so its parts (call, fulfil, tasks) all depend on it and not on each other.
 */
import type { JsonObject } from '../internal/json.js';
import type { InputResponses } from './input-required.js';
import type { JsonRpcId, JsonRpcRequest } from './jsonrpc.js';
import type { LanguageOptions } from './meta.js';
import type { InputEntry } from './read.js';

/** Sends one JSON-RPC request and resolves with the peer's JSON-RPC response. */
export type Send = (
  request: JsonRpcRequest,
  init: { readonly signal: AbortSignal },
) => Promise<unknown>;

/** What `answer` and the host handlers learn about the round. */
export interface RoundContext {
  /** 1 for the first round of input, 2 for the next, … */
  readonly round: number;
  /** The server's `requestState` of this round, when it sent one. */
  readonly requestState?: string;
  /** Aborts when the call is aborted or another ask of the round failed. */
  readonly signal: AbortSignal;
  /** The request whose result asked for input (for a task's asks, the `tasks/get` that listed them). */
  readonly request: JsonRpcRequest;
  /** The task the asks belong to, when the call runs as a task. */
  readonly taskId?: string;
}

/**
 * Asks the person: resolves with one `ElicitResult` per entry key. With `hostEntries`
 * true it is also given the `sampling/createMessage` and `roots/list` entries that the
 * call's options have no handler for, and answers them with their bare results
 * (`answerWithRound({ hostResponses })` does), so a round is answered in one place.
 */
export type AnswerInput = ((
  entries: readonly InputEntry[],
  context: RoundContext,
) => Promise<InputResponses>) & {
  readonly hostEntries?: boolean;
  /**
   * Sending the person's answers failed (a dropped connection, an HTTP or JSON-RPC error, a
   * malformed result): resolve true to send the same answers and `requestState` again, with a
   * fresh id, or false to give up (the call then rejects with `error`). Without it the call
   * rejects at once. `answerWithRound` implements it with the round's Try again, so nothing
   * the person answered has to be typed again. `asked` is the `request` of the round context
   * the answers were given in: it tells which round to offer again when one answerer serves
   * several calls at once.
   */
  readonly retrySend?: (error: unknown, context: RetryContext) => Promise<boolean>;
  /** Keeps the task a call follows across a reload (`answerWithRound` with `persistKey`). */
  readonly tasks?: TaskMemory;
  /**
   * The languages of the person who answers, most preferred first, read for each request:
   * sent as `acceptLanguage` when the call's own `languages` and `locale` are not given
   * (`answerWithRound` gives its locale, then the browser's languages).
   */
  readonly languages?: () => readonly string[];
};

/** What `AnswerInput.retrySend` learns about the send that failed. */
export interface RetryContext {
  /** The request that failed (it carries the answers). */
  readonly request: JsonRpcRequest;
  readonly signal: AbortSignal;
  /** The `request` of the `RoundContext` the answers were given in (the one whose result asked). */
  readonly asked: JsonRpcRequest;
}

/** Fulfils an embedded `sampling/createMessage` or `roots/list` with its bare result. */
export type HostHandler = (
  params: JsonObject,
  context: RoundContext & { readonly key: string },
) => Promise<JsonObject>;

/** Options of `callWithInput`. */
export interface CallOptions extends TaskOptions, LanguageOptions {
  /**
   * Opt in to tasks (extension `io.modelcontextprotocol/tasks`): declared in every request's
   * client capabilities; a call the server turns into a task is followed to its end.
   */
  readonly tasks?: boolean;
  /** Most retries before `RoundsExceededError` (default 10, as both official SDKs). */
  readonly maxRounds?: number;
  /** Milliseconds to wait before retrying a state-only round (default 250, as the TypeScript SDK). */
  readonly statePause?: number;
  /**
   * Aborting stops waiting and pausing, sends nothing more and rejects with the signal's
   * reason. For a deadline, pass core `askSignal({ deadline, signal })`: past it the call
   * rejects with a `TimeoutError`, and no request leaves after it, even one checked before
   * the timer fired.
   */
  readonly signal?: AbortSignal;
  /** The capabilities to enforce; default: those of the `_meta` sent, else form and URL. */
  readonly capabilities?: JsonObject;
  /** Ids of retries; each must be new in this call. Default `<original id>-r<round>`. */
  readonly nextId?: () => JsonRpcId;
  /** The `_meta` of every request; default: the original's, else `requestMeta({ capabilities })`. */
  readonly meta?: JsonObject | (() => JsonObject);
  /** Fulfils embedded `sampling/createMessage`; without it, such a round fails. */
  readonly sampling?: HostHandler;
  /** Fulfils embedded `roots/list`; without it, such a round fails. */
  readonly roots?: HostHandler;
}

/** A task's status (`working` and `input_required` go on; the other three are final). */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** A task as the server reports it (`CreateTaskResult`, `tasks/get`), without its payload. */
export interface TaskInfo {
  readonly taskId: string;
  readonly status: TaskStatus;
  /** The server's words on what the task is doing, for people. */
  readonly statusMessage?: string;
  /** ISO 8601, as the server sent them. */
  readonly createdAt?: string;
  readonly lastUpdatedAt?: string;
  /** How long the server keeps the task from its creation; `null`: no limit. */
  readonly ttlMs?: number | null;
  readonly pollIntervalMs?: number;
}

/** A task an answerer keeps across a reload: its id and the keys already answered in it. */
export interface SavedTask {
  readonly taskId: string;
  readonly answered: readonly string[];
}

/**
 * Where an answer function keeps the task it answers for (`answerWithRound` with
 * `persistKey` implements it), so that the same call after a reload follows the same
 * task instead of starting the tool again.
 */
export interface TaskMemory {
  /** The task `request` started before, if it is still being followed. */
  readonly recall: (request: JsonRpcRequest) => SavedTask | undefined;
  /** Keeps the task (after each answer), or forgets it (`undefined`) once the call ends. */
  readonly keep: (request: JsonRpcRequest, task: SavedTask | undefined) => void;
}

/** The task options of `callWithInput` (used with `tasks: true`). */
export interface TaskOptions {
  /** Follows this task (its id, kept from before a reload) instead of sending the call. */
  readonly resumeTask?: string;
  /** Each new status or status message, starting with the task's creation. */
  readonly onTaskStatus?: (task: TaskInfo) => void;
  /** The shortest wait between polls, whatever the server's `pollIntervalMs` (default 250 ms). */
  readonly minPollInterval?: number;
  /** Polls in a row that bring nothing new before `TaskStuckError` (default 60, as the C# SDK). */
  readonly maxStuckPolls?: number;
}
