/**
 * A new `<elicit-round>` for the helpers that show rounds themselves (`answerWithRound`,
 * `connectRelay`), with the tags it needs registered first unless the page has them already.
 */
import { cardTags, defineTags } from '../tags.js';
import { ElicitRound } from './elicit-round.js';

export function createRound(): ElicitRound {
  defineTags([...cardTags, ['elicit-round', ElicitRound]]);
  return document.createElement('elicit-round');
}
