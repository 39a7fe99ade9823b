/** The relay's limits; every one has a default. */
export interface RelayLimits {
  /** Asks one session may have waiting at once (default 32); one more is a `too-many-asks` error. */
  readonly pendingPerSession: number;
  /** Largest answer body in bytes (default 64 KiB); larger is 413. */
  readonly bodyBytes: number;
  /** Heartbeat interval of the event stream (default 15 s). */
  readonly heartbeatMs: number;
  /** Unread bytes after which a stalled event stream is dropped (default 256 KiB). */
  readonly backlogBytes: number;
  /** How long an ended ask is remembered, so a replay gets 409/410 instead of 404 (default 10 min). */
  readonly settledTtlMs: number;
  /** How long an ask without a deadline is kept in the store, should its process die (default 24 h). */
  readonly askTtlMs: number;
}

/** The defaults of `RelayLimits`. */
export const DEFAULT_RELAY_LIMITS: RelayLimits = Object.freeze({
  pendingPerSession: 32,
  bodyBytes: 64 * 1024,
  heartbeatMs: 15_000,
  backlogBytes: 256 * 1024,
  settledTtlMs: 10 * 60_000,
  askTtlMs: 24 * 60 * 60_000,
});
