/**
 * Registers every elicit-kit tag (`import '@elicit-kit/elements/define'`). Tags already
 * defined, by this file loaded twice or by the host, are left alone. The only module
 * of the package with a side effect.
 */
import { cardTags, defineTags } from './tags.js';
import { ElicitRound } from './round/elicit-round.js';

defineTags([...cardTags, ['elicit-round', ElicitRound]]);

// Types only (erased from define.js): a host that imports nothing but this module still
// gets the element classes and their `HTMLElementTagNameMap` / `GlobalEventHandlersEventMap`
// entries, so `querySelector('elicit-form')!.request` and `event.detail` type-check.
export type * from './index.js';
