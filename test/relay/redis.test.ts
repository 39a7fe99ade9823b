import { expect } from 'chai';
import { createRelay, RelayError, type Relay } from '@elicit-kit/relay';
import { redisStore } from '@elicit-kit/relay/redis';
import { NAME_ASK, openEvents, postAnswer } from './helpers/events.js';
import { startRedis, type RedisServer } from './helpers/redis-server.js';
import { TARGETS, type RunningTarget } from './helpers/redis-targets.js';

/** Two relays on two stores (two connections each) behind one Redis, one node or a cluster: two processes' worth. */
for (const setup of TARGETS) {
  describe(`redisStore under two relays, ${setup.name}`, function () {
    this.timeout(30_000);
    let target: RunningTarget;
    let a: Relay;
    let b: Relay;

    before(async () => {
      target = await setup.start();
    });
    after(async () => target?.stop());
    beforeEach(() => {
      a = createRelay({ store: target.store() });
      b = createRelay({ store: target.store() });
    });
    afterEach(async () => {
      await Promise.all([a.close(), b.close()]);
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
      expect(await Promise.all(calls)).to.deep.equal([
        { action: 'decline' },
        { action: 'decline' },
      ]);
      await page.close();
    });

    it('should take exactly one of two answers posted at once to A and to B', async () => {
      const page = await openEvents(a, 'alice');
      const call = a.elicit('alice', NAME_ASK);
      const { data } = await page.next('ask');
      const statuses = await Promise.all([
        postAnswer(a, 'alice', {
          id: data['id'],
          result: { action: 'accept', content: { name: 'Via A' } },
        }),
        postAnswer(b, 'alice', {
          id: data['id'],
          result: { action: 'accept', content: { name: 'Via B' } },
        }),
      ]);
      expect(statuses.map((s) => s.status).sort()).to.deep.equal([204, 409]);
      const winner = statuses[0]?.status === 204 ? 'Via A' : 'Via B';
      expect(await call).to.deep.equal({ action: 'accept', content: { name: winner } });
      await page.close();
    });

    it('should expire on A and refuse the late answer on B with 410', async () => {
      const page = await openEvents(b, 'alice');
      const call = a.elicit('alice', NAME_ASK, { deadline: Date.now() + 1000 });
      const { data } = await page.next('ask');
      expect(await call).to.deep.equal({ action: 'cancel' });
      expect((await page.next('withdraw')).data['reason']).to.equal('expired');
      expect(
        (await postAnswer(b, 'alice', { id: data['id'], result: { action: 'decline' } })).status,
      ).to.equal(410);
      await page.close();
    });

    it('should resolve the waiting call with exactly the answer posted while its channel connection was killed (CLIENT KILL TYPE pubsub)', async () => {
      const page = await openEvents(b, 'killed');
      const call = a.elicit('killed', NAME_ASK);
      const { data } = await page.next('ask');
      await Promise.all(
        target.ports.map((port) =>
          target.cli(undefined, '-p', String(port), 'CLIENT', 'KILL', 'TYPE', 'pubsub'),
        ),
      );
      const result = { action: 'accept', content: { name: 'In the gap' } };
      expect((await postAnswer(b, 'killed', { id: data['id'], result })).status).to.equal(204);
      expect(await call).to.deep.equal(result);
      await page.close();
    });

    it('should place and resolve 500 asks over 10 sessions made at once, their channels joined and left under them', async () => {
      const [asker, answerer] = [a, b].map(() =>
        createRelay({ store: target.store(), limits: { pendingPerSession: 1000 } }),
      );
      const sessions = Array.from({ length: 10 }, (_, index) => `burst-${index}`);
      const pages = await Promise.all(sessions.map((session) => openEvents(answerer!, session)));
      const answered = pages.map(async (page, index) => {
        for (let n = 0; n < 50; n++) {
          const { data } = await page.next('ask', 10_000);
          const message = (data['params'] as { message: string }).message;
          await postAnswer(answerer!, sessions[index]!, {
            id: data['id'],
            result: { action: 'accept', content: { name: message } },
          });
        }
      });
      const results = await Promise.allSettled(
        Array.from({ length: 500 }, (_, index) =>
          asker!.elicit(sessions[index % 10]!, { ...NAME_ASK, message: `#${index}` }),
        ),
      );
      expect(results.filter(({ status }) => status === 'rejected')).to.deep.equal([]);
      expect(
        results.map((result) => (result.status === 'fulfilled' ? result.value : undefined)),
      ).to.deep.equal(
        Array.from({ length: 500 }, (_, index) => ({
          action: 'accept',
          content: { name: `#${index}` },
        })),
      );
      await Promise.all(answered);
      await Promise.all([...pages.map((page) => page.close()), asker!.close(), answerer!.close()]);
    });

    it('should let a page answer an ask whose text holds a lone UTF-16 surrogate', async () => {
      const page = await openEvents(b, 'emoji');
      const call = a.elicit('emoji', { ...NAME_ASK, message: 'Your name? \ud83d' });
      const { data } = await page.next('ask');
      expect(
        (await postAnswer(b, 'emoji', { id: data['id'], result: { action: 'decline' } })).status,
      ).to.equal(204);
      expect(await call).to.deep.equal({ action: 'decline' });
      await page.close();
    });

    it('should end a call as cancel at its deadline while Redis stalls (DEBUG SLEEP 3), before Redis answers again', async () => {
      // Pinged rarely, so the store is still up when the deadline comes: the relay's own timer ends the call.
      const relay = createRelay({
        store: target.store({ commandTimeoutMs: 300, healthCheckMs: 60_000 }),
      });
      const probe = target.store({ commandTimeoutMs: 100 });
      const page = await openEvents(b, 'stalled');
      const call = relay.elicit('stalled', NAME_ASK, { deadline: Date.now() + 1500 });
      await page.next('ask');
      await probe.pending('stalled');
      const port = await target.portOf(`test:{stalled}:asks`);
      const asleep = target
        .cli(undefined, '-p', String(port), 'DEBUG', 'SLEEP', '3')
        .then(() => 'redis answered');
      // Asleep for sure before the deadline: a command now fails after its timeout.
      while (
        await probe.pending('stalled').then(
          () => true,
          () => false,
        )
      )
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await Promise.race([call, asleep])).to.deep.equal({ action: 'cancel' });
      await asleep;
      await Promise.all([page.close(), relay.close()]);
    });
  });
}

/** Redis killed outright (one node): the relays say so and take nothing. */
describe('redisStore when Redis dies', () => {
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
    expect(
      (await postAnswer(b, 'alice', { id: data['id'], result: { action: 'decline' } })).status,
    ).to.equal(503);
    const next = await a.elicit('alice', NAME_ASK).catch((reason: unknown) => reason);
    expect((next as RelayError).code).to.equal('store-unavailable');
    redis = await startRedis(redis.port);
  });
});
