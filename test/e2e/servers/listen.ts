/**
 * Serves a fetch-style MCP handler (`createMcpHandler`) over `node:http` on 127.0.0.1 at an
 * ephemeral port: the plumbing every end-to-end MCP server shares.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  failWith,
  readBody,
  sendFetchResponse,
  toFetchRequest,
} from '../../../demo/server/node-bridge.js';

/** A listening handler: its `/mcp` URL and how to stop it (open connections dropped, handler closed). */
export interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `handler`; `onRequest` sees each request and its read body before the handler does. */
export async function listenOnLoopback(
  handler: { fetch(request: Request): Promise<Response>; close(): Promise<void> },
  onRequest: (req: IncomingMessage, body: Buffer) => void = () => {},
): Promise<Listening> {
  const http = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      onRequest(req, body);
      await sendFetchResponse(
        res,
        await handler.fetch(toFetchRequest(req, body, 'http://127.0.0.1')),
      );
    })().catch((error: unknown) => failWith(res, error));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    async close() {
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await closed;
      await handler.close();
    },
  };
}
