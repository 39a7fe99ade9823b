/**
 * Element text: `ui.*` codes and core issues in a locale, through the core's one registry
 * (`@elicit-kit/core/messages`), so one `addMessages` call covers everything the kit shows.
 */
import {
  formatIssue,
  formatMessage,
  messages,
  type IssueLike,
  type MessageParams,
} from '@elicit-kit/core/messages';
import { en, type UiMessageCode } from './en.js';

let registered = false;

/** Registers the English element text once, under anything a host registered before. */
function register(): void {
  if (registered) return;
  registered = true;
  messages['en'] = { ...en, ...messages['en'] };
}

/** A kit string (`ui.*`) in `locale`, with `params` filled in; typed so that a misspelt code fails to compile. */
export function uiText(code: UiMessageCode, params: MessageParams = {}, locale = 'en'): string {
  register();
  return formatMessage<UiMessageCode>(code, params, locale);
}

/** The text of a core issue or warning in `locale`. */
export function issueText(issue: IssueLike, locale = 'en'): string {
  register();
  return formatIssue(issue, locale);
}
