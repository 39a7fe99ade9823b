/**
 * `@elicit-kit/core/messages`: text for every code the core emits, apart from the root
 * entry so that importing the core never pulls a catalog. English is built in; Hindi is
 * `@elicit-kit/core/messages/hi` (core codes) and `@elicit-kit/elements/messages/hi` (all).
 */
export { addMessages, formatIssue, formatMessage, messages, secretCues } from './catalog.js';
export type {
  Catalog,
  CoreMessageCode,
  IssueLike,
  Message,
  MessageParams,
  Messages,
  SecretCueEntries,
  TextIssueCode,
} from './catalog.js';
export { en } from './en.js';
export { formatByteSize } from './bytes.js';
