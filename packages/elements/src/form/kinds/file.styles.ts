import { css } from 'lit';

/**
 * A file field's controls (`kinds/file-controls.ts`, loaded with them): the native file input lies invisible over the drop zone,
 * so a click, Enter or Space on it opens the picker and a dropped file lands on it; the
 * zone shows the input's focus, invalid and drag-over states. Theme variables only.
 */
export const fileStyles = css`
  .drop {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    max-width: 40rem;
    padding: 0.75rem;
    border: 2px dashed var(--_border);
    border-radius: var(--_radius-small);
    background: var(--_surface);
  }
  .drop[data-over] {
    border-style: solid;
    border-color: var(--_primary);
    background: var(--_surface-raised);
  }
  .drop:has(.file-input:focus-visible) {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: 2px;
  }
  .drop:has(.file-input[aria-invalid='true']) {
    border-color: var(--_danger);
  }
  .drop:has(.file-input:disabled) {
    opacity: 0.6;
  }
  input.file-input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    min-height: 0;
    margin: 0;
    padding: 0;
    opacity: 0;
    cursor: pointer;
  }
  .file-button {
    padding: 0.4rem 0.9rem;
    border-radius: var(--_radius-small);
    background: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
  }
  .file-or {
    color: var(--_text-muted);
  }
  .file-status {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    max-width: 40rem;
  }
  .file-status p {
    margin: 0;
  }
  .file-chosen {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    color: var(--_text);
  }
  .file-chosen p {
    flex: 1 1 12rem;
    overflow-wrap: anywhere;
  }
  .file-thumbnail {
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    border-radius: var(--_radius-small);
    border: 1px solid var(--_border-subtle);
  }
`;
