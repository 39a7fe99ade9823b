/**
 * Collects schema issues with JSON paths, capped so a hostile schema cannot flood memory.
 */
import type { SchemaIssue, SchemaIssueCode } from '../types.js';

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

/** Starts an empty issue log. */
export function issueLog(): IssueLog {
  return { issues: [], failed: false };
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
