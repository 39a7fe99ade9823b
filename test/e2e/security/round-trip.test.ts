/**
 * Security suite "round-trip" (end to end): hundreds of interleaved `callWithInput` calls
 * over one `createHttpTransport` against the real `@modelcontextprotocol/server` 2.4, each
 * answered after a random delay, two rounds each with a sealed `requestState`: no answer,
 * key or state crosses between calls. A server that always asks again stops at the cap.
 */
import { expect } from 'chai';
import {
  callWithInput,
  type InputEntry,
  type JsonRpcRequest,
  createHttpTransport,
  RoundsExceededError,
} from '@elicit-kit/core';
import {
  startInterleaveServer,
  type InterleaveServer,
  type TicketOutcome,
} from './interleave-server.js';

const CALLS = 300;
const tally = { calls: 0, rounds: 0, crossed: 0, requests: 0, capped: 0 };

/** The answer a person gives to call `call` in round `round`. */
const answerFor = (call: string, round: number) => `answer ${round} of ${call}`;

const tool = (id: number, name: string, args: Record<string, unknown>): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('security: round-trip integrity (e2e, @modelcontextprotocol/server 2.4)', function () {
  this.timeout(60_000);
  let server: InterleaveServer;

  before(async () => {
    server = await startInterleaveServer();
  });
  after(async () => {
    await server.close();
    console.log(
      `round-trip (e2e): ${tally.calls} interleaved callWithInput calls × 2 rounds (${tally.rounds} asks answered after random delays, ` +
        `${tally.requests} HTTP requests) against @modelcontextprotocol/server 2.4: ${tally.crossed} answers, keys or states crossed; ` +
        `a server that always asks stopped at the cap after ${tally.capped} requests`,
    );
  });

  it(`should keep ${CALLS} interleaved calls apart: every answer, key and state reaches its own call`, async () => {
    const send = createHttpTransport({ url: server.url });
    const start = server.count();
    const calls = Array.from({ length: CALLS }, async (_, index) => {
      const call = `call-${index}-${Math.random().toString(36).slice(2, 8)}`;
      const seen: string[][] = [];
      const answer = async (entries: readonly InputEntry[]) => {
        seen.push(entries.map((entry) => entry.key));
        // A random wait, so rounds of different calls overtake each other on the wire.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
        tally.rounds += 1;
        return Object.fromEntries(
          entries.map((entry) => [
            entry.key,
            { action: 'accept' as const, content: { answer: answerFor(call, seen.length) } },
          ]),
        );
      };
      const result = await callWithInput(send, tool(index, 'ticket', { call }), answer);
      const outcome = result['structuredContent'] as unknown as TicketOutcome;
      const expected: TicketOutcome = {
        call,
        stateCall: call,
        first: answerFor(call, 1),
        second: answerFor(call, 2),
        keys: [[`a-${call}`], [`b-${call}`]],
      };
      if (
        JSON.stringify(outcome) !== JSON.stringify(expected) ||
        JSON.stringify(seen) !== JSON.stringify([[`a-${call}`], [`b-${call}`]])
      )
        tally.crossed += 1;
      expect(outcome).to.deep.equal(expected);
      expect(seen).to.deep.equal([[`a-${call}`], [`b-${call}`]]);
      tally.calls += 1;
    });
    await Promise.all(calls);
    tally.requests = server.count() - start;
    expect(tally.requests).to.equal(CALLS * 3);
    expect(tally.crossed).to.equal(0);
  });

  it('should stop a real server that always asks again at the round cap', async () => {
    const send = createHttpTransport({ url: server.url });
    const start = server.count();
    let asked = 0;
    const answer = async (entries: readonly InputEntry[]) => {
      asked += 1;
      return Object.fromEntries(
        entries.map((entry) => [
          entry.key,
          { action: 'accept' as const, content: { answer: 'again' } },
        ]),
      );
    };
    const error = await callWithInput(send, tool(9999, 'forever', {}), answer).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(RoundsExceededError);
    expect((error as RoundsExceededError).rounds).to.equal(10);
    tally.capped = server.count() - start;
    expect(tally.capped, 'the first call and ten retries').to.equal(11);
    expect(asked).to.equal(10);
  });
});
