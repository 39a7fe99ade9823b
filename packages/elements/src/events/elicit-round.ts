import type { InputResponses } from '@elicit-kit/core';

/** What one round sends back: the answers by key, and the state to echo when there was one. */
export interface ElicitRoundDetail {
  readonly inputResponses: InputResponses;
  readonly requestState?: string;
  /** `true` only when the person cancelled the round: the host may drop the retry instead of sending it. */
  readonly cancelled?: boolean;
}

/** Fired when the person sends a whole round of asks. */
export class ElicitRoundEvent extends CustomEvent<ElicitRoundDetail> {
  constructor(detail: ElicitRoundDetail) {
    super('elicit-round', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'elicit-round': ElicitRoundEvent;
  }
}
