/**
 * callWithInput given core `askSignal({ deadline })` as its signal: past the deadline it
 * rejects with a `TimeoutError` and nothing more leaves, even when the clock passed the
 * deadline an instant before the timer could fire (the window a late timer leaves open).
 */
import { expect } from 'chai';
import {
  callWithInput,
  type AnswerInput,
  type RoundContext,
  askSignal,
  type JsonRpcRequest,
} from '@elicit-kit/core';
import { rejection, server } from '../helpers/fake-server.js';

const tool: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'deploy' },
};
const ask = {
  resultType: 'input_required',
  inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Deploy now?' } } },
  requestState: 's',
};
const done = { content: [] };
const yes = { confirm: { action: 'accept', content: {} } };

/** Spins (one task: no timer can run) until the clock is past `at`. */
function spinPast(at: number): void {
  while (Date.now() <= at) {
    // On purpose: the deadline passes inside this task, before the timeout fires.
  }
}

describe('callWithInput with askSignal({ deadline })', () => {
  it('should send nothing when the answer comes a moment past the deadline, before its timer fired', async () => {
    const { send, sent } = server([ask, done]);
    const at = Date.now() + 30;
    const answer: AnswerInput = async () => {
      spinPast(at);
      return yes;
    };
    const error = await rejection(
      callWithInput(send, tool, answer, { signal: askSignal({ deadline: at }) }),
    );
    expect((error as DOMException).name).to.equal('TimeoutError');
    expect(sent, 'only the first request').to.have.length(1);
  });

  it('should reject with a TimeoutError while the person still answers, aborting the round signal', async () => {
    const { send, sent } = server([ask, done]);
    let round: RoundContext | undefined;
    const answer: AnswerInput = (_entries, context) => (
      (round = context),
      new Promise(() => undefined)
    );
    const error = await rejection(
      callWithInput(send, tool, answer, { signal: askSignal({ deadline: Date.now() + 30 }) }),
    );
    expect((error as DOMException).name).to.equal('TimeoutError');
    expect([round?.signal.aborted, (round?.signal.reason as DOMException).name]).to.deep.equal([
      true,
      'TimeoutError',
    ]);
    expect(sent).to.have.length(1);
  });

  it('should not resend on a Retry offered in time but accepted a moment past the deadline', async () => {
    const { send, sent } = server([
      ask,
      () => ({ jsonrpc: '2.0', id: 'x', error: { code: -32603, message: 'down' } }),
      done,
    ]);
    const at = Date.now() + 30;
    const answer: AnswerInput = Object.assign(async () => yes, {
      retrySend: async () => {
        spinPast(at);
        return true;
      },
    });
    const error = await rejection(
      callWithInput(send, tool, answer, { signal: askSignal({ deadline: at }) }),
    );
    expect((error as DOMException).name).to.equal('TimeoutError');
    expect(sent, 'the first request and the failed send, no retry').to.have.length(2);
  });

  it('should keep the withdrawal’s own reason', async () => {
    const { send } = server([ask, done]);
    const host = new AbortController();
    const answer: AnswerInput = () => (host.abort('closed'), new Promise(() => undefined));
    expect(
      await rejection(
        callWithInput(send, tool, answer, {
          signal: askSignal({ deadline: Date.now() + 60_000, signal: host.signal }),
        }),
      ),
    ).to.equal('closed');
  });
});
