/**
 * `@elicit-kit/relay/redis`: the store for many host processes behind one Redis node or a
 * Redis Cluster (Redis 7+), on the official `redis` client, major 5 or 6 (an optional peer
 * dependency: install it to use this entry).
 */
export { redisStore } from './redis-store.js';
export type {
  RedisClientLike,
  RedisClusterLike,
  RedisStoreOptions,
  RedisTarget,
} from './redis-store.js';
