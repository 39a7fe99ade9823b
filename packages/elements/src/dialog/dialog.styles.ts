import { css } from 'lit';

/**
 * The modal around `<elicit-request>`: no chrome of its own (the card is the surface),
 * centred, never wider than the viewport, scrolling when taller. Tokens only.
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
`;
