import { expect } from 'chai';
import {
  HttpError,
  createHttpTransport,
  encodeHeaderValue,
  requestMeta,
  type JsonRpcRequest,
} from '@elicit-kit/core';

interface Call {
  url: string;
  method: string | undefined;
  headers: { [name: string]: string };
  body: unknown;
  signal: AbortSignal | undefined;
}

/** A fake fetch: records each call and answers with `respond()`. */
function fakeFetch(respond: () => Response): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: { [name: string]: string } = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    calls.push({
      url: String(input),
      method: init?.method,
      headers,
      body: JSON.parse(String(init?.body)),
      signal: init?.signal ?? undefined,
    });
    return respond();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An SSE response whose body arrives in the given byte chunks. */
function sse(chunks: readonly (string | Uint8Array)[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
}

const call = (id: string | number = 7, name = 'get_weather'): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { _meta: requestMeta(), name, arguments: { location: 'New York' } },
});
const ok = (id: string | number = 7) => ({
  jsonrpc: '2.0',
  id,
  result: { content: [{ type: 'text', text: 'Sunny' }] },
});

describe('createHttpTransport', () => {
  describe('requests', () => {
    it('should POST the JSON body with the exact protocol headers', async () => {
      const { fetch, calls } = fakeFetch(() => json(ok()));
      const send = createHttpTransport({
        url: 'https://mcp.example.com/mcp',
        fetch,
        headers: { Authorization: 'Bearer t', 'Mcp-Method': 'spoofed' },
      });
      expect(await send(call())).to.deep.equal(ok());
      expect(calls).to.have.length(1);
      expect(calls[0]!.url).to.equal('https://mcp.example.com/mcp');
      expect(calls[0]!.method).to.equal('POST');
      expect(calls[0]!.body).to.deep.equal(call());
      expect(calls[0]!.headers).to.deep.equal({
        accept: 'application/json, text/event-stream',
        authorization: 'Bearer t',
        'content-type': 'application/json',
        'mcp-method': 'tools/call',
        'mcp-name': 'get_weather',
        'mcp-protocol-version': '2026-07-28',
      });
    });

    it('should take the version from _meta, use uri for resources/read and no name elsewhere', async () => {
      const { fetch, calls } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result: {} }));
      const send = createHttpTransport({ url: 'https://x.test/', fetch });
      await send({
        jsonrpc: '2.0',
        id: 1,
        method: 'resources/read',
        params: { _meta: requestMeta({ protocolVersion: '2099-01-01' }), uri: 'file:///a b' },
      });
      await send({
        jsonrpc: '2.0',
        id: 1,
        method: 'server/discover',
        params: { name: 'not-a-name-here' },
      });
      await send({ jsonrpc: '2.0', id: 1, method: 'prompts/get' });
      expect(calls[0]!.headers['mcp-protocol-version']).to.equal('2099-01-01');
      expect(calls[0]!.headers['mcp-name']).to.equal('file:///a b');
      expect(calls[1]!.headers['mcp-method']).to.equal('server/discover');
      expect(calls[1]!.headers).to.not.have.property('mcp-name');
      expect(calls[1]!.headers['mcp-protocol-version']).to.equal('2026-07-28');
      expect(calls[2]!.headers).to.not.have.property('mcp-name');
    });

    it('should never send an Mcp-Name of the host: it mirrors the body or is absent', async () => {
      const { fetch, calls } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result: {} }));
      const send = createHttpTransport({
        url: 'https://x.test/',
        fetch,
        headers: { 'Mcp-Name': 'other' },
      });
      await send({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
      await send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 42 } });
      await send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'real' } });
      expect(calls.map((made) => made.headers['mcp-name'])).to.deep.equal([
        undefined,
        undefined,
        'real',
      ]);
    });

    it('should encode names that are not plain ASCII', async () => {
      const { fetch, calls } = fakeFetch(() => json(ok()));
      await createHttpTransport({ url: 'https://x.test/', fetch })(call(7, 'météo'));
      expect(calls[0]!.headers['mcp-name']).to.equal('=?base64?bcOpdMOpbw==?=');
      expect(encodeHeaderValue('get_weather')).to.equal('get_weather');
      expect(encodeHeaderValue(' padded')).to.equal('=?base64?IHBhZGRlZA==?=');
      expect(encodeHeaderValue('a\r\nInjected: 1')).to.match(/^=\?base64\?.*\?=$/);
      // The spec's own example: a plain value that looks like the sentinel is encoded too.
      expect(encodeHeaderValue('=?base64?literal?=')).to.equal(
        '=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=',
      );
      expect(encodeHeaderValue('')).to.equal('=?base64??=');
    });

    it('should pass the abort signal to fetch', async () => {
      const { fetch, calls } = fakeFetch(() => json(ok()));
      const controller = new AbortController();
      await createHttpTransport({ url: 'https://x.test/', fetch })(call(), {
        signal: controller.signal,
      });
      expect(calls[0]!.signal).to.equal(controller.signal);
    });
  });

  describe('responses', () => {
    it('should pick the matching message from an SSE stream and skip notifications', async () => {
      const progress = {
        jsonrpc: '2.0',
        method: 'notifications/progress',
        params: { progressToken: 1, progress: 1 },
      };
      const other = { jsonrpc: '2.0', id: 99, result: {} };
      const { fetch } = fakeFetch(() =>
        sse([
          `: keepalive\n\nevent: message\ndata: ${JSON.stringify(progress)}\n\n`,
          `data: ${JSON.stringify(other)}\n\nevent: ping\ndata: ${JSON.stringify(ok())}\n\n`,
          `id: 3\ndata: ${JSON.stringify(ok())}\n\n`,
        ]),
      );
      expect(await createHttpTransport({ url: 'https://x.test/', fetch })(call())).to.deep.equal(
        ok(),
      );
    });

    it('should read SSE data split across chunks, lines and UTF-8 bytes', async () => {
      const response = { jsonrpc: '2.0', id: 'é-1', result: { text: 'naïve ☀️ 日本' } };
      const text = `event: message\r\ndata: ${JSON.stringify(response)}\r\n\r\n`;
      const bytes = new TextEncoder().encode(text);
      const chunks: Uint8Array[] = [];
      for (let index = 0; index < bytes.length; index += 3)
        chunks.push(bytes.slice(index, index + 3));
      const { fetch } = fakeFetch(() => sse(chunks));
      expect(
        await createHttpTransport({ url: 'https://x.test/', fetch })(call('é-1')),
      ).to.deep.equal(response);
    });

    it('should read a stream whose media type is written in another case', async () => {
      const stream = sse([`data: ${JSON.stringify(ok())}\n\n`]);
      const response = new Response(stream.body, {
        headers: { 'Content-Type': 'Text/Event-Stream' },
      });
      const { fetch } = fakeFetch(() => response);
      expect(await createHttpTransport({ url: 'https://x.test/', fetch })(call())).to.deep.equal(
        ok(),
      );
    });

    it('should read multi-line SSE data', async () => {
      const { fetch } = fakeFetch(() =>
        sse(['data: {"jsonrpc":"2.0",\ndata: "id":7,\ndata: "result":{}}\n\n']),
      );
      expect(await createHttpTransport({ url: 'https://x.test/', fetch })(call())).to.deep.equal({
        jsonrpc: '2.0',
        id: 7,
        result: {},
      });
    });

    it('should keep id 0 apart from other ids', async () => {
      const { fetch } = fakeFetch(() =>
        sse([`data: ${JSON.stringify(ok('0'))}\n\ndata: ${JSON.stringify(ok(0))}\n\n`]),
      );
      expect(await createHttpTransport({ url: 'https://x.test/', fetch })(call(0))).to.deep.equal(
        ok(0),
      );
    });

    it('should return a JSON-RPC error body of an HTTP error', async () => {
      // Spec reference §8: missing-elicitation-capability.json, sent with HTTP 400.
      const body = {
        jsonrpc: '2.0',
        id: 7,
        error: {
          code: -32021,
          message: 'Server requires the elicitation capability for this request',
          data: { requiredCapabilities: { elicitation: {} } },
        },
      };
      const { fetch } = fakeFetch(() => json(body, 400));
      expect(await createHttpTransport({ url: 'https://x.test/', fetch })(call())).to.deep.equal(
        body,
      );
      const anonymous = {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error' },
      };
      const { fetch: parseFail } = fakeFetch(() => json(anonymous, 400));
      expect(
        await createHttpTransport({ url: 'https://x.test/', fetch: parseFail })(call()),
      ).to.deep.equal(anonymous);
    });

    it('should reject other failures with the HTTP status', async () => {
      const cases: [() => Response, number][] = [
        [
          () =>
            new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } }),
          404,
        ],
        [() => json({ error: 'nope' }, 500), 500],
        [() => new Response(null, { status: 202 }), 202],
        [() => json({ jsonrpc: '2.0', id: 8, result: {} }), 200],
        [() => sse([': only a comment\n\n']), 200],
      ];
      for (const [respond, status] of cases) {
        const { fetch } = fakeFetch(respond);
        let error: unknown;
        try {
          await createHttpTransport({ url: 'https://x.test/', fetch })(call());
        } catch (caught) {
          error = caught;
        }
        expect(error).to.be.instanceOf(HttpError);
        expect((error as HttpError).status).to.equal(status);
        expect((error as HttpError).code).to.equal('http-error');
      }
    });
  });
});
