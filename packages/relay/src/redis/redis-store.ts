/**
 * `redisStore`: asks, their state and answers shared by every host process through one
 * Redis node or a Redis Cluster, on the official `redis` client (majors 5 and 6).
 *
 * Everything of one session lives in one hash slot (`<prefix>{<session>}:…`): its asks
 * (hashes with a TTL), its ordered set of pending ids with its own sequence, the records of
 * how asks ended, and its channel. Adding, ending and reading an ask are one script each
 * (one round trip, sent by SHA). Events travel by sharded pub/sub (`SSUBSCRIBE`, Redis 7)
 * on the session's channel, which a process joins only while it has a page or a waiting
 * call of that session. The channel connection is pinged; one that stops answering is
 * replaced, and the store reports itself down then up so callers reconcile.
 */
import type {
  AddOptions,
  AskState,
  ParkedRound,
  RelayStore,
  SessionEvent,
  Settlement,
  StoredAsk,
  Subscription,
} from '../store.js';
import { commander, finish, pingChannels, pingCommands, withTimeout } from './connection.js';
import { storedLanguages } from '../languages.js';
import { parkedIndex } from './parked.js';
import { ADD, LOOKUP, PENDING, SETTLE } from './scripts.js';
import { sessionChannels } from './session-channels.js';
import { connect, reconnectStrategy, type RedisTarget } from './target.js';

export type { RedisClientLike, RedisClusterLike } from './connection.js';
export type { RedisTarget } from './target.js';

/** Options of `redisStore`. */
export type RedisStoreOptions = RedisTarget & {
  /** Prefix of every key and channel (default `elicit-kit:`); one per application sharing a Redis. */
  readonly prefix?: string;
  /** A command Redis has not answered after this long fails (default 2000 ms): a stalled or partitioned Redis fails calls fast. */
  readonly commandTimeoutMs?: number;
  /** How often the connection carrying channels is pinged (default 5000 ms); one silent for `commandTimeoutMs` is replaced. */
  readonly healthCheckMs?: number;
};

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
 * in every host process, or `redisStore({ cluster: { rootNodes: [{ url }] } })` on a Redis
 * Cluster. Needs Redis 7 (sharded pub/sub). When Redis goes away, calls fail with
 * `RelayError` `store-unavailable`, pages are told, and nothing is taken until it is back.
 */
export function redisStore(options: RedisStoreOptions): RelayStore {
  const prefix = options.prefix ?? 'elicit-kit:';
  const timeoutMs = options.commandTimeoutMs ?? 2000;
  const { target, own } = connect(options);
  // A session's keys share the tag `{session}`; encoded, so braces in an id cannot split it.
  const base = (session: string) => `${prefix}{${encodeURIComponent(session)}}:`;
  const keys = {
    ask: (session: string, id: string) => `${base(session)}ask:${id}`,
    asks: (session: string) => `${base(session)}asks`,
    sequence: (session: string) => `${base(session)}sequence`,
    ended: (session: string, id: string) => `${base(session)}ended:${id}`,
    channel: (session: string) => `${base(session)}events`,
    languages: (session: string) => `${base(session)}languages`,
  };
  const { command, script } = commander(target, timeoutMs);
  const scripts = {
    add: script(ADD),
    settle: script(SETTLE),
    lookup: script(LOOKUP),
    pending: script(PENDING),
  };
  const parked = parkedIndex(`${prefix}{parked}:`, command);

  const statuses = new Set<(up: boolean, error?: unknown) => void>();
  const state = { up: true };
  let commandsUp = true;
  let channelsUp = true;
  const report = (error?: unknown) => {
    const now = commandsUp && channelsUp;
    if (now === state.up) return;
    state.up = now;
    for (const listener of [...statuses]) listener(now, error);
  };

  const ready = (async () => {
    if (!target.isOpen) await target.connect();
  })();
  ready.catch(() => {});
  const channels = sessionChannels({
    make: async () => {
      await ready;
      const subscriber = target.duplicate();
      // A cluster reports its nodes' connections (the channel ones included) as `node-error`.
      for (const event of ['error', 'node-error']) {
        subscriber.on(event, (error) => {
          channelsUp = false;
          report(error);
          recover();
        });
      }
      await withTimeout(subscriber.connect(), timeoutMs);
      return subscriber;
    },
    parse: (message) => parseEvent(message),
  });

  /** Until every connection answers a PING again (within the timeout), retries; a silent channel connection is replaced. */
  let recovering: Promise<void> | undefined;
  function recover(): void {
    recovering ??= (async () => {
      for (let attempt = 0; !closed; attempt++) {
        try {
          await ready;
          await pingCommands(target, timeoutMs);
          commandsUp = true;
          const subscriber = await channels.connection();
          // After a reconnect the client re-sends its subscriptions first: this PING's reply comes after theirs.
          await pingChannels(subscriber, timeoutMs).catch(async (error: unknown) => {
            if (String((error as Error).message).includes('did not answer'))
              await channels.replace();
            throw error;
          });
          channelsUp = true;
          return report();
        } catch {
          await new Promise((resolve) => setTimeout(resolve, reconnectStrategy(attempt)));
        }
      }
    })().finally(() => (recovering = undefined));
  }
  for (const event of ['error', 'node-error']) {
    target.on(event, (error) => {
      commandsUp = false;
      report(error);
      recover();
    });
  }
  let closed = false;
  const health = setInterval(() => {
    if (recovering || !channels.open) return;
    void channels
      .connection()
      .then((subscriber) => pingChannels(subscriber, timeoutMs))
      .catch((error: unknown) => {
        channelsUp = false;
        report(error);
        recover();
      });
  }, options.healthCheckMs ?? 5000);
  health.unref?.();

  const settlementOf = (text: unknown): Settlement | undefined => parse<Settlement>(text);
  /** A message on a session's channel: an event of this store's shape, or nothing (another version, another app). */
  function parseEvent(message: string): SessionEvent | undefined {
    const event = parse<SessionEvent>(message);
    if (typeof event !== 'object' || event === null) return undefined;
    if (
      event.type === 'ask' &&
      typeof event.ask?.id === 'string' &&
      typeof event.ask.session === 'string'
    )
      return event;
    if (
      event.type === 'ended' &&
      typeof event.settlement?.id === 'string' &&
      typeof event.settlement.reason === 'string'
    )
      return event;
    return undefined;
  }
  let connected = false;
  void ready.then(
    () => (connected = true),
    () => {},
  );
  // Until the first connection, a command waits for it as long as for a reply; after, not at all.
  const run = async <T>(work: () => Promise<T>) => {
    if (!connected) await withTimeout(ready, timeoutMs);
    return work();
  };

  const store: RelayStore = {
    get up() {
      return state.up;
    },
    add: (ask, { ttlMs, pendingLimit, parked: part, sweepAt }: AddOptions) =>
      run(async () => {
        const event = JSON.stringify({ type: 'ask', ask } satisfies SessionEvent);
        const reply = await scripts.add(
          [keys.ask(ask.session, ask.id), keys.asks(ask.session), keys.sequence(ask.session)],
          [
            base(ask.session),
            ask.id,
            JSON.stringify(ask),
            String(Math.ceil(ttlMs)),
            String(pendingLimit),
            ask.deadline === undefined ? '' : String(ask.deadline),
            part ? JSON.stringify(part) : '',
            keys.channel(ask.session),
            event,
          ],
        );
        if (reply === 'too-many') return 'too-many';
        if (part) await parked.add(ask.session, ask.id, sweepAt ?? Date.now() + ttlMs, ttlMs);
        return 'added';
      }),
    lookup: (session, id) =>
      run(async (): Promise<AskState> => {
        const [state, text] = (await scripts.lookup(
          [keys.ask(session, id), keys.ended(session, id)],
          [],
        )) as [string, string?];
        const ask = state === 'pending' ? parse<StoredAsk>(text) : undefined;
        if (ask) return { state: 'pending', ask };
        const settlement = state === 'ended' ? settlementOf(text) : undefined;
        return settlement ? { state: 'ended', settlement } : { state: 'missing' };
      }),
    pending: (session) =>
      run(async () => {
        const texts = (await scripts.pending([keys.asks(session)], [base(session)])) as string[];
        return texts
          .map((text) => parse<StoredAsk>(text))
          .filter((ask): ask is StoredAsk => ask?.session === session);
      }),
    settle: (settlement, settledTtlMs) =>
      run(async () => {
        const { id, session } = settlement;
        const ended = (record: Settlement) =>
          JSON.stringify({ type: 'ended', settlement: record } satisfies SessionEvent);
        const expired: Settlement = { id, session, reason: 'expired' };
        const late =
          settlement.reason === 'answered' ? [JSON.stringify(expired), ended(expired)] : ['', ''];
        const [outcome, text, part] = (await scripts.settle(
          [keys.ask(session, id), keys.asks(session), keys.ended(session, id)],
          [
            base(session),
            id,
            JSON.stringify(settlement),
            String(Math.ceil(settledTtlMs)),
            keys.channel(session),
            ended(settlement),
            ...late,
          ],
        )) as [string, string?, string?];
        if (outcome === 'taken') {
          const recorded = settlementOf(text) ?? settlement;
          if (!part) return { taken: true, settlement: recorded };
          await parked.remove(id).catch(() => {});
          return { taken: true, settlement: recorded, parked: JSON.parse(part) as ParkedRound };
        }
        const record = outcome === 'ended' ? settlementOf(text) : undefined;
        return record ? { taken: false, ended: record } : { taken: false };
      }),
    subscribe: (session, listener): Subscription =>
      channels.subscribe(keys.channel(session), listener),
    overdue: (max) => run(() => parked.overdue(max, (session, id) => keys.ask(session, id))),
    findParked: (id) => run(() => parked.find(id)),
    keepLanguages: (session, tags, ttlMs) =>
      run(async () => {
        const key = keys.languages(session);
        await command(key, ['SET', key, JSON.stringify(tags), 'PX', String(Math.ceil(ttlMs))]);
      }),
    languages: (session) =>
      run(async () => {
        const text = await command(keys.languages(session), ['GET', keys.languages(session)]);
        return storedLanguages(parse<unknown>(text));
      }),
    onStatus(listener) {
      statuses.add(listener);
      return () => statuses.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(health);
      await channels.close(timeoutMs);
      await ready.catch(() => {});
      if (own) await finish(target, timeoutMs);
    },
  };
  return store;
}
