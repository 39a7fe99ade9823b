/**
 * A file field's draft as both halves of the file kind read it (`file.ts`, and the controls
 * loaded on demand, `file-controls.ts`), and the names of the files read lately.
 */
import type { Draft, FileDraft } from '../fields/view.js';

/** A file draft, or undefined for any other draft. */
export const fileDraft = (draft: Draft): FileDraft | undefined =>
  draft && typeof draft === 'object' && !Array.isArray(draft) ? (draft as FileDraft) : undefined;

/** Names of the files read lately, by `data:` URI: the review and the receipt name the file the URI holds. */
const namesByUri = new Map<string, string>();

export function remember(draft: FileDraft): void {
  if (!draft.uri) return;
  // Only the latest few: a page answering many asks must not keep every file alive.
  if (namesByUri.size > 15) namesByUri.delete(namesByUri.keys().next().value!);
  namesByUri.set(draft.uri, draft.name);
}

/** The name of the file a `data:` URI read lately holds, if it was read here. */
export const nameOfUri = (uri: string): string | undefined => namesByUri.get(uri);
