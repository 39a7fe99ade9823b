// A store on a bad day (events lost, stalled, unreachable, asks forgotten): a 204 still means
// the waiting call got exactly that answer, and no call waits past its deadline or close().
import { expect } from 'chai';
import { createRelay, RelayError, type Relay } from '@elicit-kit/relay';
import { NAME_ASK, openEvents, postAnswer } from './helpers/events.js';
import { flakyStore, hasSettled, type FlakyStore } from './helpers/flaky-store.js';

const ADA = { action: 'accept', content: { name: 'Ada' } };
const ENTRIES = [
  { key: 'who', method: 'elicitation/create', params: NAME_ASK, mode: 'form' },
  { key: 'again', method: 'elicitation/create', params: NAME_ASK, mode: 'form' },
] as const;
const round = (signal = new AbortController().signal) => ({
  round: 1,
  signal,
  request: { jsonrpc: '2.0' as const, id: 1, method: 'tools/call' },
});

describe('relay when the store misbehaves', () => {
  let flaky: FlakyStore;
  let relay: Relay;
  const make = (limits = {}) =>
    (relay = createRelay({ store: flaky.store, limits: { storeTimeoutMs: 100, ...limits } }));
  beforeEach(() => {
    flaky = flakyStore();
  });
  afterEach(() => relay.close());

  it('should resolve the call with the answer its 204 took while the store’s events were lost, once the store is back', async () => {
    make();
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK);
    const { data } = await page.next('ask');
    flaky.deaf = true;
    flaky.down();
    expect((await postAnswer(relay, 'alice', { id: data['id'], result: ADA })).status).to.equal(
      204,
    );
    flaky.deaf = false;
    flaky.up();
    expect(await call).to.deep.equal(ADA);
    await page.close();
  });

  it('should find an answer whose event was lost without any outage reported, on the periodic reconcile', async () => {
    make({ reconcileMs: 20 });
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK);
    const { data } = await page.next('ask');
    flaky.deaf = true;
    expect((await postAnswer(relay, 'alice', { id: data['id'], result: ADA })).status).to.equal(
      204,
    );
    expect(await call).to.deep.equal(ADA);
    await page.close();
  });

  it('should end a call whose ask vanished from the store as cancel, and a round with cancel for every key', async () => {
    make({ reconcileMs: 20 });
    const page = await openEvents(relay, 'alice');
    const push = relay.elicit('alice', NAME_ASK);
    const first = await page.next('ask');
    const rounds = relay.answerer('alice')(ENTRIES, round());
    const second = await page.next('ask');
    flaky.vanish(first.data['id'] as string);
    flaky.vanish(second.data['id'] as string);
    expect(await push).to.deep.equal({ action: 'cancel' });
    expect(await rounds).to.deep.equal({ who: { action: 'cancel' }, again: { action: 'cancel' } });
    expect(
      (await postAnswer(relay, 'alice', { id: first.data['id'], result: ADA })).status,
    ).to.equal(404);
    await page.close();
  });

  it('should keep a call waiting through an outage the store can still be asked about, and fail it typed when it cannot', async () => {
    make();
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK);
    await page.next('ask');
    flaky.down();
    expect(await hasSettled(call)).to.equal(false);
    flaky.failing = true;
    flaky.down();
    const error = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(RelayError);
    expect((error as RelayError).code).to.equal('store-unavailable');
    await page.close();
  });

  it('should end a call at its deadline while the store stalls', async () => {
    make();
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK, { deadline: Date.now() + 100 });
    await page.next('ask');
    flaky.stalled = true;
    expect(await call).to.deep.equal({ action: 'cancel' });
    await page.close();
  });

  it('should reject a call the store never answers to place, rather than wait forever', async () => {
    make();
    flaky.stalled = true;
    const error = await relay.elicit('alice', NAME_ASK).catch((reason: unknown) => reason);
    expect(error).to.be.instanceOf(RelayError);
    expect((error as RelayError).code).to.equal('store-unavailable');
  });

  it('should end every pending call on close, those stuck on a stalled store too, without waiting on it past the bound', async () => {
    make();
    const page = await openEvents(relay, 'alice');
    const placed = relay.elicit('alice', NAME_ASK);
    await page.next('ask');
    flaky.stalled = true;
    const stuck = relay.elicit('alice', NAME_ASK);
    await relay.close();
    expect(await placed).to.deep.equal({ action: 'cancel' });
    expect(await stuck).to.deep.equal({ action: 'cancel' });
    await page.close();
  });

  it('should withdraw an ask whose call ended while the store stalled, once the store answers again', async () => {
    make();
    const page = await openEvents(relay, 'alice');
    flaky.stalled = true;
    const controller = new AbortController();
    const call = relay.elicit('alice', NAME_ASK, { signal: controller.signal });
    controller.abort();
    expect(await call).to.deep.equal({ action: 'cancel' });
    flaky.stalled = false;
    const { data } = await page.next('ask');
    expect((await page.next('withdraw')).data).to.deep.equal({
      id: data['id'],
      reason: 'withdrawn',
    });
    expect((await postAnswer(relay, 'alice', { id: data['id'], result: ADA })).status).to.equal(
      410,
    );
    await page.close();
  });
});
