/**
 * The store's two Lua scripts: each runs atomically in Redis, so an ask is added and
 * announced together, and ended exactly once however many processes try at once.
 */

/**
 * KEYS: ask, session zset, sequence. ARGV: id, ask JSON, ttl ms, events channel, event JSON.
 * The sequence orders a session's asks as they were added, even within one millisecond.
 */
export const ADD = `
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[2], redis.call('INCR', KEYS[3]), ARGV[1])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1`;

/**
 * KEYS: ask, session zset, ended. ARGV: id, settlement JSON, ttl ms, settled channel,
 * events channel, event JSON, session. Returns {'taken'}, {'ended', settlement JSON} or
 * {'unknown'} (no such ask, or another session's).
 */
export const SETTLE = `
local done = redis.call('GET', KEYS[3])
if done then return {'ended', done} end
local ask = redis.call('GET', KEYS[1])
if not ask then return {'unknown'} end
if cjson.decode(ask).session ~= ARGV[7] then return {'unknown'} end
redis.call('SET', KEYS[3], ARGV[2], 'PX', ARGV[3])
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('PUBLISH', ARGV[4], ARGV[2])
redis.call('PUBLISH', ARGV[5], ARGV[6])
return {'taken'}`;
