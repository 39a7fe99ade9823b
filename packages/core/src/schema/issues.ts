/**
 * Collects schema issues with JSON paths, capped so a hostile schema cannot flood memory.
 */
import { formatMessage, type MessageParams } from '../messages/catalog.js';
import type { SchemaIssue, SchemaIssueCode } from '../types.js';

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

/**
 * Records an issue; `severity` defaults to `error`. Issues about the form itself
 * (no `name`) use the `schema.<code>.root` message when the catalog has one.
 */
export function report(
  log: IssueLog,
  code: SchemaIssueCode,
  path: string,
  params: MessageParams = {},
  severity: SchemaIssue['severity'] = 'error',
): void {
  if (severity === 'error') log.failed = true;
  if (log.issues.length >= MAX_ISSUES) return;
  let key = `schema.${code}`;
  if (params.name === undefined && formatMessage(`${key}.root`) !== `${key}.root`) key += '.root';
  log.issues.push({ path, code, message: formatMessage(key, params), params, severity });
}
