/**
 * Security suite "faults": a server that misbehaves on the wire (drops the connection in
 * the middle of an SSE event or a JSON body, answers slowly or never, sends malformed
 * JSON, a 4xx/5xx, or the wrong id) makes `createHttpTransport` and `callWithInput`
 * reject with a clear typed error (a `code`, and for HTTP the status), never hang, never
 * resolve with something else.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { callWithInput, type JsonRpcRequest, createHttpTransport } from '@elicit-kit/core';

type Fault = (request: { id: unknown }, res: ServerResponse) => void;

const result = (id: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: 'done' }] } });
const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });

/** Each fault by path, with the error it must give. */
const FAULTS: Record<
  string,
  { readonly fault: Fault; readonly expected: Record<string, unknown> }
> = {
  'drops the connection mid-SSE event': {
    fault: ({ id }, res) => {
      sse(res);
      res.write(`event: message\ndata: ${result(id).slice(0, 20)}`);
      setTimeout(() => res.socket?.destroy(), 20);
    },
    expected: { code: 'connection-lost' },
  },
  'ends the SSE stream before answering': {
    fault: (_request, res) => {
      sse(res);
      res.end(
        'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}\n\n',
      );
    },
    expected: { code: 'http-error', status: 200 },
  },
  'drops the connection mid-JSON body': {
    fault: ({ id }, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write(result(id).slice(0, 30));
      setTimeout(() => res.socket?.destroy(), 20);
    },
    expected: { code: 'connection-lost' },
  },
  'returns malformed JSON': {
    fault: (_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"jsonrpc":"2.0","id":1,"result":');
    },
    expected: { code: 'http-error', status: 200 },
  },
  'returns a 500 without a JSON-RPC body': {
    fault: (_request, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    },
    expected: { code: 'http-error', status: 500 },
  },
  'returns a 404': {
    fault: (_request, res) => {
      res.writeHead(404);
      res.end();
    },
    expected: { code: 'http-error', status: 404 },
  },
  'returns a 400 with a JSON-RPC error': {
    fault: ({ id }, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params' } }),
      );
    },
    expected: { code: 'rpc-error' },
  },
  'answers another id (JSON)': {
    fault: (_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(result('someone-else'));
    },
    expected: { code: 'http-error', status: 200 },
  },
  'answers another id (SSE)': {
    fault: (_request, res) => {
      sse(res);
      res.end(`event: message\ndata: ${result('someone-else')}\n\n`);
    },
    expected: { code: 'http-error', status: 200 },
  },
};

const tally: string[] = [];

describe('security: faults (typed errors from createHttpTransport and callWithInput)', function () {
  this.timeout(20_000);
  let server: Server;
  let base = '';

  before(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const request = JSON.parse(body) as { id: unknown };
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
        if (path === 'slow')
          setTimeout(
            () =>
              res.writeHead(200, { 'content-type': 'application/json' }).end(result(request.id)),
            400,
          );
        else if (path === 'never') return;
        else FAULTS[path]!.fault(request, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    console.log(
      `faults: ${tally.length} misbehaving servers, each a typed error: ${tally.join(', ')}`,
    );
  });

  const call: JsonRpcRequest = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 't', arguments: {} },
  };
  const nobody = async () => ({});

  for (const [name, { expected }] of Object.entries(FAULTS)) {
    it(`should reject with ${JSON.stringify(expected)} when the server ${name}`, async () => {
      const send = createHttpTransport({ url: base + encodeURIComponent(name) });
      const error = await callWithInput(send, call, nobody).then(
        (value) => expect.fail(`resolved with ${JSON.stringify(value)}`),
        (reason: unknown) => reason,
      );
      expect(error).to.be.instanceOf(Error);
      expect(error).to.include(expected);
      expect((error as Error).message)
        .to.be.a('string')
        .and.not.equal('');
      tally.push(
        `${name} → ${(error as { code: string }).code}${'status' in expected ? ` ${expected.status}` : ''}`,
      );
    });
  }

  it('should wait for a slow server, and stop waiting when the signal times out', async () => {
    const send = createHttpTransport({ url: `${base}slow` });
    expect(await callWithInput(send, call, nobody)).to.deep.equal({
      content: [{ type: 'text', text: 'done' }],
    });
    const error = await callWithInput(createHttpTransport({ url: `${base}never` }), call, nobody, {
      signal: AbortSignal.timeout(200),
    }).then(
      () => expect.fail('resolved'),
      (reason: unknown) => reason,
    );
    expect((error as Error).name).to.equal('TimeoutError');
    tally.push('slow → answered', 'never → TimeoutError (the signal)');
  });
});
