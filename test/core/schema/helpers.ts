// Shared helpers for the schema tests (not a test file itself).
import { expect } from 'chai';
import {
  compileSchema,
  type CompiledForm,
  type SchemaIssue,
  type SchemaIssueCode,
} from '@elicit-kit/core';

/** Compiles a root schema with the given properties (and optional extra root keys). */
export function form(
  properties: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): CompiledForm {
  return compileSchema({ type: 'object', properties, ...extra });
}

/** Asserts that `compiled` has an issue with `code` at `path` and returns it. */
export function expectIssue(
  compiled: CompiledForm,
  code: SchemaIssueCode,
  path: string,
): SchemaIssue {
  const found = compiled.issues.find((issue) => issue.code === code && issue.path === path);
  expect(
    found,
    `${code} at ${path} in ${JSON.stringify(compiled.issues.map((i) => [i.code, i.path]))}`,
  ).to.exist;
  return found as SchemaIssue;
}

/** Asserts the form is refused with `code` at `path` (an error). */
export function expectError(
  compiled: CompiledForm,
  code: SchemaIssueCode,
  path: string,
): SchemaIssue {
  const issue = expectIssue(compiled, code, path);
  expect(issue.severity).to.equal('error');
  expect(compiled.ok).to.equal(false);
  expect(compiled.fields).to.deep.equal([]);
  return issue;
}

/** Asserts the form still renders with an issue `code` at `path` of `severity` (`ignored`: noted; `info`: not). */
function expectTolerated(
  compiled: CompiledForm,
  code: SchemaIssueCode,
  path: string,
  severity: SchemaIssue['severity'],
): SchemaIssue {
  const issue = expectIssue(compiled, code, path);
  expect(issue.severity).to.equal(severity);
  expect(compiled.ok, JSON.stringify(compiled.issues)).to.equal(true);
  return issue;
}

/** Asserts the form still renders with an `ignored` issue `code` at `path` (a note the person sees). */
export const expectIgnored = (compiled: CompiledForm, code: SchemaIssueCode, path: string) =>
  expectTolerated(compiled, code, path, 'ignored');

/** Asserts the form still renders with an `info` issue `code` at `path` (read, nothing lost, no note). */
export const expectInfo = (compiled: CompiledForm, code: SchemaIssueCode, path: string) =>
  expectTolerated(compiled, code, path, 'info');
