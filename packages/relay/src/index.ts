/**
 * @elicit-kit/relay — MCP clients that run on the host's server, asks answered in the
 * person's page. Web-standard `Request`/`Response` only: Node, Deno, Bun, edge runtimes.
 * Node's `http` adapter is `@elicit-kit/relay/node`; the many-process store is
 * `@elicit-kit/relay/redis`. The protocol: docs/relay.md.
 */
export { createRelay } from './relay.js';
export type { AnswererOptions, ElicitOptions, Relay, RelayOptions } from './relay.js';
export type { ParkOptions, Resume, ResumeInput } from './parking.js';
export { memoryStore } from './memory-store.js';
export { RelayError } from './errors.js';
export type { RelayErrorCode } from './errors.js';
export { DEFAULT_RELAY_LIMITS } from './limits.js';
export type { RelayLimits } from './limits.js';
export type {
  AddOptions,
  AskState,
  EndReason,
  ParkedRound,
  RelayAnswer,
  RelayStore,
  SessionEvent,
  SettleResult,
  Settlement,
  StoredAsk,
  Subscription,
} from './store.js';
export { MAX_ANSWER_ISSUES, MAX_META_DEPTH } from './wire.js';
export { relayForProcess } from './per-process.js';
