import { expect } from 'chai';
import { createRelay, MAX_ANSWER_ISSUES, MAX_META_DEPTH, type Relay } from '@elicit-kit/relay';
import { NAME_ASK, openEvents, postAnswer } from './helpers/events.js';

/** Each refusal must leave the call waiting: it resolves only with the one good answer at the end. */
describe('relay against a hostile page', () => {
  let relay: Relay;
  let id: string;
  let call: Promise<unknown>;
  let settled: boolean;
  const good = { action: 'accept', content: { name: 'Ada' } };

  beforeEach(async () => {
    relay = createRelay({ limits: { bodyBytes: 1024, backlogBytes: 4096 } });
    const page = await openEvents(relay, 'alice');
    settled = false;
    call = relay.elicit('alice', NAME_ASK).finally(() => (settled = true));
    id = (await page.next('ask')).data['id'] as string;
    await page.close();
  });

  afterEach(async () => {
    // Nothing changed: the call still waits, and the good answer is still taken.
    expect(settled).to.equal(false);
    expect((await postAnswer(relay, 'alice', { id, result: good })).status).to.equal(204);
    expect(await call).to.deep.equal(good);
    await relay.close();
  });

  it('should answer 404 to forged ids, of the right shape or not', async () => {
    for (const forged of [
      crypto.randomUUID(),
      id.slice(0, -1) + (id.endsWith('0') ? '1' : '0'),
      '',
      '../answer',
      id.toUpperCase(),
      `${id} `,
    ]) {
      expect(
        (await postAnswer(relay, 'alice', { id: forged, result: good })).status,
        forged,
      ).to.equal(404);
    }
  });

  it('should answer 404 to another session’s id, and never show it to that session', async () => {
    expect((await postAnswer(relay, 'mallory', { id, result: good })).status).to.equal(404);
    const mallory = await openEvents(relay, 'mallory');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(mallory.events).to.deep.equal([]);
    await mallory.close();
  });

  it('should answer 400 to malformed JSON', async () => {
    for (const body of ['', '{', '{"id":', 'null x', '\u0000', '[1,2']) {
      expect((await postAnswer(relay, 'alice', body, true)).status, JSON.stringify(body)).to.equal(
        400,
      );
    }
  });

  it('should answer 400 to every wrong shape', async () => {
    const shapes: unknown[] = [
      null,
      [],
      'text',
      42,
      { result: good },
      { id },
      { id: 7, result: good },
      { id, result: good, inputResponses: {} },
      { id, result: good, extra: 1 },
      { id, inputResponses: { x: good } },
      { id, result: null },
      { id, result: [] },
      { id, result: { action: 'maybe' } },
      { id, result: { action: 'decline', content: { name: 'Ada' } } },
      { id, result: { action: 'accept', content: 'Ada' } },
      { id, result: { action: 'accept', content: { name: { nested: true } } } },
      { id, result: { action: 'accept', content: { name: [1, 2] } } },
      { id, result: { action: 'accept', content: good.content, extra: true } },
    ];
    for (const shape of shapes)
      expect((await postAnswer(relay, 'alice', shape)).status, JSON.stringify(shape)).to.equal(400);
  });

  it('should answer 422 to content the schema refuses: unknown fields, wrong types, missing required', async () => {
    for (const content of [
      {},
      { name: 'Ada', admin: true },
      { name: 5 },
      { name: 'Ada', age: 17.5 },
      { ['__proto__']: 'x', name: 'Ada' },
    ]) {
      const body = JSON.parse(JSON.stringify({ id, result: { action: 'accept' } })) as {
        result: Record<string, unknown>;
      };
      Object.defineProperty(body.result, 'content', { value: content, enumerable: true });
      expect(
        (await postAnswer(relay, 'alice', JSON.stringify(body), true)).status,
        JSON.stringify(content),
      ).to.equal(422);
    }
  });

  it('should answer 413 to a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({
      id,
      result: { action: 'accept', content: { name: 'x'.repeat(2000) } },
    });
    expect((await postAnswer(relay, 'alice', big, true)).status).to.equal(413);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(200)));
        controller.close();
      },
    });
    const streamed = await relay.handle(
      new Request('http://host.test/relay/answer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunks,
        duplex: 'half',
      } as RequestInit),
      'alice',
    );
    expect(streamed.status).to.equal(413);
  });

  it('should answer 405 and 404 to other methods and paths, and 401 without a session', async () => {
    expect(
      (await relay.handle(new Request('http://host.test/relay/answer'), 'alice')).status,
    ).to.equal(405);
    expect(
      (
        await relay.handle(
          new Request('http://host.test/relay/events', { method: 'POST', body: '{}' }),
          'alice',
        )
      ).status,
    ).to.equal(405);
    expect(
      (await relay.handle(new Request('http://host.test/relay/other'), 'alice')).status,
    ).to.equal(404);
    expect(
      (
        await relay.handle(
          new Request('http://host.test/relay/answer', {
            method: 'POST',
            body: JSON.stringify({ id, result: good }),
          }),
          '',
        )
      ).status,
    ).to.equal(401);
  });

  it('should answer 400 to a _meta that is not a plain object or nests too deep', async () => {
    let deep: unknown = {};
    for (let i = 0; i < MAX_META_DEPTH + 1; i++) deep = { inner: deep };
    for (const meta of [5, 'x', null, [], [{}], deep]) {
      expect(
        (await postAnswer(relay, 'alice', { id, result: { ...good, _meta: meta } })).status,
        JSON.stringify(meta),
      ).to.equal(400);
    }
  });

  it('should list at most MAX_ANSWER_ISSUES issues in a 422, however many keys the body has', async () => {
    const content: Record<string, string> = { name: 'Ada' };
    for (let i = 0; i < 40; i++) content[`unknown${i}`] = 'x';
    const reply = await postAnswer(relay, 'alice', { id, result: { action: 'accept', content } });
    expect(reply.status).to.equal(422);
    expect((reply.body as { issues: unknown[] }).issues).to.have.length(MAX_ANSWER_ISSUES);
  });

  it('should answer 415 to an answer not sent as application/json (a cross-site simple request)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      undefined,
    ]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const request = new Request('http://host.test/relay/answer', {
        method: 'POST',
        headers,
        body: JSON.stringify({ id, result: good }),
      });
      expect((await relay.handle(request, 'alice')).status, String(type)).to.equal(415);
    }
  });

  it('should drop a reader that never reads once its backlog passes the limit, releasing what it never read', async () => {
    const response = await relay.handle(new Request('http://host.test/relay/events'), 'alice');
    // Never read: every new ask queues on the stream until the relay lets go of it.
    const more = Array.from({ length: 30 }, () =>
      relay.elicit('alice', { ...NAME_ASK, message: 'y'.repeat(200) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Dropped with an error, not closed: the queued events are gone rather than held for a reader that may never come.
    const error = await response
      .body!.getReader()
      .read()
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).to.be.instanceOf(Error);
    for (const pending of more) void pending.catch(() => {});
  });
});

describe('relay after an answer (replays)', () => {
  it('should answer 409 to a replayed answer and 410 to one after expiry or withdrawal, changing nothing', async () => {
    const relay = createRelay();
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK);
    const id = (await page.next('ask')).data['id'] as string;
    const answer = { id, result: { action: 'accept', content: { name: 'Ada' } } };
    expect((await postAnswer(relay, 'alice', answer)).status).to.equal(204);
    expect(
      (await postAnswer(relay, 'alice', { id, result: { action: 'decline' } })).status,
    ).to.equal(409);
    expect((await postAnswer(relay, 'mallory', answer)).status).to.equal(404);
    expect(await call).to.deep.equal(answer.result);
    const controller = new AbortController();
    const withdrawn = relay.elicit('alice', NAME_ASK, { signal: controller.signal });
    const second = (await page.next('ask')).data['id'] as string;
    controller.abort();
    expect(await withdrawn).to.deep.equal({ action: 'cancel' });
    expect(
      (await postAnswer(relay, 'alice', { id: second, result: answer.result })).status,
    ).to.equal(410);
    await page.close();
    await relay.close();
  });
});

describe('relay: event streams per session and per process', () => {
  it('should close a session’s oldest stream past its cap, telling it why, and refuse streams past the process’s cap', async () => {
    const relay = createRelay({ limits: { streamsPerSession: 2, streamsPerProcess: 3 } });
    const [first, second] = [await openEvents(relay, 'alice'), await openEvents(relay, 'alice')];
    const third = await openEvents(relay, 'alice');
    expect((await first.next('closed')).data).to.deep.equal({ reason: 'too-many-streams' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([first.ended, second.ended, third.ended]).to.deep.equal([true, false, false]);
    const bob = await openEvents(relay, 'bob');
    expect(bob.status).to.equal(200);
    expect((await openEvents(relay, 'carol')).status).to.equal(503);
    // A session at its own cap still gets its newest page, closing its oldest.
    const fourth = await openEvents(relay, 'alice');
    expect(fourth.status).to.equal(200);
    await second.next('closed');
    await Promise.all([second.close(), third.close(), bob.close(), fourth.close()]);
    await relay.close();
  });

  it('should keep every page of the session up when an ask cannot be written to one', async () => {
    const relay = createRelay();
    const page = await openEvents(relay, 'alice');
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      void relay.elicit('alice', { ...NAME_ASK, message: 10n as never }).catch(() => {});
      const call = relay.elicit('alice', NAME_ASK);
      const { data } = await page.next('ask');
      expect(
        (await postAnswer(relay, 'alice', { id: data['id'], result: { action: 'decline' } }))
          .status,
      ).to.equal(204);
      expect(await call).to.deep.equal({ action: 'decline' });
      expect(logged.length).to.be.above(0);
    } finally {
      console.error = original;
    }
    await page.close();
    await relay.close();
  });
});
