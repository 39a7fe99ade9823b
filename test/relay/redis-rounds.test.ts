/**
 * Durable rounds on Redis, one node and the cluster: a round parked by one relay is resumed
 * exactly once by another after the first is gone (answered through it, swept at the
 * deadline, withdrawn), as test/relay/rounds.test.ts shows on the memory store.
 */
import { expect } from 'chai';
import { createRelay, type Relay } from '@elicit-kit/relay';
import { openEvents, postAnswer } from './helpers/events.js';
import { ANSWERS, ASKING, recorder, REQUEST } from './helpers/rounds.js';
import { TARGETS, type RunningTarget } from './helpers/redis-targets.js';

const CANCELLED = { who: { action: 'cancel' }, again: { action: 'cancel' } };

for (const setup of TARGETS.filter(({ name }) => name.endsWith('client 6'))) {
  describe(`relay: durable rounds on Redis, ${setup.name}`, function () {
    this.timeout(30_000);
    let target: RunningTarget;
    let a: Relay;
    let b: Relay;
    let onA: ReturnType<typeof recorder>;
    let onB: ReturnType<typeof recorder>;
    before(async () => {
      target = await setup.start();
    });
    after(async () => target?.stop());
    beforeEach(() => {
      onA = recorder();
      onB = recorder();
      a = createRelay({ store: target.store(), resume: onA.resume });
      b = createRelay({ store: target.store(), resume: onB.resume, limits: { reconcileMs: 50 } });
    });
    afterEach(async () => {
      await Promise.all([a.close(), b.close()]);
    });

    it('should resume once on B with the answers when A parked the round and closed, never showing the page its request or state', async () => {
      const id = await a.park('rounds-answered', REQUEST, ASKING, { serverName: 'Trips' });
      await a.close();
      const page = await openEvents(b, 'rounds-answered');
      const ask = await page.next('ask');
      expect(ask.data['id']).to.equal(id);
      expect(JSON.stringify(ask.data)).to.not.contain('SECRET-STATE');
      expect(
        (await postAnswer(b, 'rounds-answered', { id, inputResponses: ANSWERS })).status,
      ).to.equal(204);
      expect(await onB.next(1)).to.deep.equal({
        id,
        session: 'rounds-answered',
        request: REQUEST,
        requestState: 'SECRET-STATE',
        inputResponses: ANSWERS,
        reason: 'answered',
      });
      expect(
        (await postAnswer(b, 'rounds-answered', { id, inputResponses: ANSWERS })).status,
      ).to.equal(409);
      expect(onA.calls.length + onB.calls.length).to.equal(1);
      await page.close();
    });

    it('should resume once with cancel for every key at the deadline, from the other relay’s sweep', async () => {
      const id = await a.park('rounds-expired', REQUEST, ASKING, { deadline: Date.now() + 50 });
      await a.close();
      expect(await onB.next(1)).to.deep.equal({
        id,
        session: 'rounds-expired',
        request: REQUEST,
        requestState: 'SECRET-STATE',
        inputResponses: CANCELLED,
        reason: 'expired',
      });
      expect(
        (await postAnswer(b, 'rounds-expired', { id, inputResponses: ANSWERS })).status,
      ).to.equal(410);
      expect(onA.calls).to.have.length(0);
    });

    it('should resume once with cancel for every key when the other relay withdraws it', async () => {
      const id = await a.park('rounds-withdrawn', REQUEST, ASKING);
      expect(await b.withdraw(id)).to.equal(true);
      expect((await onB.next(1)).inputResponses).to.deep.equal(CANCELLED);
      expect(await a.withdraw(id)).to.equal(false);
      expect(onA.calls.length + onB.calls.length).to.equal(1);
    });
  });
}
