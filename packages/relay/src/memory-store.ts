/**
 * `memoryStore()`: the one-process store, plain Maps. Settling is synchronous, so
 * "exactly once" is simply "the ask was still in the map".
 */
import type { RelayStore, SessionEvent, Settlement, StoredAsk } from './store.js';

/** Listeners by key, each set removed when empty. */
class Listeners<T> {
  readonly #byKey = new Map<string, Set<(value: T) => void>>();

  add(key: string, listener: (value: T) => void): () => void {
    let set = this.#byKey.get(key);
    if (!set) this.#byKey.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#byKey.get(key) === set) this.#byKey.delete(key);
    };
  }

  emit(key: string, value: T): void {
    for (const listener of [...(this.#byKey.get(key) ?? [])]) listener(value);
  }
}

/** Keeps asks in this process's memory: the default store of `createRelay`. */
export function memoryStore(): RelayStore {
  const asks = new Map<string, StoredAsk>();
  const bySession = new Map<string, Set<string>>();
  /** Ended asks with when to forget them; insertion order is expiry order for one TTL. */
  const ended = new Map<string, { readonly settlement: Settlement; readonly until: number }>();
  const sessions = new Listeners<SessionEvent>();
  const settled = new Listeners<Settlement>();

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

  return {
    async add(ask) {
      asks.set(ask.id, ask);
      let ids = bySession.get(ask.session);
      if (!ids) bySession.set(ask.session, (ids = new Set()));
      ids.add(ask.id);
      sessions.emit(ask.session, { type: 'ask', ask });
    },
    async get(id) {
      return asks.get(id);
    },
    async pending(session) {
      return [...(bySession.get(session) ?? [])].flatMap((id) => asks.get(id) ?? []);
    },
    async ended(id) {
      prune(Date.now());
      return ended.get(id)?.settlement;
    },
    async settle(settlement, settledTtlMs) {
      const now = Date.now();
      prune(now);
      const ask = asks.get(settlement.id);
      if (!ask || ask.session !== settlement.session) return ended.get(settlement.id)?.settlement.reason ?? 'unknown';
      remove(ask);
      ended.set(ask.id, { settlement, until: now + settledTtlMs });
      settled.emit(ask.id, settlement);
      sessions.emit(ask.session, { type: 'withdraw', id: ask.id, reason: settlement.reason });
      return 'taken';
    },
    onSession: (session, listener) => sessions.add(session, listener),
    onSettled: (id, listener) => settled.add(id, listener),
    // Memory never goes away.
    onStatus: () => () => {},
    async close() {
      asks.clear();
      bySession.clear();
      ended.clear();
    },
  };
}
