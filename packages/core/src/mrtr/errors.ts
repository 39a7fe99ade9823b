/**
 * Typed errors of the round-trip Promise APIs. Rejecting is right there (a Promise
 * API has no other failure channel); every error carries a stable `code` string and a
 * plain English `message` for developers and logs (people see the kit's own text).
 */
import type { JsonRpcError } from './jsonrpc.js';
import type { ContentIssue } from '../schema/kinds/content-issues.js';
import type { InputEntry, ReadResult, ResultIssue } from './read.js';
import { PROTOCOL_VERSION } from './meta.js';
import { own, type JsonObject } from '../internal/json.js';

/** Stable codes of round-trip errors. */
export type RoundTripErrorCode =
  | 'rounds-exceeded'
  | 'undeclared-mode'
  | 'unanswered-input'
  | 'invalid-answer'
  | 'unsupported-input-request'
  | 'invalid-result'
  | 'rpc-error'
  | 'duplicate-id'
  | 'http-error'
  | 'connection-lost'
  | 'unsupported-version'
  | 'tasks-required'
  | 'task-failed'
  | 'task-cancelled'
  | 'task-expired'
  | 'task-stuck';

/** A response's `error` member as a `JsonRpcError`: a code that is no number reads `NaN`, a missing message `''`. */
export function rpcErrorOf(error: JsonObject): JsonRpcError {
  const { code, message } = error;
  return {
    code: typeof code === 'number' ? code : NaN,
    message: typeof message === 'string' ? message : '',
    ...(Object.hasOwn(error, 'data') && { data: own(error, 'data') }),
  };
}

/** Base class of every round-trip error; `code` tells them apart without `instanceof`. */
export class RoundTripError extends Error {
  readonly code: RoundTripErrorCode;

  constructor(code: RoundTripErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
}

/** The server still asked for input after `maxRounds` retries. */
export class RoundsExceededError extends RoundTripError {
  /** The cap that was reached. */
  readonly rounds: number;
  /** The last `input_required` result, as read. */
  readonly last: Extract<ReadResult, { kind: 'input_required' }>;

  constructor(rounds: number, last: Extract<ReadResult, { kind: 'input_required' }>) {
    super('rounds-exceeded', `The server still asked for input after ${rounds} rounds.`);
    this.rounds = rounds;
    this.last = last;
  }
}

/** An embedded `elicitation/create` uses a mode the client did not declare (`-32602` flavour). */
export class UndeclaredModeError extends RoundTripError {
  /** The JSON-RPC code a 2025-11-25 client answers with in this case. */
  readonly rpcCode = -32602;
  readonly entry: InputEntry;

  constructor(entry: InputEntry) {
    super(
      'undeclared-mode',
      `The server asked for "${String(entry.mode)}" mode, which this client did not declare.`,
    );
    this.entry = entry;
  }
}

/** The host has no handler for an embedded `sampling/createMessage` or `roots/list`. */
export class UnsupportedInputRequestError extends RoundTripError {
  readonly entry: InputEntry;

  constructor(entry: InputEntry) {
    super(
      'unsupported-input-request',
      `The server asked for "${entry.method}", which this app does not handle.`,
    );
    this.entry = entry;
  }
}

/** `answer` left some keys of the round unanswered (every key must be answered). */
export class UnansweredInputError extends RoundTripError {
  readonly keys: readonly string[];

  constructor(keys: readonly string[]) {
    super(
      'unanswered-input',
      `No answer was given for ${keys.map((key) => JSON.stringify(key)).join(', ')}.`,
    );
    this.keys = keys;
  }
}

/**
 * An answer is not a valid result: a bad `action`, content of the wrong shape, or form
 * content that core `validateContent` rejects against the ask's schema (`issues`).
 */
export class InvalidAnswerError extends RoundTripError {
  readonly key: string;
  /** Why the content failed validation; empty when the answer was no `ElicitResult` at all. */
  readonly issues: readonly ContentIssue[];

  constructor(key: string, issues: readonly ContentIssue[] = []) {
    super('invalid-answer', `The answer for ${JSON.stringify(key)} is not a valid result.`);
    this.key = key;
    this.issues = issues;
  }
}

/** The server's response or result is malformed (unknown `resultType`, no input, …). */
export class InvalidResultError extends RoundTripError {
  readonly issues: readonly ResultIssue[];

  constructor(issues: readonly ResultIssue[]) {
    super(
      'invalid-result',
      `The server sent an invalid result: ${issues.map((issue) => `${issue.code} at ${issue.path}`).join(', ')}.`,
    );
    this.issues = issues;
  }
}

/** The server answered with a JSON-RPC error; `error` keeps its code, message and data. */
export class RpcError extends RoundTripError {
  readonly error: JsonRpcError;

  constructor(error: JsonRpcError, code: RoundTripErrorCode = 'rpc-error') {
    super(code, `The server answered with error ${error.code}: ${error.message}`);
    this.error = error;
  }
}

/** `nextId` returned an id already used in this call (retries need a new id). */
export class DuplicateIdError extends RoundTripError {
  constructor(id: string | number) {
    super('duplicate-id', `The request id ${JSON.stringify(id)} was already used in this call.`);
  }
}

/** An HTTP failure without a JSON-RPC body, or a body that is no JSON-RPC response. */
export class HttpError extends RoundTripError {
  /** The HTTP status. */
  readonly status: number;

  constructor(status: number) {
    super('http-error', `The server answered with HTTP status ${status} and no JSON-RPC response.`);
    this.status = status;
  }
}

/**
 * The connection failed before a whole response arrived: refused, reset, or dropped in the
 * middle of a JSON body or an SSE event (`cause` is the platform's error, `TypeError:
 * terminated` or `Failed to fetch`). Not retried: the request may have reached the server.
 */
export class ConnectionError extends RoundTripError {
  /** The HTTP status when the headers had arrived, else 0. */
  readonly status: number;

  constructor(status: number, cause: unknown) {
    super(
      'connection-lost',
      `The connection to the server was lost${status ? ` during a ${status} response` : ''}.`,
    );
    this.status = status;
    this.cause = cause;
  }
}

/**
 * The server refused the protocol version (`-32022`, spec `basic/versioning.mdx`) and
 * lists none the kit speaks, or refused again after the one retry with a version it listed.
 */
export class UnsupportedVersionError extends RoundTripError {
  /** The versions the server supports (`error.data.supported`). */
  readonly supported: readonly string[];
  /** The JSON-RPC error as the server sent it. */
  readonly error: JsonRpcError;

  constructor(error: JsonRpcError, supported: readonly string[]) {
    super(
      'unsupported-version',
      `The server supports MCP versions [${supported.join(',')}], not ${PROTOCOL_VERSION}`,
    );
    this.supported = supported;
    this.error = error;
  }
}

/**
 * `-32021` naming the tasks extension in `data.requiredCapabilities`: the server runs this
 * call only as a task, and the call did not opt in (`callWithInput` option `tasks`).
 * Still an `RpcError`, with its own code.
 */
export class TasksRequiredError extends RpcError {
  constructor(error: JsonRpcError) {
    super(error, 'tasks-required');
  }
}

/** Base of the errors of a task that did not complete; `taskId` names it. */
export class TaskError extends RoundTripError {
  readonly taskId: string;

  /** `what` ends the message: "The task "<id>" <what>." */
  constructor(code: RoundTripErrorCode, taskId: string, what: string) {
    super(code, `The task ${JSON.stringify(taskId)} ${what}.`);
    this.taskId = taskId;
  }
}

/** The task ended `failed`; `error` is the task's JSON-RPC error, when the server sent one. */
export class TaskFailedError extends TaskError {
  readonly error?: JsonRpcError;

  constructor(taskId: string, error?: JsonRpcError) {
    super('task-failed', taskId, `failed${error ? `: ${error.message}` : ''}`);
    if (error) this.error = error;
  }
}

/** The task ended `cancelled` (by the server, or by another client). */
export class TaskCancelledError extends TaskError {
  readonly statusMessage?: string;

  constructor(taskId: string, statusMessage?: string) {
    super('task-cancelled', taskId, `was cancelled${statusMessage ? `: ${statusMessage}` : ''}`);
    if (statusMessage !== undefined) this.statusMessage = statusMessage;
  }
}

/** The task outlived its `ttlMs`, or the server no longer knows it once that time has passed. */
export class TaskExpiredError extends TaskError {
  constructor(taskId: string) {
    super('task-expired', taskId, 'expired before it completed');
  }
}

/**
 * `maxStuckPolls` polls in a row brought nothing new (same status, message, update time and
 * asks). The task is not cancelled: it may still finish, and `resumeTask` can follow it again.
 */
export class TaskStuckError extends TaskError {
  readonly polls: number;

  constructor(taskId: string, polls: number) {
    super('task-stuck', taskId, `showed no change in ${polls} polls`);
    this.polls = polls;
  }
}
