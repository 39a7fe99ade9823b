import { expect } from 'chai';
import {
  callWithInput,
  type AnswerInput,
  createHttpTransport,
  type JsonRpcRequest,
} from '@elicit-kit/core';
import { formAsk, taskServer } from '../helpers/task-server.js';

/** A fetch that hands each POST, with its headers, to the task server (which refuses a wrong Mcp-Name with -32020). */
function serverFetch(handle: (request: JsonRpcRequest, headers: Headers) => unknown): typeof fetch {
  return (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = handle(
      JSON.parse(String(init?.body)) as JsonRpcRequest,
      new Headers(init?.headers),
    );
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

const answer: AnswerInput = async (entries) =>
  Object.fromEntries(
    entries.map((entry) => [entry.key, { action: 'accept', content: { a: 'x' } }]),
  );

describe('createHttpTransport: tasks', () => {
  it('should send Mcp-Name: <taskId> on every tasks/* request, and the tool name on the call', async () => {
    const { handle, seen } = taskServer({
      t: {
        pollIntervalMs: 1,
        steps: [
          { working: 'Warming up' },
          { ask: { a: formAsk('A?', 'a') } },
          { complete: { content: [] } },
        ],
      },
    });
    const send = createHttpTransport({
      url: 'https://mcp.example.com/mcp',
      fetch: serverFetch(handle),
      headers: { 'Mcp-Name': 'host-set' },
    });
    const result = await callWithInput(
      send,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 't', arguments: {} } },
      answer,
      { tasks: true, minPollInterval: 0 },
    );
    expect(result).to.deep.equal({ content: [] });
    const lines = seen.map(
      ({ request, headers }) =>
        `${request.method} ${headers?.get('mcp-method')} ${headers?.get('mcp-name')}`,
    );
    expect(lines).to.deep.equal([
      'tools/call tools/call t',
      'tasks/get tasks/get task-1',
      'tasks/get tasks/get task-1',
      'tasks/update tasks/update task-1',
      'tasks/get tasks/get task-1',
    ]);
  });

  it('should send tasks/cancel with its Mcp-Name too', async () => {
    const { handle, seen, tasks } = taskServer({
      t: { pollIntervalMs: 1, steps: [{ working: 'Forever', polls: Infinity }] },
    });
    const send = createHttpTransport({
      url: 'https://mcp.example.com/mcp',
      fetch: serverFetch(handle),
    });
    const controller = new AbortController();
    const call = callWithInput(
      send,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 't' } },
      answer,
      {
        tasks: true,
        minPollInterval: 0,
        signal: controller.signal,
        onTaskStatus: (task) => task.statusMessage && controller.abort(new Error('stop')),
      },
    );
    await call.catch(() => undefined);
    // The cancel is sent without waiting for its answer: let it arrive.
    for (let i = 0; i < 10 && tasks.get('task-1')?.status !== 'cancelled'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
    const cancel = seen.find(({ request }) => request.method === 'tasks/cancel');
    expect(cancel?.headers?.get('mcp-name')).to.equal('task-1');
    expect(tasks.get('task-1')!.status).to.equal('cancelled');
  });
});
