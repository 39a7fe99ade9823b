import { expect } from 'chai';
import { callWithInput, type JsonRpcRequest, type JsonRpcResponse } from '@elicit-kit/core';
import { createRelay, RelayError, type Relay } from '@elicit-kit/relay';
import { NAME_ASK, openEvents, postAnswer } from './helpers/events.js';

describe('createRelay', () => {
  let relay: Relay;
  beforeEach(() => {
    relay = createRelay({ limits: { heartbeatMs: 50 } });
  });
  afterEach(() => relay.close());

  it('should carry a push ask to the page and resolve with exactly the answer posted', async () => {
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK, { serverName: 'Weather' });
    const ask = await page.next('ask');
    expect(ask.data).to.deep.equal({ id: ask.data['id'], serverName: 'Weather', params: NAME_ASK });
    expect(ask.data['id']).to.match(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const result = { action: 'accept', content: { name: 'Ada', age: 36 } };
    expect((await postAnswer(relay, 'alice', { id: ask.data['id'], result })).status).to.equal(204);
    expect(await call).to.deep.equal(result);
    expect((await page.next('withdraw')).data).to.deep.equal({
      id: ask.data['id'],
      reason: 'answered',
    });
    await page.close();
  });

  it('should send every pending ask again on a new connection, and only the session’s own', async () => {
    const first = relay.elicit('alice', NAME_ASK);
    const second = relay.elicit('alice', { ...NAME_ASK, message: 'Second?' });
    void relay.elicit('bob', { ...NAME_ASK, message: 'Bob only' });
    const reload = await openEvents(relay, 'alice');
    const a = await reload.next('ask');
    const b = await reload.next('ask');
    expect([
      (a.data['params'] as { message: string }).message,
      (b.data['params'] as { message: string }).message,
    ]).to.deep.equal(['Your name?', 'Second?']);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(reload.events.filter((event) => event.event === 'ask')).to.have.length(2);
    await postAnswer(relay, 'alice', { id: a.data['id'], result: { action: 'decline' } });
    await postAnswer(relay, 'alice', { id: b.data['id'], result: { action: 'cancel' } });
    expect(await first).to.deep.equal({ action: 'decline' });
    expect(await second).to.deep.equal({ action: 'cancel' });
    await reload.close();
  });

  it('should take an answer once: the second tab gets 409 and both get withdraw answered', async () => {
    const one = await openEvents(relay, 'alice');
    const two = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK);
    const { data } = await one.next('ask');
    await two.next('ask');
    const [a, b] = await Promise.all([
      postAnswer(relay, 'alice', {
        id: data['id'],
        result: { action: 'accept', content: { name: 'One' } },
      }),
      postAnswer(relay, 'alice', {
        id: data['id'],
        result: { action: 'accept', content: { name: 'Two' } },
      }),
    ]);
    expect([a.status, b.status].sort()).to.deep.equal([204, 409]);
    const winner = a.status === 204 ? 'One' : 'Two';
    expect(await call).to.deep.equal({ action: 'accept', content: { name: winner } });
    expect((await one.next('withdraw')).data['reason']).to.equal('answered');
    expect((await two.next('withdraw')).data['reason']).to.equal('answered');
    await Promise.all([one.close(), two.close()]);
  });

  it('should resolve cancel at the deadline, tell the page expired and refuse a late answer with 410', async () => {
    const page = await openEvents(relay, 'alice');
    const deadline = Date.now() + 150;
    const call = relay.elicit('alice', NAME_ASK, { deadline });
    const { data } = await page.next('ask');
    expect(data['deadline']).to.equal(new Date(deadline).toISOString());
    expect(await call).to.deep.equal({ action: 'cancel' });
    expect((await page.next('withdraw')).data).to.deep.equal({ id: data['id'], reason: 'expired' });
    expect(
      (
        await postAnswer(relay, 'alice', {
          id: data['id'],
          result: { action: 'accept', content: { name: 'Late' } },
        })
      ).status,
    ).to.equal(410);
    await page.close();
  });

  it('should withdraw the ask as withdrawn when the MCP side aborts', async () => {
    const page = await openEvents(relay, 'alice');
    const controller = new AbortController();
    const call = relay.elicit('alice', NAME_ASK, { signal: controller.signal });
    const { data } = await page.next('ask');
    controller.abort();
    expect(await call).to.deep.equal({ action: 'cancel' });
    expect((await page.next('withdraw')).data).to.deep.equal({
      id: data['id'],
      reason: 'withdrawn',
    });
    expect(
      (await postAnswer(relay, 'alice', { id: data['id'], result: { action: 'decline' } })).status,
    ).to.equal(410);
    await page.close();
  });

  it('should answer 422 with the issues of content that fails the schema and keep the ask pending', async () => {
    const page = await openEvents(relay, 'alice');
    let settled = false;
    const call = relay.elicit('alice', NAME_ASK).finally(() => (settled = true));
    const { data } = await page.next('ask');
    const bad = await postAnswer(relay, 'alice', {
      id: data['id'],
      result: { action: 'accept', content: { name: 'A', age: 12 } },
    });
    expect(bad.status).to.equal(422);
    expect((bad.body as { issues: unknown }).issues).to.deep.equal([
      { field: 'name', code: 'tooShort', params: { min: 2, length: 1 } },
      { field: 'age', code: 'rangeUnderflow', params: { min: 18 } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).to.equal(false);
    const fixed = { action: 'accept', content: { name: 'Ada', age: 18 } };
    expect((await postAnswer(relay, 'alice', { id: data['id'], result: fixed })).status).to.equal(
      204,
    );
    expect(await call).to.deep.equal(fixed);
    await page.close();
  });

  it('should carry a whole round of callWithInput as one ask, without its requestState', async () => {
    const page = await openEvents(relay, 'alice');
    const sent: JsonRpcRequest[] = [];
    const send = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => {
      sent.push(request);
      if (sent.length === 1) {
        return {
          jsonrpc: '2.0',
          id: request.id,
          result: {
            resultType: 'input_required',
            requestState: 'SECRET-STATE',
            inputRequests: { who: { method: 'elicitation/create', params: NAME_ASK } },
          },
        } as JsonRpcResponse;
      }
      return { jsonrpc: '2.0', id: request.id, result: { content: [] } } as JsonRpcResponse;
    };
    const call = callWithInput(
      send,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } },
      relay.answerer('alice', { serverName: 'Tools' }),
    );
    const ask = await page.next('ask');
    expect(JSON.stringify(ask.data)).not.to.contain('SECRET-STATE');
    expect(ask.data['entries']).to.deep.equal([
      { key: 'who', method: 'elicitation/create', params: NAME_ASK, mode: 'form' },
    ]);
    const inputResponses = { who: { action: 'accept', content: { name: 'Ada' } } };
    expect(
      (await postAnswer(relay, 'alice', { id: ask.data['id'], result: inputResponses.who })).status,
    ).to.equal(400);
    expect(
      (await postAnswer(relay, 'alice', { id: ask.data['id'], inputResponses })).status,
    ).to.equal(204);
    await call;
    const retry = sent[1]?.params as { inputResponses: unknown; requestState: unknown };
    expect(retry.inputResponses).to.deep.equal(inputResponses);
    expect(retry.requestState).to.equal('SECRET-STATE');
    await page.close();
  });

  it('should reject a round answerer with a TimeoutError at its deadline', async () => {
    const answer = relay.answerer('alice', { deadline: Date.now() + 50 });
    const controller = new AbortController();
    const error = await answer(
      [{ key: 'who', method: 'elicitation/create', params: NAME_ASK, mode: 'form' }],
      {
        round: 1,
        signal: controller.signal,
        request: { jsonrpc: '2.0', id: 1, method: 'tools/call' },
      },
    ).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect((error as DOMException).name).to.equal('TimeoutError');
  });

  it('should refuse more pending asks per session than the limit, with a typed error', async () => {
    const small = createRelay({ limits: { pendingPerSession: 2 } });
    void small.elicit('alice', NAME_ASK);
    void small.elicit('alice', NAME_ASK);
    const error = await small.elicit('alice', NAME_ASK).catch((reason: unknown) => reason);
    expect(error).to.be.instanceOf(RelayError);
    expect((error as RelayError).code).to.equal('too-many-asks');
    // Another session is not held up.
    const other = small.elicit('bob', NAME_ASK);
    await small.close();
    expect(await other).to.deep.equal({ action: 'cancel' });
  });

  it('should resolve every pending ask as cancel on close and end the streams', async () => {
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK);
    await page.next('ask');
    await relay.close();
    expect(await call).to.deep.equal({ action: 'cancel' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.ended).to.equal(true);
    expect(await relay.elicit('alice', NAME_ASK)).to.deep.equal({ action: 'cancel' });
  });

  it('should send heartbeats on an idle stream', async () => {
    const response = await relay.handle(new Request('http://host.test/relay/events'), 'alice');
    expect(response.headers.get('content-type')).to.contain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes(': heartbeat'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).to.contain('retry: 2000');
    await reader.cancel();
  });

  it('should hand out ids with no repeats over many asks', async () => {
    const page = await openEvents(relay, 'alice');
    const big = createRelay({ limits: { pendingPerSession: 500 } });
    const reader = await openEvents(big, 'alice');
    for (let i = 0; i < 300; i++) void big.elicit('alice', NAME_ASK);
    for (let i = 0; i < 300; i++) await reader.next('ask');
    expect(new Set(reader.events.map((event) => event.data['id'])).size).to.equal(300);
    await big.close();
    await Promise.all([page.close(), reader.close()]);
  });
});
