// Durable rounds: a round parked by one process is resumed exactly once by whichever process
// ends it (answer, deadline, withdraw), after the parking process is gone. Two relays on one
// memory store stand in for two processes (the Redis store runs the same on Redis).
import { expect } from 'chai';
import { retryRequest, type JsonRpcRequest } from '@elicit-kit/core';
import { createRelay, memoryStore, RelayError, type Relay } from '@elicit-kit/relay';
import { NAME_ASK, openEvents, postAnswer } from './helpers/events.js';
import { ANSWERS, ASKING, recorder, REQUEST } from './helpers/rounds.js';

describe('relay: durable rounds (park and resume)', () => {
  let store: ReturnType<typeof memoryStore>;
  let a: Relay;
  let b: Relay;
  let onA: ReturnType<typeof recorder>;
  let onB: ReturnType<typeof recorder>;
  beforeEach(() => {
    store = memoryStore();
    onA = recorder();
    onB = recorder();
    a = createRelay({ store, resume: onA.resume });
    b = createRelay({ store, resume: onB.resume, limits: { reconcileMs: 20 } });
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('should resume once on B with the answers when A parked the round and died, never showing the page the request or its state', async () => {
    const id = await a.park('alice', REQUEST, ASKING, { serverName: 'Trips', tag: 'call-7' });
    // A crash: A's process is gone, nothing of it cleans up.
    await a.close();
    const page = await openEvents(b, 'alice');
    const ask = await page.next('ask');
    expect(ask.data['id']).to.equal(id);
    expect(ask.data['tag']).to.equal('call-7');
    expect(JSON.stringify(ask.data)).to.not.contain('SECRET-STATE');
    expect(JSON.stringify(ask.data)).to.not.contain('Pune');
    expect((await postAnswer(b, 'alice', { id, inputResponses: ANSWERS })).status).to.equal(204);
    expect(await onB.next(1)).to.deep.equal({
      id,
      session: 'alice',
      request: REQUEST,
      requestState: 'SECRET-STATE',
      inputResponses: ANSWERS,
      reason: 'answered',
    });
    expect((await postAnswer(b, 'alice', { id, inputResponses: ANSWERS })).status).to.equal(409);
    // The host's retry, built from what resume got.
    const retry = retryRequest(onB.calls[0]!.request, onB.calls[0]!, 2);
    expect(retry.params).to.include({ requestState: 'SECRET-STATE' });
    expect(retry.params!['inputResponses']).to.deep.equal(ANSWERS);
    expect(onB.calls).to.have.length(1);
    expect(onA.calls).to.have.length(0);
    await page.close();
  });

  it('should resume exactly once when the answer is posted through two processes at once', async () => {
    const id = await a.park('alice', REQUEST, ASKING);
    const statuses = await Promise.all([
      postAnswer(a, 'alice', { id, inputResponses: ANSWERS }),
      postAnswer(b, 'alice', { id, inputResponses: ANSWERS }),
    ]);
    expect(statuses.map((s) => s.status).sort()).to.deep.equal([204, 409]);
    await (statuses[0]!.status === 204 ? onA : onB).next(1);
    expect(onA.calls.length + onB.calls.length).to.equal(1);
  });

  it('should resume once with cancel for every key at the deadline, from another process’s sweep when the parking one died', async () => {
    const page = await openEvents(b, 'alice');
    const id = await a.park('alice', REQUEST, ASKING, { deadline: Date.now() + 30 });
    await a.close();
    const resumed = await onB.next(1);
    expect(resumed).to.deep.equal({
      id,
      session: 'alice',
      request: REQUEST,
      requestState: 'SECRET-STATE',
      inputResponses: { who: { action: 'cancel' }, again: { action: 'cancel' } },
      reason: 'expired',
    });
    expect((await page.next('withdraw')).data).to.deep.equal({ id, reason: 'expired' });
    expect((await postAnswer(b, 'alice', { id, inputResponses: ANSWERS })).status).to.equal(410);
    expect(onA.calls).to.have.length(0);
    await page.close();
  });

  it('should fire its own deadline on the parking process while it lives, and count parked rounds against the session’s limit', async () => {
    const own = recorder();
    const alone = createRelay({
      store: memoryStore(),
      resume: own.resume,
      limits: { pendingPerSession: 1 },
    });
    const id = await alone.park('alice', REQUEST, ASKING, { deadline: Date.now() + 20 });
    const error = await alone.park('alice', REQUEST, ASKING).catch((reason: unknown) => reason);
    expect((error as RelayError).code).to.equal('too-many-asks');
    expect(await own.next(1)).to.include({ id, reason: 'expired' });
    expect(typeof (await alone.park('alice', REQUEST, ASKING))).to.equal('string');
    await alone.close();
  });

  it('should resume once with cancel for every key on withdraw, from any process', async () => {
    const id = await a.park('alice', REQUEST, ASKING);
    expect(await b.withdraw(id)).to.equal(true);
    expect((await onB.next(1)).inputResponses).to.deep.equal({
      who: { action: 'cancel' },
      again: { action: 'cancel' },
    });
    expect(await a.withdraw(id)).to.equal(false);
    expect(onA.calls.length + onB.calls.length).to.equal(1);
  });

  it('should park again when the server asks again, and carry on to the end', async () => {
    const done: unknown[] = [];
    let round = 0;
    // The host's resume: send the retry; a second input_required parks again.
    const server = async (request: JsonRpcRequest) =>
      ++round === 1
        ? {
            resultType: 'input_required',
            inputRequests: { more: { method: 'elicitation/create', params: NAME_ASK } },
          }
        : {
            content: [
              {
                type: 'text',
                text: `booked for ${JSON.stringify(request.params!['inputResponses'])}`,
              },
            ],
          };
    const host: Relay = createRelay({
      store,
      resume: async ({ session, request, requestState, inputResponses }) => {
        const retry = retryRequest(
          request,
          { inputResponses, ...(requestState === undefined ? {} : { requestState }) },
          crypto.randomUUID(),
        );
        const result = await server(retry);
        if ('resultType' in result) await host.park(session, retry, result as never);
        else done.push(result);
      },
    });
    const page = await openEvents(host, 'alice');
    const first = await host.park('alice', REQUEST, ASKING);
    await page.next('ask');
    expect(
      (await postAnswer(host, 'alice', { id: first, inputResponses: ANSWERS })).status,
    ).to.equal(204);
    const second = await page.next('ask');
    expect(second.data['entries']).to.have.length(1);
    expect(
      (
        await postAnswer(host, 'alice', {
          id: second.data['id'],
          inputResponses: { more: { action: 'decline' } },
        })
      ).status,
    ).to.equal(204);
    while (done.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).to.deep.equal([
      { content: [{ type: 'text', text: 'booked for {"more":{"action":"decline"}}' }] },
    ]);
    await page.close();
    await host.close();
  });

  it('should leave a parked round to a process that can resume it: one without resume answers 503 and takes nothing', async () => {
    const plain = createRelay({ store });
    const id = await a.park('alice', REQUEST, ASKING);
    expect((await postAnswer(plain, 'alice', { id, inputResponses: ANSWERS })).status).to.equal(
      503,
    );
    expect((await postAnswer(a, 'alice', { id, inputResponses: ANSWERS })).status).to.equal(204);
    await plain.close();
  });

  it('should refuse to park without resume, a result that is not input_required, entries a person cannot answer and bad options', async () => {
    const plain = createRelay({ store });
    const refusals = [
      plain.park('alice', REQUEST, ASKING),
      a.park('alice', REQUEST, { content: [] } as never),
      a.park('alice', REQUEST, {
        resultType: 'input_required',
        requestState: 'only-state',
      } as never),
      a.park('alice', REQUEST, {
        resultType: 'input_required',
        inputRequests: { roots: { method: 'roots/list' } },
      } as never),
      a.park('alice', null as never, ASKING),
      a.park('', REQUEST, ASKING),
      a.park('alice', REQUEST, ASKING, null as never),
      a.park('alice', REQUEST, ASKING, { tag: 5 as never }),
      a.park('alice', REQUEST, ASKING, { deadline: Number.NaN }),
      a.withdraw(5 as never),
    ];
    for (const refusal of refusals) {
      const error = await refusal.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).to.be.instanceOf(RelayError);
      expect((error as RelayError).code).to.equal('bad-input');
    }
    expect(await store.pending('alice')).to.deep.equal([]);
    await plain.close();
  });
});
