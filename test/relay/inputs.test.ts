// What a host passes the relay: every wrong value is a RelayError `bad-input` that stores
// nothing (never a TypeError, never `store-unavailable`), limits keep their defaults unless
// given a real value, deadlines far ahead wait, and `tag` travels to the page.
import { expect } from 'chai';
import {
  createRelay,
  DEFAULT_RELAY_LIMITS,
  memoryStore,
  RelayError,
  type Relay,
} from '@elicit-kit/relay';
import { NAME_ASK, openEvents, postAnswer } from './helpers/events.js';
import { hasSettled } from './helpers/flaky-store.js';

const DAY = 24 * 60 * 60_000;
const ENTRY = { key: 'who', method: 'elicitation/create', params: NAME_ASK, mode: 'form' } as const;
const context = () => ({
  round: 1,
  signal: new AbortController().signal,
  request: { jsonrpc: '2.0' as const, id: 1, method: 'tools/call' },
});

/** The error `run` throws or rejects with. */
async function failure(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

async function expectBadInput(run: () => unknown, label: string): Promise<void> {
  const error = await failure(run);
  expect(error, label).to.be.instanceOf(RelayError);
  expect((error as RelayError).code, label).to.equal('bad-input');
}

describe('relay: what a host passes it', () => {
  let store: ReturnType<typeof memoryStore>;
  let relay: Relay;
  beforeEach(() => {
    store = memoryStore();
    relay = createRelay({ store });
  });
  afterEach(() => relay.close());

  it('should refuse NaN, Infinity, MAX_SAFE_INTEGER, a year and a day ahead and non-dates as deadlines, storing nothing', async () => {
    const deadlines: unknown[] = [
      new Date('x'),
      Number.NaN,
      Infinity,
      -Infinity,
      Number.MAX_SAFE_INTEGER,
      Date.now() + 367 * DAY,
      new Date('2099-01-01'),
      '2026-12-31',
      {},
    ];
    for (const deadline of deadlines) {
      await expectBadInput(
        () => relay.elicit('alice', NAME_ASK, { deadline: deadline as never }),
        `elicit ${String(deadline)}`,
      );
      await expectBadInput(
        () => relay.answerer('alice', { deadline: deadline as never }),
        `answerer ${String(deadline)}`,
      );
    }
    expect(await store.pending('alice')).to.deep.equal([]);
    // The page of that session still loads.
    const page = await openEvents(relay, 'alice');
    expect(page.status).to.equal(200);
    await page.close();
  });

  it('should keep a call with a deadline 30 days ahead waiting, and take its answer', async () => {
    const page = await openEvents(relay, 'alice');
    const deadline = Date.now() + 30 * DAY;
    const call = relay.elicit('alice', NAME_ASK, { deadline: new Date(deadline) });
    const { data } = await page.next('ask');
    expect(data['deadline']).to.equal(new Date(deadline).toISOString());
    expect(await hasSettled(call)).to.equal(false);
    expect(
      (await postAnswer(relay, 'alice', { id: data['id'], result: { action: 'decline' } })).status,
    ).to.equal(204);
    expect(await call).to.deep.equal({ action: 'decline' });
    await page.close();
  });

  it('should make every bad call input a RelayError bad-input, never a TypeError', async () => {
    await expectBadInput(() => relay.elicit('alice', NAME_ASK, null as never), 'null options');
    await expectBadInput(() => relay.elicit('alice', NAME_ASK, 'x' as never), 'string options');
    await expectBadInput(() => relay.elicit('alice', null as never), 'null params');
    await expectBadInput(() => relay.elicit('alice', [] as never), 'array params');
    await expectBadInput(() => relay.elicit('alice', 'ask' as never), 'string params');
    await expectBadInput(() => relay.elicit(42 as never, NAME_ASK), 'number session');
    await expectBadInput(() => relay.elicit('', NAME_ASK), 'empty session');
    await expectBadInput(() => relay.elicit('alice', NAME_ASK, { tag: 5 as never }), 'number tag');
    await expectBadInput(
      () => relay.elicit('alice', NAME_ASK, { serverName: {} as never }),
      'object serverName',
    );
    await expectBadInput(
      () => relay.elicit('alice', NAME_ASK, { signal: 'stop' as never }),
      'string signal',
    );
    await expectBadInput(() => relay.answerer('alice', null as never), 'null answerer options');
    await expectBadInput(() => relay.answerer('alice', { tag: [] as never }), 'array tag');
    await expectBadInput(() => relay.answerer('alice')(null as never, context()), 'null entries');
    await expectBadInput(
      () => relay.answerer('alice')([{ key: 5 }] as never, context()),
      'entry without a string key',
    );
    await expectBadInput(
      () => relay.handle('http://host.test/relay/events' as never, 'alice'),
      'a URL for a Request',
    );
    await expectBadInput(() => createRelay(null as never), 'null relay options');
    await expectBadInput(() => createRelay({ resume: 'later' as never }), 'string resume');
    await expectBadInput(() => createRelay({ store: 5 as never }), 'number store');
    expect(await store.pending('alice')).to.deep.equal([]);
  });

  it('should refuse a round whose entries repeat a key when the round is made', async () => {
    await expectBadInput(
      () => relay.answerer('alice')([ENTRY, { ...ENTRY }], context()),
      'repeated key',
    );
    expect(await store.pending('alice')).to.deep.equal([]);
  });

  it('should keep the default of a limit given as undefined and refuse values that are not limits', async () => {
    const keys = Object.keys(DEFAULT_RELAY_LIMITS);
    const undefinedEach = Object.fromEntries(keys.map((key) => [key, undefined]));
    expect(createRelay({ limits: undefinedEach }).limits).to.deep.equal(DEFAULT_RELAY_LIMITS);
    expect(createRelay({ limits: { bodyBytes: 2048 } }).limits).to.deep.equal({
      ...DEFAULT_RELAY_LIMITS,
      bodyBytes: 2048,
    });
    for (const value of [0, -1, 1.5, Number.NaN, Infinity, '1024', null]) {
      for (const key of keys)
        await expectBadInput(
          () => createRelay({ limits: { [key]: value } as never }),
          `${key}: ${String(value)}`,
        );
    }
    await expectBadInput(
      () => createRelay({ limits: { bodyByte: 10 } as never }),
      'a misspelt limit',
    );
    await expectBadInput(() => createRelay({ limits: null as never }), 'null limits');
  });

  it('should send each ask’s tag to the page, for push asks and rounds', async () => {
    const page = await openEvents(relay, 'alice');
    void relay.elicit('alice', NAME_ASK, { tag: 'tool-call-1' });
    expect((await page.next('ask')).data['tag']).to.equal('tool-call-1');
    void relay.answerer('alice', { tag: 'tool-call-2' })([ENTRY], context());
    expect((await page.next('ask')).data['tag']).to.equal('tool-call-2');
    void relay.elicit('alice', NAME_ASK);
    expect((await page.next('ask')).data).to.not.have.property('tag');
    await page.close();
  });

  it('should answer 401 to a request without a session (undefined or empty)', async () => {
    for (const session of [undefined, '']) {
      expect(
        (await relay.handle(new Request('http://host.test/relay/events'), session)).status,
      ).to.equal(401);
      const post = new Request('http://host.test/relay/answer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect((await relay.handle(post, session)).status).to.equal(401);
    }
  });

  it('should carry an ask whose text holds a lone UTF-16 surrogate and take its answer', async () => {
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit(
      'alice',
      { ...NAME_ASK, message: 'Cut mid-emoji \ud83d' },
      { serverName: 'Half \udc00' },
    );
    const { data } = await page.next('ask');
    expect((data['params'] as { message: string }).message).to.equal('Cut mid-emoji \ud83d');
    const answer = { action: 'accept', content: { name: 'Ada \ud83d' } };
    expect((await postAnswer(relay, 'alice', { id: data['id'], result: answer })).status).to.equal(
      204,
    );
    expect(await call).to.deep.equal(answer);
    await page.close();
  });
});
