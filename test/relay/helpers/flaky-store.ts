/**
 * A memory store that misbehaves on demand, as a networked store does on a bad day: it
 * loses channel events (`deaf`), never answers (`stalled`), fails every command
 * (`failing`), forgets asks (`vanish`), and reports outages (`down`, `up`).
 */
import { memoryStore, type RelayStore } from '@elicit-kit/relay';

export interface FlakyStore {
  readonly store: RelayStore;
  /** Events published meanwhile never reach a listener (a subscriber connection that dropped for a moment). */
  deaf: boolean;
  /** Every command waits until `stalled` is false again (a stalled or partitioned store). */
  stalled: boolean;
  /** Every command rejects (the store is unreachable). */
  failing: boolean;
  /** The store forgets the ask (flushed, evicted, lost in a failover). */
  vanish(id: string): void;
  down(error?: unknown): void;
  up(): void;
}

export function flakyStore(inner: RelayStore = memoryStore()): FlakyStore {
  const statuses = new Set<(up: boolean, error?: unknown) => void>();
  const vanished = new Set<string>();
  const held: Array<() => void> = [];
  let isUp = true;
  let stalled = false;
  const flaky: FlakyStore = {
    deaf: false,
    get stalled() {
      return stalled;
    },
    set stalled(value) {
      stalled = value;
      if (!value) for (const run of held.splice(0)) run();
    },
    failing: false,
    vanish: (id) => void vanished.add(id),
    down(error = new Error('connection lost')) {
      isUp = false;
      for (const listener of [...statuses]) listener(false, error);
    },
    up() {
      isUp = true;
      for (const listener of [...statuses]) listener(true);
    },
    store: {
      add: (ask, options) => gate(() => inner.add(ask, options)),
      lookup: (session, id) =>
        gate(async () =>
          vanished.has(id) ? { state: 'missing' as const } : inner.lookup(session, id),
        ),
      pending: (session) =>
        gate(async () => (await inner.pending(session)).filter((ask) => !vanished.has(ask.id))),
      settle: (settlement, ttl) =>
        gate(async () =>
          vanished.has(settlement.id) ? { taken: false as const } : inner.settle(settlement, ttl),
        ),
      subscribe: (session, listener) =>
        inner.subscribe(session, (event) => (flaky.deaf ? undefined : listener(event))),
      overdue: (max) => gate(() => inner.overdue(max)),
      findParked: (id) => gate(() => inner.findParked(id)),
      onStatus(listener) {
        statuses.add(listener);
        return () => statuses.delete(listener);
      },
      get up() {
        return isUp;
      },
      close: () => inner.close(),
    },
  };
  async function gate<T>(run: () => Promise<T>): Promise<T> {
    if (stalled) await new Promise<void>((resolve) => held.push(resolve));
    if (flaky.failing) throw new Error('store unreachable');
    return run();
  }
  return flaky;
}

/** Whether `promise` has settled after the pending callbacks and timers of now have run. */
export async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}
