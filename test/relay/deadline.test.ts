// Far deadlines: setTimeout fires at once past 2^31-1 ms (24.8 days), so the relay's timers chain.
import { expect } from 'chai';
import { timerAt } from '../../packages/relay/src/deadline.js';

describe('relay: timers at far deadlines', () => {
  it('should chain timeouts past setTimeout’s limit and fire only at the deadline', () => {
    const armed: Array<{ run: () => void; ms: number }> = [];
    const original = globalThis.setTimeout;
    const now = Date.now;
    let clock = now();
    Date.now = () => clock;
    // Running a timer moves the clock by its delay, as time would.
    globalThis.setTimeout = ((run: () => void, ms: number) => {
      armed.push({ run: () => ((clock += ms), run()), ms });
      return 0;
    }) as typeof setTimeout;
    let fired = 0;
    try {
      const day = 24 * 60 * 60_000;
      timerAt(Date.now() + 30 * day, () => (fired += 1));
      expect(armed[0]!.ms).to.equal(2 ** 31 - 1);
      armed[0]!.run();
      expect(fired).to.equal(0);
      expect(armed[1]!.ms).to.equal(30 * day - (2 ** 31 - 1));
      armed[1]!.run();
      expect(fired).to.equal(1);
    } finally {
      globalThis.setTimeout = original;
      Date.now = now;
    }
  });
});
