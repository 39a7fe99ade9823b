/**
 * The `RelayStore` contract as a suite any store runs: `describeStoreContract('memoryStore',
 * () => memoryStore())`. Every test uses sessions of its own, so stores sharing one Redis
 * (or cluster) between tests are fine; `makeStore` may return a fresh store over shared data.
 */
import { expect } from 'chai';
import type { RelayStore, SessionEvent, StoredAsk } from '@elicit-kit/relay';

const NAME = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
} as const;
const TTL = 60_000;
const SETTLED_TTL = 60_000;

/** Events of one subscription, waited for by count. */
function collect(store: RelayStore, session: string) {
  const events: SessionEvent[] = [];
  const wakers = new Set<() => void>();
  const subscription = store.subscribe(session, (event) => {
    events.push(event);
    for (const wake of [...wakers]) wake();
  });
  return {
    events,
    subscription,
    /** Resolves once `count` events arrived (rejects after 3 s: a lost event). */
    until(count: number): Promise<SessionEvent[]> {
      return new Promise((resolve, reject) => {
        const look = () => {
          if (events.length < count) return;
          wakers.delete(look);
          clearTimeout(timer);
          resolve(events);
        };
        const timer = setTimeout(() => {
          wakers.delete(look);
          reject(new Error(`${events.length} of ${count} events arrived`));
        }, 3000);
        wakers.add(look);
        look();
      });
    },
  };
}

/** Runs the store contract against the stores `makeStore` makes. */
export function describeStoreContract(
  name: string,
  makeStore: () => RelayStore | Promise<RelayStore>,
): void {
  describe(`${name}: the RelayStore contract`, () => {
    let store: RelayStore;
    let run = 0;
    const session = (label: string) => `${label}-${process.pid}-${Date.now()}-${run++}`;
    const newAsk = (owner: string, extra: Partial<StoredAsk> = {}): StoredAsk => ({
      id: crypto.randomUUID(),
      session: owner,
      serverName: 'Weather',
      params: NAME,
      ...extra,
    });
    beforeEach(async () => {
      store = await makeStore();
    });
    afterEach(() => store.close());

    it("should keep a session's languages for that session only, the latest replacing the last, until their time ends", async () => {
      const alice = session('alice');
      expect(await store.languages!(alice)).to.deep.equal([]);
      await store.keepLanguages!(alice, ['hi-IN', 'en'], TTL);
      expect(await store.languages!(alice)).to.deep.equal(['hi-IN', 'en']);
      expect(await store.languages!(session('bob'))).to.deep.equal([]);
      await store.keepLanguages!(alice, ['ta'], 40);
      expect(await store.languages!(alice)).to.deep.equal(['ta']);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.languages!(alice)).to.deep.equal([]);
    });

    it('should keep an added ask pending for its own session only, oldest first', async () => {
      const alice = session('alice');
      const first = newAsk(alice);
      const second = newAsk(alice, { tag: 'call-2', deadline: Date.now() + TTL });
      expect(await store.add(first, { ttlMs: TTL, pendingLimit: 10 })).to.equal('added');
      expect(await store.add(second, { ttlMs: TTL, pendingLimit: 10 })).to.equal('added');
      expect(await store.pending(alice)).to.deep.equal([first, second]);
      expect(await store.pending(session('bob'))).to.deep.equal([]);
      expect(await store.lookup(alice, first.id)).to.deep.equal({ state: 'pending', ask: first });
      expect(await store.lookup(session('bob'), first.id)).to.deep.equal({ state: 'missing' });
      expect(await store.lookup(alice, crypto.randomUUID())).to.deep.equal({ state: 'missing' });
    });

    it('should publish an added ask and its ending on its session’s channel only, once ready', async () => {
      const alice = session('alice');
      const mine = collect(store, alice);
      const theirs = collect(store, session('bob'));
      await Promise.all([mine.subscription.ready, theirs.subscription.ready]);
      const ask = newAsk(alice);
      await store.add(ask, { ttlMs: TTL, pendingLimit: 10 });
      const answer = { result: { action: 'accept', content: { name: 'Ada' } } } as const;
      await store.settle({ id: ask.id, session: alice, reason: 'answered', answer }, SETTLED_TTL);
      expect(await mine.until(2)).to.deep.equal([
        { type: 'ask', ask },
        { type: 'ended', settlement: { id: ask.id, session: alice, reason: 'answered', answer } },
      ]);
      expect(theirs.events).to.deep.equal([]);
      mine.subscription.close();
      theirs.subscription.close();
    });

    it('should refuse an add past the pending limit atomically: of many at once, exactly the limit is kept', async () => {
      const alice = session('alice');
      const asks = Array.from({ length: 12 }, () => newAsk(alice));
      const outcomes = await Promise.all(
        asks.map((ask) => store.add(ask, { ttlMs: TTL, pendingLimit: 5 })),
      );
      expect(outcomes.filter((outcome) => outcome === 'added')).to.have.length(5);
      expect(outcomes.filter((outcome) => outcome === 'too-many')).to.have.length(7);
      const kept = new Set((await store.pending(alice)).map((ask) => ask.id));
      expect(kept.size).to.equal(5);
      asks.forEach((ask, index) => expect(kept.has(ask.id)).to.equal(outcomes[index] === 'added'));
    });

    it('should let exactly one of many settlements at once take an ask, and tell the others how it ended', async () => {
      const alice = session('alice');
      const ask = newAsk(alice);
      await store.add(ask, { ttlMs: TTL, pendingLimit: 10 });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          store.settle(
            {
              id: ask.id,
              session: alice,
              reason: 'answered',
              answer: { result: { action: 'accept', content: { name: `n${index}` } } },
            },
            SETTLED_TTL,
          ),
        ),
      );
      const taken = results.filter((result) => result.taken);
      expect(taken).to.have.length(1);
      const record = taken[0]!.taken ? taken[0]!.settlement : undefined;
      for (const result of results) if (!result.taken) expect(result.ended).to.deep.equal(record);
      expect(await store.lookup(alice, ask.id)).to.deep.equal({
        state: 'ended',
        settlement: record,
      });
      expect(await store.pending(alice)).to.deep.equal([]);
    });

    it('should end an answer at or after the stored deadline as expired, with no answer recorded', async () => {
      const alice = session('alice');
      const ask = newAsk(alice, { deadline: Date.now() - 1000 });
      await store.add(ask, { ttlMs: TTL, pendingLimit: 10 });
      const result = await store.settle(
        {
          id: ask.id,
          session: alice,
          reason: 'answered',
          answer: { result: { action: 'decline' } },
        },
        SETTLED_TTL,
      );
      expect(result).to.deep.equal({
        taken: true,
        settlement: { id: ask.id, session: alice, reason: 'expired' },
      });
      expect(await store.lookup(alice, ask.id)).to.deep.equal({
        state: 'ended',
        settlement: { id: ask.id, session: alice, reason: 'expired' },
      });
    });

    it('should never let another session settle or see an ask, and report an unknown id as nothing', async () => {
      const alice = session('alice');
      const ask = newAsk(alice);
      await store.add(ask, { ttlMs: TTL, pendingLimit: 10 });
      expect(
        await store.settle(
          { id: ask.id, session: session('mallory'), reason: 'withdrawn' },
          SETTLED_TTL,
        ),
      ).to.deep.equal({ taken: false });
      expect(await store.lookup(alice, ask.id)).to.deep.equal({ state: 'pending', ask });
      expect(
        await store.settle(
          { id: crypto.randomUUID(), session: alice, reason: 'withdrawn' },
          SETTLED_TTL,
        ),
      ).to.deep.equal({ taken: false });
      await store.settle({ id: ask.id, session: alice, reason: 'withdrawn' }, SETTLED_TTL);
      expect(await store.lookup(session('mallory'), ask.id)).to.deep.equal({ state: 'missing' });
      expect(
        await store.settle(
          { id: ask.id, session: session('mallory'), reason: 'withdrawn' },
          SETTLED_TTL,
        ),
      ).to.deep.equal({ taken: false });
    });

    it('should keep a parked round’s private part out of every read and hand it only to the one that ends it', async () => {
      const alice = session('alice');
      const entries = [
        { key: 'name', method: 'elicitation/create', params: NAME },
      ] as unknown as StoredAsk['entries'];
      const ask: StoredAsk = {
        id: crypto.randomUUID(),
        session: alice,
        serverName: 'Booking',
        entries: entries!,
        parked: true,
      };
      const parked = {
        request: { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'book' } },
        keys: ['name'],
        requestState: 'opaque-state',
      };
      const events = collect(store, alice);
      await events.subscription.ready;
      await store.add(ask, { ttlMs: TTL, pendingLimit: 10, parked, sweepAt: Date.now() + TTL });
      expect(await store.findParked(ask.id)).to.equal(alice);
      expect(await store.pending(alice)).to.deep.equal([ask]);
      expect(await store.lookup(alice, ask.id)).to.deep.equal({ state: 'pending', ask });
      expect(JSON.stringify(await events.until(1))).to.not.contain('opaque-state');
      const answer = { inputResponses: { name: { action: 'decline' } } } as const;
      const [one, two] = await Promise.all([
        store.settle({ id: ask.id, session: alice, reason: 'answered', answer }, SETTLED_TTL),
        store.settle({ id: ask.id, session: alice, reason: 'withdrawn' }, SETTLED_TTL),
      ]);
      const taker = one.taken ? one : two;
      const other = one.taken ? two : one;
      expect(taker).to.have.property('parked').that.deep.equals(parked);
      expect(other).to.not.have.property('parked');
      expect(JSON.stringify(await events.until(2))).to.not.contain('opaque-state');
      expect(await store.findParked(ask.id)).to.equal(undefined);
      events.subscription.close();
    });

    it('should list parked rounds whose sweep time passed, from any store over the same data, until they end', async () => {
      const alice = session('alice');
      const due = newAsk(alice, { parked: true });
      const later = newAsk(alice, { parked: true });
      const plain = newAsk(alice, { deadline: Date.now() - 1000 });
      await store.add(due, {
        ttlMs: TTL,
        pendingLimit: 10,
        parked: { request: {}, keys: ['name'] },
        sweepAt: Date.now() - 1000,
      });
      await store.add(later, {
        ttlMs: TTL,
        pendingLimit: 10,
        parked: { request: {}, keys: ['name'] },
        sweepAt: Date.now() + TTL,
      });
      await store.add(plain, { ttlMs: TTL, pendingLimit: 10 });
      const listed = (await store.overdue(1000)).filter((entry) => entry.session === alice);
      expect(listed).to.deep.equal([{ session: alice, id: due.id }]);
      await store.settle({ id: due.id, session: alice, reason: 'expired' }, SETTLED_TTL);
      expect((await store.overdue(1000)).filter((entry) => entry.session === alice)).to.deep.equal(
        [],
      );
    });

    it('should stop a closed subscription and drop a listener that throws, once, while the others carry on', async () => {
      const alice = session('alice');
      const logged: unknown[][] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void logged.push(args);
      try {
        let thrown = 0;
        const bad = store.subscribe(alice, () => {
          thrown += 1;
          throw new Error('listener bug');
        });
        const closed = collect(store, alice);
        const good = collect(store, alice);
        await Promise.all([bad.ready, closed.subscription.ready, good.subscription.ready]);
        closed.subscription.close();
        await store.add(newAsk(alice), { ttlMs: TTL, pendingLimit: 10 });
        await store.add(newAsk(alice), { ttlMs: TTL, pendingLimit: 10 });
        await good.until(2);
        expect(thrown).to.equal(1);
        expect(logged).to.have.length(1);
        expect(closed.events).to.deep.equal([]);
        bad.close();
        good.subscription.close();
      } finally {
        console.error = original;
      }
    });

    it('should keep and settle an ask whose text holds a lone UTF-16 surrogate', async () => {
      const alice = session('alice');
      const ask = newAsk(alice, {
        params: { ...NAME, message: 'Cut mid-emoji \ud83d' },
        tag: 'tag \udc00',
      });
      await store.add(ask, { ttlMs: TTL, pendingLimit: 10 });
      const [listed] = await store.pending(alice);
      expect(listed?.id).to.equal(ask.id);
      const answer = { result: { action: 'accept', content: { name: 'half \ud83d' } } } as const;
      const result = await store.settle(
        { id: ask.id, session: alice, reason: 'answered', answer },
        SETTLED_TTL,
      );
      expect(result.taken && result.settlement.reason).to.equal('answered');
    });

    it('should report itself up once ready', async () => {
      const subscription = store.subscribe(session('alice'), () => {});
      await subscription.ready;
      expect(store.up).to.equal(true);
      subscription.close();
    });
  });
}
