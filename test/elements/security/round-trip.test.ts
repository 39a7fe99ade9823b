/**
 * Security suite "round-trip" (browser half): random `requestState`s (all of Unicode, lone
 * surrogates, JSON escapes) and a 1 MiB one come back byte for byte from `<elicit-round>`
 * (Retry of a state-only round, Send of an asking one) and from `answerWithRound` under
 * core `callWithInput` over a JSON wire.
 */
import { expect } from '@open-wc/testing';
import { callWithInput, type JsonRpcRequest, type Send } from '@elicit-kit/core';
import '@elicit-kit/elements/define';
import { answerWithRound, type ElicitRound, type ElicitRoundDetail } from '@elicit-kit/elements';
import { fc } from '../../core/helpers/fast-check.js';
import { mebibyteState, stateString } from '../../core/security/state-strings.js';
import { rendered } from './helpers/scan.js';

const ask = {
  method: 'elicitation/create',
  params: {
    message: 'Confirm?',
    requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', default: true } } },
  },
};
const original: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 'call',
  method: 'tools/call',
  params: { name: 't', arguments: {} },
};
const wire = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** Clicks a part of the round and waits for it to render. */
async function press(round: ElicitRound, part: string): Promise<void> {
  round.shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`)!.click();
  await rendered(round);
}

const tally = { retried: 0, sent: 0, looped: 0, mebibyte: false };

describe('security: round-trip integrity (<elicit-round>, answerWithRound)', function () {
  this.timeout(60_000);
  const states = fc.sample(stateString, 300);
  let round: ElicitRound;
  let details: ElicitRoundDetail[];

  before(() => {
    round = document.createElement('elicit-round');
    round.addEventListener('elicit-round', (event) => details.push(event.detail));
    document.body.append(round);
  });
  after(() => {
    round.remove();
    console.log(
      `round-trip (browser): ${tally.retried} random states through a state-only round's Retry, ${tally.sent} through Send, ` +
        `${tally.looped} through answerWithRound and callWithInput, byte for byte; 1 MiB ${tally.mebibyte ? 'held' : 'FAILED'}`,
    );
  });

  it('should echo random states byte for byte on Retry and on Send', async () => {
    for (const state of states) {
      details = [];
      round.result = wire({ resultType: 'input_required', requestState: state });
      await rendered(round);
      await press(round, 'send');
      expect(details.length).to.equal(1);
      expect(details[0]!.requestState === state, JSON.stringify(state)).to.equal(true);
      tally.retried += 1;

      round.result = wire({
        resultType: 'input_required',
        inputRequests: { confirm: ask },
        requestState: state,
      });
      await rendered(round);
      await press(round, 'send');
      await press(round, 'send');
      expect(details.length).to.equal(2);
      expect(details[1]!.requestState === state, JSON.stringify(state)).to.equal(true);
      expect(details[1]!.inputResponses).to.deep.equal({
        confirm: { action: 'accept', content: { ok: true } },
      });
      tally.sent += 1;
    }
  });

  it('should echo random states and a 1 MiB one through answerWithRound under callWithInput', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    for (const [index, state] of [...states.slice(0, 100), mebibyteState()].entries()) {
      const echoed: unknown[] = [];
      const send: Send = async (request) => {
        const params = wire<JsonRpcRequest>(request).params ?? {};
        if (Object.hasOwn(params, 'requestState')) echoed.push(params['requestState']);
        const result = echoed.length
          ? { content: [] }
          : { resultType: 'input_required', inputRequests: { confirm: ask }, requestState: state };
        return wire({ jsonrpc: '2.0', id: request.id, result });
      };
      const call = callWithInput(send, { ...original, id: index }, answerWithRound({ container }));
      let shown: ElicitRound | null = null;
      for (let i = 0; i < 100 && !shown; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        shown = container.querySelector('elicit-round');
      }
      await rendered(shown!);
      await press(shown!, 'send');
      await press(shown!, 'send');
      await call;
      expect(echoed.length).to.equal(1);
      expect(echoed[0] === state, `state ${index}`).to.equal(true);
      if (state.length === 1 << 20) tally.mebibyte = true;
      else tally.looped += 1;
    }
    container.remove();
    expect(tally.mebibyte).to.equal(true);
  });
});
