/**
 * Schema issues, the data `compileSchema` reports, and the log that collects them with
 * JSON paths, capped so a hostile schema cannot flood memory.
 */

/** A problem with a schema, at a JSON path from the schema root (`$.properties.age.minimum`). */
export interface SchemaIssue {
  /** JSON path from the schema root, `$` for the root itself. */
  readonly path: string;
  /** Stable machine-readable code (see `SchemaIssueCode`). */
  readonly code: SchemaIssueCode;
  /** What the text needs (`name` of the field, `keyword`, `max`…); `{}` when nothing. Text: `formatIssue`. */
  readonly params: { readonly [key: string]: string | number };
  /**
   * `error`: cannot be rendered faithfully. `ignored`: tolerated and dropped, the form still
   * renders (worth a note to the person). `info`: read another way with nothing lost (a
   * nullable field taken as optional); no note.
   */
  readonly severity: 'error' | 'ignored' | 'info';
}

/** Codes of schema issues. */
export type SchemaIssueCode =
  | 'schema-not-object'
  | 'schema-too-large'
  | 'property-not-object'
  | 'nested-object'
  | 'array-not-enum'
  | 'unknown-type'
  | 'missing-type'
  | 'unsupported-format'
  | 'unsupported-keyword'
  | 'ref-not-supported'
  | 'min-above-max'
  | 'bad-bound'
  | 'bad-enum'
  | 'bad-enum-names'
  | 'bad-option'
  | 'duplicate-option'
  | 'too-many-options'
  | 'too-many-fields'
  | 'required-missing-property'
  | 'bad-required'
  | 'bad-default'
  | 'default-not-option'
  | 'ignored-keyword'
  | 'nullable-optional'
  | 'bad-const'
  | 'pattern-not-checked'
  | 'no-schema';

type MessageParams = SchemaIssue['params'];

/** Most issues listed; later ones are counted into `ok` but not listed. */
export const MAX_ISSUES = 200;

const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * Appends a key or index to a JSON path: `$.properties.age`, `$.properties["weird key"]`, `$.enum[2]`.
 */
export function pathTo(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return identifier.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

/** Issues found so far, and whether any of them is an error. */
export interface IssueLog {
  readonly issues: SchemaIssue[];
  failed: boolean;
}

/** Records an issue as data (text comes from `formatIssue`); `severity` defaults to `error`. */
export function report(
  log: IssueLog,
  code: SchemaIssueCode,
  path: string,
  params: MessageParams = {},
  severity: SchemaIssue['severity'] = 'error',
): void {
  if (severity === 'error') log.failed = true;
  if (log.issues.length >= MAX_ISSUES) return;
  log.issues.push({ path, code, params, severity });
}
