/**
 * The most bytes a file field reads: the field's `maxSize`, and a kit-wide cap a host can
 * lower or raise. Apart from picking (`file-pick.ts`, loaded with the file kind's controls):
 * a refusal's message and the public `setMaxFileSize` need it in every form.
 */
import type { FileField } from '@elicit-kit/core';

/** The kit-wide cap on a picked file when a field sets none or a larger one: 10 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

let kitMaxFileSize = DEFAULT_MAX_FILE_SIZE;

/**
 * Sets the most bytes any file field of the page reads (`DEFAULT_MAX_FILE_SIZE` unless
 * set): a field's own `maxSize` applies when smaller. A file's `data:` URI is a third
 * larger than the file, and it travels in one JSON message.
 */
export function setMaxFileSize(bytes: number): void {
  if (Number.isFinite(bytes) && bytes > 0) kitMaxFileSize = Math.floor(bytes);
}

/** The most bytes a file of `field` may have here: the field's `maxSize` or the kit-wide cap, the smaller. */
export function maxFileSize(field: FileField): number {
  return Math.min(field.maxSize ?? Infinity, kitMaxFileSize);
}
