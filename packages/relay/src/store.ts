/**
 * What a relay keeps, and the store interface it keeps it in: `memoryStore()` for one
 * process, `redisStore()` (`@elicit-kit/relay/redis`) for many. A store only keeps and
 * publishes; the rules (who may answer, when, with what) live in the relay.
 */
import type { ElicitRequestParams, ElicitResult, InputEntry, InputResponses } from '@elicit-kit/core';

/** One ask waiting for a person: a push ask (`params`) or a whole round (`entries`). */
export interface StoredAsk {
  /** Unguessable (a random UUID: 122 random bits). */
  readonly id: string;
  /** The host's session id of the person who may answer. */
  readonly session: string;
  readonly serverName: string;
  /** A push ask: the `elicitation/create` params. */
  readonly params?: ElicitRequestParams;
  /** A round: its entries, never its `requestState` (that stays with the call). */
  readonly entries?: readonly InputEntry[];
  /** Epoch ms after which nothing is taken. */
  readonly deadline?: number;
}

/** How an ask ended. */
export type EndReason = 'answered' | 'expired' | 'cancelled';

/** What the page sent: one result for a push ask, the `inputResponses` for a round. */
export type RelayAnswer = { readonly result: ElicitResult } | { readonly inputResponses: InputResponses };

/** An ask that ended, as the store records and publishes it. */
export interface Settlement {
  readonly id: string;
  readonly session: string;
  readonly reason: EndReason;
  /** Only when `reason` is `answered`. */
  readonly answer?: RelayAnswer;
}

/** `settle`'s outcome: `taken` for the one caller that ended the ask; else how it had ended, or `unknown`. */
export type SettleOutcome = 'taken' | EndReason | 'unknown';

/** What a session's pages are told. */
export type SessionEvent =
  | { readonly type: 'ask'; readonly ask: StoredAsk }
  | { readonly type: 'withdraw'; readonly id: string; readonly reason: EndReason };

/** Where a relay keeps its asks. Every method may reject when the store cannot be reached. */
export interface RelayStore {
  /** Keeps `ask` (for at most `ttlMs`) and tells the session's pages. */
  add(ask: StoredAsk, ttlMs: number): Promise<void>;
  /** The ask if it is still pending. */
  get(id: string): Promise<StoredAsk | undefined>;
  /** The session's pending asks, oldest first. */
  pending(session: string): Promise<StoredAsk[]>;
  /** How the ask ended, for a while after (`settledTtlMs`). */
  ended(id: string): Promise<Settlement | undefined>;
  /**
   * Ends a pending ask atomically: exactly one caller, in any process, gets `taken`; the
   * others learn how it had ended. Tells the session's pages (`withdraw`) and every
   * `onSettled` listener of the id.
   */
  settle(settlement: Settlement, settledTtlMs: number): Promise<SettleOutcome>;
  /** Calls `listener` with every event of the session, until the returned function is called. */
  onSession(session: string, listener: (event: SessionEvent) => void): () => void;
  /** Calls `listener` once the ask ends, wherever it was ended. */
  onSettled(id: string, listener: (settlement: Settlement) => void): () => void;
  /** Calls `listener(false, error)` when the store goes away and `listener(true)` when it is back. */
  onStatus(listener: (up: boolean, error?: unknown) => void): () => void;
  /** Lets go of connections (a store given a client leaves it open). */
  close(): Promise<void>;
}
