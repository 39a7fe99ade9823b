import { expect } from 'chai';
import {
  callWithInput,
  type AnswerInput,
  type Send,
  InvalidResultError,
  RpcError,
  RoundTripError,
  TaskCancelledError,
  TaskExpiredError,
  TaskFailedError,
  TaskStuckError,
  TasksRequiredError,
  declareTasks,
  readTask,
  type SavedTask,
  type TaskInfo,
  type InputEntry,
  type JsonObject,
  type JsonRpcRequest,
} from '@elicit-kit/core';
import { TASKS_EXTENSION } from '../../../packages/core/src/mrtr/tasks.js';
import { rejection, server } from '../helpers/fake-server.js';
import { formAsk, taskServer, type TaskTool } from '../helpers/task-server.js';

const call = (name: string, id: string | number = 1): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: { region: 'eu' } },
});
/** Polls at once: the server asks for 1 ms (the least it may: a positive integer) and the floor is lifted. */
const fast = { tasks: true, minPollInterval: 0 } as const;
const inProcess =
  (handle: (request: JsonRpcRequest) => unknown): Send =>
  async (request) =>
    handle(structuredClone(request));
/** Answers every ask it is given with `name`'s value `value-<key>`. */
const answerAll: AnswerInput = async (entries) =>
  Object.fromEntries(
    entries.map((entry) => [
      entry.key,
      {
        action: 'accept',
        content: {
          [Object.keys(
            (entry.params['requestedSchema'] as { properties: JsonObject }).properties,
          )[0]!]: `value-${entry.key}`,
        },
      },
    ]),
  );
const methods = (seen: readonly { request: JsonRpcRequest }[]) =>
  seen.map(({ request }) => request.method);

describe('callWithInput with tasks', () => {
  describe('a task that asks twice', () => {
    const tool: TaskTool = {
      pollIntervalMs: 1,
      steps: [
        { working: 'Reading the ledger', polls: 2 },
        {
          ask: {
            region: formAsk('Which region?', 'region'),
            owner: formAsk('Who owns it?', 'owner'),
          },
          until: ['region'],
          statusMessage: 'Waiting for you',
        },
        {
          ask: {
            owner: formAsk('Who owns it?', 'owner'),
            budget: formAsk('What budget?', 'budget'),
          },
        },
        { working: 'Booking' },
        { complete: (answers) => ({ content: [{ type: 'text', text: JSON.stringify(answers) }] }) },
      ],
    };

    it('should poll, answer a part, ask the rest with the new key, and resolve with the result', async () => {
      const { handle, seen } = taskServer({ book: tool });
      const batches: string[][] = [];
      const statuses: string[] = [];
      const answer: AnswerInput = async (entries, context) => {
        batches.push(entries.map((entry) => entry.key));
        expect(context.taskId).to.equal('task-1');
        expect(context.request.method).to.equal('tasks/get');
        // The first batch: only `region` (a partial answer, allowed for tasks).
        if (context.round === 1)
          return { region: { action: 'accept', content: { region: 'eu-west' } } };
        return answerAll(entries, context);
      };
      const result = await callWithInput(inProcess(handle), call('book'), answer, {
        ...fast,
        onTaskStatus: (task) => statuses.push(`${task.status}: ${task.statusMessage ?? ''}`),
      });

      expect(batches).to.deep.equal([
        ['region', 'owner'],
        ['owner', 'budget'],
      ]);
      expect(result).to.deep.equal({
        content: [
          {
            type: 'text',
            text: JSON.stringify({
              region: { action: 'accept', content: { region: 'eu-west' } },
              owner: { action: 'accept', content: { owner: 'value-owner' } },
              budget: { action: 'accept', content: { budget: 'value-budget' } },
            }),
          },
        ],
      });
      expect(statuses).to.deep.equal([
        'working: ',
        'working: Reading the ledger',
        'input_required: Waiting for you',
        'input_required: ',
        'working: Booking',
        'completed: ',
      ]);
      // The call itself is sent once; everything after is tasks/*.
      expect(methods(seen)).to.deep.equal([
        'tools/call',
        'tasks/get',
        'tasks/get',
        'tasks/get',
        'tasks/update',
        'tasks/get',
        'tasks/update',
        'tasks/get',
        'tasks/get',
      ]);
      const updates = seen
        .filter(({ request }) => request.method === 'tasks/update')
        .map(({ request }) => request.params!['inputResponses']);
      expect(updates).to.deep.equal([
        { region: { action: 'accept', content: { region: 'eu-west' } } },
        {
          owner: { action: 'accept', content: { owner: 'value-owner' } },
          budget: { action: 'accept', content: { budget: 'value-budget' } },
        },
      ]);
      for (const { request } of seen) {
        const capabilities = (request.params!['_meta'] as JsonObject)[
          'io.modelcontextprotocol/clientCapabilities'
        ] as JsonObject;
        expect(capabilities['extensions'], request.method).to.deep.equal({ [TASKS_EXTENSION]: {} });
        expect(capabilities['elicitation'], 'the default capabilities stay').to.deep.equal({
          form: {},
          url: {},
        });
        if (request.method !== 'tools/call') expect(request.params!['taskId']).to.equal('task-1');
      }
      const ids = seen.map(({ request }) => request.id);
      expect(new Set(ids).size, 'every request has its own id').to.equal(ids.length);
    });

    it('should never show a key again once answered, however many polls still list it', async () => {
      const ask = {
        method: 'elicitation/create',
        params: formAsk('Which region?', 'region')['params'],
      };
      const task = {
        taskId: 't',
        status: 'input_required',
        createdAt: '2026-12-01T00:00:00Z',
        lastUpdatedAt: '2026-12-01T00:00:00Z',
        ttlMs: null,
        pollIntervalMs: 1,
      };
      const { send, sent } = server([
        { resultType: 'task', ...task, status: 'working' },
        { resultType: 'complete', ...task, inputRequests: { region: ask } },
        { resultType: 'complete' },
        // Eventually consistent: the snapshot still lists the answered key twice, then a new one.
        { resultType: 'complete', ...task, inputRequests: { region: ask } },
        {
          resultType: 'complete',
          ...task,
          lastUpdatedAt: '2026-12-01T00:00:01Z',
          inputRequests: { region: ask, again: ask },
        },
        { resultType: 'complete' },
        { resultType: 'complete', ...task, status: 'completed', result: { content: [] } },
      ]);
      const batches: string[][] = [];
      const result = await callWithInput(
        send,
        call('x'),
        async (entries, context) => {
          batches.push(entries.map((entry) => entry.key));
          return answerAll(entries, context);
        },
        fast,
      );
      expect(result).to.deep.equal({ content: [] });
      expect(batches).to.deep.equal([['region'], ['again']]);
      expect(sent.map((request) => request.method)).to.deep.equal([
        'tools/call',
        'tasks/get',
        'tasks/update',
        'tasks/get',
        'tasks/get',
        'tasks/update',
        'tasks/get',
      ]);
    });
  });

  describe('a failed tasks/update', () => {
    const ask = formAsk('Which region?', 'region');
    const task = {
      taskId: 't',
      createdAt: '2026-12-01T00:00:00Z',
      lastUpdatedAt: '2026-12-01T00:00:00Z',
      ttlMs: null,
      pollIntervalMs: 1,
    };
    const replies = () => [
      { resultType: 'task', ...task, status: 'working' },
      { resultType: 'complete', ...task, status: 'input_required', inputRequests: { region: ask } },
      (request: JsonRpcRequest) => ({
        jsonrpc: '2.0',
        id: request.id,
        error: { code: -32603, message: 'Storage hiccup' },
      }),
      { resultType: 'complete' },
      { resultType: 'complete', ...task, status: 'completed', result: { content: [] } },
    ];

    it('should offer the answers to retrySend and send the same answers again with a new id', async () => {
      const { send, sent } = server(replies());
      const offered: unknown[] = [];
      const answer: AnswerInput = Object.assign(
        (entries: readonly InputEntry[], context: Parameters<AnswerInput>[1]) =>
          answerAll(entries, context),
        {
          retrySend: async (error: unknown) => {
            offered.push((error as RpcError).error.message);
            return true;
          },
        },
      );
      expect(await callWithInput(send, call('x'), answer, fast)).to.deep.equal({ content: [] });
      expect(offered).to.deep.equal(['Storage hiccup']);
      const updates = sent.filter((request) => request.method === 'tasks/update');
      expect(updates).to.have.length(2);
      expect(updates[1]!.params!['inputResponses']).to.deep.equal(
        updates[0]!.params!['inputResponses'],
      );
      expect(updates[1]!.id).to.not.equal(updates[0]!.id);
    });

    it('should send tasks/cancel when the person cancels instead of retrying', async () => {
      const { send, sent } = server([...replies().slice(0, 3), { resultType: 'complete' }]);
      const cancelled = new Error('The person cancelled the round.');
      const answer: AnswerInput = Object.assign(
        (entries: readonly InputEntry[], context: Parameters<AnswerInput>[1]) =>
          answerAll(entries, context),
        {
          retrySend: () => Promise.reject(cancelled),
        },
      );
      expect(await rejection(callWithInput(send, call('x'), answer, fast))).to.equal(cancelled);
      expect(sent.map((request) => request.method)).to.deep.equal([
        'tools/call',
        'tasks/get',
        'tasks/update',
        'tasks/cancel',
      ]);
    });

    it('should reject with the error, without cancelling the task, when nobody offers a retry', async () => {
      const { send, sent } = server(replies());
      const error = await rejection(
        callWithInput(
          send,
          call('x'),
          async (entries, context) => answerAll(entries, context),
          fast,
        ),
      );
      expect((error as RpcError).error.message).to.equal('Storage hiccup');
      expect(sent.map((request) => request.method)).to.deep.equal([
        'tools/call',
        'tasks/get',
        'tasks/update',
      ]);
    });
  });

  describe('tasks that do not complete', () => {
    it('should reject with TaskFailedError carrying the task error', async () => {
      const { handle } = taskServer({
        t: {
          pollIntervalMs: 1,
          steps: [{ working: 'Trying' }, { fail: { code: -32603, message: 'Ledger offline' } }],
        },
      });
      const error = await rejection(callWithInput(inProcess(handle), call('t'), answerAll, fast));
      expect(error).to.be.instanceOf(TaskFailedError).and.instanceOf(RoundTripError);
      expect((error as TaskFailedError).code).to.equal('task-failed');
      expect((error as TaskFailedError).taskId).to.equal('task-1');
      expect((error as TaskFailedError).error).to.deep.equal({
        code: -32603,
        message: 'Ledger offline',
      });
    });

    it('should reject with TaskCancelledError when the server cancels the task', async () => {
      const { handle, seen } = taskServer({
        t: { pollIntervalMs: 1, steps: [{ cancelled: 'Operator stopped it' }] },
      });
      const error = await rejection(callWithInput(inProcess(handle), call('t'), answerAll, fast));
      expect(error).to.be.instanceOf(TaskCancelledError);
      expect((error as TaskCancelledError).code).to.equal('task-cancelled');
      expect((error as TaskCancelledError).statusMessage).to.equal('Operator stopped it');
      expect(methods(seen), 'nothing to cancel').to.not.include('tasks/cancel');
    });

    it('should send tasks/cancel when the call is aborted while the person is asked', async () => {
      const { handle, seen, tasks } = taskServer({
        t: { pollIntervalMs: 1, steps: [{ ask: { a: formAsk('A?', 'a') } }, { complete: {} }] },
      });
      const controller = new AbortController();
      let askSignal: AbortSignal | undefined;
      const answer: AnswerInput = (_entries, context) => {
        askSignal = context.signal;
        controller.abort(new Error('stopped'));
        return new Promise(() => {});
      };
      const error = await rejection(
        callWithInput(inProcess(handle), call('t'), answer, { ...fast, signal: controller.signal }),
      );
      expect((error as Error).message).to.equal('stopped');
      expect(askSignal?.aborted, 'the open ask is withdrawn').to.equal(true);
      expect(methods(seen)).to.deep.equal(['tools/call', 'tasks/get', 'tasks/cancel']);
      expect(seen[2]!.request.params!['taskId']).to.equal('task-1');
      expect(tasks.get('task-1')!.status).to.equal('cancelled');
    });

    it('should send tasks/cancel when the call is aborted between polls', async () => {
      const { handle, seen } = taskServer({
        t: { pollIntervalMs: 1, steps: [{ working: 'Forever', polls: Infinity }] },
      });
      const controller = new AbortController();
      const error = await rejection(
        callWithInput(inProcess(handle), call('t'), answerAll, {
          ...fast,
          signal: controller.signal,
          onTaskStatus: (task) => task.statusMessage && controller.abort(new Error('enough')),
        }),
      );
      expect((error as Error).message).to.equal('enough');
      expect(methods(seen)).to.deep.equal(['tools/call', 'tasks/get', 'tasks/cancel']);
    });

    it('should send tasks/cancel when the person cancels an ask', async () => {
      const { handle, seen } = taskServer({
        t: { pollIntervalMs: 1, steps: [{ ask: { a: formAsk('A?', 'a') } }, { complete: {} }] },
      });
      const cancelled = new Error('The person cancelled the round.');
      const error = await rejection(
        callWithInput(inProcess(handle), call('t'), async () => Promise.reject(cancelled), fast),
      );
      expect(error).to.equal(cancelled);
      expect(methods(seen)).to.deep.equal(['tools/call', 'tasks/get', 'tasks/cancel']);
    });

    it('should reject with TaskExpiredError once the task is older than its ttlMs by the server clock', async () => {
      const task = {
        taskId: 't',
        status: 'working',
        createdAt: '2026-12-01T00:00:00Z',
        lastUpdatedAt: '2026-12-01T00:00:00Z',
        ttlMs: 1000,
        pollIntervalMs: 1,
      };
      const { send, sent } = server([
        { resultType: 'task', ...task },
        // Five seconds later by the server's own clock: four past the ttl.
        {
          resultType: 'complete',
          ...task,
          lastUpdatedAt: '2026-12-01T00:00:05Z',
          statusMessage: 'Still at it',
        },
      ]);
      const error = await rejection(callWithInput(send, call('x'), answerAll, fast));
      expect(error).to.be.instanceOf(TaskExpiredError);
      expect((error as TaskExpiredError).code).to.equal('task-expired');
      expect(sent.map((request) => request.method)).to.deep.equal(['tools/call', 'tasks/get']);
    });

    it('should give up with TaskStuckError after maxStuckPolls polls without change, and leave the task running', async () => {
      const { handle, seen } = taskServer({
        t: { pollIntervalMs: 1, steps: [{ working: 'Forever', polls: Infinity }] },
      });
      const error = await rejection(
        callWithInput(inProcess(handle), call('t'), answerAll, { ...fast, maxStuckPolls: 5 }),
      );
      expect(error).to.be.instanceOf(TaskStuckError);
      expect((error as TaskStuckError).polls).to.equal(5);
      expect((error as TaskStuckError).taskId).to.equal('task-1');
      // One poll brings the status message, five bring nothing new.
      expect(methods(seen)).to.deep.equal(['tools/call', ...Array(6).fill('tasks/get')]);
    });

    it('should reject a malformed task with InvalidResultError (bad-task)', async () => {
      const { send } = server([{ resultType: 'task', status: 'working' }]);
      const error = await rejection(callWithInput(send, call('x'), answerAll, fast));
      expect(error).to.be.instanceOf(InvalidResultError);
      expect((error as InvalidResultError).issues.map((issue) => issue.code)).to.deep.equal([
        'bad-task',
      ]);
    });
  });

  describe('opting in', () => {
    const required: TaskTool = {
      taskSupport: 'required',
      pollIntervalMs: 1,
      steps: [{ complete: { content: [] } }],
    };

    it('should reject -32021 naming the extension with TasksRequiredError when the call did not opt in', async () => {
      const { handle, seen } = taskServer({ t: required });
      const error = await rejection(callWithInput(inProcess(handle), call('t'), answerAll));
      expect(error).to.be.instanceOf(TasksRequiredError).and.instanceOf(RpcError);
      expect((error as TasksRequiredError).code).to.equal('tasks-required');
      expect((error as TasksRequiredError).error.code).to.equal(-32021);
      const meta = seen[0]!.request.params!['_meta'] as JsonObject;
      expect(meta['io.modelcontextprotocol/clientCapabilities']).to.not.have.property('extensions');
    });

    it('should run the same tool once the call opts in', async () => {
      const { handle } = taskServer({ t: required });
      expect(await callWithInput(inProcess(handle), call('t'), answerAll, fast)).to.deep.equal({
        content: [],
      });
    });

    it('should keep -32021 for another capability a plain RpcError', async () => {
      const { send } = server([
        (request) => ({
          jsonrpc: '2.0',
          id: request.id,
          error: {
            code: -32021,
            message: 'needs elicitation',
            data: { requiredCapabilities: { elicitation: {} } },
          },
        }),
      ]);
      const error = await rejection(callWithInput(send, call('x'), answerAll, fast));
      expect((error as RpcError).code).to.equal('rpc-error');
    });

    it('should refuse a task result when the call did not opt in (unknown resultType)', async () => {
      const { send } = server([{ resultType: 'task', taskId: 't', status: 'working' }]);
      const error = await rejection(callWithInput(send, call('x'), answerAll));
      expect((error as InvalidResultError).issues.map((issue) => issue.code)).to.deep.equal([
        'unknown-result-type',
      ]);
    });
  });

  describe('polling intervals', () => {
    /** Runs `body` with setTimeout answering at once, recording each delay asked for (fake intervals, no waiting). */
    async function delaysOf(body: () => Promise<unknown>): Promise<number[]> {
      const real = globalThis.setTimeout;
      const delays: number[] = [];
      globalThis.setTimeout = ((handler: () => void, ms?: number) => {
        delays.push(ms ?? 0);
        return real(handler, 0);
      }) as typeof setTimeout;
      try {
        await body().catch(() => undefined);
      } finally {
        globalThis.setTimeout = real;
      }
      return delays;
    }

    it('should back off from 500 ms, doubling while nothing changes, up to 8 s, when the server gives no interval', async () => {
      const { handle } = taskServer({ t: { steps: [{ working: 'Slow', polls: Infinity }] } });
      const delays = await delaysOf(() =>
        callWithInput(inProcess(handle), call('t'), answerAll, { tasks: true, maxStuckPolls: 7 }),
      );
      expect(delays).to.deep.equal([500, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
    });

    it('should never poll faster than minPollInterval (default 250 ms), whatever the server asks', async () => {
      const { handle } = taskServer({
        t: { pollIntervalMs: 10, steps: [{ working: 'Quick', polls: 2 }, { complete: {} }] },
      });
      const delays = await delaysOf(() =>
        callWithInput(inProcess(handle), call('t'), answerAll, { tasks: true }),
      );
      expect(delays).to.deep.equal([250, 250, 250]);
    });
  });

  describe('resuming', () => {
    const tool: TaskTool = {
      pollIntervalMs: 1,
      steps: [
        { ask: { a: formAsk('A?', 'a'), b: formAsk('B?', 'b') } },
        { complete: (answers) => ({ answered: Object.keys(answers) }) },
      ],
    };
    const optIn = {
      'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS_EXTENSION]: {} } },
    };

    it('should follow resumeTask without calling the tool again', async () => {
      const { handle, seen } = taskServer({ t: tool });
      handle({
        jsonrpc: '2.0',
        id: 'elsewhere',
        method: 'tools/call',
        params: { name: 't', _meta: optIn },
      });
      seen.length = 0;
      const result = await callWithInput(inProcess(handle), call('t'), answerAll, {
        ...fast,
        resumeTask: 'task-1',
      });
      expect(result).to.deep.equal({ answered: ['a', 'b'] });
      expect(methods(seen)).to.deep.equal(['tasks/get', 'tasks/update', 'tasks/get']);
      expect(seen.every(({ request }) => request.params!['taskId'] === 'task-1')).to.equal(true);
    });

    it('should keep the task in the answer function’s memory, and follow it from there after a reload', async () => {
      const { handle, seen } = taskServer({ t: tool });
      const send = inProcess(handle);
      let stored: SavedTask | undefined;
      const kept: (SavedTask | undefined)[] = [];
      const memory = {
        recall: (request: JsonRpcRequest) => (request.params!['name'] === 't' ? stored : undefined),
        keep: (_request: JsonRpcRequest, task: SavedTask | undefined) => {
          kept.push(task);
          stored = task;
        },
      };
      // The first page answers `a` only, then goes away while `b` is on screen: its call never settles.
      const batches: string[][] = [];
      let gone!: () => void;
      const away = new Promise<void>((resolve) => (gone = resolve));
      const first: AnswerInput = Object.assign(
        async (entries: readonly InputEntry[]) => {
          batches.push(entries.map((entry) => entry.key));
          if (batches.length > 1) {
            gone();
            return new Promise<never>(() => {});
          }
          return { a: { action: 'accept', content: { a: 'x' } } };
        },
        { tasks: memory },
      );
      void callWithInput(send, call('t'), first, fast);
      await away;
      expect(stored).to.deep.equal({ taskId: 'task-1', answered: ['a'] });
      seen.length = 0;
      // The reloaded page runs the same call with the same memory: it follows task-1.
      const second: AnswerInput = Object.assign(
        async (entries: readonly InputEntry[], context: Parameters<AnswerInput>[1]) => {
          batches.push(entries.map((entry) => entry.key));
          return answerAll(entries, context);
        },
        { tasks: memory },
      );
      const result = await callWithInput(send, call('t', 'reloaded'), second, fast);
      expect(result).to.deep.equal({ answered: ['a', 'b'] });
      expect(batches).to.deep.equal([['a', 'b'], ['b'], ['b']]);
      expect(methods(seen), 'the tool is not called again').to.deep.equal([
        'tasks/get',
        'tasks/update',
        'tasks/get',
      ]);
      expect(kept.at(-1), 'forgotten once the task ended').to.equal(undefined);
    });

    it('should not recall a task without tasks: true', async () => {
      const { handle, seen } = taskServer({ t: { ...tool, taskSupport: 'optional' } });
      const remembered: AnswerInput = Object.assign(
        (entries: readonly InputEntry[], context: Parameters<AnswerInput>[1]) =>
          answerAll(entries, context),
        {
          tasks: { recall: () => ({ taskId: 'task-9', answered: [] }), keep: () => {} },
        },
      );
      await callWithInput(inProcess(handle), call('t'), remembered);
      expect(methods(seen)).to.deep.equal(['tools/call']);
    });
  });

  describe('readTask and declareTasks', () => {
    it('should read a CreateTaskResult and leave out fields of the wrong type', () => {
      const read = readTask({
        resultType: 'task',
        taskId: 'a',
        status: 'working',
        statusMessage: 5,
        createdAt: '2026-12-01T00:00:00Z',
        ttlMs: null,
        pollIntervalMs: '1',
      });
      expect(read).to.deep.equal({
        kind: 'task',
        task: {
          taskId: 'a',
          status: 'working',
          createdAt: '2026-12-01T00:00:00Z',
          ttlMs: null,
        } as TaskInfo,
      });
    });

    it('should refuse a task without an id or with an unknown status', () => {
      for (const value of [
        { status: 'working' },
        { taskId: '', status: 'working' },
        { taskId: 'a', status: 'done' },
        null,
        'task',
      ]) {
        expect(readTask(value).kind, JSON.stringify(value)).to.equal('invalid');
      }
    });

    it('should add the extension beside the host’s own capabilities and extensions', () => {
      const meta = {
        'io.modelcontextprotocol/clientCapabilities': {
          elicitation: { form: {} },
          extensions: { 'example.com/x': { a: 1 } },
        },
        other: 1,
      };
      expect(declareTasks(meta)).to.deep.equal({
        'io.modelcontextprotocol/clientCapabilities': {
          elicitation: { form: {} },
          extensions: { 'example.com/x': { a: 1 }, [TASKS_EXTENSION]: {} },
        },
        other: 1,
      });
      expect(meta['io.modelcontextprotocol/clientCapabilities'].extensions).to.deep.equal({
        'example.com/x': { a: 1 },
      });
    });
  });
});
