/**
 * Fired when the person changes what an ask would send: a field's value in
 * `<elicit-form>`, consent in `<elicit-url-consent>`, a per-ask Decline in `<elicit-round>`.
 * It carries no detail, like the native `change`: read the element's state (`content`,
 * `checkValidity()`, `consented`, `inputResponses`) for live previews or drafts. Never
 * fired for property changes; composed, so it leaves a round's shadow root (its target
 * is then the round).
 */
export class ElicitChangeEvent extends Event {
  constructor() {
    super('elicit-change', { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'elicit-change': ElicitChangeEvent;
  }
}
