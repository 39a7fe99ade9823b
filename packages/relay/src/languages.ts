/**
 * The person's languages (SEP-2792), carried from their page to the host's MCP client: the
 * page names them when it opens the event stream (`GET <base>/events?languages=hi-IN,en`),
 * the store keeps them per session, and `relay.languages(session)` hands them to core's
 * `callWithInput({ languages })` or `requestMeta({ languages })`.
 */
import { languageTags } from '@elicit-kit/core';
import type { RelayStore } from './store.js';

/** The query parameter of the event stream that names the person's languages. */
const LANGUAGES_PARAM = 'languages';
/** Longest `languages` parameter: ten tags of a usual length fit many times over. */
const MAX_LANGUAGES_LENGTH = 256;
/** Most tags one page may name (as core sends at most ten). */
const MAX_LANGUAGES = 10;

/** What the event stream's `languages` parameter says: nothing, the tags, or `bad` (400). */
export function readLanguagesParam(url: URL): readonly string[] | 'bad' | undefined {
  const given = url.searchParams.get(LANGUAGES_PARAM);
  if (given === null) return undefined;
  if (given.length > MAX_LANGUAGES_LENGTH) return 'bad';
  const parts = given.split(',').map((part) => part.trim());
  if (parts.length > MAX_LANGUAGES) return 'bad';
  const tags = languageTags({ languages: parts });
  // Every part must be a tag (a repeat is harmless and dropped); `*` says nothing of a person.
  const valid = parts.every((part) => tags.some((tag) => tag.toLowerCase() === part.toLowerCase()));
  return valid && tags.length > 0 && !tags.includes('*') ? tags : 'bad';
}

/** Stored languages read back defensively (a store may hold anything): valid tags only. */
export function storedLanguages(value: unknown): readonly string[] {
  return Array.isArray(value)
    ? languageTags({ languages: value.filter((tag) => typeof tag === 'string' && tag !== '*') })
    : [];
}

/** The languages `store` keeps for `session`; `[]` when none, or when the store cannot say (a hint never fails a call). */
export async function sessionLanguages(
  store: RelayStore,
  session: string,
): Promise<readonly string[]> {
  try {
    return storedLanguages(await store.languages?.(session));
  } catch {
    return [];
  }
}
