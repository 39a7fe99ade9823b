/**
 * Files in answers (SEP-2356): a file field is answered with a `data:` URI, a third larger
 * than the file, inside one answer body, so `limits.bodyBytes` must make room for the files
 * an ask may take. `bodyBytesForFiles` says how much; the relay warns once when an ask's
 * declared `maxSize`s need more than its limit (the answer would be refused with 413).
 */
import { compileSchema, type InputEntry } from '@elicit-kit/core';

/** The keyword of a file field (SEP-2356). */
const FILE_KEYWORD = 'x-mcp-file';

/** Room for everything of an answer but the files' base64: ids, keys, media types, other fields. */
const ANSWER_OVERHEAD = 8 * 1024;

/**
 * The `limits.bodyBytes` an answer needs to carry files of `fileBytes` decoded bytes in all
 * (say, one field's `maxSize`): their base64 (4 bytes for every 3) plus 8 KiB for the rest.
 */
export function bodyBytesForFiles(fileBytes: number): number {
  return Math.ceil(Math.max(0, fileBytes) / 3) * 4 + ANSWER_OVERHEAD;
}

/** The decoded bytes the file fields of one ask's `params` may take, by their `maxSize` (0: none declared). */
function declaredFileBytes(params: unknown): number {
  const schema = (params as { requestedSchema?: { properties?: unknown } } | undefined)
    ?.requestedSchema;
  const properties = schema?.properties;
  // Most asks have no file field: they cost one look at each property, never a compile.
  if (
    typeof properties !== 'object' ||
    properties === null ||
    !Object.values(properties).some(
      (property: unknown) =>
        typeof property === 'object' && property !== null && Object.hasOwn(property, FILE_KEYWORD),
    )
  )
    return 0;
  let total = 0;
  for (const field of compileSchema(schema).fields)
    if (field.kind === 'file' && field.maxSize) total += field.maxSize;
  return total;
}

/** What to tell the host when the files an ask (its `params` or `entries`) declares need a body over `bodyBytes`. */
function fileRoomWarning(
  body: { readonly params?: unknown; readonly entries?: readonly InputEntry[] },
  bodyBytes: number,
): string | undefined {
  const files = body.entries
    ? body.entries.reduce((sum, entry) => sum + declaredFileBytes(entry.params), 0)
    : declaredFileBytes(body.params);
  const needed = bodyBytesForFiles(files);
  if (!files || needed <= bodyBytes) return undefined;
  return `elicit-kit relay: an ask takes files of up to ${files} bytes, whose answer needs about ${needed} bytes, over limits.bodyBytes (${bodyBytes}): its answer would be refused with 413. Set limits.bodyBytes to bodyBytesForFiles(${files}) or more (docs/relay.md, "Files and languages").`;
}

/** Checks an ask (its `params`, or a round's `entries`) for files its answer body cannot carry. */
export type FileRoomWarner = (body: Parameters<typeof fileRoomWarning>[0]) => void;

/** Checks each ask made with `fileRoomWarning` and warns the first time one does not fit: once, never a log line per ask. */
export function fileRoomWarner(bodyBytes: number): FileRoomWarner {
  let warned = false;
  return (body) => {
    const warning = warned ? undefined : fileRoomWarning(body, bodyBytes);
    if (!warning) return;
    warned = true;
    console.warn(warning);
  };
}
