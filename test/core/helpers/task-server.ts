/**
 * A task-capable MCP server for the tests, written from the tasks extension's own schema
 * (no SDK on npm serves tasks yet). The facts it keeps, each from the extension repository's
 * `schema/draft/schema.ts` and `specification/draft/tasks.md` (spec reference §1.5):
 *
 * 1. Opt-in per request: `_meta["io.modelcontextprotocol/clientCapabilities"].extensions
 *    ["io.modelcontextprotocol/tasks"] = {}`; a tool that needs tasks from a client that did
 *    not opt in is refused with `-32021` (`MissingRequiredClientCapabilityError`).
 * 2. `tools/call` returns a flat `CreateTaskResult`: `{ resultType: "task", taskId, status,
 *    statusMessage?, createdAt, lastUpdatedAt, ttlMs, pollIntervalMs? }`.
 * 3. `tasks/get { taskId }` → `{ resultType: "complete", ...Task }` plus `inputRequests`
 *    (`input_required`), `result` (`completed`) or `error` (`failed`); `working` and
 *    `cancelled` carry neither.
 * 4. `tasks/update { taskId, inputResponses }` → `{ resultType: "complete" }`; a subset of keys
 *    may be answered, the task stays `input_required` until all are; unknown or answered keys
 *    are ignored. Keys are unique over the task's lifetime; `inputRequests` is a snapshot.
 * 5. `tasks/cancel { taskId }` → ack, the task ends `cancelled`.
 * 6. Streamable HTTP: `Mcp-Name: <taskId>` on every `tasks/*` request (`-32020` otherwise).
 * 7. `tasks/*` requests that do not declare the extension are refused with `-32021`; a
 *    task-supporting tool called without it runs synchronously; `pollIntervalMs` is a
 *    positive integer (the conformance suite 0.2.0-alpha.12's server scenarios
 *    `tasks-capability-negotiation` and `tasks-wire-fields` check the same).
 *
 * A task runs a script of steps, advanced by polls (never by wall time) so tests are exact.
 * It runs in Node and in the browser (no `node:*` imports).
 */
import type { JsonObject, JsonRpcRequest } from '@elicit-kit/core';

const TASKS = 'io.modelcontextprotocol/tasks';
const CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';

/** One step of a task's script. */
type TaskStep =
  /** `working` for this many polls (default 1), optionally saying what it does. */
  | { readonly working: string | undefined; readonly polls?: number }
  /** `input_required` with these asks until every key (or every key of `until`) is answered. */
  | {
      readonly ask: { readonly [key: string]: JsonObject };
      readonly until?: readonly string[];
      readonly statusMessage?: string;
    }
  /** `completed` with this result; `result` may be a function of the answers so far. */
  | { readonly complete: JsonObject | ((answers: JsonObject) => JsonObject) }
  | { readonly fail: { readonly code: number; readonly message: string } }
  /** The server cancels the task itself. */
  | { readonly cancelled: string };

/** A tool of the server. */
export interface TaskTool {
  readonly steps: readonly TaskStep[];
  /** `required`: refused with -32021 without the opt-in; `optional` (default): answered at once without it. */
  readonly taskSupport?: 'required' | 'optional';
  readonly ttlMs?: number | null;
  readonly pollIntervalMs?: number;
}

interface Task {
  readonly taskId: string;
  readonly tool: TaskTool;
  readonly createdAt: number;
  lastUpdatedAt: number;
  step: number;
  pollsLeft: number;
  status: string;
  statusMessage?: string;
  readonly answers: JsonObject;
}

/** What the server saw: each request with its headers (HTTP only). */
interface Seen {
  readonly request: JsonRpcRequest;
  readonly headers?: Headers;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether a request's `_meta` declares the extension (fact 1). */
function optedIn(params: { readonly [key: string]: unknown }): boolean {
  const capabilities = ((params['_meta'] as JsonObject | undefined)?.[CAPABILITIES] ?? {}) as {
    extensions?: JsonObject;
  };
  return typeof capabilities.extensions?.[TASKS] === 'object';
}

/** Creates the server; `now` is its clock (tests move it by hand), `headers` a request's HTTP headers. */
export function taskServer(
  tools: { readonly [name: string]: TaskTool },
  options: { readonly now?: () => number } = {},
) {
  const now = options.now ?? (() => Date.now());
  const tasks = new Map<string, Task>();
  const seen: Seen[] = [];
  let next = 0;

  /** Moves the task to its current step's state (or past finished ones). */
  const settle = (task: Task) => {
    for (;;) {
      const step = task.tool.steps[task.step];
      if (!step || task.status === 'cancelled') return;
      if (
        'ask' in step &&
        (step.until ?? Object.keys(step.ask)).every((key) => Object.hasOwn(task.answers, key))
      ) {
        task.step += 1;
        task.pollsLeft = -1;
        continue;
      }
      const status =
        'working' in step
          ? 'working'
          : 'ask' in step
            ? 'input_required'
            : 'complete' in step
              ? 'completed'
              : 'fail' in step
                ? 'failed'
                : 'cancelled';
      const statusMessage =
        'working' in step
          ? step.working
          : 'ask' in step
            ? step.statusMessage
            : 'cancelled' in step
              ? step.cancelled
              : undefined;
      if (status !== task.status || statusMessage !== task.statusMessage)
        task.lastUpdatedAt = now();
      task.status = status;
      task.statusMessage = statusMessage;
      if ('working' in step && task.pollsLeft < 0) task.pollsLeft = step.polls ?? 1;
      return;
    }
  };

  const view = (task: Task): JsonObject => ({
    taskId: task.taskId,
    status: task.status,
    ...(task.statusMessage !== undefined && { statusMessage: task.statusMessage }),
    createdAt: iso(task.createdAt),
    lastUpdatedAt: iso(task.lastUpdatedAt),
    ttlMs: task.tool.ttlMs === undefined ? 60_000 : task.tool.ttlMs,
    ...(task.tool.pollIntervalMs !== undefined && { pollIntervalMs: task.tool.pollIntervalMs }),
  });

  const error = (id: unknown, code: number, message: string, data?: unknown) => ({
    jsonrpc: '2.0',
    id,
    error: { code, message, ...(data !== undefined && { data }) },
  });
  const ok = (id: unknown, result: JsonObject) => ({ jsonrpc: '2.0', id, result });

  /** Answers one JSON-RPC request (fact numbers refer to the list above). */
  function handle(request: JsonRpcRequest, headers?: Headers): unknown {
    seen.push({ request: structuredClone(request), ...(headers && { headers }) });
    const { id, method } = request;
    const params = (request.params ?? {}) as { [key: string]: unknown };
    if (method === 'tools/call') {
      const tool = tools[params['name'] as string];
      if (!tool) return error(id, -32602, 'Unknown tool');
      if (!optedIn(params)) {
        // Fact 1.
        if (tool.taskSupport === 'required') {
          return error(id, -32021, 'This tool runs only as a task', {
            requiredCapabilities: { extensions: { [TASKS]: {} } },
          });
        }
        return ok(id, {
          resultType: 'complete',
          content: [{ type: 'text', text: 'ran without a task' }],
        });
      }
      next += 1;
      const task: Task = {
        taskId: `task-${next}`,
        tool,
        createdAt: now(),
        lastUpdatedAt: now(),
        step: 0,
        pollsLeft: -1,
        status: 'working',
        answers: {},
      };
      tasks.set(task.taskId, task);
      // Fact 2: created working; the script starts at the first poll.
      return ok(id, { resultType: 'task', ...view(task), status: 'working' });
    }
    if (!method.startsWith('tasks/')) return error(id, -32601, 'Method not found');
    // Fact 7: the opt-in is per request, tasks/* included.
    if (!optedIn(params))
      return error(id, -32021, 'tasks/* needs the tasks extension', {
        requiredCapabilities: { extensions: { [TASKS]: {} } },
      });
    const task = tasks.get(params['taskId'] as string);
    // Fact 6.
    if (headers && headers.get('mcp-name') !== params['taskId'])
      return error(id, -32020, 'Mcp-Name does not match params.taskId');
    const ttl = task?.tool.ttlMs === undefined ? 60_000 : task.tool.ttlMs;
    // Past its ttlMs the task is gone, result and all.
    if (task && ttl !== null && now() > task.createdAt + ttl) tasks.delete(task.taskId);
    if (!task || !tasks.has(task.taskId)) return error(id, -32602, 'Unknown task');
    if (method === 'tasks/cancel') {
      // Fact 5.
      task.status = 'cancelled';
      task.statusMessage = 'Cancelled by the client';
      task.lastUpdatedAt = now();
      return ok(id, { resultType: 'complete' });
    }
    if (method === 'tasks/update') {
      // Fact 4: unknown and already answered keys are ignored.
      const step = task.tool.steps[task.step];
      const asks = step && 'ask' in step ? step.ask : {};
      for (const [key, value] of Object.entries((params['inputResponses'] ?? {}) as JsonObject)) {
        if (Object.hasOwn(asks, key) && !Object.hasOwn(task.answers, key))
          task.answers[key] = value;
      }
      return ok(id, { resultType: 'complete' });
    }
    if (method !== 'tasks/get') return error(id, -32601, 'Method not found');
    // Fact 3: each poll moves the script on.
    const step = task.tool.steps[task.step];
    if (step && 'working' in step && task.pollsLeft === 0) {
      task.step += 1;
      task.pollsLeft = -1;
    }
    settle(task);
    if (task.pollsLeft > 0) task.pollsLeft -= 1;
    const current = task.tool.steps[task.step];
    const extra: JsonObject = {};
    if (task.status === 'input_required' && current && 'ask' in current) {
      // Fact 4: the snapshot lists only the keys not answered yet.
      extra['inputRequests'] = Object.fromEntries(
        Object.entries(current.ask).filter(([key]) => !Object.hasOwn(task.answers, key)),
      );
    }
    if (task.status === 'completed' && current && 'complete' in current) {
      extra['result'] =
        typeof current.complete === 'function' ? current.complete(task.answers) : current.complete;
    }
    if (task.status === 'failed' && current && 'fail' in current)
      extra['error'] = { ...current.fail };
    return ok(id, { resultType: 'complete', ...view(task), ...extra });
  }

  return { handle, seen, tasks };
}

/** A form ask with one string field `name`. */
export function formAsk(message: string, name: string): JsonObject {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { [name]: { type: 'string', title: name } },
        required: [name],
      },
    },
  };
}
