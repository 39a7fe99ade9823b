// The Node adapter (`@elicit-kit/relay/node`) on a real node:http server: the body is read
// by the adapter itself, never past the limit, and the answer reaches the waiting call.
import { expect } from 'chai';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRelay, type Relay } from '@elicit-kit/relay';
import { toNodeHandler } from '@elicit-kit/relay/node';
import { NAME_ASK, openEvents } from './helpers/events.js';

/** POSTs `chunks` (chunked: no content-length) to `path` and resolves with the status. */
function post(port: number, path: string, chunks: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
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
    expect(await post(port, '/relay/answer', Array.from({ length: 10 }, () => ' '.repeat(200)))).to.equal(413);
    const good = { action: 'accept', content: { name: 'Ada' } };
    const body = JSON.stringify({ id, result: good });
    expect(await post(port, '/relay/answer', [body.slice(0, 10), body.slice(10)])).to.equal(204);
    expect(await call).to.deep.equal(good);
  });
});
