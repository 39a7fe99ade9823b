/** Why a relay call failed: a code to branch on, the text for developers. */
export type RelayErrorCode =
  /** The store (Redis) cannot be reached: nothing was answered, the ask is withdrawn once it is back. */
  | 'store-unavailable'
  /** The session already has `limits.pendingPerSession` asks waiting. */
  | 'too-many-asks'
  /** `relay.close()` was called. */
  | 'closed'
  /** A call's input (session, params, options, deadline, tag, limits) is not what the relay takes; nothing was stored. */
  | 'bad-input';

/**
 * The one error type of the relay's Promise APIs (`elicit`, the answerer). Answers that
 * are refused are never errors: the page gets a status, the call keeps waiting.
 */
export class RelayError extends Error {
  readonly code: RelayErrorCode;

  constructor(code: RelayErrorCode, message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
    this.name = 'RelayError';
    this.code = code;
  }
}
