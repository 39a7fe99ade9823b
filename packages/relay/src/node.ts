/**
 * `@elicit-kit/relay/node`: `relay.handle` for `node:http`, Express and Fastify
 * (`fastify.all('/elicit/*', (req, reply) => handler(req.raw, reply.raw))`). Mount it
 * before any body parser: it reads the body itself, never past the relay's limit.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Relay } from './relay.js';
import { readUpTo } from './http.js';

/** Who is asking: the host's session id for the request, or undefined (401). */
export type SessionOf = (req: IncomingMessage) => string | undefined | Promise<string | undefined>;

const hopByHop = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
]);

/** The body, or undefined once it passes `limit` bytes: enough to tell a body over the limit. */
function readCapped(
  req: IncomingMessage,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks = (req as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  return readUpTo(async () => (await chunks.next()).value as Uint8Array | undefined, limit);
}

/**
 * Writes a web `Response` to a node response, streaming its body (the event stream) until
 * either side ends. The body is read as fast as it comes; what the socket has not sent yet
 * is counted, and past `backlogBytes` the socket is destroyed: a reader that stopped
 * reading holds neither buffers nor a socket, and no listener is added per write.
 */
async function send(
  res: ServerResponse,
  response: Response,
  req: IncomingMessage,
  backlogBytes: number,
): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  res.flushHeaders();
  const reader = response.body.getReader();
  const release = () => void reader.cancel().catch(() => {});
  req.once('close', release);
  res.once('close', release);
  for (;;) {
    const next = await reader.read().catch(() => undefined);
    // The relay dropped the stream (it stalled): so is the socket.
    if (!next) res.destroy();
    if (!next || next.done || res.destroyed) break;
    res.write(next.value);
    if (res.writableLength > backlogBytes) {
      res.destroy();
      release();
      break;
    }
  }
  req.off('close', release);
  res.off('close', release);
  if (!res.destroyed) res.end();
}

/**
 * A `(req, res)` handler for the relay's two routes under any mount path:
 * `http.createServer(toNodeHandler(relay, sessionOf))`, `app.use('/elicit', toNodeHandler(relay, sessionOf))`.
 */
export function toNodeHandler(
  relay: Relay,
  sessionOf: SessionOf,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    try {
      const session = await sessionOf(req);
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (req.method === 'POST') {
        body = await readCapped(req, relay.limits.bodyBytes);
        if (!body) {
          res
            .writeHead(413, { 'content-type': 'application/json', connection: 'close' })
            .end('{"error":"too-large"}');
          return;
        }
      }
      const headers = new Headers();
      // The body is already read: its framing headers no longer apply.
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !hopByHop.has(name)) headers.set(name, value);
      const request = new Request(new URL(req.url ?? '/', 'http://relay.invalid'), {
        method: req.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      });
      await send(res, await relay.handle(request, session), req, relay.limits.backlogBytes);
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
      else res.end();
    }
  };
}
