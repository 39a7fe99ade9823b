import { expect } from 'chai';
import { askSignal, endedBy } from '@elicit-kit/core';

/** Resolves once `signal` aborts, with its reason (at most 2 s). */
function aborted(signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('never aborted')), 2000);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve(signal.reason)), {
      once: true,
    });
  });
}

/** Spins (one task: no timer can run) until the clock is past `at`. */
function spinPast(at: number): void {
  while (Date.now() <= at) {
    // On purpose: the deadline passes inside this task, before any timer fires.
  }
}

describe('askSignal', () => {
  it('should abort at the deadline with a TimeoutError and read as expired', async () => {
    const signal = askSignal({ deadline: Date.now() + 30 });
    expect(endedBy(signal)).to.equal(undefined);
    const reason = await aborted(signal);
    expect((reason as DOMException).name).to.equal('TimeoutError');
    expect(endedBy(signal)).to.equal('expired');
  });

  it('should take a Date as the deadline', async () => {
    const signal = askSignal({ deadline: new Date(Date.now() + 20) });
    expect(((await aborted(signal)) as DOMException).name).to.equal('TimeoutError');
  });

  it('should abort with the withdrawal’s own reason and read as withdrawn, even when that reason is a TimeoutError', () => {
    for (const reason of [
      new Error('cancelled by the server'),
      new DOMException('host timer', 'TimeoutError'),
    ]) {
      const host = new AbortController();
      const signal = askSignal({ deadline: Date.now() + 60_000, signal: host.signal });
      host.abort(reason);
      expect(signal.aborted).to.equal(true);
      expect(signal.reason === reason, 'the same reason object').to.equal(true);
      expect(endedBy(signal)).to.equal('withdrawn');
    }
  });

  it('should read a deadline already past as expired at once, and abort with a TimeoutError; a signal already aborted first', async () => {
    const past = askSignal({ deadline: Date.now() - 1 });
    expect(endedBy(past)).to.equal('expired');
    expect(((await aborted(past)) as DOMException).name).to.equal('TimeoutError');
    const reason = new Error('gone');
    const both = askSignal({ deadline: 0, signal: AbortSignal.abort(reason) });
    expect([both.aborted, both.reason === reason, endedBy(both)]).to.deep.equal([
      true,
      true,
      'withdrawn',
    ]);
  });

  it('should read the clock: past the deadline before the timer fired, it is expired already', async () => {
    const at = Date.now() + 20;
    const signal = askSignal({ deadline: at });
    spinPast(at);
    expect(signal.aborted, 'the timer has not run yet').to.equal(false);
    expect(endedBy(signal)).to.equal('expired');
    expect(((await aborted(signal)) as DOMException).name, 'then the timer aborts it').to.equal(
      'TimeoutError',
    );
    expect(endedBy(signal)).to.equal('expired');
  });

  it('should never end without a deadline or a signal, nor before a far deadline', () => {
    const forever = askSignal();
    const far = askSignal({ deadline: Date.now() + 2 ** 31 + 1000 });
    expect([endedBy(forever), endedBy(far), far.aborted]).to.deep.equal([
      undefined,
      undefined,
      false,
    ]);
  });

  describe('timers (setTimeout and the clock replaced, so days pass at once)', () => {
    const day = 24 * 60 * 60_000;
    const realSetTimeout = globalThis.setTimeout;
    const realClearTimeout = globalThis.clearTimeout;
    const realNow = Date.now;
    let clock = 0;
    let armed: Array<{ run: () => void; ms: number; cleared: boolean }> = [];

    beforeEach(() => {
      clock = realNow();
      armed = [];
      Date.now = () => clock;
      // Running a timer moves the clock by its delay, as time would.
      globalThis.setTimeout = ((run: () => void, ms: number) => {
        const timer = { run: () => ((clock += ms), run()), ms, cleared: false };
        armed.push(timer);
        return timer;
      }) as unknown as typeof setTimeout;
      globalThis.clearTimeout = ((timer: { cleared: boolean }) => {
        if (timer) timer.cleared = true;
      }) as unknown as typeof clearTimeout;
    });

    afterEach(() => {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
      Date.now = realNow;
    });

    it('should chain timers past setTimeout’s limit and abort only at the deadline', () => {
      const signal = askSignal({ deadline: Date.now() + 30 * day });
      expect(armed.map((timer) => timer.ms)).to.deep.equal([2 ** 31 - 1]);
      armed[0]!.run();
      expect([signal.aborted, endedBy(signal)]).to.deep.equal([false, undefined]);
      expect(armed[1]!.ms).to.equal(30 * day - (2 ** 31 - 1));
      armed[1]!.run();
      expect([signal.aborted, (signal.reason as DOMException).name, endedBy(signal)]).to.deep.equal(
        [true, 'TimeoutError', 'expired'],
      );
    });

    it('should clear its timer once withdrawn, and arm none for a withdrawal already made', () => {
      const host = new AbortController();
      const signal = askSignal({ deadline: Date.now() + 60 * day, signal: host.signal });
      host.abort('gone');
      expect([armed.length, armed[0]!.cleared, endedBy(signal)]).to.deep.equal([
        1,
        true,
        'withdrawn',
      ]);
      askSignal({ deadline: Date.now() + day, signal: AbortSignal.abort() });
      expect(armed.length).to.equal(1);
    });
  });
});

describe('endedBy', () => {
  it('should read any signal: nothing, open, or aborted (withdrawn)', () => {
    const open = new AbortController();
    expect([endedBy(undefined), endedBy(open.signal), endedBy(AbortSignal.abort())]).to.deep.equal([
      undefined,
      undefined,
      'withdrawn',
    ]);
  });
});
