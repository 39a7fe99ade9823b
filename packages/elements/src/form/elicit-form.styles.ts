import { css } from 'lit';

/** Layout of `<elicit-form>`: fields, option groups, long lists, review, summary. Theme variables only. */
export const formStyles = css`
  form,
  .fields,
  .confirm-group {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.75);
    margin: 0;
  }
  [part~='title'] {
    margin: 0;
    font-weight: 600;
    unicode-bidi: plaintext;
  }
  [part~='description'],
  [part~='hint'] {
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.875em;
    unicode-bidi: plaintext;
    overflow-wrap: anywhere;
  }
  [part~='key'] {
    font-family: var(--_mono);
  }
  .secret-row {
    display: flex;
    gap: 0.5rem;
  }
  .secret-row > input {
    flex: 1;
    min-width: 0;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  /* In a long form, fields out of view skip style, layout and paint until they scroll near:
     500 fields render in well under half the time and a keystroke no longer lays out the
     whole form (docs/PERFORMANCE.md). They stay in the accessibility tree and in
     find-in-page. A short form fits a screen and gains nothing, so it is left alone. The
     intrinsic size keeps the scrollbar steady; the clip margin keeps focus rings, drawn
     outside a control, from being cut by the paint containment. */
  .fields.long > .field {
    content-visibility: auto;
    contain-intrinsic-size: auto 4.5rem;
    overflow-clip-margin: calc(var(--_focus-width) + 4px);
  }
  legend {
    padding: 0;
    margin-block-end: 0.25rem;
  }
  [part~='label'] {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .required {
    font-weight: normal;
    font-size: 0.8em;
    color: var(--_text-muted);
  }
  input:not([type='checkbox']):not([type='radio']),
  select,
  textarea {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: 0.4rem 0.6rem;
    min-height: 2.5rem;
    width: 100%;
    max-width: 40rem;
  }
  textarea {
    resize: vertical;
  }
  /* A fixed value (const) reads as set, not as a box to type in. */
  input[readonly]:not([type='checkbox']):not([type='radio']) {
    background: var(--_surface-raised);
    border-style: dashed;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: var(--_primary);
    flex: none;
  }
  [aria-invalid='true']:not([type='checkbox']):not([type='radio']) {
    border-color: var(--_danger);
    border-width: 2px;
  }
  .check-row,
  .option {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  /* A group's boxes and a long list sit in the fieldset's own grid, 0.35rem apart. */
  fieldset.field {
    gap: 0.35rem;
  }
  .option {
    min-height: 1.75rem;
    overflow-wrap: anywhere;
  }
  [part~='error'] {
    margin: 0;
    font-size: 0.875em;
    font-weight: 600;
  }
  .filter-label {
    font-size: 0.875em;
  }
  [part~='list'] {
    /* Read where it is used: only lists have a height to theme, so no private variable. */
    max-height: var(--elicit-list-height, 16rem);
    overflow-y: auto;
    border: 1px solid var(--_border-subtle);
    border-radius: var(--_radius-small);
    padding: 0.35rem 0.5rem;
    /* Room for the focus ring of an option scrolled to the edge. */
    scroll-padding-block: 0.5rem;
    display: grid;
    gap: 0.25rem;
    align-content: start;
  }
  [part~='chips'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  button[part~='chip'] {
    min-height: 2rem;
    padding: 0.15rem 0.6rem;
    border-radius: 999px;
    background: var(--_surface-raised);
  }
  .review {
    background: var(--_surface-raised);
    border-radius: var(--_radius-small);
    padding: calc(var(--_space) * 0.75);
  }
  .review-title {
    margin: 0 0 0.5rem;
    font-size: 1em;
  }
  .review dl {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  .review .row {
    display: flex;
    flex-direction: column;
    gap: 0.1rem;
  }
  .review dt {
    font-weight: 600;
  }
  .review dd.not-sent {
    color: var(--_text-muted);
    font-style: italic;
  }
  [part~='notes'] ul {
    margin: 0;
    padding-inline-start: 1.25rem;
    overflow-wrap: anywhere;
  }
`;
