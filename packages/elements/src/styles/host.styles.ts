import { css } from 'lit';

/** Rules every element shares: block display, box sizing, `hidden` that always hides. */
export const hostStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    font-family: var(--elicit-font-family);
    font-size: var(--_font-size);
    line-height: 1.5;
    color: var(--_text);
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

/** The card, buttons and notices the cards share, so forms, URL cards and rounds look alike. */
export const cardStyles = css`
  [part~='card'] {
    background: var(--_surface);
    color: var(--_text);
    border: 1px solid var(--_border-subtle);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    padding: var(--_space);
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.75);
  }
  /* Secondary lines: who asks, a card's or an item's state, the receipt, the time left, and a
     form's long-list count and choice and its schema notes (a <details>, no margin to reset). */
  [part~='server'],
  [part~='status'],
  [part~='receipt'],
  [part~='countdown'],
  [part~='count'],
  [part~='selected'],
  [part~='notes'] {
    margin: 0;
    font-size: 0.875em;
    color: var(--_text-muted);
  }
  [part~='server'] {
    font-weight: 600;
  }
  /* A card collapsed to what it sent. */
  [part~='receipt'] {
    overflow-wrap: anywhere;
  }
  /* The time left to answer (written each second by the card controller; a .summary line, margin 0 either way). */
  [part~='countdown'] {
    font-variant-numeric: tabular-nums;
  }
  /* Server text and the values a review shows: as written, in its own direction. */
  [part~='message'],
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    unicode-bidi: plaintext;
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: flex-end;
  }
  button {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.4rem 1rem;
    border-radius: var(--_radius-small);
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_text);
    cursor: pointer;
  }
  button.primary {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  :focus-visible {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: 2px;
  }
  [part~='warning'] {
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-radius: var(--_radius-small);
    background: var(--_warning-surface);
    color: var(--_warning);
    border-inline-start: 4px solid currentColor;
  }
  [part~='error'] {
    color: var(--_danger);
  }
  /* The reasons a request cannot be answered. */
  [part~='issues'] {
    margin: 0;
    padding-inline-start: 1.25rem;
    overflow-wrap: anywhere;
  }
  /* The live status (renderStatus). Empty, it stays in the accessibility tree (so its first
     message is announced) but takes no room. */
  .summary {
    margin: 0;
  }
  .summary:empty {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .summary.errors {
    padding: 0.5rem 0.75rem;
    border-radius: var(--_radius-small);
    background: var(--_danger-surface);
    color: var(--_danger);
    font-weight: 600;
  }
  .summary p {
    margin: 0;
  }
`;
