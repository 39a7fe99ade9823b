import type { ElicitResult } from '@elicit-kit/core';

/** Fired when the person answers one ask: accept (with content in form mode), decline or cancel. */
export class ElicitResponseEvent extends CustomEvent<ElicitResult> {
  constructor(detail: ElicitResult) {
    super('elicit-response', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'elicit-response': ElicitResponseEvent;
  }
}
