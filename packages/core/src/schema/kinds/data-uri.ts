/**
 * RFC 2397 `data:` URIs as a file field's answer (SEP-2356, spec notes §12a): reading one
 * into its media type and decoded size, and whether a media type or a file name is among
 * a field's `accept` entries (MIME types, `type/*` wildcards, `.ext` extensions).
 */

/** What a `data:` URI holds: its media type (lower case, parameters dropped) and its decoded size in bytes. */
export interface DataUri {
  readonly mediaType: string;
  readonly size: number;
}

// `data:[<media type>][;parameters][;base64],<data>`; a token is RFC 2045's, linear.
const dataShape =
  /^data:((?:[!#$%&'*+.^\w`|~-]+\/[!#$%&'*+.^\w`|~-]+)?)((?:;[!#$%&'*+.^\w`|~-]+=(?:[!#$%&'*+.^\w`|~-]+|"[^"\\]*"))*)(;base64)?,/i;
const base64Shape = /^[A-Za-z\d+/]*={0,2}$/;
const escapeShape = /%[\da-f]{2}/gi;

/**
 * Reads a `data:` URI, or `undefined` when `text` is not one a server can decode: base64
 * data must be whole (length a multiple of 4, only the base64 alphabet); other data is
 * RFC 3986 characters and `%XX` escapes (each one byte). A missing media type is RFC
 * 2397's `text/plain`.
 */
export function readDataUri(text: string): DataUri | undefined {
  const head = dataShape.exec(text);
  if (!head) return undefined;
  const data = text.slice(head[0].length);
  const mediaType = (head[1] || 'text/plain').toLowerCase();
  if (head[3]) {
    if (data.length % 4 || !base64Shape.test(data)) return undefined;
    const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
    return { mediaType, size: (data.length / 4) * 3 - padding };
  }
  if (!/^(?:[\w.~!$&'()*+,;=:@/?-]|%[\da-f]{2})*$/i.test(data)) return undefined;
  const escapes = data.match(escapeShape)?.length ?? 0;
  return { mediaType, size: data.length - 2 * escapes };
}

/** Media types of the extensions people most often send, for an `accept` entry like `.pdf` when only a media type is known. */
const EXTENSION_TYPES: { readonly [extension: string]: string } = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.heic': 'image/heic',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.md': 'text/markdown',
  '.json': 'application/json',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** The media type of a file name's extension, if it is a common one. */
export function mediaTypeOfName(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot).toLowerCase();
  return Object.hasOwn(EXTENSION_TYPES, extension) ? EXTENSION_TYPES[extension] : undefined;
}

/**
 * True when a file of `mediaType` (and, when known, `name`) is one of `accept`: an entry
 * `type/subtype` matches that type, `type/*` any subtype, `.ext` a name ending so. Without
 * a name, an extension matches the media type commonly written for it; an extension with
 * no known media type cannot be told from the media type alone and lets it through (the
 * page, which knows the name, checked it). An empty or missing `accept` takes any file.
 */
export function acceptsFile(
  accept: readonly string[] | undefined,
  mediaType: string,
  name?: string,
): boolean {
  if (!accept?.length) return true;
  const type = mediaType.toLowerCase();
  for (const entry of accept) {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) {
      if (
        name !== undefined
          ? name.toLowerCase().endsWith(wanted)
          : (EXTENSION_TYPES[wanted] ?? type) === type
      )
        return true;
    } else if (wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : wanted === type) {
      return true;
    }
  }
  return false;
}
