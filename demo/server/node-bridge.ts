/**
 * Between `node:http` and the fetch API: the demo's and the tests' MCP servers are
 * fetch-style handlers (`Request → Response`) served by `node:http`, and the test hosts
 * proxy `/mcp` to them. One copy of the plumbing for all of them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Reads a whole request body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses a JSON body; `undefined` when empty or not JSON. */
export function parseJson(bytes: Buffer): unknown {
  try {
    return bytes.length === 0 ? undefined : JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Hop-by-hop headers a proxy must not forward. */
const hopByHop = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
]);

/** The request's headers, joined as fetch wants them; `forwarding` drops hop-by-hop ones. */
export function headersOf(req: IncomingMessage, forwarding = false): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (forwarding && hopByHop.has(name))) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The web `Request` for a node request whose body was already read. */
export function toFetchRequest(
  req: IncomingMessage,
  body: Buffer,
  origin = `http://${req.headers.host ?? '127.0.0.1'}`,
): Request {
  return new Request(`${origin}${req.url ?? '/'}`, {
    method: req.method,
    headers: headersOf(req),
    ...(req.method === 'POST' ? { body: new Uint8Array(body) } : {}),
  });
}

/** Writes a (buffered) web `Response` to a node response, without encoding headers that no longer apply. */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers = [...response.headers].filter(
    ([name]) => !['content-length', 'transfer-encoding', 'content-encoding'].includes(name),
  );
  res.writeHead(response.status, Object.fromEntries(headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Forwards a node request to `target` (another origin) and copies the answer back. */
export async function proxyTo(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
): Promise<void> {
  const body = await readBody(req);
  const response = await fetch(target, {
    method: req.method,
    headers: headersOf(req, true),
    ...(body.length ? { body: new Uint8Array(body) } : {}),
  });
  await sendFetchResponse(res, response);
}

/** Answers a failed bridge with a plain 500, so a test sees the error instead of a hang. */
export function failWith(res: ServerResponse, error: unknown): void {
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
  res.end(String(error));
}
