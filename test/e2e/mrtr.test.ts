/**
 * End to end, protocol revision 2026-07-28: the kit's Multi Round-Trip Request loop
 * (`callWithInput` over `createHttpTransport`) against the official
 * `@modelcontextprotocol/server` 2.4 served on 127.0.0.1 over Streamable HTTP.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import {
  callWithInput,
  type RoundTripError,
  type RpcError,
  createHttpTransport,
  requestMeta,
  readInputRequired,
  type InputEntry,
  retryRequest,
  accept,
  decline,
  compileSchema,
  validateContent,
  type InputResponses,
  type JsonObject,
  type JsonRpcRequest,
  type JsonRpcResponse,
} from '@elicit-kit/core';
import {
  DEPLOY_SETTINGS_SCHEMA,
  NAME_SCHEMA,
  consentUrl,
  startMrtrServer,
  type MrtrServer,
  type RecordedHttpRequest,
} from './servers/mrtr-server.js';

type Send = (
  request: JsonRpcRequest,
  init?: { readonly signal?: AbortSignal },
) => Promise<JsonRpcResponse>;

/** Wraps a transport so the test sees every request and response, as sent and received. */
function recording(send: Send): {
  send: Send;
  sent: JsonRpcRequest[];
  received: JsonRpcResponse[];
} {
  const sent: JsonRpcRequest[] = [];
  const received: JsonRpcResponse[] = [];
  return {
    sent,
    received,
    send: async (request, init) => {
      sent.push(structuredClone(request));
      const response = await send(request, init);
      received.push(structuredClone(response));
      return response;
    },
  };
}

function resultOf(response: JsonRpcResponse | undefined): JsonObject {
  expect(response, 'a response').to.not.equal(undefined);
  expect(response, 'a result, not an error').to.have.property('result');
  return (response as { result: JsonObject }).result;
}

function firstText(result: JsonObject): string {
  const content = result['content'] as { type: string; text: string }[];
  return content[0]!.text;
}

const meta = requestMeta({ clientInfo: { name: 'elicit-kit-e2e', version: '0.0.0' } });

function deployCall(id: number, env = 'prod'): JsonRpcRequest {
  return {
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { _meta: meta, name: 'deploy', arguments: { env } },
  };
}

/**
 * The comparable part of the `tools/call` requests a server received: headers, params
 * without `_meta` (client info differs) and with `requestState` reduced to presence
 * (its expiry, hence its MAC, differs per run). Ids are left out (each client numbers its own).
 */
function toolCalls(requests: readonly RecordedHttpRequest[]): unknown[] {
  return requests
    .filter((request) => request.headers['mcp-method'] === 'tools/call')
    .map(({ headers, body }) => {
      const { _meta, requestState, ...params } = (body as { params: JsonObject }).params;
      return {
        headers: [headers['mcp-protocol-version'], headers['mcp-method'], headers['mcp-name']],
        hasMeta: _meta !== undefined,
        requestState: typeof requestState,
        params,
      };
    });
}

/** The answers a person gives in the deploy form: every value the kit's form model allows. */
const SETTINGS = { confirm: true, region: 'us-east', replicas: 3 } as const;

describe('e2e: 2026-07-28 Multi Round-Trip Requests against @modelcontextprotocol/server 2.4', function () {
  this.timeout(10_000);
  let server: MrtrServer;

  before(async () => {
    server = await startMrtrServer();
  });
  after(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('should complete a two-round deploy (form, then URL consent) with callWithInput over HTTP', async () => {
    const wire = recording(createHttpTransport({ url: server.url }));
    const rounds: (readonly InputEntry[])[] = [];
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> => {
      rounds.push(entries);
      if (rounds.length === 1) {
        const form = compileSchema(entries[0]!.params['requestedSchema']);
        expect(form.ok, JSON.stringify(form.issues)).to.equal(true);
        expect(validateContent(form, { ...SETTINGS })).to.deep.equal([]);
        return { [entries[0]!.key]: accept({ ...SETTINGS }) };
      }
      return { [entries[0]!.key]: accept() };
    };

    const result = await callWithInput(wire.send, deployCall(1), answer);

    expect(firstText(result)).to.equal('Deployed prod to us-east with 3 replicas.');
    expect(result['structuredContent']).to.deep.equal({
      outcome: 'deployed',
      env: 'prod',
      region: 'us-east',
      replicas: 3,
    });

    // What `answer` saw: round 1 the form, round 2 the URL consent, one entry each.
    expect(rounds).to.have.length(2);
    expect(rounds[0]!.map(({ key, method, mode }) => ({ key, method, mode }))).to.deep.equal([
      { key: 'settings', method: 'elicitation/create', mode: 'form' },
    ]);
    expect(rounds[0]![0]!.params['message']).to.equal('Deploy to prod?');
    expect(rounds[0]![0]!.params['requestedSchema']).to.deep.equal(DEPLOY_SETTINGS_SCHEMA);
    const form = compileSchema(rounds[0]![0]!.params['requestedSchema']);
    expect(form.fields.map((field) => [field.name, field.kind, field.required])).to.deep.equal([
      ['confirm', 'boolean', true],
      ['region', 'select', true],
      ['replicas', 'integer', true],
    ]);
    expect(rounds[1]!.map(({ key, method, mode }) => ({ key, method, mode }))).to.deep.equal([
      { key: 'consent', method: 'elicitation/create', mode: 'url' },
    ]);
    expect(rounds[1]![0]!.params['url']).to.equal(consentUrl('prod'));

    // The traffic: three requests with fresh ids, each round's answers only, state echoed exactly.
    expect(wire.sent).to.have.length(3);
    expect(new Set(wire.sent.map((request) => request.id)).size).to.equal(3);
    for (const request of wire.sent) {
      expect(request.method).to.equal('tools/call');
      expect(request.params?.['name']).to.equal('deploy');
      expect(request.params?.['arguments']).to.deep.equal({ env: 'prod' });
      const sentMeta = request.params?.['_meta'] as JsonObject;
      expect(sentMeta['io.modelcontextprotocol/protocolVersion']).to.equal('2026-07-28');
      expect(sentMeta).to.have.property('io.modelcontextprotocol/clientCapabilities');
    }
    const [first, second, third] = wire.sent as [JsonRpcRequest, JsonRpcRequest, JsonRpcRequest];
    expect(first.params).to.not.have.any.keys('inputResponses', 'requestState');
    expect(second.params?.['inputResponses']).to.deep.equal({
      settings: { action: 'accept', content: SETTINGS },
    });
    expect(
      second.params,
      'round 1 had no requestState, so the retry must not invent one',
    ).to.not.have.property('requestState');
    const sealed = resultOf(wire.received[1])['requestState'];
    expect(sealed).to.be.a('string').and.match(/^v1\./);
    expect(third.params?.['requestState']).to.equal(sealed);
    expect(third.params?.['inputResponses']).to.deep.equal({ consent: { action: 'accept' } });

    // What arrived at the server: the same bodies, with the 2026-07-28 headers.
    expect(server.requests.map((request) => request.body)).to.deep.equal(wire.sent);
    for (const request of server.requests) {
      expect(request.method).to.equal('POST');
      expect(request.headers['mcp-protocol-version']).to.equal('2026-07-28');
      expect(request.headers['mcp-method']).to.equal('tools/call');
      expect(request.headers['mcp-name']).to.equal('deploy');
    }
  });

  it('should get a -32602 error from the server for a retry whose requestState had one character flipped', async () => {
    const send = createHttpTransport({ url: server.url });
    const original = deployCall(10, 'staging');

    const round1 = readInputRequired(resultOf(await send(original)));
    if (round1.kind !== 'input_required')
      expect.fail(`round 1 should ask for input, got ${round1.kind}`);
    const settings = retryRequest(
      original,
      { inputResponses: { settings: accept({ ...SETTINGS }) } },
      11,
    );
    const round2 = readInputRequired(resultOf(await send(settings)));
    if (round2.kind !== 'input_required')
      expect.fail(`round 2 should ask for input, got ${round2.kind}`);
    const state = round2.requestState;
    if (state === undefined) expect.fail('round 2 should carry a requestState');

    // Flip one character of the sealed body (not the last one, whose low bits may be padding).
    const at = state.indexOf('.') + 8;
    const tampered = `${state.slice(0, at)}${state[at] === 'A' ? 'B' : 'A'}${state.slice(at + 1)}`;
    expect(tampered).to.have.length(state.length).and.not.equal(state);
    const consent = { consent: accept() };

    const refused = await send(
      retryRequest(original, { inputResponses: consent, requestState: tampered }, 12),
    );
    expect(refused.id).to.equal(12);
    expect(refused).to.have.property('error');
    expect((refused as { error: { code: number } }).error.code).to.equal(-32602);

    // Control: the untouched state is accepted, so the refusal above was the tampering.
    const completed = resultOf(
      await send(retryRequest(original, { inputResponses: consent, requestState: state }, 13)),
    );
    expect(firstText(completed)).to.equal('Deployed staging to us-east with 3 replicas.');
  });

  it('should reject callWithInput with an rpc-error carrying -32602 when the state is tampered in transit', async () => {
    const http = createHttpTransport({ url: server.url });
    const send: Send = (request, init) => {
      const state = request.params?.['requestState'];
      if (typeof state !== 'string') return http(request, init);
      const params = {
        ...request.params,
        requestState: `${state.slice(0, 10)}${state[10] === 'A' ? 'B' : 'A'}${state.slice(11)}`,
      };
      return http({ ...request, params }, init);
    };
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> =>
      entries[0]!.mode === 'url' ? { consent: accept() } : { settings: accept({ ...SETTINGS }) };

    const error = await callWithInput(send, deployCall(20), answer).then(
      () => expect.fail('callWithInput should reject'),
      (reason: unknown) => reason as RoundTripError,
    );
    expect(error.code).to.equal('rpc-error');
    expect((error as RpcError).error.code).to.equal(-32602);
  });

  it('should complete with the server\'s "declined" outcome when round 1 is declined', async () => {
    const wire = recording(createHttpTransport({ url: server.url }));
    const seen: string[] = [];
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> => {
      seen.push(...entries.map((entry) => entry.key));
      return { settings: decline() };
    };

    const result = await callWithInput(wire.send, deployCall(30, 'prod'), answer);

    expect(result['structuredContent']).to.deep.equal({ outcome: 'declined' });
    expect(firstText(result)).to.equal('Deployment to prod declined.');
    expect(seen).to.deep.equal(['settings']);
    expect(wire.sent).to.have.length(2);
    expect(wire.sent[1]!.params?.['inputResponses']).to.deep.equal({
      settings: { action: 'decline' },
    });
  });

  it('should stop with rounds-exceeded when the server needs more rounds than maxRounds allows', async () => {
    const send = createHttpTransport({ url: server.url });
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> =>
      entries[0]!.mode === 'url' ? { consent: accept() } : { settings: accept({ ...SETTINGS }) };

    const error = await callWithInput(send, deployCall(40), answer, { maxRounds: 1 }).then(
      () => expect.fail('callWithInput should reject'),
      (reason: unknown) => reason as RoundTripError,
    );
    expect(error.code).to.equal('rounds-exceeded');
    expect(server.requests).to.have.length(2);
  });

  it('should declare forms only in _meta so the server itself refuses its URL ask with -32021', async () => {
    const formsOnly = { elicitation: { form: {} } };
    const request = deployCall(80);
    request.params = { ...request.params, _meta: requestMeta({ capabilities: formsOnly }) };
    const modes: (string | undefined)[] = [];
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> => {
      modes.push(...entries.map((entry) => entry.mode));
      return { settings: accept({ ...SETTINGS }) };
    };

    const error = await callWithInput(
      createHttpTransport({ url: server.url }),
      request,
      answer,
    ).then(
      () => expect.fail('callWithInput should reject'),
      (reason: unknown) => reason as RoundTripError,
    );
    // The SDK server checks capabilities before embedding an ask (MissingRequiredClientCapability).
    expect(error.code).to.equal('rpc-error');
    expect((error as RpcError).error.code).to.equal(-32021);
    expect((error as RpcError).error.data).to.deep.equal({
      requiredCapabilities: { elicitation: { url: {} } },
    });
    expect(modes).to.deep.equal(['form']);
    for (const sent of server.requests) {
      const sentMeta = (sent.body as { params: JsonObject }).params['_meta'] as JsonObject;
      expect(sentMeta['io.modelcontextprotocol/clientCapabilities']).to.deep.equal(formsOnly);
    }
  });

  it('should refuse a URL ask with undeclared-mode, without asking, when the capabilities to enforce are forms only', async () => {
    const modes: (string | undefined)[] = [];
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> => {
      modes.push(...entries.map((entry) => entry.mode));
      return { settings: accept({ ...SETTINGS }) };
    };

    // The _meta still declares URL mode, so the server does send the URL ask: the kit must catch it.
    const error = await callWithInput(
      createHttpTransport({ url: server.url }),
      deployCall(85),
      answer,
      {
        capabilities: { elicitation: { form: {} } },
      },
    ).then(
      () => expect.fail('callWithInput should reject'),
      (reason: unknown) => reason as RoundTripError,
    );
    expect(error.code).to.equal('undeclared-mode');
    expect(modes).to.deep.equal(['form']);
    expect(server.requests).to.have.length(2);
  });

  it('should send nothing more once the call is aborted while the person is being asked', async () => {
    const controller = new AbortController();
    const answer = (): Promise<InputResponses> => {
      controller.abort(new Error('closed by the person'));
      return new Promise<InputResponses>(() => undefined);
    };

    const error = await callWithInput(
      createHttpTransport({ url: server.url }),
      deployCall(90),
      answer,
      {
        signal: controller.signal,
      },
    ).then(
      () => expect.fail('callWithInput should reject'),
      (reason: unknown) => reason as Error,
    );
    expect(error.message).to.equal('closed by the person');
    expect(server.requests).to.have.length(1);
  });

  it('should complete a prompts/get that asks for input, with Mcp-Name set to the prompt name', async () => {
    const wire = recording(createHttpTransport({ url: server.url }));
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> => {
      expect(entries.map((entry) => [entry.key, entry.mode])).to.deep.equal([['who', 'form']]);
      expect(entries[0]!.params['requestedSchema']).to.deep.equal(NAME_SCHEMA);
      const form = compileSchema(entries[0]!.params['requestedSchema']);
      expect(validateContent(form, { name: 'Ada' })).to.deep.equal([]);
      return { who: accept({ name: 'Ada' }) };
    };
    const request: JsonRpcRequest = {
      jsonrpc: '2.0',
      id: 50,
      method: 'prompts/get',
      params: { _meta: meta, name: 'greeting' },
    };

    const result = await callWithInput(wire.send, request, answer);

    expect(result['messages']).to.deep.equal([
      { role: 'user', content: { type: 'text', text: 'Say hello to Ada.' } },
    ]);
    expect(wire.sent).to.have.length(2);
    expect(
      server.requests.map((sent) => [sent.headers['mcp-method'], sent.headers['mcp-name']]),
    ).to.deep.equal([
      ['prompts/get', 'greeting'],
      ['prompts/get', 'greeting'],
    ]);
  });

  it('should complete a resources/read that asks for input, with Mcp-Name set to the URI', async () => {
    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> => {
      expect(entries.map((entry) => entry.key)).to.deep.equal(['who']);
      return { who: accept({ name: 'Grace' }) };
    };
    const request: JsonRpcRequest = {
      jsonrpc: '2.0',
      id: 60,
      method: 'resources/read',
      params: { _meta: meta, uri: 'profile://me' },
    };

    const result = await callWithInput(createHttpTransport({ url: server.url }), request, answer);

    expect(result['contents']).to.deep.equal([
      { uri: 'profile://me', mimeType: 'text/plain', text: 'Profile of Grace' },
    ]);
    expect(
      server.requests.map((sent) => [sent.headers['mcp-method'], sent.headers['mcp-name']]),
    ).to.deep.equal([
      ['resources/read', 'profile://me'],
      ['resources/read', 'profile://me'],
    ]);
  });

  it('should put the same tools/call traffic on the wire as the official @modelcontextprotocol/client 2.4', async () => {
    const client = new Client(
      { name: 'official-client', version: '2.4.0' },
      {
        capabilities: { elicitation: { form: {}, url: {} } },
        versionNegotiation: { mode: { pin: '2026-07-28' } },
      },
    );
    client.setRequestHandler('elicitation/create', async (request) =>
      request.params.mode === 'url'
        ? { action: 'accept' }
        : { action: 'accept', content: { ...SETTINGS } },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    try {
      const official = await client.callTool({ name: 'deploy', arguments: { env: 'prod' } });
      expect((official.content[0] as { text: string }).text).to.equal(
        'Deployed prod to us-east with 3 replicas.',
      );
    } finally {
      await client.close();
    }
    const officialCalls = toolCalls(server.requests);
    server.requests.length = 0;

    const answer = async (entries: readonly InputEntry[]): Promise<InputResponses> =>
      entries[0]!.mode === 'url' ? { consent: accept() } : { settings: accept({ ...SETTINGS }) };
    await callWithInput(createHttpTransport({ url: server.url }), deployCall(70), answer);

    expect(officialCalls).to.have.length(3);
    expect(toolCalls(server.requests)).to.deep.equal(officialCalls);
  });
});
