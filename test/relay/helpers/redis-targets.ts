/**
 * The Redis deployments the relay's Redis suites run on: one node and a 3-master cluster,
 * each through node-redis major 6 (the store making its own client from a URL or root
 * nodes) and major 5 (a client of the host's, from the `redis5` alias).
 */
import { createClient as createClient5, createCluster as createCluster5 } from 'redis5';
import { redisStore, type RedisStoreOptions } from '@elicit-kit/relay/redis';
import type { RelayStore } from '@elicit-kit/relay';
import { redisCli, startRedisCluster } from './redis-cluster.js';
import { startRedis } from './redis-server.js';

/** One deployment, started. */
export interface RunningTarget {
  /** A new store on it (`extra`: options such as timeouts); closed, with its client, by `stop()`. */
  store(extra?: Omit<RedisStoreOptions, 'url' | 'client' | 'cluster'>): RelayStore;
  /** The ports of its nodes, for redis-cli. */
  readonly ports: readonly number[];
  /** Runs redis-cli on the node that holds `key` (the first node for keyless commands). */
  cli(key: string | undefined, ...args: string[]): Promise<string>;
  /** The port of the node that holds `key`. */
  portOf(key: string): Promise<number>;
  stop(): Promise<void>;
}

/** A deployment and the client major its stores use. */
export interface Target {
  readonly name: string;
  readonly cluster: boolean;
  start(): Promise<RunningTarget>;
}

/** The port of the node that serves `key`'s slot (CLUSTER NODES: `id ip:port@bus flags … start-end`). */
async function nodeOf(port: number, key: string): Promise<number> {
  const slot = Number((await redisCli(port, 'CLUSTER', 'KEYSLOT', key)).trim());
  for (const line of (await redisCli(port, 'CLUSTER', 'NODES')).split('\n')) {
    const fields = line.trim().split(' ');
    const owns = fields.slice(8).some((range) => {
      const [from, to = from] = range.split('-').map(Number);
      return from! <= slot && slot <= to!;
    });
    if (owns) return Number(/:(\d+)@/.exec(fields[1] ?? '')?.[1]);
  }
  throw new Error(`no node serves slot ${slot}`);
}

function running(
  ports: readonly number[],
  cluster: boolean,
  make: (extra: object) => RelayStore,
  stop: () => Promise<void>,
): RunningTarget {
  const stores: RelayStore[] = [];
  return {
    ports,
    store(extra = {}) {
      const store = make({ prefix: 'test:', ...extra });
      stores.push(store);
      return store;
    },
    portOf: async (key) => (cluster ? nodeOf(ports[0]!, key) : ports[0]!),
    cli: async (key, ...args) =>
      redisCli(cluster && key !== undefined ? await nodeOf(ports[0]!, key) : ports[0]!, ...args),
    async stop() {
      await Promise.all(stores.map((store) => store.close()));
      await stop();
    },
  };
}

export const TARGETS: readonly Target[] = [
  {
    name: 'one node, client 6',
    cluster: false,
    async start() {
      const redis = await startRedis();
      return running(
        [redis.port],
        false,
        (extra) => redisStore({ url: redis.url, ...extra }),
        () => redis.stop(),
      );
    },
  },
  {
    name: 'one node, client 5',
    cluster: false,
    async start() {
      const redis = await startRedis();
      const clients: { close(): Promise<unknown> }[] = [];
      return running(
        [redis.port],
        false,
        (extra) => {
          const client = createClient5({ url: redis.url, disableOfflineQueue: true });
          clients.push(client);
          return redisStore({ client: client as never, ...extra });
        },
        async () => {
          await Promise.all(clients.map((client) => client.close().catch(() => {})));
          await redis.stop();
        },
      );
    },
  },
  {
    name: 'cluster, client 6',
    cluster: true,
    async start() {
      const cluster = await startRedisCluster();
      return running(
        cluster.nodes.map((node) => node.port),
        true,
        (extra) => redisStore({ cluster: { rootNodes: cluster.rootNodes }, ...extra }),
        () => cluster.stop(),
      );
    },
  },
  {
    name: 'cluster, client 5',
    cluster: true,
    async start() {
      const cluster = await startRedisCluster();
      const clients: { close(): Promise<unknown> }[] = [];
      return running(
        cluster.nodes.map((node) => node.port),
        true,
        (extra) => {
          const client = createCluster5({
            rootNodes: [...cluster.rootNodes],
            defaults: { disableOfflineQueue: true },
          });
          clients.push(client);
          return redisStore({ client: client as never, ...extra });
        },
        async () => {
          await Promise.all(clients.map((client) => client.close().catch(() => {})));
          await cluster.stop();
        },
      );
    },
  },
];
