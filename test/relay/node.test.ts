// The Node adapter (`@elicit-kit/relay/node`) on a real node:http server: the body is read
// by the adapter itself, never past the limit, and the answer reaches the waiting call.
import { expect } from 'chai';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { createRelay, type Relay } from '@elicit-kit/relay';
import { toNodeHandler } from '@elicit-kit/relay/node';
import { NAME_ASK, openEvents } from './helpers/events.js';

/** POSTs `chunks` (chunked: no content-length) to `path` and resolves with the status. */
function post(port: number, path: string, chunks: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('relay: the Node adapter', () => {
  let relay: Relay;
  let server: Server;
  let port: number;

  beforeEach(async () => {
    relay = createRelay({ limits: { bodyBytes: 1024 } });
    server = createServer(toNodeHandler(relay, () => 'alice'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterEach(async () => {
    await relay.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('should answer 413 to a streamed body over the limit, and take a good answer after it', async () => {
    const page = await openEvents(relay, 'alice');
    const call = relay.elicit('alice', NAME_ASK);
    const id = (await page.next('ask')).data['id'] as string;
    await page.close();
    expect(
      await post(
        port,
        '/relay/answer',
        Array.from({ length: 10 }, () => ' '.repeat(200)),
      ),
    ).to.equal(413);
    const good = { action: 'accept', content: { name: 'Ada' } };
    const body = JSON.stringify({ id, result: good });
    expect(await post(port, '/relay/answer', [body.slice(0, 10), body.slice(10)])).to.equal(204);
    expect(await call).to.deep.equal(good);
  });
});

describe('relay: the Node adapter with slow and stalled readers', () => {
  let relay: Relay;
  let server: Server;
  let port: number;
  let responses: ServerResponse[];
  let sockets: Socket[];

  beforeEach(async () => {
    relay = createRelay({ limits: { pendingPerSession: 1000, backlogBytes: 1024 * 1024 } });
    const handler = toNodeHandler(relay, () => 'alice');
    responses = [];
    sockets = [];
    server = createServer((req, res) => {
      responses.push(res);
      sockets.push(req.socket);
      void handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterEach(async () => {
    await relay.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens the event stream on a raw socket that reads nothing until told to. */
  function rawStream() {
    const socket = connect(port, '127.0.0.1');
    socket.write('GET /relay/events HTTP/1.1\r\nhost: relay.test\r\n\r\n');
    socket.pause();
    socket.on('error', () => {});
    return { socket };
  }

  it('should let go of the socket and its buffers when the reader stops reading', async () => {
    rawStream();
    while (responses.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // The reader is paused and never sees its socket end: the server's side is what must let go.
    const closed = new Promise((resolve) => responses[0]!.once('close', resolve));
    const big = { ...NAME_ASK, message: 'z'.repeat(64 * 1024) };
    // Far more than the socket's buffers and the backlog limit together, never read.
    for (let i = 0; i < 400; i++) void relay.elicit('alice', big).catch(() => {});
    await closed;
    expect(responses[0]!.destroyed).to.equal(true);
    // The socket itself, not only the response: a finished response on a kept-alive socket still holds it.
    expect(sockets[0]!.destroyed).to.equal(true);
  });

  it('should leave no listener behind per write to a reader that is slow but reads', async () => {
    const { socket } = rawStream();
    while (responses.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const res = responses[0]!;
    const before = res.listenerCount('close') + res.listenerCount('drain');
    const ask = { ...NAME_ASK, message: 'w'.repeat(16 * 1024) };
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    // Writes that outrun the socket, read in bursts.
    for (let burst = 0; burst < 5; burst++) {
      for (let i = 0; i < 8; i++) void relay.elicit('alice', ask).catch(() => {});
      socket.resume();
      while (received < (burst + 1) * 8 * 16 * 1024)
        await new Promise((resolve) => setTimeout(resolve, 5));
      socket.pause();
    }
    expect(res.listenerCount('close') + res.listenerCount('drain')).to.be.at.most(before);
    socket.destroy();
  });
});
