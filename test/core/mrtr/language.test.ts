// The person's language (SEP-2792, spec notes §12a): every request the core sends carries
// `_meta["io.modelcontextprotocol/acceptLanguage"]` when the host gives languages, the HTTP
// transport mirrors it as `Accept-Language`, and an ask inherits the result's contentLanguage.
import { expect } from 'chai';
import {
  ACCEPT_LANGUAGE_META_KEY,
  CONTENT_LANGUAGE_META_KEY,
  acceptLanguage,
  contentLanguageOf,
  languageTags,
  requestMeta,
  callWithInput,
  createHttpTransport,
  readInputRequired,
  type JsonRpcRequest,
  type JsonRpcResponse,
  type JsonObject,
} from '@elicit-kit/core';

const ask = {
  mode: 'form',
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const metaOf = (request: JsonRpcRequest) => (request.params as JsonObject)['_meta'] as JsonObject;

/** A server that answers the first request with one ask and every retry with a result; `seen` holds what it was sent. */
function askingOnce() {
  const seen: JsonRpcRequest[] = [];
  const send = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => {
    seen.push(request);
    const result =
      seen.length === 1
        ? {
            resultType: 'input_required',
            inputRequests: { a: { method: 'elicitation/create', params: ask } },
          }
        : { content: [] };
    return { jsonrpc: '2.0', id: request.id, result };
  };
  return { seen, send };
}

describe('acceptLanguage', () => {
  it('should start with hi for a request made with locale hi', () => {
    expect(requestMeta({ locale: 'hi' })[ACCEPT_LANGUAGE_META_KEY]).to.match(/^hi\b/);
  });

  it('should write languages in Accept-Language grammar, less preferred each, repeats and bad tags dropped', () => {
    expect(acceptLanguage({ languages: ['hi-IN', 'hi', 'HI', 'en', 'not a tag', 'de'] })).to.equal(
      'hi-IN, hi;q=0.9, en;q=0.8, de;q=0.7',
    );
    expect(acceptLanguage({ languages: [], locale: 'hi' })).to.equal(undefined);
    expect(acceptLanguage({})).to.equal(undefined);
    expect(requestMeta()).to.not.have.property(ACCEPT_LANGUAGE_META_KEY);
  });

  it('should keep at most ten valid tags, each once', () => {
    const many = [
      'hi',
      'HI',
      'x y',
      ...Array.from({ length: 12 }, (_, i) => `l${String.fromCharCode(97 + i)}`),
    ];
    const tags = languageTags({ languages: many });
    expect(tags).to.have.length(10);
    expect(tags.slice(0, 2)).to.deep.equal(['hi', 'la']);
    expect(languageTags({ locale: 'ta-IN' })).to.deep.equal(['ta-IN']);
  });

  it('should read a server content language only when it is a tag', () => {
    expect(contentLanguageOf({ [CONTENT_LANGUAGE_META_KEY]: 'hi' })).to.equal('hi');
    expect(contentLanguageOf({ [CONTENT_LANGUAGE_META_KEY]: 'hi"><x' })).to.equal(undefined);
    expect(contentLanguageOf(undefined)).to.equal(undefined);
  });
});

describe("callWithInput with the person's languages", () => {
  it('should send acceptLanguage on the first request and on every retry', async () => {
    const { seen, send } = askingOnce();
    const request: JsonRpcRequest = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 't', arguments: {} },
    };
    await callWithInput(send, request, async () => ({ a: { action: 'decline' } }), {
      locale: 'hi',
      statePause: 0,
    });
    expect(seen.map((sent) => metaOf(sent)[ACCEPT_LANGUAGE_META_KEY])).to.deep.equal(['hi', 'hi']);
  });

  it("should leave the host's own acceptLanguage in its meta as it is", async () => {
    const seen: JsonRpcRequest[] = [];
    const send = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => (
      seen.push(request),
      { jsonrpc: '2.0', id: request.id, result: {} }
    );
    await callWithInput(
      send,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 't' } },
      async () => ({}),
      {
        locale: 'hi',
        meta: { [ACCEPT_LANGUAGE_META_KEY]: 'ta, en;q=0.5' },
      },
    );
    expect(metaOf(seen[0]!)[ACCEPT_LANGUAGE_META_KEY]).to.equal('ta, en;q=0.5');
  });
});

describe("callWithInput and the answerer's languages", () => {
  /** Runs one call whose answerer reads the person's languages; returns what each request said. */
  const run = async (options: { locale?: string; languages?: string[] }) => {
    const { seen, send } = askingOnce();
    let reads = 0;
    const answer = Object.assign(async () => ({ a: { action: 'decline' as const } }), {
      languages: () => (reads++ ? ['ta', 'en'] : ['hi-IN', 'en']),
    });
    await callWithInput(
      send,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 't' } },
      answer,
      { ...options, statePause: 0 },
    );
    return seen.map((sent) => metaOf(sent)[ACCEPT_LANGUAGE_META_KEY]);
  };

  it("should send the answerer's languages on every request, read again for each", async () => {
    expect(await run({})).to.deep.equal(['hi-IN, en;q=0.9', 'ta, en;q=0.9']);
  });

  it("should prefer the call's own locale or languages to the answerer's", async () => {
    expect(await run({ locale: 'de' })).to.deep.equal(['de', 'de']);
    expect(await run({ languages: ['fr', 'en'] })).to.deep.equal(['fr, en;q=0.9', 'fr, en;q=0.9']);
  });
});

describe('createHttpTransport and languages', () => {
  it("should mirror the request's acceptLanguage as the Accept-Language header, over a host header", async () => {
    const headers: Headers[] = [];
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
      headers.push(new Headers(init!.headers));
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: {} }), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const send = createHttpTransport({
      url: 'https://mcp.example.com/mcp',
      fetch,
      headers: { 'Accept-Language': 'fr' },
    });
    await send({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: requestMeta({ languages: ['hi-IN', 'en'] }) },
    });
    expect(headers[0]!.get('Accept-Language')).to.equal('hi-IN, en;q=0.9');
  });
});

describe('readInputRequired and contentLanguage', () => {
  it("should give each ask the result's content language unless it says its own", () => {
    const read = readInputRequired({
      resultType: 'input_required',
      _meta: { [CONTENT_LANGUAGE_META_KEY]: 'hi' },
      inputRequests: {
        a: { method: 'elicitation/create', params: ask },
        b: {
          method: 'elicitation/create',
          params: { ...ask, _meta: { [CONTENT_LANGUAGE_META_KEY]: 'ta', other: 1 } },
        },
      },
    });
    expect(read.kind).to.equal('input_required');
    const entries = read.kind === 'input_required' ? read.entries : [];
    expect(entries[0]!.params['_meta']).to.deep.equal({ [CONTENT_LANGUAGE_META_KEY]: 'hi' });
    expect(entries[1]!.params['_meta']).to.deep.equal({
      [CONTENT_LANGUAGE_META_KEY]: 'ta',
      other: 1,
    });
    expect(ask).to.not.have.property('_meta');
  });
});

describe("tasks and the person's languages", () => {
  it('should send acceptLanguage on tasks/get and tasks/update of a followed task', async () => {
    const task = {
      taskId: 't',
      createdAt: '2026-12-01T00:00:00Z',
      lastUpdatedAt: '2026-12-01T00:00:00Z',
      ttlMs: null,
      pollIntervalMs: 1,
    };
    const replies: unknown[] = [
      { resultType: 'task', ...task, status: 'working' },
      {
        resultType: 'complete',
        ...task,
        status: 'input_required',
        inputRequests: { a: { method: 'elicitation/create', params: ask } },
      },
      { resultType: 'complete' },
      { resultType: 'complete', ...task, status: 'completed', result: { content: [] } },
    ];
    const seen: JsonRpcRequest[] = [];
    const send = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => {
      seen.push(request);
      return { jsonrpc: '2.0', id: request.id, result: replies.shift() as JsonObject };
    };
    await callWithInput(
      send,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 't' } },
      async () => ({ a: { action: 'decline' } }),
      {
        tasks: true,
        minPollInterval: 0,
        languages: ['hi', 'en'],
      },
    );
    expect(seen.map((request) => request.method)).to.deep.equal([
      'tools/call',
      'tasks/get',
      'tasks/update',
      'tasks/get',
    ]);
    expect(seen.map((request) => metaOf(request)[ACCEPT_LANGUAGE_META_KEY])).to.deep.equal(
      Array(4).fill('hi, en;q=0.9'),
    );
  });
});
