/**
 * `redisStore` on its own, against real Redis: one node and a 3-master cluster, through
 * node-redis majors 5 and 6. What a cluster needs (one slot per session, sharded channels
 * joined only while needed), and what an operator's bad day does to the store (a killed or
 * silent channel connection, a stranger's message, a stalled Redis, a broken emoji).
 */
import { expect } from 'chai';
import type { RelayStore, SessionEvent, StoredAsk } from '@elicit-kit/relay';
import { redisStore } from '@elicit-kit/relay/redis';
import { NAME_ASK } from './helpers/events.js';
import { startRedisProxy } from './helpers/redis-proxy.js';
import { startRedis } from './helpers/redis-server.js';
import { TARGETS, type RunningTarget } from './helpers/redis-targets.js';
import { describeStoreContract } from './store-contract.js';

const ask = (session: string, extra: Partial<StoredAsk> = {}): StoredAsk => ({
  id: crypto.randomUUID(),
  session,
  serverName: 'Weather',
  params: NAME_ASK,
  ...extra,
});
const OPTIONS = { ttlMs: 60_000, pendingLimit: 10 };
const CHANNEL = (session: string) => `test:{${encodeURIComponent(session)}}:events`;

/** Resolves with the next event `store` delivers for `session` that passes `match`. */
function nextEvent(
  store: RelayStore,
  session: string,
  match: (event: SessionEvent) => boolean = () => true,
): { ready: Promise<void>; event: Promise<SessionEvent>; seen: SessionEvent[] } {
  const seen: SessionEvent[] = [];
  let resolve: (event: SessionEvent) => void = () => {};
  const event = new Promise<SessionEvent>((done) => (resolve = done));
  const subscription = store.subscribe(session, (value) => {
    seen.push(value);
    if (!match(value)) return;
    subscription.close();
    resolve(value);
  });
  return { ready: subscription.ready, event, seen };
}

/** The statuses `store` reports until `count` arrived. */
function statuses(store: RelayStore, count: number): Promise<boolean[]> {
  const seen: boolean[] = [];
  return new Promise((resolve) => {
    const stop = store.onStatus((up) => {
      seen.push(up);
      if (seen.length < count) return;
      stop();
      resolve(seen);
    });
  });
}

const shardSubscribers = async (target: RunningTarget, channel: string) =>
  Number((await target.cli(channel, 'PUBSUB', 'SHARDNUMSUB', channel)).split('\n')[1]);

for (const setup of TARGETS) {
  describe(`redisStore on ${setup.name}`, function () {
    this.timeout(30_000);
    let target: RunningTarget;
    before(async () => {
      target = await setup.start();
    });
    after(async () => target?.stop());

    describeStoreContract(setup.name, () => target.store());

    it('should add, list, look up and take an ask once (a cluster was refused)', async () => {
      const [a, b] = [target.store(), target.store()];
      const pending = ask('take-once');
      expect(await a.add(pending, OPTIONS)).to.equal('added');
      expect((await b.pending('take-once')).map(({ id }) => id)).to.deep.equal([pending.id]);
      expect(await b.lookup('take-once', pending.id)).to.deep.equal({
        state: 'pending',
        ask: pending,
      });
      expect(await b.lookup('someone-else', pending.id)).to.deep.equal({ state: 'missing' });
      const answer = { result: { action: 'decline' as const } };
      const results = await Promise.all(
        [a, b].map((store) =>
          store.settle(
            { id: pending.id, session: 'take-once', reason: 'answered', answer },
            60_000,
          ),
        ),
      );
      expect(results.filter((result) => result.taken)).to.have.length(1);
      expect(await a.lookup('take-once', pending.id)).to.deep.equal({
        state: 'ended',
        settlement: { id: pending.id, session: 'take-once', reason: 'answered', answer },
      });
    });

    it('should keep every key of a session in one hash slot, braces in its id included (CROSSSLOT)', async () => {
      const store = target.store();
      const session = 'a}b{c';
      const asks = [ask(session), ask(session)];
      for (const one of asks) expect(await store.add(one, OPTIONS)).to.equal('added');
      expect(
        (await store.settle({ id: asks[0]!.id, session, reason: 'withdrawn' }, 60_000)).taken,
      ).to.equal(true);
      const keys = (
        await Promise.all(
          target.ports.map((port) =>
            target.cli(
              undefined,
              '-p',
              String(port),
              '--scan',
              '--pattern',
              `test:{${encodeURIComponent(session)}}*`,
            ),
          ),
        )
      )
        .join('\n')
        .split('\n')
        .filter(Boolean);
      expect(keys).to.have.length.greaterThan(3);
      if (!setup.cluster) return;
      const slots = new Set(
        await Promise.all(
          keys.map(async (key) => (await target.cli(undefined, 'CLUSTER', 'KEYSLOT', key)).trim()),
        ),
      );
      expect([...slots]).to.have.length(1);
    });

    it('should join a session channel only while the session has a listener (no process hears every event)', async () => {
      const store = target.store();
      const other = target.store();
      const channel = CHANNEL('listened');
      expect(await shardSubscribers(target, channel)).to.equal(0);
      const listened = nextEvent(store, 'listened');
      await listened.ready;
      expect(await shardSubscribers(target, channel)).to.equal(1);
      // A session nobody here listens to: this store's connection is not on its channel.
      await other.add(ask('unheard'), OPTIONS);
      expect(await shardSubscribers(target, CHANNEL('unheard'))).to.equal(0);
      const sent = ask('listened');
      await other.add(sent, OPTIONS);
      expect(await listened.event).to.deep.equal({ type: 'ask', ask: sent });
      expect(listened.seen).to.have.length(1);
      while ((await shardSubscribers(target, channel)) !== 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
    });

    it('should ignore a malformed message on a session channel and carry on', async () => {
      const store = target.store();
      const reported: boolean[] = [];
      store.onStatus((up) => reported.push(up));
      const heard = nextEvent(store, 'strangers', (event) => event.type === 'ask');
      await heard.ready;
      for (const message of [
        'not json',
        '{"type":"ask"}',
        '{"type":"ended","settlement":null}',
        'null',
      ])
        await target.cli(CHANNEL('strangers'), 'SPUBLISH', CHANNEL('strangers'), message);
      const sent = ask('strangers');
      await target.store().add(sent, OPTIONS);
      expect(await heard.event).to.deep.equal({ type: 'ask', ask: sent });
      expect(heard.seen).to.have.length(1);
      expect(reported).to.deep.equal([]);
      expect(store.up).to.equal(true);
    });

    it('should take an answer to an ask whose text holds a lone UTF-16 surrogate', async () => {
      const store = target.store();
      const broken = ask('emoji', { params: { ...NAME_ASK, message: 'Your name? \ud83d' } });
      await store.add(broken, OPTIONS);
      expect((await store.pending('emoji')).map(({ id }) => id)).to.deep.equal([broken.id]);
      const result = await store.settle(
        {
          id: broken.id,
          session: 'emoji',
          reason: 'answered',
          answer: { result: { action: 'decline' } },
        },
        60_000,
      );
      expect(result).to.deep.equal({
        taken: true,
        settlement: {
          id: broken.id,
          session: 'emoji',
          reason: 'answered',
          answer: { result: { action: 'decline' } },
        },
      });
    });

    it("should end an answer that comes after the ask's stored deadline as expired, by Redis's clock", async () => {
      const store = target.store();
      const late = ask('late', { deadline: Date.now() - 1000 });
      await store.add(late, OPTIONS);
      const result = await store.settle(
        {
          id: late.id,
          session: 'late',
          reason: 'answered',
          answer: { result: { action: 'decline' } },
        },
        60_000,
      );
      expect(result).to.deep.equal({
        taken: true,
        settlement: { id: late.id, session: 'late', reason: 'expired' },
      });
      expect(await store.lookup('late', late.id)).to.deep.equal({
        state: 'ended',
        settlement: { id: late.id, session: 'late', reason: 'expired' },
      });
    });

    it('should refuse an ask past the pending limit in the same step that counts', async () => {
      const store = target.store();
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          store.add(ask('limited'), { ttlMs: 60_000, pendingLimit: 3 }),
        ),
      );
      expect(results.sort()).to.deep.equal(['added', 'added', 'added', 'too-many', 'too-many']);
      expect(await store.pending('limited')).to.have.length(3);
    });

    it('should fail a command after its timeout while Redis stalls (CLIENT PAUSE), and work once it is back', async () => {
      const store = target.store({ commandTimeoutMs: 200 });
      await store.pending('stalled');
      const port = await target.portOf('test:{stalled}:asks');
      // In force once redis-cli has its reply: the store's next command waits on Redis.
      await target.cli(undefined, '-p', String(port), 'CLIENT', 'PAUSE', '5000', 'ALL');
      const error = await store.pending('stalled').then(
        () => undefined,
        (reason: unknown) => reason,
      );
      await target.cli(undefined, '-p', String(port), 'CLIENT', 'UNPAUSE');
      expect(String(error)).to.match(/did not answer within 200 ms/);
      expect(await store.pending('stalled')).to.deep.equal([]);
    });

    it('should report the channel connection killed (CLIENT KILL TYPE pubsub) down, then up once it listens again', async () => {
      const store = target.store();
      const other = target.store();
      const first = nextEvent(store, 'killed');
      await first.ready;
      const reported = statuses(store, 2);
      await Promise.all(
        target.ports.map((port) =>
          target.cli(undefined, '-p', String(port), 'CLIENT', 'KILL', 'TYPE', 'pubsub'),
        ),
      );
      expect(await reported).to.deep.equal([false, true]);
      const sent = ask('killed');
      await other.add(sent, OPTIONS);
      expect(await first.event).to.deep.equal({ type: 'ask', ask: sent });
    });
  });
}

describe('redisStore behind a connection that goes silent', function () {
  this.timeout(30_000);

  it('should notice a silent channel connection by its ping, replace it and hear events again', async () => {
    const redis = await startRedis();
    const proxy = await startRedisProxy(redis.port);
    const store = redisStore({
      url: proxy.url,
      prefix: 'test:',
      commandTimeoutMs: 200,
      healthCheckMs: 100,
    });
    const other = redisStore({ url: redis.url, prefix: 'test:' });
    try {
      const heard = nextEvent(store, 'silent');
      await heard.ready;
      // The first connection carries commands, the second the channels.
      expect(proxy.connections).to.equal(2);
      const reported = statuses(store, 2);
      proxy.silence(1);
      expect(await reported).to.deep.equal([false, true]);
      const sent = ask('silent');
      await other.add(sent, OPTIONS);
      expect(await heard.event).to.deep.equal({ type: 'ask', ask: sent });
    } finally {
      await Promise.all([store.close(), other.close()]);
      await proxy.stop();
      await redis.stop();
    }
  });
});
