import { expect } from 'chai';
import { createRelay, RelayError, type Relay } from '@elicit-kit/relay';
import { redisStore } from '@elicit-kit/relay/redis';
import { NAME_ASK, openEvents, postAnswer } from './helpers/events.js';
import { startRedis, type RedisServer } from './helpers/redis-server.js';

/** Two relays on two stores (two connections each) behind one redis-server: two processes' worth. */
describe('redisStore', () => {
  let redis: RedisServer;
  let a: Relay;
  let b: Relay;

  beforeEach(async () => {
    redis = await startRedis();
    a = createRelay({ store: redisStore({ url: redis.url, prefix: 'test:' }) });
    b = createRelay({ store: redisStore({ url: redis.url, prefix: 'test:' }) });
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
    await redis.stop();
  });

  it('should show an ask made on A to a page on B and resolve A with the answer posted to B', async () => {
    const page = await openEvents(b, 'alice');
    const call = a.elicit('alice', NAME_ASK, { serverName: 'Weather' });
    const ask = await page.next('ask');
    expect(ask.data['params']).to.deep.equal(NAME_ASK);
    expect(ask.data['serverName']).to.equal('Weather');
    const result = { action: 'accept', content: { name: 'Ada', age: 30 } };
    expect((await postAnswer(b, 'alice', { id: ask.data['id'], result })).status).to.equal(204);
    expect(await call).to.deep.equal(result);
    expect((await page.next('withdraw')).data['reason']).to.equal('answered');
    expect((await postAnswer(a, 'alice', { id: ask.data['id'], result })).status).to.equal(409);
    await page.close();
  });

  it('should replay pending asks on B that were made on A before the page connected', async () => {
    const one = a.elicit('alice', NAME_ASK);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const calls = [one, a.elicit('alice', { ...NAME_ASK, message: 'Two' })];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = await openEvents(b, 'alice');
    const first = await page.next('ask');
    const second = await page.next('ask');
    expect((second.data['params'] as { message: string }).message).to.equal('Two');
    await postAnswer(b, 'alice', { id: first.data['id'], result: { action: 'decline' } });
    await postAnswer(b, 'alice', { id: second.data['id'], result: { action: 'decline' } });
    expect(await Promise.all(calls)).to.deep.equal([{ action: 'decline' }, { action: 'decline' }]);
    await page.close();
  });

  it('should take exactly one of two answers posted at once to A and to B', async () => {
    const page = await openEvents(a, 'alice');
    const call = a.elicit('alice', NAME_ASK);
    const { data } = await page.next('ask');
    const statuses = await Promise.all([
      postAnswer(a, 'alice', { id: data['id'], result: { action: 'accept', content: { name: 'Via A' } } }),
      postAnswer(b, 'alice', { id: data['id'], result: { action: 'accept', content: { name: 'Via B' } } }),
    ]);
    expect(statuses.map((s) => s.status).sort()).to.deep.equal([204, 409]);
    const winner = statuses[0]?.status === 204 ? 'Via A' : 'Via B';
    expect(await call).to.deep.equal({ action: 'accept', content: { name: winner } });
    await page.close();
  });

  it('should expire on A and refuse the late answer on B with 410', async () => {
    const page = await openEvents(b, 'alice');
    const call = a.elicit('alice', NAME_ASK, { deadline: Date.now() + 200 });
    const { data } = await page.next('ask');
    expect(await call).to.deep.equal({ action: 'cancel' });
    expect((await page.next('withdraw')).data['reason']).to.equal('expired');
    expect((await postAnswer(b, 'alice', { id: data['id'], result: { action: 'decline' } })).status).to.equal(410);
    await page.close();
  });

  it('should fail the waiting call with a typed error, tell the pages and take nothing when Redis dies', async () => {
    const page = await openEvents(b, 'alice');
    const call = a.elicit('alice', NAME_ASK).then(
      () => undefined,
      (error: unknown) => error,
    );
    const { data } = await page.next('ask');
    await redis.stop();
    const error = await call;
    expect(error).to.be.instanceOf(RelayError);
    expect((error as RelayError).code).to.equal('store-unavailable');
    await page.next('unavailable');
    expect((await postAnswer(b, 'alice', { id: data['id'], result: { action: 'decline' } })).status).to.equal(503);
    const next = await a.elicit('alice', NAME_ASK).catch((reason: unknown) => reason);
    expect((next as RelayError).code).to.equal('store-unavailable');
    redis = await startRedis(redis.port);
  });
});
