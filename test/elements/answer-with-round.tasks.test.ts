import { expect } from '@open-wc/testing';
import type { JsonRpcRequest } from '@elicit-kit/core';
import { answerWithRound } from '@elicit-kit/elements';

const call = (year: number): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'close_books', arguments: { year } },
});

describe('answerWithRound: the task a call follows (persistKey)', () => {
  afterEach(() => sessionStorage.clear());

  it('should keep the task under <persistKey>:task and recall it only for the same call', () => {
    const { tasks } = answerWithRound({ container: document.body, persistKey: 'books' });
    tasks!.keep(call(2026), { taskId: 'task-7', answered: ['region'] });
    expect(JSON.parse(sessionStorage.getItem('elicit-kit:books:task') ?? 'null')).to.include({
      taskId: 'task-7',
    });
    // A new answer function, as after a reload.
    const again = answerWithRound({ container: document.body, persistKey: 'books' }).tasks!;
    expect(again.recall(call(2026))).to.deep.equal({ taskId: 'task-7', answered: ['region'] });
    expect(again.recall(call(2025)), 'other arguments: another call').to.equal(undefined);
    expect(
      answerWithRound({ container: document.body, persistKey: 'other' }).tasks!.recall(call(2026)),
    ).to.equal(undefined);
  });

  it('should forget the task once the call ends, and keep nothing without persistKey', () => {
    const { tasks } = answerWithRound({ container: document.body, persistKey: 'books' });
    tasks!.keep(call(2026), { taskId: 'task-7', answered: [] });
    tasks!.keep(call(2026), undefined);
    expect(sessionStorage.getItem('elicit-kit:books:task')).to.equal(null);
    expect(tasks!.recall(call(2026))).to.equal(undefined);
    expect(answerWithRound({ container: document.body }).tasks).to.equal(undefined);
  });

  it('should ignore a stored record of the wrong shape', () => {
    sessionStorage.setItem('elicit-kit:books:task', JSON.stringify({ call: 'x', taskId: 5 }));
    expect(
      answerWithRound({ container: document.body, persistKey: 'books' }).tasks!.recall(call(2026)),
    ).to.equal(undefined);
  });
});
