/**
 * The demo's task tool, `close_quarter`, served at `/mcp` beside the official SDK server
 * (vite-plugin.ts routes `tasks/*` and this tool's `tools/call` here). No SDK on npm serves
 * the tasks extension (`io.modelcontextprotocol/tasks`, SEP-2663) yet, so this is written
 * from the extension's schema (spec reference §1.5): the call returns a task handle, the
 * page polls `tasks/get`, and the task asks twice — once early (the report currency),
 * once after some work (approval to post) — answered with `tasks/update`.
 * Phases run on the wall clock, as real work would; nothing waits while the person answers.
 */
import { randomUUID } from 'node:crypto';

const TASKS = 'io.modelcontextprotocol/tasks';
const SERVER_INFO = {
  'io.modelcontextprotocol/serverInfo': { name: 'elicit-kit demo', version: '1.0.0' },
};

type Json = { [key: string]: unknown };

/** The work between the asks, and how long each part takes (ms). */
const phases = [
  { status: 'working', message: 'Collecting 1,204 invoices…', ms: 1200 },
  { status: 'input_required', message: 'Needs the report currency' },
  { status: 'working', message: 'Reconciling accounts…', ms: 2000 },
  { status: 'input_required', message: 'Needs approval to post' },
  { status: 'working', message: 'Posting the close…', ms: 800 },
  { status: 'completed' },
] as const;

const asks: Record<number, Json> = {
  1: {
    currency: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: 'Which currency should the quarterly report use?',
        requestedSchema: {
          type: 'object',
          properties: {
            currency: {
              type: 'string',
              title: 'Currency',
              oneOf: [
                { const: 'EUR', title: 'Euro' },
                { const: 'USD', title: 'US dollar' },
                { const: 'INR', title: 'Indian rupee' },
              ],
            },
          },
          required: ['currency'],
        },
      },
    },
  },
  3: {
    approval: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: 'Reconciled: 1,204 invoices, 3 corrected. Post the close?',
        requestedSchema: {
          type: 'object',
          properties: {
            approver: { type: 'string', title: 'Approver', minLength: 2 },
            post: { type: 'boolean', title: 'Post the close to the ledger' },
          },
          required: ['approver', 'post'],
        },
      },
    },
  },
};

interface DemoTask {
  readonly taskId: string;
  readonly createdAt: number;
  lastUpdatedAt: number;
  phase: number;
  phaseStarted: number;
  cancelled: boolean;
  readonly answers: Json;
}

const TTL_MS = 10 * 60_000;

/** The task tool's handler: `handles(message)` says whether a request is its own. */
export function createTaskDemo() {
  const tasks = new Map<string, DemoTask>();

  /** Moves a task along the clock; an ask's phase waits for its answers. */
  const advance = (task: DemoTask, now: number) => {
    for (;;) {
      const phase = phases[task.phase]!;
      const keys = Object.keys(asks[task.phase] ?? {});
      const done =
        phase.status === 'working'
          ? now - task.phaseStarted >= phase.ms
          : phase.status === 'input_required' && keys.every((key) => key in task.answers);
      if (!done || task.cancelled) return;
      task.phase += 1;
      task.phaseStarted = phase.status === 'working' ? task.phaseStarted + phase.ms : now;
      task.lastUpdatedAt = now;
    }
  };

  const view = (task: DemoTask): Json => {
    const phase = phases[task.phase]!;
    const status = task.cancelled ? 'cancelled' : phase.status;
    const message = task.cancelled
      ? 'Cancelled by the client'
      : 'message' in phase
        ? phase.message
        : undefined;
    return {
      taskId: task.taskId,
      status,
      ...(message && { statusMessage: message }),
      createdAt: new Date(task.createdAt).toISOString(),
      lastUpdatedAt: new Date(task.lastUpdatedAt).toISOString(),
      ttlMs: TTL_MS,
      pollIntervalMs: 400,
    };
  };

  const result = (task: DemoTask): Json => {
    const currency =
      (task.answers['currency'] as { content?: { currency?: string } } | undefined)?.content
        ?.currency ?? 'EUR';
    const approval = task.answers['approval'] as
      { action?: string; content?: { approver?: string; post?: boolean } } | undefined;
    const posted = approval?.action === 'accept' && approval.content?.post === true;
    const text = posted
      ? `Q3 closed in ${currency}: revenue 1,234,567, approved by ${approval.content?.approver}.`
      : `Q3 reconciled in ${currency}, not posted (${approval?.action === 'accept' ? 'no approval to post' : (approval?.action ?? 'no answer')}).`;
    return { content: [{ type: 'text', text }] };
  };

  const reply = (id: unknown, body: Json) => ({
    status: 200,
    body: { jsonrpc: '2.0', id, result: { ...body, _meta: SERVER_INFO } },
  });
  const fail = (id: unknown, status: number, code: number, message: string, data?: unknown) => ({
    status,
    body: { jsonrpc: '2.0', id, error: { code, message, ...(data !== undefined && { data }) } },
  });

  return {
    /** Whether this module answers `message` (a `tasks/*` request, or a call of its tool). */
    handles(message: unknown): boolean {
      const { method, params } = (message ?? {}) as {
        method?: unknown;
        params?: { name?: unknown };
      };
      return (
        typeof method === 'string' &&
        (method.startsWith('tasks/') ||
          (method === 'tools/call' && params?.name === 'close_quarter'))
      );
    },
    /** Answers one request; `mcpName` is its `Mcp-Name` header. */
    handle(message: Json, mcpName: string | null): { status: number; body: Json } {
      const { id, method } = message;
      const params = (message['params'] ?? {}) as Json;
      const now = Date.now();
      // The opt-in is per request, tasks/* included.
      const capabilities = ((params['_meta'] as Json | undefined)?.[
        'io.modelcontextprotocol/clientCapabilities'
      ] ?? {}) as { extensions?: Json };
      if (typeof capabilities.extensions?.[TASKS] !== 'object') {
        return fail(
          id,
          400,
          -32021,
          `${method === 'tools/call' ? 'close_quarter runs' : 'tasks/* work'} only as a task`,
          { requiredCapabilities: { extensions: { [TASKS]: {} } } },
        );
      }
      if (method === 'tools/call') {
        for (const [key, task] of tasks) if (now > task.createdAt + TTL_MS) tasks.delete(key);
        const task: DemoTask = {
          taskId: randomUUID(),
          createdAt: now,
          lastUpdatedAt: now,
          phase: 0,
          phaseStarted: now,
          cancelled: false,
          answers: {},
        };
        tasks.set(task.taskId, task);
        return reply(id, { resultType: 'task', ...view(task) });
      }
      const taskId = params['taskId'];
      if (mcpName !== taskId)
        return fail(id, 400, -32020, 'The Mcp-Name header must carry params.taskId');
      const task = typeof taskId === 'string' ? tasks.get(taskId) : undefined;
      if (!task) return fail(id, 200, -32602, 'Unknown task');
      advance(task, now);
      if (method === 'tasks/cancel') {
        task.cancelled = true;
        task.lastUpdatedAt = now;
        return reply(id, { resultType: 'complete' });
      }
      if (method === 'tasks/update') {
        // Unknown and already answered keys are ignored; the ask's phase ends once all are in.
        for (const [key, value] of Object.entries((params['inputResponses'] ?? {}) as Json)) {
          if (key in (asks[task.phase] ?? {}) && !(key in task.answers) && !task.cancelled)
            task.answers[key] = value;
        }
        advance(task, now);
        return reply(id, { resultType: 'complete' });
      }
      if (method !== 'tasks/get') return fail(id, 200, -32601, 'Method not found');
      const status = view(task)['status'];
      return reply(id, {
        resultType: 'complete',
        ...view(task),
        ...(status === 'input_required' && { inputRequests: asks[task.phase] }),
        ...(status === 'completed' && { result: result(task) }),
      });
    },
  };
}
