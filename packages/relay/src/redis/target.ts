/** How the Redis store reaches Redis: the client or cluster it makes from a URL or root nodes, or the one it is given. */
import { createClient, createCluster } from 'redis';
import type { RedisClientLike, RedisClusterLike } from './connection.js';

/** Where the store's Redis is: a URL, a cluster's root nodes (the store makes and closes its clients), or a client or cluster of yours. */
export type RedisTarget =
  | { readonly url: string; readonly client?: undefined; readonly cluster?: undefined }
  | {
      readonly cluster: { readonly rootNodes: readonly { readonly url: string }[] };
      readonly url?: undefined;
      readonly client?: undefined;
    }
  | {
      readonly client: RedisClientLike | RedisClusterLike;
      readonly url?: undefined;
      readonly cluster?: undefined;
    };

/** Back off while Redis is away, up to 2 s between tries. */
export const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 2000);

/** The client or cluster to use, and whether the store made it (and so closes it). */
export function connect(options: RedisTarget): {
  target: RedisClientLike | RedisClusterLike;
  own: boolean;
} {
  if (options.client) return { target: options.client, own: false };
  // Fail at once while Redis is away, rather than queue commands and answer late.
  const defaults = { disableOfflineQueue: true, socket: { reconnectStrategy } };
  if (options.cluster)
    return {
      target: createCluster({
        rootNodes: [...options.cluster.rootNodes],
        defaults,
      }) as unknown as RedisClusterLike,
      own: true,
    };
  return {
    target: createClient({ url: options.url, ...defaults }),
    own: true,
  };
}
