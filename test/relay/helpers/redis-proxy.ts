/**
 * A TCP proxy on a free loopback port in front of a Redis, for what a network does to a
 * connection without closing it: `silence(n)` makes the n-th connection made through it
 * (0 first) stop forwarding either way, as a NAT or load balancer that dropped it would.
 */
import { connect, createServer, type Socket } from 'node:net';

/** A running proxy. */
export interface RedisProxy {
  readonly url: string;
  /** Stops forwarding on the n-th connection made so far; the socket stays open. */
  silence(index: number): void;
  /** How many connections were made through it. */
  readonly connections: number;
  stop(): Promise<void>;
}

/** Starts a proxy to `port` on 127.0.0.1. */
export async function startRedisProxy(port: number): Promise<RedisProxy> {
  const pairs: { client: Socket; server: Socket; silent: boolean }[] = [];
  const proxy = createServer((client) => {
    const server = connect(port, '127.0.0.1');
    const pair = { client, server, silent: false };
    pairs.push(pair);
    client.on('data', (chunk) => void (pair.silent || server.write(chunk)));
    server.on('data', (chunk) => void (pair.silent || client.write(chunk)));
    for (const [a, b] of [
      [client, server],
      [server, client],
    ] as const) {
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (typeof address !== 'object' || !address) throw new Error('no proxy port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    silence(index) {
      const pair = pairs[index];
      if (!pair) throw new Error(`no connection ${index} (of ${pairs.length})`);
      pair.silent = true;
    },
    get connections() {
      return pairs.length;
    },
    async stop() {
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
