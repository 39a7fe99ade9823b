/**
 * The person's languages as `connectRelay` names them to the relay (SEP-2792): the query of
 * its event stream, `?languages=hi,en-US,en`, which the relay keeps for the host's MCP
 * client (`relay.languages(session)`).
 */
import { languageTags } from '@elicit-kit/core';
import { personLanguages } from '../internal/person-languages.js';

/** `?languages=…` for `locale` and the browser's languages; `''` when there is no tag to name. */
export function languagesQuery(locale: string): string {
  const tags = languageTags({ languages: personLanguages(locale) }).filter((tag) => tag !== '*');
  return tags.length ? `?languages=${encodeURIComponent(tags.join(','))}` : '';
}
