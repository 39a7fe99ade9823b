/** What `elicit-url-done` tells the host: which URL-mode ask the person says they finished. */
export interface ElicitUrlDoneDetail {
  /** The ask's `elicitationId` (2025-11-25 only), when it had one. */
  readonly elicitationId?: string;
  /** The address that was opened. */
  readonly url: string;
}

/**
 * Fired when the person says they finished the page a URL-mode ask opened ("I'm done").
 * The `accept` already went out on consent; this is the host's cue to retry now
 * (2026-07-28) or to stop waiting for `notifications/elicitation/complete` (2025-11-25).
 */
export class ElicitUrlDoneEvent extends CustomEvent<ElicitUrlDoneDetail> {
  constructor(detail: ElicitUrlDoneDetail) {
    super('elicit-url-done', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'elicit-url-done': ElicitUrlDoneEvent;
  }
}
