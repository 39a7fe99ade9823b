import { css } from 'lit';

/** The round card: asks stacked as items, each with its own decline toggle, one action bar. */
export const roundStyles = css`
  [part~='items'],
  [part~='review-list'] {
    display: flex;
    flex-direction: column;
    gap: var(--_space);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='item'],
  [part~='review-item'] {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    padding-block: calc(var(--_space) * 0.75) 0;
    border-block-start: 1px solid var(--_border-subtle);
  }
  /* Focused by script, an item shows the ring only when the keyboard moved it (the shared :focus-visible rule). */
  [part~='item']:focus:not(:focus-visible) {
    outline: none;
  }
  [part~='item-actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  [part~='decline'][aria-pressed='true'] {
    background: var(--_surface-raised);
    border-color: var(--_text);
    font-weight: 600;
  }
  [part~='answer'] {
    display: grid;
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  [part~='answer'] dt {
    color: var(--_text-muted);
  }
  [part~='review-title'] {
    margin: 0;
    font-size: 1.05em;
  }
  [part~='review-title']:focus {
    outline: none;
  }
  [part~='issues'] {
    color: var(--_danger);
  }
`;
