// One relay per process (`relayForProcess`) across copies of its module, as a bundler or a
// hot reload makes them. The Next.js route handlers need Next's request scope
// (`connection()`): test/e2e/next-chat runs them in a real Next.js host.
import { expect } from 'chai';
import { createRelay, relayForProcess, type Relay } from '@elicit-kit/relay';

describe('relay: relayForProcess', () => {
  const made: Relay[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((relay) => relay.close()));
    for (const key of ['default', 'second'])
      delete (globalThis as Record<symbol, unknown>)[Symbol.for(`@elicit-kit/relay:${key}`)];
  });
  const create = () => {
    const relay = createRelay();
    made.push(relay);
    return relay;
  };

  it('should give two copies of the module the same relay, made once', async () => {
    // What a bundler's second copy of the module is: the same file evaluated again.
    const copy = (await import(`../../packages/relay/src/per-process.ts?copy=${Date.now()}`)) as {
      relayForProcess: typeof relayForProcess;
    };
    expect(copy.relayForProcess).to.not.equal(relayForProcess);
    const first = relayForProcess(create);
    expect(copy.relayForProcess(create)).to.equal(first);
    expect(made).to.have.length(1);
  });

  it('should keep a second relay apart under another key', () => {
    const first = relayForProcess(create);
    const second = relayForProcess(create, 'second');
    expect(second).to.not.equal(first);
    expect(relayForProcess(create, 'second')).to.equal(second);
    expect(made).to.have.length(2);
  });
});
