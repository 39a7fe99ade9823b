import { css } from 'lit';

/**
 * `<elicit-dialog>`: the modal around its card, no chrome of its own (the card is the
 * surface), centred, never wider than the viewport, scrolling when taller. Tokens only.
 */
export const dialogStyles = css`
  dialog {
    padding: 0;
    border: none;
    background: transparent;
    color: var(--_text);
    inline-size: min(var(--elicit-dialog-width, 36rem), calc(100vw - 2 * var(--_space)));
    max-block-size: calc(100dvh - 2 * var(--_space));
    overflow: auto;
    overscroll-behavior: contain;
  }
  dialog::backdrop {
    background: var(--_backdrop);
  }
  /* "N more waiting": on its own surface (over the backdrop too); empty, it takes no room. */
  [part~='queue'] {
    margin: 0 0 0.5rem;
    padding: 0.25rem 0.75rem;
    border-radius: var(--_radius-small);
    background: var(--_surface-raised);
    color: var(--_text-muted);
    font-size: 0.875em;
    inline-size: fit-content;
  }
  [part~='queue']:empty {
    padding: 0;
    margin: 0;
  }
`;
