/**
 * Registers every elicit-kit tag (`import '@elicit-kit/elements/define'`). Tags already
 * defined, by this file loaded twice or by the host, are left alone. The only module
 * of the package with a side effect.
 */
import { cardTags, defineTags } from './tags.js';
import { ElicitRound } from './round/elicit-round.js';

defineTags([...cardTags, ['elicit-round', ElicitRound]]);
