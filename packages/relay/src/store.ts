/**
 * What a relay keeps, and the store interface it keeps it in: `memoryStore()` for one
 * process, `redisStore()` (`@elicit-kit/relay/redis`) for many, one Redis node or a Redis
 * Cluster. A store only keeps, ends once and publishes; the rules (who may answer, with
 * what, when a call gives up) live in the relay.
 *
 * Built for a cluster: every method names the session, so everything of one session can
 * live in one hash slot (`{session}`), and events travel on one channel per session that a
 * process listens to only while it has a page stream or a waiting call of that session.
 * The only cross-session state is the parked-round index (`overdue`, `findParked`), which
 * is a hint: whatever it says, ending an ask is `settle`'s take-once.
 */
import type { RelayAnswer, ServerAsk } from '@elicit-kit/core/relay-wire';

export type { RelayAnswer };

/** One ask waiting for a person: a push ask (`params`) or a whole round (`entries`, its `requestState` with the call or in `ParkedRound`). */
export interface StoredAsk extends ServerAsk {
  /** Unguessable (a random UUID: 122 random bits). */
  readonly id: string;
  /** The host's session id of the person who may answer. */
  readonly session: string;
  /** A durable round (`relay.park`): its private part is kept beside it, and whoever ends it runs `resume`. */
  readonly parked?: true;
}

/**
 * A parked round's private part: stored with its ask, handed only to the caller that ends
 * it, never to a page. The store keeps it as one opaque JSON value and gives it back as is.
 */
export interface ParkedRound {
  /** The original request (JSON), to be retried with the answers. */
  readonly request: unknown;
  /** The round's keys, to answer each `cancel` when it ends unanswered. */
  readonly keys: readonly string[];
  /** The server's opaque `requestState`, when it sent one. */
  readonly requestState?: string;
}

/** How an ask ended: answered, past its deadline, or withdrawn (the MCP side's abort, `relay.withdraw`, `close()`, or it vanished from the store). */
export type EndReason = 'answered' | 'expired' | 'withdrawn';

/** An ask that ended, as the store records and publishes it. */
export interface Settlement {
  readonly id: string;
  readonly session: string;
  readonly reason: EndReason;
  /** Only when `reason` is `answered`. */
  readonly answer?: RelayAnswer;
}

/**
 * `settle`'s outcome. `taken`: this call ended the ask, `settlement` is what was recorded
 * (its reason is `expired`, not `answered`, when the answer came at or after the ask's
 * deadline by the store's clock), and `parked` is the round's private part when it was
 * parked. Otherwise the ask had already ended (`ended`, its record) or is unknown (no
 * `ended`: never added, another session's, or vanished).
 */
export type SettleResult =
  | { readonly taken: true; readonly settlement: Settlement; readonly parked?: ParkedRound }
  | { readonly taken: false; readonly ended?: Settlement };

/** Where an ask stands: pending, ended (its record), or missing (never added, forgotten, or vanished). */
export type AskState =
  | { readonly state: 'pending'; readonly ask: StoredAsk }
  | { readonly state: 'ended'; readonly settlement: Settlement }
  | { readonly state: 'missing' };

/** What a session's channel carries. */
export type SessionEvent =
  | { readonly type: 'ask'; readonly ask: StoredAsk }
  | { readonly type: 'ended'; readonly settlement: Settlement };

/** A listener on a session's channel. */
export interface Subscription {
  /**
   * Resolves once every event published after it will reach the listener (subscribe, then
   * await `ready`, then read `pending`: nothing falls between). Rejects when the store
   * cannot subscribe; the subscription is then closed.
   */
  readonly ready: Promise<void>;
  /** Stops the listener; the last one of a session leaves the session's channel. */
  close(): void;
}

/** Options of `add`. */
export interface AddOptions {
  /** How long the store keeps the ask should nobody end it (ms). */
  readonly ttlMs: number;
  /** The session's pending asks (parked ones included) must be fewer than this for the ask to be added. */
  readonly pendingLimit: number;
  /** A durable round's private part (`ask.parked` is then true). */
  readonly parked?: ParkedRound;
  /** Parked only: epoch ms from which `overdue` lists the round (its deadline, or when keeping it ends). */
  readonly sweepAt?: number;
}

/**
 * Where a relay keeps its asks. Every method may reject when the store cannot be reached;
 * none throws synchronously. Each of `add`, `lookup` and `settle` is one round trip.
 */
export interface RelayStore {
  /**
   * Keeps `ask` (for at most `ttlMs`) and publishes `{ type: 'ask' }` on its session's
   * channel, atomically with the check of the session's pending count: `too-many` (and
   * nothing kept or published) when it already holds `pendingLimit` asks.
   */
  add(ask: StoredAsk, options: AddOptions): Promise<'added' | 'too-many'>;
  /** Where the ask stands; another session's ask (live or ended) is `missing`. */
  lookup(session: string, id: string): Promise<AskState>;
  /** The session's pending asks, oldest first (by when they were added). */
  pending(session: string): Promise<StoredAsk[]>;
  /**
   * Ends a pending ask of `settlement.session` atomically: exactly one caller, in any
   * process, gets `taken`. An `answered` settlement at or after the ask's stored deadline,
   * judged by the store's own clock, ends it as `expired` instead (no answer recorded). The
   * record is kept `settledTtlMs`, the ask and its parked part are dropped, and
   * `{ type: 'ended' }` is published on the session's channel.
   */
  settle(settlement: Settlement, settledTtlMs: number): Promise<SettleResult>;
  /**
   * Calls `listener` with each event of the session's channel until closed. Listeners are
   * called one at a time in publish order; one that throws is logged once and dropped, the
   * others and the channel carry on.
   */
  subscribe(session: string, listener: (event: SessionEvent) => void): Subscription;
  /**
   * Parked rounds (any session, any process) whose `sweepAt` has passed by the store's
   * clock, at most `max`, oldest first. A hint: some may have ended meanwhile; `settle`
   * decides.
   */
  overdue(max: number): Promise<ReadonlyArray<{ readonly session: string; readonly id: string }>>;
  /** The session of a pending parked round, for `relay.withdraw(id)`. */
  findParked(id: string): Promise<string | undefined>;
  /**
   * Keeps the person's languages (their page's, valid tags) for `session` for `ttlMs`,
   * replacing any kept before. Optional: without it (and `languages`), a relay carries no
   * languages and `relay.languages` resolves `[]`.
   */
  keepLanguages?(session: string, languages: readonly string[], ttlMs: number): Promise<void>;
  /** The languages kept for `session` (as `keepLanguages` got them), or `[]`. */
  languages?(session: string): Promise<readonly string[]>;
  /**
   * `listener(false, error)` when a connection the store needs goes away (including the
   * one carrying channels) and `listener(true)` when all are back: after `true`, events
   * published while down may have been missed, and callers reconcile with `lookup`.
   */
  onStatus(listener: (up: boolean, error?: unknown) => void): () => void;
  /** Whether the store's connections are up now. */
  readonly up: boolean;
  /** Lets go of connections (a store given a client leaves it open). */
  close(): Promise<void>;
}
