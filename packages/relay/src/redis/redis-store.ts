/**
 * `redisStore`: asks, their state and answers shared by every host process through one
 * Redis, on the official `redis` client. Pending asks are keys with a TTL and a sorted set
 * per session; ending an ask is one Lua script (take-once); pages and waiting calls learn
 * of asks and endings through two pub/sub channels that every process subscribes to.
 */
import { createClient } from 'redis';
import type { AskState, ParkedRound, RelayStore, SessionEvent, Settlement, SettleResult, StoredAsk } from '../store.js';
import { ADD, SETTLE } from './scripts.js';

/** What the store needs of a `redis` client (a `createClient()` result has it all). */
export interface RedisClientLike {
  readonly isOpen: boolean;
  connect(): Promise<unknown>;
  duplicate(): RedisClientLike;
  sendCommand(args: readonly string[]): Promise<unknown>;
  subscribe(channels: string[], listener: (message: string, channel: string) => void): Promise<void>;
  on(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
  close(): Promise<void>;
  destroy(): void;
}

/** Options of `redisStore`: a URL (the store makes and closes its clients) or a client of yours. */
export type RedisStoreOptions = ({ readonly url: string; readonly client?: undefined } | { readonly client: RedisClientLike; readonly url?: undefined }) & {
  /** Prefix of every key and channel (default `elicit-kit:`); one per application sharing a Redis. */
  readonly prefix?: string;
};

/** Listeners by key. */
function registry<T>() {
  const byKey = new Map<string, Set<(value: T) => void>>();
  return {
    add(key: string, listener: (value: T) => void): () => void {
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    emit(key: string, value: T): void {
      for (const listener of [...(byKey.get(key) ?? [])]) listener(value);
    },
  };
}

const parse = <T>(text: unknown): T | undefined => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/**
 * A store shared through Redis: `createRelay({ store: redisStore({ url: process.env.REDIS_URL }) })`
 * in every host process. When Redis goes away, calls fail with `RelayError`
 * `store-unavailable`, pages are told, and nothing is taken until it is back.
 */
export function redisStore(options: RedisStoreOptions): RelayStore {
  const prefix = options.prefix ?? 'elicit-kit:';
  const own = options.client === undefined;
  const client: RedisClientLike =
    options.client ??
    (createClient({
      url: options.url,
      // Fail at once while Redis is away, rather than queue commands and answer late.
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
    }) as unknown as RedisClientLike);
  const subscriber = client.duplicate();
  const channels = { events: `${prefix}events`, settled: `${prefix}settled` };
  const keys = {
    ask: (id: string) => `${prefix}ask:${id}`,
    session: (session: string) => `${prefix}session:${session}`,
    ended: (id: string) => `${prefix}ended:${id}`,
    parked: (id: string) => `${prefix}parked:${id}`,
    parkedDue: `${prefix}parked-due`,
    parkedSessions: `${prefix}parked-sessions`,
  };
  const sessions = registry<SessionEvent>();
  const statuses = new Set<(up: boolean, error?: unknown) => void>();
  let up = true;
  const setStatus = (now: boolean, error?: unknown) => {
    if (now === up) return;
    up = now;
    for (const listener of [...statuses]) listener(now, error);
  };
  let connected = false;
  const ready = (async () => {
    if (!client.isOpen) await client.connect();
    await subscriber.connect();
    await subscriber.subscribe([channels.events, channels.settled], (message, channel) => {
      if (channel === channels.settled) {
        const settlement = parse<Settlement>(message);
        if (settlement) sessions.emit(settlement.session, { type: 'ended', settlement });
      } else {
        // Endings come through the settled channel (with their answer); only asks through this one.
        const envelope = parse<{ session: string; event: SessionEvent }>(message);
        if (envelope?.event.type === 'ask') sessions.emit(envelope.session, envelope.event);
      }
    });
    connected = true;
  })();
  ready.catch(() => {});
  // Either connection failing is the store failing; either coming back, once connected, is it back.
  for (const connection of [client, subscriber]) {
    connection.on('error', (error) => setStatus(false, error));
    connection.on('ready', () => {
      if (connected) setStatus(true);
    });
  }
  const command = async (args: readonly string[]) => {
    await ready;
    return client.sendCommand(args);
  };

  const get = async (id: string) => parse<StoredAsk>(await command(['GET', keys.ask(id)]));
  const pending = async (session: string) => {
    const ids = (await command(['ZRANGE', keys.session(session), '0', '-1'])) as string[];
    if (ids.length === 0) return [];
    const values = (await command(['MGET', ...ids.map(keys.ask)])) as unknown[];
    const asks = values.map((value) => parse<StoredAsk>(value));
    // Asks whose TTL ran out (their process died) leave the session's set.
    const gone = ids.filter((_, index) => !asks[index]);
    if (gone.length > 0) await command(['ZREM', keys.session(session), ...gone]);
    return asks.filter((ask): ask is StoredAsk => ask !== undefined && ask.session === session);
  };

  return {
    async add(ask, { ttlMs, pendingLimit, parked, sweepAt }) {
      // This store checks the limit apart from the add; the Redis store proper does it in its script.
      if ((await pending(ask.session)).length >= pendingLimit) return 'too-many';
      const ttl = String(Math.ceil(ttlMs));
      if (parked) {
        await command(['SET', keys.parked(ask.id), JSON.stringify(parked), 'PX', ttl]);
        await command(['HSET', keys.parkedSessions, ask.id, ask.session]);
        await command(['ZADD', keys.parkedDue, String(sweepAt ?? Date.now() + ttlMs), ask.id]);
      }
      const event = JSON.stringify({ session: ask.session, event: { type: 'ask', ask } });
      await command(['EVAL', ADD, '3', keys.ask(ask.id), keys.session(ask.session), `${prefix}sequence`, ask.id, JSON.stringify(ask), ttl, channels.events, event]);
      return 'added';
    },
    async lookup(session, id): Promise<AskState> {
      const ask = await get(id);
      if (ask) return ask.session === session ? { state: 'pending', ask } : { state: 'missing' };
      const settlement = parse<Settlement>(await command(['GET', keys.ended(id)]));
      return settlement && settlement.session === session ? { state: 'ended', settlement } : { state: 'missing' };
    },
    pending,
    async settle(settlement, settledTtlMs): Promise<SettleResult> {
      const { id, session, reason } = settlement;
      const event = JSON.stringify({ session, event: { type: 'withdraw', id, reason } });
      const reply = (await command([
        'EVAL', SETTLE, '3', keys.ask(id), keys.session(session), keys.ended(id),
        id, JSON.stringify(settlement), String(Math.ceil(settledTtlMs)), channels.settled, channels.events, event, session,
      ])) as string[];
      if (reply[0] === 'taken') {
        const parked = parse<ParkedRound>(await command(['GET', keys.parked(id)]));
        if (parked) {
          await command(['DEL', keys.parked(id)]);
          await command(['HDEL', keys.parkedSessions, id]);
          await command(['ZREM', keys.parkedDue, id]);
        }
        return { taken: true, settlement, ...(parked ? { parked } : {}) };
      }
      const ended = reply[0] === 'ended' ? parse<Settlement>(reply[1]) : undefined;
      return ended && ended.session === session ? { taken: false, ended } : { taken: false };
    },
    subscribe(session, listener) {
      const close = sessions.add(session, listener);
      const subscribed = ready.then(() => {});
      subscribed.catch(close);
      return { ready: subscribed, close };
    },
    async overdue(max) {
      const ids = (await command(['ZRANGEBYSCORE', keys.parkedDue, '-inf', String(Date.now()), 'LIMIT', '0', String(Math.max(0, max))])) as string[];
      if (ids.length === 0) return [];
      const sessionsOf = (await command(['HMGET', keys.parkedSessions, ...ids])) as Array<string | null>;
      return ids.flatMap((id, index) => (sessionsOf[index] ? [{ session: sessionsOf[index], id }] : []));
    },
    async findParked(id) {
      return ((await command(['HGET', keys.parkedSessions, id])) as string | null) ?? undefined;
    },
    get up() {
      return up;
    },
    onStatus(listener) {
      statuses.add(listener);
      return () => statuses.delete(listener);
    },
    async close() {
      await ready.catch(() => {});
      // A closed client cannot close again; one that is down is simply dropped.
      const finish = async (connection: RedisClientLike) => {
        try {
          await connection.close();
        } catch {
          connection.destroy();
        }
      };
      await finish(subscriber);
      if (own) await finish(client);
    },
  };
}
