import { expect } from 'chai';
import {
  CLIENT_CAPABILITIES_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  requestMeta,
  retryRequest,
  type JsonRpcRequest,
} from '@elicit-kit/core';

// Spec reference §10.3: the composed retry with the required envelope.
const meta = requestMeta({ clientInfo: { name: 'ExampleClient', version: '1.0.0' } });
const original: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { _meta: meta, name: 'get_weather', arguments: { location: 'New York' } },
};

describe('retryRequest', () => {
  it('should build the spec example retry', () => {
    const retry = retryRequest(
      original,
      {
        inputResponses: { github_login: { action: 'accept', content: { name: 'octocat' } } },
        requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
      },
      3,
    );
    expect(JSON.parse(JSON.stringify(retry))).to.deep.equal({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 'ExampleClient', version: '1.0.0' },
          'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } },
        },
        name: 'get_weather',
        arguments: { location: 'New York' },
        inputResponses: { github_login: { action: 'accept', content: { name: 'octocat' } } },
        requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
      },
    });
  });

  it('should leave requestState and inputResponses absent when not given', () => {
    const retry = retryRequest(original, {}, 'r1');
    expect('requestState' in retry.params!).to.equal(false);
    expect('inputResponses' in retry.params!).to.equal(false);
    expect(JSON.stringify(retry)).to.not.contain('requestState');
    const stateOnly = retryRequest(original, { requestState: 's' }, 'r2');
    expect('inputResponses' in stateOnly.params!).to.equal(false);
    expect(stateOnly.params!.requestState).to.equal('s');
  });

  it('should echo requestState byte for byte', () => {
    const states = [
      '',
      ' padded ',
      'a\u0000b\uFFFF\uD83D\uDE00é\u202E',
      '\uD800 lone surrogate',
      'x'.repeat(1_000_000) + '==',
    ];
    for (const requestState of states) {
      const retry = retryRequest(original, { requestState }, 9);
      expect(retry.params!.requestState === requestState).to.equal(true);
    }
  });

  it('should replace stale fields of the original, never merge them', () => {
    const stale: JsonRpcRequest = {
      ...original,
      params: {
        ...original.params,
        inputResponses: { old: { action: 'cancel' } },
        requestState: 'old',
      },
    };
    const retry = retryRequest(stale, { inputResponses: { now: { action: 'decline' } } }, 4);
    expect(retry.params!.inputResponses).to.deep.equal({ now: { action: 'decline' } });
    expect('requestState' in retry.params!).to.equal(false);
  });

  it('should not mutate the original', () => {
    const before = structuredClone(original);
    retryRequest(original, { inputResponses: { a: { action: 'accept' } }, requestState: 's' }, 5, {
      meta: { other: true },
    });
    expect(original).to.deep.equal(before);
  });

  it('should use the given meta, else a fresh copy of the original one', () => {
    expect(retryRequest(original, {}, 6, { meta: { fresh: 1 } }).params!._meta).to.deep.equal({
      fresh: 1,
    });
    const copied = retryRequest(original, {}, 6).params!._meta;
    expect(copied).to.deep.equal(meta);
    expect(copied, 'a new object, never the original envelope').not.to.equal(
      original.params!._meta,
    );
  });

  it('should fill in the keys every 2026-07-28 request needs when the original lacks them', () => {
    const bare = retryRequest(
      { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'file:///a' } },
      {},
      2,
    );
    expect(bare.params).to.deep.equal({ _meta: requestMeta(), uri: 'file:///a' });
    const partial = retryRequest(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {
          _meta: { progressToken: 'p1', [PROTOCOL_VERSION_META_KEY]: '2027-01-01' },
          name: 't',
        },
      },
      {},
      2,
    );
    expect(partial.params!._meta).to.deep.equal({
      [PROTOCOL_VERSION_META_KEY]: '2027-01-01',
      [CLIENT_CAPABILITIES_META_KEY]: { elicitation: { form: {}, url: {} } },
      progressToken: 'p1',
    });
  });

  it('should keep __proto__ keys as plain keys', () => {
    const responses = JSON.parse('{"__proto__":{"action":"accept"}}') as {
      [key: string]: { action: 'accept' };
    };
    const retry = retryRequest(original, { inputResponses: responses }, 7);
    expect(Object.keys(retry.params!.inputResponses as object)).to.deep.equal(['__proto__']);
    expect(JSON.stringify(retry)).to.contain('"inputResponses":{"__proto__":{"action":"accept"}}');
  });

  it('should keep the id it is given, including 0', () => {
    expect(retryRequest(original, {}, 0).id).to.equal(0);
    expect(retryRequest(original, {}, 'abc').id).to.equal('abc');
  });

  it('should leave out inputResponses that are not an object and never throw on a malformed original', () => {
    const retry = retryRequest(original, { inputResponses: null as never, requestState: 'S' }, 5);
    expect(retry.params).to.not.have.own.property('inputResponses');
    expect(retry.params!.requestState).to.equal('S');
    for (const bad of [null, 'x', [], { params: 3 }]) {
      const built = retryRequest(bad as never, { inputResponses: { a: { action: 'decline' } } }, 6);
      expect(built).to.deep.equal({
        jsonrpc: '2.0',
        id: 6,
        method: '',
        params: { _meta: requestMeta(), inputResponses: { a: { action: 'decline' } } },
      });
    }
  });
});
