/**
 * The store's sharded channels: one per session, joined (`SSUBSCRIBE`) when its first
 * listener comes and left when its last one goes, on one connection of their own (a
 * `duplicate()` of the client or cluster). Listeners run one at a time in arrival order;
 * one that throws is logged once and dropped. A message that is not an event of this store
 * is ignored.
 */
import type { SessionEvent, Subscription } from '../store.js';
import { finish, type RedisClientLike, type RedisClusterLike } from './connection.js';

type Listener = (event: SessionEvent) => void;
type Connection = RedisClientLike | RedisClusterLike;

interface Channel {
  readonly listeners: Set<Listener>;
  /** Resolves once the channel is joined. */
  joined: Promise<void>;
}

/** Channels over connections made by `make`; `parse` turns a message into an event, or undefined. */
export function sessionChannels({
  make,
  parse,
}: {
  make: () => Promise<Connection>;
  parse: (message: string) => SessionEvent | undefined;
}) {
  const channels = new Map<string, Channel>();
  /**
   * The last join or leave: they go one at a time, in the order they were asked for. One at
   * a time across channels too, since a cluster client drops a node's channel connection
   * when its last channel is left, under a join still on its way there.
   */
  let order: Promise<void> = Promise.resolve();
  let current: Promise<Connection> | undefined;

  const deliver = (message: string, name: string) => {
    const channel = channels.get(name);
    const event = channel && parse(message);
    if (!channel || !event) return;
    for (const listener of [...channel.listeners]) {
      try {
        listener(event);
      } catch (error) {
        channel.listeners.delete(listener);
        console.error('elicit-kit relay: a store listener threw and was dropped:', error);
      }
    }
  };
  const connection = () => {
    current ??= make();
    const made = current;
    made.catch(() => {
      if (current === made) current = undefined;
    });
    return made;
  };
  const queue = (step: () => Promise<void>): Promise<void> => {
    const next = order.catch(() => {}).then(step);
    order = next;
    return next;
  };

  return {
    /** Whether any channel is joined (only then is there a connection to check). */
    get open() {
      return channels.size > 0;
    },
    connection,
    subscribe(name: string, listener: Listener): Subscription {
      let channel = channels.get(name);
      if (!channel) {
        const made: Channel = { listeners: new Set(), joined: Promise.resolve() };
        made.joined = queue(async () => (await connection()).sSubscribe(name, deliver));
        channels.set(name, (channel = made));
      }
      const joined = channel;
      joined.listeners.add(listener);
      const ready = joined.joined;
      ready.catch(() => {
        joined.listeners.delete(listener);
        if (joined.listeners.size === 0 && channels.get(name) === joined) channels.delete(name);
      });
      return {
        ready,
        close() {
          joined.listeners.delete(listener);
          if (joined.listeners.size > 0 || channels.get(name) !== joined) return;
          channels.delete(name);
          void queue(async () => {
            // Joined again meanwhile: stay.
            if (channels.has(name)) return;
            await (await connection()).sUnsubscribe(name);
          }).catch(() => {});
        },
      };
    },
    /** Drops the connection (it stopped answering) and joins every channel again on a new one. */
    async replace(): Promise<void> {
      const old = current;
      current = undefined;
      if (old)
        void old.then(
          (gone) => gone.destroy(),
          () => {},
        );
      const fresh = await connection();
      await Promise.all([...channels.keys()].map((name) => fresh.sSubscribe(name, deliver)));
    },
    async close(timeoutMs: number): Promise<void> {
      channels.clear();
      const last = current;
      current = undefined;
      if (last)
        await last.then(
          (gone) => finish(gone, timeoutMs),
          () => {},
        );
    },
  };
}
