/**
 * File fields (SEP-2356, spec notes §12a): a `format: "uri"` string with `x-mcp-file:
 * { accept?, maxSize? }`, answered with a `data:` URI of one file. A misplaced
 * `x-mcp-file` (on anything else) is ignored with an `info` issue (`property.ts`).
 */
import { isObject, isStringList, own } from '../../internal/json.js';
import type { FileField } from '../model.js';
import { acceptsFile, readDataUri } from './data-uri.js';
import type { FieldKindModule, PropertyReader } from './kind.js';

/** The keyword that makes a `format: "uri"` string a file field. */
export const FILE_KEYWORD = 'x-mcp-file';

/** True when a string property asks for a file: `format: "uri"` with an `x-mcp-file` object. */
export function isFileAsk(read: PropertyReader): boolean {
  return read.get('format') === 'uri' && isObject(read.get(FILE_KEYWORD));
}

export const fileKind: FieldKindModule<FileField> = {
  keywords: ['format', FILE_KEYWORD],
  compile(read) {
    const options = read.get(FILE_KEYWORD) as Record<string, unknown>;
    const at = read.at(FILE_KEYWORD);
    const accept = own(options, 'accept');
    const maxSize = own(options, 'maxSize');
    const field: FileField = Object.assign({}, read.base, { kind: 'file' as const });
    // A bad `accept` or `maxSize` only loosens what the page checks: the server still checks.
    if (isStringList(accept) && accept.length)
      Object.assign(field, { accept: accept.filter((entry) => entry.trim() !== '') });
    else if (accept !== undefined)
      read.issue('ignored-keyword', `${at}.accept`, { keyword: 'accept' }, 'ignored');
    if (typeof maxSize === 'number' && Number.isInteger(maxSize) && maxSize > 0)
      Object.assign(field, { maxSize });
    else if (maxSize !== undefined)
      read.issue('ignored-keyword', `${at}.maxSize`, { keyword: 'maxSize' }, 'ignored');
    if (read.get('default') !== undefined)
      read.issue('bad-default', read.at('default'), {}, 'ignored');
    return field;
  },
  check(field, value, report) {
    if (typeof value !== 'string') return report('typeMismatch');
    if (!value && field.required) return report('valueMissing');
    const file = readDataUri(value);
    if (!file) return report('fileUnreadable');
    if (!acceptsFile(field.accept, file.mediaType))
      report('fileTypeNotAccepted', { accept: field.accept!.join(', ') });
    if (file.size > field.maxSize!)
      report('fileTooLarge', { max: field.maxSize!, size: file.size });
  },
};
