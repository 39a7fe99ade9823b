/**
 * `@elicit-kit/relay/redis`: the store for many host processes behind one Redis, on the
 * official `redis` client (an optional peer dependency: install it to use this entry).
 */
export { redisStore } from './redis-store.js';
export type { RedisClientLike, RedisStoreOptions } from './redis-store.js';
