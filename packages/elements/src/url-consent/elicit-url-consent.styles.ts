import { css } from 'lit';

/** The URL card: the address box, the highlighted site, warnings and the consent line. */
export const urlConsentStyles = css`
  .intro,
  [part~='site'] p {
    margin: 0;
  }
  [part~='url'] {
    display: block;
    font-family: var(--_mono);
    font-size: 0.9375em;
    padding: 0.5rem 0.75rem;
    background: var(--_surface-raised);
    color: var(--_text);
    border: 1px solid var(--_border-subtle);
    border-radius: var(--_radius-small);
    overflow-wrap: anywhere;
    word-break: break-all;
    white-space: pre-wrap;
    unicode-bidi: isolate;
    text-align: start;
    max-block-size: 12em;
    overflow-y: auto;
  }
  [part~='host'] {
    background: var(--_host-highlight);
    color: var(--_text);
    font-weight: 700;
    border-radius: 2px;
    padding-inline: 1px;
  }
  [part~='site'] {
    font-size: 0.875em;
    color: var(--_text-muted);
    overflow-wrap: anywhere;
  }
  .warnings {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  [part~='consent'] {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    cursor: pointer;
  }
  [part~='consent'] input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    accent-color: var(--_primary);
  }
`;
