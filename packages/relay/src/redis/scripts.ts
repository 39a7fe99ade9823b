/**
 * The store's Lua scripts. Each touches only keys of one session (one `{session}` hash
 * slot, so a Redis Cluster runs it on one node), runs atomically, and never decodes JSON:
 * the ask is kept as a hash whose fields the script reads as plain strings, so no text the
 * host passes through (a lone UTF-16 surrogate, say) can make a script fail.
 *
 * Every script gets the session's key base (`<prefix>{<session>}:`) as ARGV[1] and builds
 * the names of the session's other asks from it; those are in the same slot by their tag.
 */

/**
 * KEYS: ask hash, session zset, session sequence. ARGV: base, id, ask JSON, ttl ms, pending
 * limit, deadline ('' for none), parked JSON ('' for none), channel, event JSON.
 * Returns 'added', or 'too-many' having kept and published nothing. Asks whose keys expired
 * (their process died) leave the count first.
 */
export const ADD = `
local zset = KEYS[2]
if redis.call('ZCARD', zset) >= tonumber(ARGV[5]) then
  for _, id in ipairs(redis.call('ZRANGE', zset, 0, -1)) do
    if redis.call('EXISTS', ARGV[1] .. 'ask:' .. id) == 0 then redis.call('ZREM', zset, id) end
  end
  if redis.call('ZCARD', zset) >= tonumber(ARGV[5]) then return 'too-many' end
end
redis.call('HSET', KEYS[1], 'ask', ARGV[3], 'deadline', ARGV[6], 'parked', ARGV[7])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', zset, redis.call('INCR', KEYS[3]), ARGV[2])
if redis.call('PTTL', zset) < tonumber(ARGV[4]) then
  redis.call('PEXPIRE', zset, ARGV[4])
  redis.call('PEXPIRE', KEYS[3], ARGV[4])
end
redis.call('SPUBLISH', ARGV[8], ARGV[9])
return 'added'`;

/**
 * KEYS: ask hash, session zset, ended record. ARGV: base, id, settlement JSON, settled ttl
 * ms, channel, its event JSON, the expired settlement JSON and its event JSON (used instead
 * when an answer comes at or after the stored deadline by Redis's clock: one clock for
 * every process). Returns {'taken', recorded JSON, parked JSON or ''}, {'ended', record}
 * or {'missing'}.
 */
export const SETTLE = `
local done = redis.call('GET', KEYS[3])
if done then return {'ended', done} end
local ask = redis.call('HMGET', KEYS[1], 'ask', 'deadline', 'parked')
if not ask[1] then return {'missing'} end
local record, event = ARGV[3], ARGV[6]
if ARGV[7] ~= '' and ask[2] and ask[2] ~= '' then
  local time = redis.call('TIME')
  local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  if now >= tonumber(ask[2]) then record, event = ARGV[7], ARGV[8] end
end
redis.call('SET', KEYS[3], record, 'PX', ARGV[4])
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('SPUBLISH', ARGV[5], event)
return {'taken', record, ask[3] or ''}`;

/** KEYS: ask hash, ended record. Returns {'pending', ask JSON}, {'ended', record} or {'missing'}. */
export const LOOKUP = `
local ask = redis.call('HGET', KEYS[1], 'ask')
if ask then return {'pending', ask} end
local done = redis.call('GET', KEYS[2])
if done then return {'ended', done} end
return {'missing'}`;

/** KEYS: session zset. ARGV: base. The pending asks' JSON, oldest first; gone ones leave the set. */
export const PENDING = `
local asks = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local ask = redis.call('HGET', ARGV[1] .. 'ask:' .. id, 'ask')
  if ask then asks[#asks + 1] = ask else redis.call('ZREM', KEYS[1], id) end
end
return asks`;
