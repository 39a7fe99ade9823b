import { expect } from 'chai';
import {
  callWithInput,
  type AnswerInput,
  RoundTripError,
  RpcError,
  UnsupportedVersionError,
  PROTOCOL_VERSION,
  PROTOCOL_VERSION_META_KEY,
  requestMeta,
  type JsonObject,
  type JsonRpcRequest,
} from '@elicit-kit/core';
import { rejection, server } from '../helpers/fake-server.js';

const original = (): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id: 4,
  method: 'tools/call',
  params: { name: 'get_weather', arguments: { location: 'New York' } },
});

/** The `-32022` error response a 2026-07-28 server sends (spec `basic/versioning.mdx`). */
const unsupported = (request: JsonRpcRequest, supported: unknown, requested = 'x') => ({
  jsonrpc: '2.0',
  id: request.id,
  error: { code: -32022, message: 'Unsupported protocol version', data: { supported, requested } },
});
const done = (request: JsonRpcRequest) => ({
  jsonrpc: '2.0',
  id: request.id,
  result: { content: [] },
});

const version = (request: JsonRpcRequest | undefined) =>
  ((request?.params as JsonObject)._meta as JsonObject)[PROTOCOL_VERSION_META_KEY];
const never: AnswerInput = async () => {
  throw new Error('nobody should be asked');
};

describe('callWithInput: protocol version negotiation', () => {
  it('should retry once, with a new id and the version the server lists, and resolve', async () => {
    const { send, sent } = server([
      (request) => unsupported(request, ['2025-11-25', PROTOCOL_VERSION]),
      done,
    ]);
    const meta = { ...requestMeta({ protocolVersion: '2099-01-01' }), progressToken: 'p' };
    expect(await callWithInput(send, original(), never, { meta })).to.deep.equal({ content: [] });
    expect(sent.map((request) => request.id)).to.deep.equal([4, '4-r1']);
    expect(sent.map(version)).to.deep.equal(['2099-01-01', PROTOCOL_VERSION]);
    // Only the version changes: same method, params and the rest of the host's _meta.
    const { _meta: first, ...firstParams } = sent[0]!.params as JsonObject;
    const { _meta: second, ...secondParams } = sent[1]!.params as JsonObject;
    expect(secondParams).to.deep.equal(firstParams);
    expect(second).to.deep.equal({
      ...(first as JsonObject),
      [PROTOCOL_VERSION_META_KEY]: PROTOCOL_VERSION,
    });
  });

  it('should retry even when the server lists the very version it refused', async () => {
    const { send, sent } = server([(request) => unsupported(request, [PROTOCOL_VERSION]), done]);
    await callWithInput(send, original(), never);
    expect(sent.map(version)).to.deep.equal([PROTOCOL_VERSION, PROTOCOL_VERSION]);
  });

  it('should keep the negotiated version for the later rounds of the call', async () => {
    const ask = {
      method: 'elicitation/create',
      params: { message: 'OK?', requestedSchema: { type: 'object', properties: {} } },
    };
    const { send, sent } = server([
      (request) => unsupported(request, [PROTOCOL_VERSION]),
      (request) => ({
        jsonrpc: '2.0',
        id: request.id,
        result: { resultType: 'input_required', inputRequests: { ok: ask } },
      }),
      done,
    ]);
    const meta = () => requestMeta({ protocolVersion: '2099-01-01' });
    await callWithInput(send, original(), async () => ({ ok: { action: 'accept' } }), { meta });
    expect(sent.map((request) => request.id)).to.deep.equal([4, '4-r1', '4-r2']);
    expect(sent.map(version)).to.deep.equal(['2099-01-01', PROTOCOL_VERSION, PROTOCOL_VERSION]);
    expect((sent[2]!.params as JsonObject).inputResponses).to.deep.equal({
      ok: { action: 'accept' },
    });
  });

  it('should reject with the versions the server supports when it lists none the kit speaks', async () => {
    const { send, sent } = server([
      (request) => unsupported(request, ['2025-11-25', 7, '2025-06-18']),
    ]);
    const error = await rejection(callWithInput(send, original(), never));
    expect(error).to.be.instanceOf(UnsupportedVersionError).and.instanceOf(RoundTripError);
    const typed = error as UnsupportedVersionError;
    expect(typed.code).to.equal('unsupported-version');
    expect(typed.supported).to.deep.equal(['2025-11-25', '2025-06-18']);
    expect(typed.error.code).to.equal(-32022);
    expect(typed.message).to.include('2025-11-25').and.include(PROTOCOL_VERSION);
    expect(sent).to.have.length(1);
  });

  it('should give up after one retry', async () => {
    const { send, sent } = server([
      (request) => unsupported(request, [PROTOCOL_VERSION]),
      (request) => unsupported(request, [PROTOCOL_VERSION]),
    ]);
    const error = await rejection(callWithInput(send, original(), never));
    expect(error).to.be.instanceOf(UnsupportedVersionError);
    expect((error as UnsupportedVersionError).supported).to.deep.equal([PROTOCOL_VERSION]);
    expect(sent).to.have.length(2);
  });

  it('should treat a -32022 without a supported list as any JSON-RPC error', async () => {
    const { send, sent } = server([
      (request) => ({
        jsonrpc: '2.0',
        id: request.id,
        error: { code: -32022, message: 'no', data: { supported: 'all' } },
      }),
    ]);
    const error = await rejection(callWithInput(send, original(), never));
    expect(error).to.be.instanceOf(RpcError);
    expect((error as RpcError).error.code).to.equal(-32022);
    expect(sent).to.have.length(1);
  });

  it('should use nextId for the retry and refuse an id used before', async () => {
    const { send, sent } = server([(request) => unsupported(request, [PROTOCOL_VERSION]), done]);
    await callWithInput(send, original(), never, { nextId: () => 'v2' });
    expect(sent.map((request) => request.id)).to.deep.equal([4, 'v2']);
    const again = server([(request) => unsupported(request, [PROTOCOL_VERSION]), done]);
    const error = await rejection(
      callWithInput(again.send, original(), never, { nextId: () => 4 }),
    );
    expect((error as RoundTripError).code).to.equal('duplicate-id');
    expect(again.sent).to.have.length(1);
  });
});
