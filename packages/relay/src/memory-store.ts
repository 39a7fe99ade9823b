/**
 * `memoryStore()`: the one-process store, plain Maps. Every method runs to its end
 * synchronously, so "atomic" and "exactly once" are simply "the ask was still in the map".
 * Two relays over one memory store behave as two processes over one Redis.
 */
import type {
  AskState,
  ParkedRound,
  RelayStore,
  SessionEvent,
  Settlement,
  StoredAsk,
  Subscription,
} from './store.js';

type Listener = (event: SessionEvent) => void;

/** Calls each listener of a session; one that throws is reported once and dropped. */
class Channels {
  readonly #bySession = new Map<string, Set<Listener>>();

  add(session: string, listener: Listener): Subscription {
    let set = this.#bySession.get(session);
    if (!set) this.#bySession.set(session, (set = new Set()));
    set.add(listener);
    return {
      ready: Promise.resolve(),
      close: () => {
        set.delete(listener);
        if (set.size === 0 && this.#bySession.get(session) === set) this.#bySession.delete(session);
      },
    };
  }

  publish(session: string, event: SessionEvent): void {
    const set = this.#bySession.get(session);
    for (const listener of [...(set ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        set?.delete(listener);
        console.error('elicit-kit relay: a store listener threw and was dropped:', error);
      }
    }
    if (set?.size === 0 && this.#bySession.get(session) === set) this.#bySession.delete(session);
  }
}

interface Kept {
  readonly ask: StoredAsk;
  readonly until: number;
  readonly parked?: ParkedRound;
  readonly sweepAt?: number;
}

/** Keeps asks in this process's memory: the default store of `createRelay`. */
export function memoryStore(): RelayStore {
  const asks = new Map<string, Kept>();
  const bySession = new Map<string, Set<string>>();
  /** Ended asks with when to forget them; insertion order is expiry order for one TTL. */
  const ended = new Map<string, { readonly settlement: Settlement; readonly until: number }>();
  const channels = new Channels();
  /** The person's languages by session; one TTL for all, so insertion order is expiry order. */
  const languages = new Map<string, { readonly tags: readonly string[]; readonly until: number }>();

  const prune = (now: number) => {
    for (const [id, entry] of ended) {
      if (entry.until > now) break;
      ended.delete(id);
    }
  };
  const remove = (ask: StoredAsk) => {
    asks.delete(ask.id);
    const ids = bySession.get(ask.session);
    ids?.delete(ask.id);
    if (ids?.size === 0) bySession.delete(ask.session);
  };
  /** The ask if it is still kept; one whose keeping time ran out is dropped (as a TTL would). */
  const live = (id: string, now: number): Kept | undefined => {
    const kept = asks.get(id);
    if (kept && kept.until <= now) return void remove(kept.ask);
    return kept;
  };
  const pendingOf = (session: string, now: number) =>
    [...(bySession.get(session) ?? [])].flatMap((id) => live(id, now)?.ask ?? []);

  return {
    async add(ask, { ttlMs, pendingLimit, parked, sweepAt }) {
      const now = Date.now();
      if (pendingOf(ask.session, now).length >= pendingLimit) return 'too-many';
      asks.set(ask.id, {
        ask,
        until: now + ttlMs,
        ...(parked ? { parked } : {}),
        ...(sweepAt === undefined ? {} : { sweepAt }),
      });
      let ids = bySession.get(ask.session);
      if (!ids) bySession.set(ask.session, (ids = new Set()));
      ids.add(ask.id);
      channels.publish(ask.session, { type: 'ask', ask });
      return 'added';
    },
    async lookup(session, id): Promise<AskState> {
      const now = Date.now();
      prune(now);
      const kept = live(id, now);
      if (kept)
        return kept.ask.session === session
          ? { state: 'pending', ask: kept.ask }
          : { state: 'missing' };
      const record = ended.get(id)?.settlement;
      return record && record.session === session
        ? { state: 'ended', settlement: record }
        : { state: 'missing' };
    },
    async pending(session) {
      return pendingOf(session, Date.now());
    },
    async settle(settlement, settledTtlMs) {
      const now = Date.now();
      prune(now);
      const kept = live(settlement.id, now);
      if (!kept || kept.ask.session !== settlement.session) {
        const record = ended.get(settlement.id)?.settlement;
        return record && record.session === settlement.session
          ? { taken: false, ended: record }
          : { taken: false };
      }
      const { ask, parked } = kept;
      const late =
        settlement.reason === 'answered' && ask.deadline !== undefined && now >= ask.deadline;
      const recorded: Settlement = late
        ? { id: ask.id, session: ask.session, reason: 'expired' }
        : settlement;
      remove(ask);
      ended.set(ask.id, { settlement: recorded, until: now + settledTtlMs });
      channels.publish(ask.session, { type: 'ended', settlement: recorded });
      return { taken: true, settlement: recorded, ...(parked ? { parked } : {}) };
    },
    subscribe: (session, listener) => channels.add(session, listener),
    async overdue(max) {
      const now = Date.now();
      return [...asks.values()]
        .filter((kept) => kept.sweepAt !== undefined && kept.sweepAt <= now)
        .sort((a, b) => (a.sweepAt ?? 0) - (b.sweepAt ?? 0))
        .slice(0, Math.max(0, max))
        .map(({ ask }) => ({ session: ask.session, id: ask.id }));
    },
    async findParked(id) {
      const kept = asks.get(id);
      return kept?.parked ? kept.ask.session : undefined;
    },
    async keepLanguages(session, tags, ttlMs) {
      const now = Date.now();
      for (const [kept, entry] of languages) {
        if (entry.until > now) break;
        languages.delete(kept);
      }
      languages.delete(session);
      languages.set(session, { tags: [...tags], until: now + ttlMs });
    },
    async languages(session) {
      const kept = languages.get(session);
      return kept && kept.until > Date.now() ? kept.tags : [];
    },
    // Memory never goes away.
    onStatus: () => () => {},
    up: true,
    async close() {
      asks.clear();
      bySession.clear();
      ended.clear();
      languages.clear();
    },
  };
}
