/**
 * The calls of one process waiting for their asks to end. A call ends exactly once: with
 * the store's record of how its ask ended (so an answer the store took is the answer the
 * call gets), or locally at its deadline, on abort or on close when the store cannot say
 * in time, in which case the ask is withdrawn from the store as soon as it answers. The
 * store's channel is only the fast path: `reconcile` reads the records of every waiting
 * ask when the store is back up and every `reconcileMs`, and an ask that vanished from
 * the store ends its call as `withdrawn`.
 */
import { askSignal, endedBy } from '@elicit-kit/core';
import { TIMEOUT, within } from './within.js';
import { RelayError } from './errors.js';
import type { RelayLimits } from './limits.js';
import type { AskState, EndReason, RelayStore, Settlement, StoredAsk } from './store.js';

/** The typed error of a call the store could not carry. */
export const unavailable = (cause: unknown) =>
  new RelayError('store-unavailable', 'The relay store cannot be reached.', { cause });

interface Waiter {
  readonly ask: StoredAsk;
  /** Whether the store confirmed the ask is in it. */
  placed: boolean;
  readonly finish: (settlement: Settlement) => void;
  readonly fail: (error: RelayError) => void;
  /** Ends the ask as `reason` (deadline, abort, close), settling the call within the store timeout. */
  readonly endAs: (reason: EndReason) => Promise<void>;
}

/** The waiting calls of a relay. */
export interface Waiting {
  /** Puts `ask` in the store and resolves once it ended; rejects only with a `RelayError`. */
  wait(ask: StoredAsk, signal?: AbortSignal): Promise<Settlement>;
  /** Ends each waiting call whose ask ended (or vanished) in the store; withdraws abandoned asks. */
  reconcile(): Promise<void>;
  /** The store reported an outage: calls the store can still be asked about keep waiting, the others fail. */
  storeDown(error: unknown): Promise<void>;
  /** Ends every waiting call as `withdrawn`, waiting on the store at most `storeTimeoutMs`. */
  close(): Promise<void>;
}

export function createWaiting(store: RelayStore, limits: RelayLimits): Waiting {
  const waiters = new Map<string, Waiter>();
  /** Asks whose calls ended without the store: withdrawn once it answers, so nothing is taken for nobody. */
  const abandoned = new Map<string, { readonly ask: StoredAsk; readonly reason: EndReason }>();
  const local = (ask: StoredAsk, reason: EndReason): Settlement => ({
    id: ask.id,
    session: ask.session,
    reason,
  });

  async function withdrawAbandoned(id: string): Promise<void> {
    const entry = abandoned.get(id);
    if (!entry) return;
    const result = await store.settle(local(entry.ask, entry.reason), limits.settledTtlMs);
    abandoned.delete(id);
    if (!result.taken && result.ended?.reason === 'answered') {
      console.warn(
        `elicit-kit relay: ask ${id} was answered after its call had ended without the store.`,
      );
    }
  }

  /** Ends the waiter as its ask's state says (a pending ask keeps it waiting). */
  function apply(waiter: Waiter, state: AskState): void {
    if (state.state === 'ended') waiter.finish(state.settlement);
    // Vanished (flushed, evicted, lost in a failover, its TTL ran out): it can never be answered.
    else if (state.state === 'missing') waiter.finish(local(waiter.ask, 'withdrawn'));
  }

  function wait(ask: StoredAsk, signal?: AbortSignal): Promise<Settlement> {
    return new Promise<Settlement>((resolve, reject) => {
      let done = false;
      const settle = (outcome: () => void) => {
        if (done) return false;
        done = true;
        waiters.delete(ask.id);
        subscription.close();
        ended.removeEventListener('abort', onEnd);
        stop.abort();
        outcome();
        return true;
      };
      const waiter: Waiter = {
        ask,
        placed: false,
        finish: (settlement) => void settle(() => resolve(settlement)),
        fail: (error) => {
          if (settle(() => reject(error))) abandoned.set(ask.id, { ask, reason: 'withdrawn' });
        },
        async endAs(reason) {
          if (done) return;
          if (!waiter.placed) {
            // Still on its way into the store (or stuck there): end now, withdraw it if it lands.
            abandoned.set(ask.id, { ask, reason });
            return waiter.finish(local(ask, reason));
          }
          const result = await within(
            store.settle(local(ask, reason), limits.settledTtlMs),
            limits.storeTimeoutMs,
          ).catch((): typeof TIMEOUT => TIMEOUT);
          if (result === TIMEOUT) {
            abandoned.set(ask.id, { ask, reason });
            return waiter.finish(local(ask, reason));
          }
          waiter.finish(result.taken ? result.settlement : (result.ended ?? local(ask, reason)));
        },
      };
      // The deadline is enforced here whatever the store does; the store refuses late answers by its own clock too.
      const stop = new AbortController();
      const ended = askSignal({
        deadline: ask.deadline,
        signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
      });
      const onEnd = () => void waiter.endAs(endedBy(ended) === 'expired' ? 'expired' : 'withdrawn');
      const subscription = store.subscribe(ask.session, (event) => {
        if (event.type === 'ended' && event.settlement.id === ask.id)
          waiter.finish(event.settlement);
      });
      waiters.set(ask.id, waiter);
      ended.addEventListener('abort', onEnd, { once: true });
      const ttlMs =
        ask.deadline === undefined
          ? limits.askTtlMs
          : Math.max(1, ask.deadline - Date.now()) + limits.settledTtlMs;
      // Subscribed before the ask exists, so no ending is missed.
      const placing = subscription.ready.then(() =>
        store.add(ask, { ttlMs, pendingLimit: limits.pendingPerSession }),
      );
      // An ask that lands after its call ended (stalled store, deadline, close) is withdrawn at once.
      placing
        .then((outcome) => {
          if (outcome !== 'added') return;
          if (done) return withdrawAbandoned(ask.id);
          waiter.placed = true;
        })
        .catch(() => {});
      within(placing, limits.storeTimeoutMs).then(
        (outcome) => {
          if (outcome === TIMEOUT)
            return waiter.fail(
              unavailable(
                new Error(`The store did not answer within ${limits.storeTimeoutMs} ms.`),
              ),
            );
          if (outcome === 'too-many') {
            abandoned.delete(ask.id);
            return void settle(() =>
              reject(
                new RelayError(
                  'too-many-asks',
                  `The session already has ${limits.pendingPerSession} asks waiting.`,
                ),
              ),
            );
          }
        },
        (error: unknown) => waiter.fail(unavailable(error)),
      );
      // A signal aborted before the call began ends it at once (it never fires again).
      if (ended.aborted) onEnd();
    });
  }

  /** Reads the state of each placed waiter's ask, and applies it; what cannot be read is left to `onUnreadable`. */
  async function check(onUnreadable: (waiter: Waiter, error: unknown) => void): Promise<void> {
    await Promise.all(
      [...waiters.values()]
        .filter((waiter) => waiter.placed)
        .map(async (waiter) => {
          const state = await within(
            store.lookup(waiter.ask.session, waiter.ask.id),
            limits.storeTimeoutMs,
          ).catch((error: unknown) => ({ error }));
          if (state === TIMEOUT)
            return onUnreadable(waiter, new Error('The store did not answer in time.'));
          if ('error' in state) return onUnreadable(waiter, state.error);
          apply(waiter, state);
        }),
    );
  }

  return {
    wait,
    async reconcile() {
      await check(() => {});
      await Promise.all([...abandoned.keys()].map((id) => withdrawAbandoned(id).catch(() => {})));
    },
    async storeDown(error) {
      await check((waiter) => waiter.fail(unavailable(error)));
    },
    async close() {
      await Promise.all([...waiters.values()].map((waiter) => waiter.endAs('withdrawn')));
    },
  };
}
