/**
 * Schema issues, the data `compileSchema` reports, and the log that collects them with
 * JSON paths, capped so a hostile schema cannot flood memory.
 */
import type { Issue, IssueParams, IssueSeverity } from '../issue.js';

/** A problem with a schema, at a JSON path from the schema root (`$.properties.age.minimum`). */
export interface SchemaIssue extends Issue<SchemaIssueCode> {
  /** JSON path from the schema root, `$` for the root itself. */
  readonly path: string;
  /** What the text needs (`name` of the field, `keyword`, `max`…); `{}` when nothing. Text: `formatIssue`. */
  readonly params: IssueParams;
  /** `error` refuses the form; `ignored` is a note to the person (a nullable field taken as optional is `info`). */
  readonly severity: IssueSeverity;
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
  | 'no-schema'
  | 'file-keyword-ignored';

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
  params: IssueParams = {},
  severity: IssueSeverity = 'error',
): void {
  if (severity === 'error') log.failed = true;
  if (log.issues.length >= MAX_ISSUES) return;
  log.issues.push({ path, code, params, severity });
}
