import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { callWithInput, type JsonObject, type JsonRpcRequest, type Send } from '@elicit-kit/core';
import {
  answerWithRound,
  RoundCancelledError,
  type ElicitRound,
  type ElicitForm,
} from '@elicit-kit/elements';
import { card, click, part, settle } from './helpers/round-helpers.js';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { githubAsk, oddState, samplingAnswer, samplingAsk } from './helpers/round-fixtures.js';

const tool: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 7,
  method: 'tools/call',
  params: { name: 'login', arguments: {} },
};
const done = { content: [{ type: 'text', text: 'ok' }] };

/** A fake server: the scripted results in order, recording each request it got. */
function server(results: JsonObject[]): { send: Send; sent: JsonRpcRequest[] } {
  const sent: JsonRpcRequest[] = [];
  const send: Send = async (request) => {
    sent.push(structuredClone(request));
    const result = results.shift();
    if (!result) throw new Error('unexpected request');
    return { jsonrpc: '2.0', id: request.id, result };
  };
  return { send, sent };
}

/** Waits until the container shows a round, and returns it rendered. */
async function roundIn(container: HTMLElement): Promise<ElicitRound> {
  for (let i = 0; i < 50 && !container.querySelector('elicit-round'); i += 1)
    await new Promise((r) => setTimeout(r, 10));
  const round = container.querySelector<ElicitRound>('elicit-round');
  if (!round) throw new Error('no round shown');
  await round.updateComplete;
  await settle();
  return round;
}

async function reviewAndSend(round: ElicitRound): Promise<void> {
  await click(part(round, 'send'));
  await round.updateComplete;
  await click(part(round, 'send'));
}

describe('answerWithRound', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('should show each round in the container and resolve the loop with what the person sent', async () => {
    const { send, sent } = server([
      {
        resultType: 'input_required',
        inputRequests: { github_login: githubAsk },
        requestState: oddState,
      },
      done,
    ]);
    const call = callWithInput(send, tool, answerWithRound({ container, serverName: 'GitHub' }));
    const round = await roundIn(container);
    expect(part(round, 'server').textContent).to.contain('GitHub');
    const form = card<ElicitForm>(round, 'github_login', 'elicit-form');
    await click(form.shadowRoot!.querySelector('input')!);
    await sendKeys({ type: 'octocat' });
    await reviewAndSend(round);
    expect(await call).to.deep.equal(done);
    expect(sent[1]!.params!['inputResponses']).to.deep.equal({
      github_login: { action: 'accept', content: { name: 'octocat' } },
    });
    expect(sent[1]!.params!['requestState']).to.equal(oddState);
    expect(container.querySelector('elicit-round'), 'a sent round leaves the container').to.equal(
      null,
    );
  });

  it("should send the person's languages, its locale first, with every request of a round it drives", async () => {
    const { send, sent } = server([
      { resultType: 'input_required', inputRequests: { github_login: githubAsk } },
      done,
    ]);
    const call = callWithInput(send, tool, answerWithRound({ container, locale: 'hi' }));
    const round = await roundIn(container);
    const form = card<ElicitForm>(round, 'github_login', 'elicit-form');
    await click(form.shadowRoot!.querySelector('input')!);
    await sendKeys({ type: 'octocat' });
    await reviewAndSend(round);
    await call;
    const languages = sent.map(
      (request) =>
        (request.params!['_meta'] as JsonObject)['io.modelcontextprotocol/acceptLanguage'],
    );
    expect(languages).to.have.length(2);
    for (const sentLanguages of languages) expect(sentLanguages).to.match(/^hi(,|$)/);
    // The browser's own languages follow as fallbacks.
    expect(languages[0]).to.contain(navigator.languages[0]!);
  });

  it("should take the container's lang as the person's first language when no locale is given", async () => {
    const { send, sent } = server([done]);
    container.lang = 'ta';
    await callWithInput(send, tool, answerWithRound({ container }));
    expect(
      (sent[0]!.params!['_meta'] as JsonObject)['io.modelcontextprotocol/acceptLanguage'],
    ).to.match(/^ta(,|$)/);
  });

  it('should show the next round once the previous one is sent', async () => {
    const ask = {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Sure?' } } },
    };
    const { send, sent } = server([ask, { ...ask, requestState: 'two' }, done]);
    const call = callWithInput(send, tool, answerWithRound({ container }));
    const first = await roundIn(container);
    await reviewAndSend(first);
    await new Promise((r) => setTimeout(r, 50));
    const second = await roundIn(container);
    expect(second).to.not.equal(first);
    expect(first.isConnected).to.equal(false);
    await reviewAndSend(second);
    await call;
    expect(sent).to.have.length(3);
  });

  it('should bring the sent round back when its answers do not reach the server, and resend them on Retry', async () => {
    const sent: JsonRpcRequest[] = [];
    const replies: (JsonObject | Error)[] = [
      {
        resultType: 'input_required',
        inputRequests: { github_login: githubAsk },
        requestState: oddState,
      },
      new TypeError('connection reset'),
      done,
    ];
    const send: Send = async (request) => {
      sent.push(structuredClone(request));
      const reply = replies.shift();
      if (reply instanceof Error) throw reply;
      return { jsonrpc: '2.0', id: request.id, result: reply };
    };
    const call = callWithInput(send, tool, answerWithRound({ container, serverName: 'GitHub' }));
    const round = await roundIn(container);
    const form = card<ElicitForm>(round, 'github_login', 'elicit-form');
    await click(form.shadowRoot!.querySelector('input')!);
    await sendKeys({ type: 'octocat' });
    await reviewAndSend(round);
    // The send failed: the same round is back, unlocked, saying so, the answer still there.
    for (let i = 0; i < 50 && !round.isConnected; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    await round.updateComplete;
    expect(round.isConnected).to.equal(true);
    expect(round.busy).to.equal(false);
    expect(part(round, 'summary').textContent).to.equal(uiText('ui.sendFailed'));
    expect(part(round, 'send').textContent!.trim()).to.equal(uiText('ui.retryNow'));
    expect(round.inputResponses).to.deep.equal({
      github_login: { action: 'accept', content: { name: 'octocat' } },
    });
    await click(part(round, 'send'));
    expect(await call).to.deep.equal(done);
    expect(sent).to.have.length(3);
    expect(sent[2]!.params!['inputResponses']).to.deep.equal(sent[1]!.params!['inputResponses']);
    expect(sent[2]!.params!['requestState']).to.equal(oddState);
    expect(container.querySelector('elicit-round')).to.equal(null);
  });

  it('should end the loop with RoundCancelledError when the person cancels, sending nothing more', async () => {
    const { send, sent } = server([
      { resultType: 'input_required', inputRequests: { github_login: githubAsk } },
    ]);
    // The outcome is read from the start: the rejection comes while the test still clicks.
    const outcome = callWithInput(send, tool, answerWithRound({ container })).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    const round = await roundIn(container);
    await click(part(round, 'cancel'));
    const error = await outcome;
    expect(error).to.be.instanceOf(RoundCancelledError);
    expect((error as RoundCancelledError).code).to.equal('cancelled');
    expect((error as RoundCancelledError).inputResponses).to.deep.equal({
      github_login: { action: 'cancel' },
    });
    expect(sent).to.have.length(1);
    expect(container.querySelector('elicit-round')).to.equal(null);
  });

  it('should answer host entries through hostResponses in the same round and send', async () => {
    const { send, sent } = server([
      {
        resultType: 'input_required',
        inputRequests: { summary: samplingAsk, github_login: githubAsk },
      },
      done,
    ]);
    const asked: string[] = [];
    const answer = answerWithRound({
      container,
      hostResponses: async (entry) => {
        asked.push(`${entry.method}:${entry.key}`);
        return samplingAnswer;
      },
    });
    expect(answer.hostEntries).to.equal(true);
    const call = callWithInput(send, tool, answer);
    const round = await roundIn(container);
    await click(
      card<ElicitForm>(round, 'github_login', 'elicit-form').shadowRoot!.querySelector('input')!,
    );
    await sendKeys({ type: 'ada' });
    await reviewAndSend(round);
    await call;
    expect(asked).to.deep.equal(['sampling/createMessage:summary']);
    expect(sent[1]!.params!['inputResponses']).to.deep.equal({
      summary: samplingAnswer,
      github_login: { action: 'accept', content: { name: 'ada' } },
    });
  });

  it('should leave host entries to the call without hostResponses', async () => {
    expect(answerWithRound({ container }).hostEntries).to.equal(false);
    const { send } = server([
      { resultType: 'input_required', inputRequests: { summary: samplingAsk } },
    ]);
    const error = await callWithInput(send, tool, answerWithRound({ container })).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect((error as { code?: string }).code).to.equal('unsupported-input-request');
    expect(container.querySelector('elicit-round')).to.equal(null);
  });

  it('should lock the round and keep it visible when the call is aborted', async () => {
    const controller = new AbortController();
    const { send } = server([
      { resultType: 'input_required', inputRequests: { github_login: githubAsk } },
    ]);
    const outcome = callWithInput(send, tool, answerWithRound({ container }), {
      signal: controller.signal,
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    const round = await roundIn(container);
    controller.abort(new Error('gone'));
    const error = await outcome;
    expect((error as Error).message).to.equal('gone');
    expect(round.isConnected).to.equal(true);
    // Withdrawn, not busy: Send refuses, the forms keep what was typed, editable and copyable.
    expect(round.withdrawn).to.equal(true);
    await round.updateComplete;
    expect(part<HTMLButtonElement>(round, 'send').disabled).to.equal(true);
    expect(part(round, 'deadline').textContent).to.contain('withdrawn');
  });

  it('should reject with a TimeoutError at the deadline and keep the expired round with what was typed', async () => {
    const { send, sent } = server([
      { resultType: 'input_required', inputRequests: { github_login: githubAsk } },
      done,
    ]);
    const outcome = callWithInput(
      send,
      tool,
      answerWithRound({ container, deadline: Date.now() + 1500 }),
    ).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    const round = await roundIn(container);
    expect(part(round, 'countdown').textContent).to.match(/^Time left to answer: 0:0[12]$/);
    const form = card<ElicitForm>(round, 'github_login', 'elicit-form');
    await click(form.shadowRoot!.querySelector('input')!);
    await sendKeys({ type: 'octocat' });
    const error = (await outcome) as DOMException;
    expect(error.name).to.equal('TimeoutError');
    expect(sent.length, 'nothing sent late').to.equal(1);
    expect(round.isConnected).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await round.updateComplete;
    expect(round.expired).to.equal(true);
    expect(part<HTMLButtonElement>(round, 'send').disabled).to.equal(true);
    expect(form.shadowRoot!.querySelector('input')!.value).to.equal('octocat');
  });
  it('should bring back, for each of two calls in flight on one answerer, its own round', async () => {
    /** A call whose second request (the one with the answers) fails once the test says so. */
    const failing = () => {
      const sent: JsonRpcRequest[] = [];
      let fail!: () => void;
      const failed = new Promise<void>((resolve) => (fail = resolve));
      const send: Send = async (request) => {
        sent.push(structuredClone(request));
        if (sent.length === 2) {
          await failed;
          throw new TypeError('connection reset');
        }
        const key = String(request.params!['name']);
        const result =
          sent.length === 1
            ? {
                resultType: 'input_required',
                inputRequests: {
                  [key]: { method: 'elicitation/create', params: { message: `Sure, ${key}?` } },
                },
              }
            : done;
        return { jsonrpc: '2.0', id: request.id, result };
      };
      return { send, sent, fail };
    };
    const answer = answerWithRound({ container });
    const a = failing();
    const b = failing();
    const callA = callWithInput(a.send, { ...tool, id: 1, params: { name: 'a' } }, answer);
    const callB = callWithInput(b.send, { ...tool, id: 2, params: { name: 'b' } }, answer);
    for (let i = 0; i < 50 && container.querySelectorAll('elicit-round').length < 2; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    const [roundA, roundB] = [...container.querySelectorAll<ElicitRound>('elicit-round')];
    const keyOf = (round: ElicitRound | undefined) =>
      round?.shadowRoot!.querySelector<HTMLElement>('[part~="item"]')?.dataset['key'];
    expect([keyOf(roundA), keyOf(roundB)]).to.deep.equal(['a', 'b']);
    await settle();
    await reviewAndSend(roundA!);
    await reviewAndSend(roundB!);
    // A's answers fail after B's round was sent: A's own round comes back, not B's.
    a.fail();
    for (let i = 0; i < 50 && !container.querySelector('elicit-round'); i += 1)
      await new Promise((r) => setTimeout(r, 10));
    expect([...container.querySelectorAll<ElicitRound>('elicit-round')].map(keyOf)).to.deep.equal([
      'a',
    ]);
    b.fail();
    for (let i = 0; i < 50 && container.querySelectorAll('elicit-round').length < 2; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    expect([...container.querySelectorAll<ElicitRound>('elicit-round')].map(keyOf)).to.deep.equal([
      'a',
      'b',
    ]);
    await roundB!.updateComplete;
    await click(part(roundB!, 'send'));
    expect(await callB).to.deep.equal(done);
    await click(part(roundA!, 'send'));
    expect(await callA).to.deep.equal(done);
    // Each retry resends its own call's answers.
    expect(Object.keys(a.sent[2]!.params!['inputResponses'] as object)).to.deep.equal(['a']);
    expect(Object.keys(b.sent[2]!.params!['inputResponses'] as object)).to.deep.equal(['b']);
    expect([
      a.sent[2]!.params!['inputResponses'],
      b.sent[2]!.params!['inputResponses'],
    ]).to.deep.equal([a.sent[1]!.params!['inputResponses'], b.sent[1]!.params!['inputResponses']]);
  });
  it('should leave requestState to the loop alone: never given to the round, never persisted, with or without persistKey', async () => {
    const ask = {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Sure?' } } },
      requestState: oddState,
    };
    for (const persistKey of ['', 'one-owner']) {
      const { send, sent } = server([ask, done]);
      const call = callWithInput(send, tool, answerWithRound({ container, persistKey }));
      const round = await roundIn(container);
      const events: unknown[] = [];
      round.addEventListener('elicit-round', (event) => events.push(event.detail));
      expect(round.requestState, persistKey || 'no persistKey').to.equal(undefined);
      if (persistKey) {
        // The pending round is kept for a reload (its entries), but not the server's state.
        const saved = JSON.parse(sessionStorage.getItem(`elicit-kit:${persistKey}`)!) as {
          entries: { key: string }[];
        };
        expect(saved.entries.map((entry) => entry.key)).to.deep.equal(['confirm']);
        expect(Object.hasOwn(saved, 'requestState')).to.equal(false);
        expect(JSON.stringify(saved)).to.not.include('eyJsb2NhdGlvbiI6');
      }
      await reviewAndSend(round);
      await call;
      // What the server gets back is the loop's own copy, byte for byte, whatever the round held.
      expect(sent[1]!.params!['requestState']).to.equal(oddState);
      expect(Object.hasOwn(events[0] as object, 'requestState')).to.equal(false);
    }
  });
});
