/**
 * Security suite "round-trip" (core half): a server's `requestState` comes back byte for
 * byte over JSON text, `readInputRequired`, `retryRequest` and `callWithInput`, for
 * thousands of random strings and a 1 MiB one; a server that always asks again is stopped
 * at the round cap. Runs in Node and in Chromium (test/core).
 */
import { expect } from 'chai';
import {
  callWithInput,
  readInputRequired,
  retryRequest,
  RoundsExceededError,
  type JsonRpcRequest,
  type Send,
} from '@elicit-kit/core';
import { fc } from '../helpers/fast-check.js';
import { mebibyteState, stateString } from './state-strings.js';

const original: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 't', arguments: {} },
};
const ask = { method: 'elicitation/create', params: { message: 'Confirm?' } };

/** The wire: what each side sends is JSON text, parsed by the other side. */
const wire = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** A server over the JSON wire: round 1 asks with `state`, round 2 checks the echo and completes. */
function echoServer(state: string): { send: Send; echoed: unknown[] } {
  const echoed: unknown[] = [];
  const send: Send = async (request) => {
    const received = wire<JsonRpcRequest>(request);
    const params = received.params ?? {};
    if (!Object.hasOwn(params, 'requestState')) {
      return JSON.parse(
        JSON.stringify({
          jsonrpc: '2.0',
          id: received.id,
          result: {
            resultType: 'input_required',
            inputRequests: { confirm: ask },
            requestState: state,
          },
        }),
      );
    }
    echoed.push(params['requestState']);
    return JSON.parse(JSON.stringify({ jsonrpc: '2.0', id: received.id, result: { content: [] } }));
  };
  return { send, echoed };
}

const confirm = async () => ({ confirm: { action: 'accept' as const } });
const tally = { strings: 0, loops: 0, mebibyte: false, capped: [] as string[] };

describe('security: round-trip integrity (core)', () => {
  after(() => {
    console.log(
      `round-trip (core): ${tally.strings} random requestStates (all of Unicode, lone surrogates, JSON escapes) byte for byte ` +
        `through JSON, readInputRequired and retryRequest, ${tally.loops} through callWithInput; 1 MiB state ${tally.mebibyte ? 'held' : 'FAILED'}; ` +
        `a server that always asks stopped at the cap (${tally.capped.join('; ')})`,
    );
  });

  it('should echo thousands of random states byte for byte through JSON, readInputRequired and retryRequest', () => {
    fc.assert(
      fc.property(stateString, (state) => {
        const result = wire<unknown>({
          resultType: 'input_required',
          inputRequests: { confirm: ask },
          requestState: state,
        });
        const read = readInputRequired(result);
        if (read.kind !== 'input_required') return false;
        const retry = wire<JsonRpcRequest>(
          retryRequest(
            original,
            { inputResponses: { confirm: { action: 'accept' } }, requestState: read.requestState },
            2,
          ),
        );
        tally.strings += 1;
        return read.requestState === state && retry.params?.['requestState'] === state;
      }),
      { numRuns: 3000 },
    );
  });

  it('should echo random states byte for byte through callWithInput', async () => {
    await fc.assert(
      fc.asyncProperty(stateString, async (state) => {
        const server = echoServer(state);
        await callWithInput(server.send, original, confirm);
        tally.loops += 1;
        return server.echoed.length === 1 && server.echoed[0] === state;
      }),
      { numRuns: 1000 },
    );
  });

  it('should echo a 1 MiB state byte for byte', async () => {
    const state = mebibyteState();
    expect(state.length).to.equal(1 << 20);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(state), 'holds lone surrogates').to.equal(
      true,
    );
    const server = echoServer(state);
    await callWithInput(server.send, original, confirm);
    expect(server.echoed[0] === state, 'the echo equals the state').to.equal(true);
    tally.mebibyte = true;
  });

  for (const [label, options, result] of [
    [
      'asks',
      {},
      { resultType: 'input_required', inputRequests: { confirm: ask }, requestState: 'again' },
    ],
    [
      'asks, cap 3',
      { maxRounds: 3 },
      { resultType: 'input_required', inputRequests: { confirm: ask } },
    ],
    [
      'only waits (state-only)',
      { statePause: 0 },
      { resultType: 'input_required', requestState: 'wait' },
    ],
  ] as const) {
    it(`should stop a server that always ${label} at the round cap`, async () => {
      let requests = 0;
      let asked = 0;
      const send: Send = async (request) => {
        requests += 1;
        return { jsonrpc: '2.0', id: request.id, result };
      };
      const answer = async () => {
        asked += 1;
        return { confirm: { action: 'accept' as const } };
      };
      const cap = 'maxRounds' in options ? options.maxRounds : 10;
      const error = await callWithInput(send, original, answer, options).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).to.be.instanceOf(RoundsExceededError);
      expect((error as RoundsExceededError).code).to.equal('rounds-exceeded');
      expect((error as RoundsExceededError).rounds).to.equal(cap);
      expect(requests, 'the first request and one retry per round').to.equal(cap + 1);
      expect(asked).to.equal(result.inputRequests ? cap : 0);
      tally.capped.push(`${label}: ${requests} requests`);
    });
  }
});
