/**
 * Fired when the person closes an ask that ended without their answer: Close on a card that
 * expired or was withdrawn (the card then collapses to one line saying how it ended), or
 * Escape on `<elicit-dialog>` (closing its modal). Carries no detail; the ask was already
 * settled by its end, so nothing is answered.
 */
export class ElicitDismissEvent extends Event {
  constructor() {
    super('elicit-dismiss', { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'elicit-dismiss': ElicitDismissEvent;
  }
}
