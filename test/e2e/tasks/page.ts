// The page the task reload test drives: one tools/call that runs as a task, answered by
// answerWithRound with persistKey, bundled from the packages' src/ by esbuild. It starts the
// call on every load; after a reload the kept task is followed instead of calling again.
import { callWithInput, createHttpTransport, type TaskInfo } from '@elicit-kit/core';
import { answerWithRound } from '@elicit-kit/elements';

const status = document.createElement('p');
status.setAttribute('data-status', '');
const rounds = document.createElement('div');
const outcome = document.createElement('pre');
outcome.setAttribute('data-outcome', '');
document.body.append(status, rounds, outcome);

const show = (task: TaskInfo) =>
  (status.textContent = `${task.status}${task.statusMessage ? `: ${task.statusMessage}` : ''}`);
const answer = answerWithRound({ container: rounds, serverName: 'Ledger', persistKey: 'ledger' });
const request = {
  jsonrpc: '2.0' as const,
  id: `page-${Date.now()}`,
  method: 'tools/call',
  params: { name: 'close_books', arguments: { year: 2026 } },
};
callWithInput(createHttpTransport({ url: '/mcp' }), request, answer, {
  tasks: true,
  onTaskStatus: show,
}).then(
  (result) => (outcome.textContent = JSON.stringify(result)),
  (error: unknown) => (outcome.textContent = JSON.stringify({ error: String(error) })),
);
