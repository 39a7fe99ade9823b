/**
 * Picking a file for a file field: the checks that run before any byte is read (size
 * against the field's `maxSize` and the kit-wide cap, type against `accept`), then the
 * read into a `data:<media type>;base64,…` URI with no `name=` parameter (SEP-2356).
 */
import { acceptsFile, mediaTypeOfName, type FileField } from '@elicit-kit/core';
import { maxFileSize } from './file-size.js';
import type { FileDraft } from './view.js';

/** The media type a file goes with: the browser's, else the one of its extension, else bytes of no known type. */
function mediaTypeOf(file: Pick<File, 'name' | 'type'>): string {
  return file.type || mediaTypeOfName(file.name) || 'application/octet-stream';
}

/** `file` as a draft before reading: refused (too large, not accepted) or about to be read. */
function checkPicked(field: FileField, file: File): FileDraft {
  const draft = { name: file.name, type: mediaTypeOf(file), size: file.size };
  if (!acceptsFile(field.accept, draft.type, file.name))
    return { ...draft, problem: 'notAccepted' };
  if (file.size > maxFileSize(field)) return { ...draft, problem: 'tooLarge' };
  return { ...draft, problem: 'reading' };
}

/** Reads `file` as a `data:` URI of `type`, or `undefined` when the browser cannot read it. */
function readAsDataUri(file: Blob, type: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      // readAsDataURL's result is its data: URL.
      const url = reader.result as string;
      // The browser writes its own media type (`application/octet-stream` for an unknown one): ours replaces it.
      const comma = url.indexOf(',');
      resolve(comma < 0 ? undefined : `data:${type};base64${url.slice(comma)}`);
    };
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });
}

/**
 * Checks and reads a picked file, calling `set` with each draft: at once with a refusal or
 * "reading", then with the read file (an image with an object URL for its thumbnail) or
 * "unreadable". `current` tells whether the draft it set is still the field's: a file
 * picked meanwhile wins.
 */
export async function pickFile(
  field: FileField,
  file: File,
  set: (draft: FileDraft) => void,
  current: (draft: FileDraft) => boolean,
): Promise<void> {
  const checked = checkPicked(field, file);
  set(checked);
  if (checked.problem !== 'reading') return;
  const uri = await readAsDataUri(file, checked.type);
  if (!current(checked)) return;
  const { problem: _reading, ...read } = checked;
  if (uri === undefined) return set({ ...read, problem: 'unreadable' });
  set(
    Object.assign(
      read,
      { uri },
      read.type.startsWith('image/') && { preview: URL.createObjectURL(file) },
    ),
  );
}
