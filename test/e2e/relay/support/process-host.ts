/**
 * One host process of a many-process deployment, run as its own `node` process by
 * test/e2e/relay/processes.test.ts and the bench: a relay on `redisStore` (one node, or a cluster when given its nodes' URLs), its page routes
 * under `/elicit` (session in the `sid` cookie), and `POST /ask?session=…` standing in for
 * the MCP client's handler: it calls `relay.elicit` with the posted params and answers with
 * the result once the person answered, wherever they did; `GET /memory` is its heap after a
 * collection; `POST /park?session=…&count=N` parks N rounds (durable: `relay.park`) and
 * `GET /resumed` lists the rounds this process resumed. Prints `listening <port>`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRelay, memoryStore, RelayError, type ResumeInput } from '@elicit-kit/relay';
import { toNodeHandler } from '@elicit-kit/relay/node';
import { redisStore } from '@elicit-kit/relay/redis';
import { sessionOf } from './host.js';

const url = process.argv[2];
if (!url) throw new Error('usage: process-host.ts <redis url | comma-separated cluster node urls>');
// Several URLs are a Redis Cluster's root nodes; `memory` is the memory store (the bench's one-process baseline).
const urls = url.split(',');
const target =
  urls.length > 1 ? { cluster: { rootNodes: urls.map((node) => ({ url: node })) } } : { url };
/** The rounds this process resumed: what `resume` was handed, for the test to count. */
const resumed: ResumeInput[] = [];
const relay = createRelay({
  store: url === 'memory' ? memoryStore() : redisStore({ ...target, prefix: 'e2e:' }),
  limits: { pendingPerSession: 1000 },
  resume: (input) => void resumed.push(input),
});
const handler = toNodeHandler(relay, sessionOf);

const server = createServer((req, res) => {
  const where = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (where.pathname.startsWith('/elicit/')) return void handler(req, res);
  // For the bench: this process's heap after a full collection (run with --expose-gc).
  if (where.pathname === '/memory') {
    (globalThis as { gc?: () => void }).gc?.();
    return void res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(process.memoryUsage().heapUsed));
  }
  if (where.pathname === '/resumed')
    return void res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(resumed));
  if (where.pathname === '/park' && req.method === 'POST')
    return void park(
      where.searchParams.get('session') ?? '',
      Number(where.searchParams.get('count')),
    ).then((ids) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ids)),
    );
  if (where.pathname !== '/ask' || req.method !== 'POST') return void res.writeHead(404).end();
  void (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const result = await relay.elicit(
        where.searchParams.get('session') ?? '',
        JSON.parse(Buffer.concat(chunks).toString('utf8')) as never,
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    } catch (error) {
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: error instanceof RelayError ? error.code : String(error) }));
    }
  })();
});
/** Parks `count` rounds of one form ask each, as a tool call whose server asked for input. */
function park(session: string, count: number): Promise<string[]> {
  const form = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      relay.park(
        session,
        { jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'book', arguments: { n } } },
        {
          resultType: 'input_required',
          inputRequests: {
            who: {
              method: 'elicitation/create',
              params: { mode: 'form', message: `round ${n}`, requestedSchema: form },
            },
          },
          requestState: `state-${n}`,
        },
      ),
    ),
  );
}

server.listen(0, '127.0.0.1', () =>
  console.log(`listening ${(server.address() as AddressInfo).port}`),
);
process.on('SIGTERM', () => void relay.close().finally(() => process.exit(0)));
