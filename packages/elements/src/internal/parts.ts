/**
 * The part names of the cards, in one place: what `<elicit-request>` re-exports from the
 * card it wraps, and what a test compares with each element's `@csspart` documentation.
 * Part names are public API (themes, host scripts and tests rely on them).
 */

/** Parts of `<elicit-form>`. */
export const FORM_PARTS: readonly string[] = [
  'card',
  'server',
  'message',
  'title',
  'description',
  'form',
  'field',
  'label',
  'required',
  'hint',
  'key',
  'zone',
  'input',
  'reveal',
  'option',
  'filter',
  'count',
  'selected',
  'chips',
  'chip',
  'list',
  'error',
  'warning',
  'issues',
  'notes',
  'summary',
  'review',
  'actions',
  'accept',
  'edit',
  'decline',
  'cancel',
  'close',
  'countdown',
  'deadline',
  'receipt',
  'drop',
  'file-input',
  'file-button',
  'file-status',
  'file-chosen',
  'file-thumbnail',
  'file-remove',
];

/** Parts of `<elicit-url-consent>`. */
export const URL_PARTS: readonly string[] = [
  'card',
  'server',
  'message',
  'url',
  'host',
  'site',
  'warning',
  'consent',
  'actions',
  'copy',
  'open',
  'retry',
  'done',
  'decline',
  'cancel',
  'close',
  'status',
  'countdown',
  'deadline',
  'receipt',
];

/** Every part of either card, each once: what `<elicit-request>` re-exports. */
export const CARD_PARTS: readonly string[] = [...new Set([...FORM_PARTS, ...URL_PARTS])];
