import { expect } from 'chai';
import { keepRawElicitations, type JsonObject } from '@elicit-kit/core';

/** A transport shaped like the SDKs' (a class with a private field, as theirs have). */
class FakeTransport {
  #version = '';
  sessionId: string | undefined = 'session-1';
  onmessage?: (message: unknown, extra?: unknown) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly sent: unknown[] = [];
  started = false;
  async start(): Promise<void> {
    this.started = true;
  }
  async send(message: unknown, _options?: unknown): Promise<void> {
    this.sent.push(message);
  }
  async close(): Promise<void> {
    this.onclose?.();
  }
  setProtocolVersion(version: string): void {
    this.#version = version;
  }
  get version(): string {
    return this.#version;
  }
  /** What the server sends. */
  deliver(message: unknown): void {
    this.onmessage?.(message, { from: 'server' });
  }
}

const hours = { type: 'number', multipleOf: 0.5, exclusiveMinimum: 0 };
const raw: JsonObject = {
  mode: 'form',
  message: 'Hours?',
  requestedSchema: { type: 'object', properties: { hours }, required: ['hours'] },
};
/** The same ask as the official clients hand their handler: the constraints gone. */
const parsed: JsonObject = {
  mode: 'form',
  message: 'Hours?',
  requestedSchema: {
    type: 'object',
    properties: { hours: { type: 'number' } },
    required: ['hours'],
  },
};

const push = (id: string | number, params: JsonObject = raw) => ({
  jsonrpc: '2.0',
  id,
  method: 'elicitation/create',
  params,
});
const round = (inputRequests: JsonObject, requestState?: string) => ({
  jsonrpc: '2.0',
  id: 7,
  result: {
    resultType: 'input_required',
    inputRequests,
    ...(requestState === undefined ? {} : { requestState }),
  },
});
const retry = (inputResponses: JsonObject, requestState?: string) => ({
  jsonrpc: '2.0',
  id: 8,
  method: 'tools/call',
  params: { name: 'book', inputResponses, ...(requestState === undefined ? {} : { requestState }) },
});

describe('keepRawElicitations', () => {
  it('should return a pushed ask as the server sent it, by its JSON-RPC id, and still hand the client every message', () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    const received: unknown[] = [];
    kept.transport.onmessage = (message, extra) => received.push([message, extra]);
    const message = push(3);
    inner.deliver(message);
    expect(kept.paramsOf(3, parsed)).to.deep.equal(raw);
    expect(kept.paramsOf('3', parsed), 'a string id is another id').to.equal(undefined);
    expect(received).to.deep.equal([[message, { from: 'server' }]]);
  });

  it('should forget a pushed ask once the client answers it', async () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    inner.deliver(push(0));
    inner.deliver(push(1));
    await kept.transport.send({ jsonrpc: '2.0', id: 0, result: { action: 'decline' } });
    expect(kept.paramsOf(0)).to.equal(undefined);
    expect(kept.paramsOf(1)).to.deep.equal(raw);
    expect(inner.sent).to.deep.equal([{ jsonrpc: '2.0', id: 0, result: { action: 'decline' } }]);
  });

  it('should forget a pushed ask the server cancels', () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    inner.deliver(push('a'));
    inner.deliver({
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: 'a' },
    });
    expect(kept.paramsOf('a')).to.equal(undefined);
  });

  it('should not return a kept ask for params that are another ask', () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    inner.deliver(push(5));
    expect(kept.paramsOf(5, { ...parsed, message: 'Minutes?' })).to.equal(undefined);
    expect(
      kept.paramsOf(5, {
        ...parsed,
        requestedSchema: { type: 'object', properties: { minutes: { type: 'number' } } },
      }),
    ).to.equal(undefined);
    expect(kept.paramsOf(5, { ...parsed, mode: 'url', url: 'https://example.com' })).to.equal(
      undefined,
    );
  });

  it("should return a round's ask by its inputRequests key and forget it when the retry answers that round", async () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    inner.deliver(
      round(
        { hours: { method: 'elicitation/create', params: raw }, roots: { method: 'roots/list' } },
        'sealed-1',
      ),
    );
    expect(kept.paramsOf('hours', parsed)).to.deep.equal(raw);
    expect(kept.paramsOf('roots')).to.equal(undefined);
    await kept.transport.send(
      retry({ hours: { action: 'accept', content: { hours: 2.5 } } }, 'sealed-2'),
    );
    expect(kept.paramsOf('hours', parsed), 'another round answered').to.deep.equal(raw);
    await kept.transport.send(
      retry({ hours: { action: 'accept', content: { hours: 2.5 } } }, 'sealed-1'),
    );
    expect(kept.paramsOf('hours', parsed)).to.equal(undefined);
  });

  it('should tell two pending rounds with the same key apart by the parsed ask, and give up when it cannot', () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    const minutes = {
      mode: 'form',
      message: 'Minutes?',
      requestedSchema: {
        type: 'object',
        properties: { hours: { type: 'integer', multipleOf: 15 } },
      },
    };
    inner.deliver(round({ answer: { method: 'elicitation/create', params: raw } }));
    inner.deliver(round({ answer: { method: 'elicitation/create', params: minutes } }));
    expect(kept.paramsOf('answer', parsed)).to.deep.equal(raw);
    expect(
      kept.paramsOf('answer', {
        ...minutes,
        requestedSchema: { type: 'object', properties: { hours: { type: 'integer' } } },
      }),
    ).to.deep.equal(minutes);
    expect(kept.paramsOf('answer'), 'no parsed ask to choose by').to.equal(undefined);
    const stricter = {
      ...raw,
      requestedSchema: { type: 'object', properties: { hours: { type: 'number', multipleOf: 1 } } },
    };
    inner.deliver(round({ answer: { method: 'elicitation/create', params: stricter } }));
    expect(
      kept.paramsOf('answer', parsed),
      'same message and fields, different constraints',
    ).to.equal(undefined);
  });

  it('should keep at most `max` asks, forgetting the oldest first', () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner, { max: 2 });
    for (const id of [1, 2, 3]) inner.deliver(push(id));
    expect([1, 2, 3].map((id) => kept.paramsOf(id) !== undefined)).to.deep.equal([
      false,
      true,
      true,
    ]);
  });

  it('should forget every ask when the transport closes, and tell the client', async () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    let closed = 0;
    kept.transport.onclose = () => (closed += 1);
    inner.deliver(push(1));
    await kept.transport.close();
    expect(kept.paramsOf(1)).to.equal(undefined);
    expect(closed).to.equal(1);
  });

  it('should leave the rest of the transport as it is: its class, its members, its methods on itself', async () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    expect(kept.transport).to.be.instanceOf(FakeTransport);
    expect(kept.transport.sessionId).to.equal('session-1');
    kept.transport.setProtocolVersion('2025-11-25');
    expect(inner.version, 'a method using a private field').to.equal('2025-11-25');
    await kept.transport.start();
    expect(inner.started).to.equal(true);
    const errors: Error[] = [];
    kept.transport.onerror = (error) => errors.push(error);
    inner.onerror?.(new Error('lost'));
    expect(errors.map((error) => error.message)).to.deep.equal(['lost']);
    kept.transport.sessionId = 'session-2';
    expect(inner.sessionId).to.equal('session-2');
  });

  it('should keep the asks of a batch', () => {
    const inner = new FakeTransport();
    const kept = keepRawElicitations(inner);
    inner.deliver([push(1), push(2)]);
    expect(kept.paramsOf(2)).to.deep.equal(raw);
  });
});
