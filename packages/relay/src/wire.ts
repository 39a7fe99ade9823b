/**
 * The wire between relay and page, as pure functions: what an ask looks like on the event
 * stream, and whether a posted answer has the right shape and content for its ask.
 * Issues are values; the relay turns them into statuses.
 */
import {
  compileSchema,
  validateContent,
  type ContentIssue,
  type ElicitRequestParams,
} from '@elicit-kit/core';
import { isPlainObject } from './input.js';
import type { RelayAnswer, StoredAsk } from './store.js';

/** A random UUID's shape: ids that are not one were never handed out (404). */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An ask as the page receives it in an `ask` event (a round without its `requestState`, which the relay never stores). */
export function pageAsk(ask: StoredAsk): Record<string, unknown> {
  return {
    id: ask.id,
    serverName: ask.serverName,
    ...(ask.tag !== undefined ? { tag: ask.tag } : {}),
    ...(ask.entries ? { entries: ask.entries } : { params: ask.params }),
    ...(ask.deadline !== undefined ? { deadline: new Date(ask.deadline).toISOString() } : {}),
  };
}

/** One Server-Sent Event, `data` as one JSON line. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Most issues one 422 lists: a body of many unknown keys never draws a reply many times its size. */
export const MAX_ANSWER_ISSUES = 20;
/** Deepest nesting of an answer's `_meta` (objects and arrays). */
export const MAX_META_DEPTH = 8;

/** Whether `value` nests no deeper than `depth` levels of objects and arrays. */
function withinDepth(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth === 0) return false;
  return Object.values(value).every((inner) => withinDepth(inner, depth - 1));
}

/** A posted body read: the id and the answer, or why it is malformed (400). */
export type ReadAnswer =
  | { readonly ok: true; readonly id: string; readonly answer: RelayAnswer }
  | { readonly ok: false; readonly problem: string };

/** Reads `{ id, result }` or `{ id, inputResponses }`; anything else is a problem. */
export function readAnswerBody(body: unknown): ReadAnswer {
  if (!isPlainObject(body)) return { ok: false, problem: 'not-object' };
  const keys = Object.keys(body);
  const { id } = body;
  if (typeof id !== 'string') return { ok: false, problem: 'bad-id' };
  const hasResult = Object.hasOwn(body, 'result');
  const hasResponses = Object.hasOwn(body, 'inputResponses');
  if (hasResult === hasResponses || keys.length !== 2) return { ok: false, problem: 'bad-fields' };
  if (hasResult) return { ok: true, id, answer: { result: body['result'] as never } };
  return { ok: true, id, answer: { inputResponses: body['inputResponses'] as never } };
}

/** Whether a value is what a form field can carry (core `ElicitContent` values). */
function isContentValue(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** What checking one result against its ask found: a malformed shape (400), content issues (422), or nothing. */
type ResultCheck =
  { readonly problem: string } | { readonly issues: readonly ContentIssue[] } | undefined;

/** Checks one `ElicitResult` against the ask's params, with core `validateContent` for form content. */
function checkResult(result: unknown, params: ElicitRequestParams | undefined): ResultCheck {
  if (!isPlainObject(result)) return { problem: 'result-not-object' };
  if (Object.keys(result).some((key) => key !== 'action' && key !== 'content' && key !== '_meta'))
    return { problem: 'result-fields' };
  const { action, content } = result;
  // The MCP client refuses a result whose _meta is not an object: never take one.
  if (
    Object.hasOwn(result, '_meta') &&
    !(isPlainObject(result['_meta']) && withinDepth(result['_meta'], MAX_META_DEPTH))
  )
    return { problem: 'bad-meta' };
  if (action !== 'accept' && action !== 'decline' && action !== 'cancel')
    return { problem: 'bad-action' };
  const url = (params as { mode?: unknown } | undefined)?.mode === 'url';
  if (content === undefined)
    return action === 'accept' && !url ? checkContent({}, params) : undefined;
  if (action !== 'accept' || url) return { problem: 'unexpected-content' };
  if (!isPlainObject(content) || !Object.values(content).every(isContentValue))
    return { problem: 'bad-content' };
  return checkContent(content, params);
}

function checkContent(
  content: Record<string, unknown>,
  params: ElicitRequestParams | undefined,
): ResultCheck {
  const form = compileSchema(
    (params as { requestedSchema?: unknown } | undefined)?.requestedSchema,
  );
  // A schema the page cannot render is never accepted: the page offers decline or cancel only.
  if (!form.ok) return { issues: [{ field: '', code: 'badInput', params: {} }] };
  const issues = validateContent(form, content);
  return issues.length > 0 ? { issues: issues.slice(0, MAX_ANSWER_ISSUES) } : undefined;
}

/** What checking an answer against its ask found. */
export type AnswerCheck =
  | { readonly status: 204 }
  | { readonly status: 400; readonly problem: string }
  | {
      readonly status: 422;
      readonly issues: readonly ContentIssue[] | Readonly<Record<string, readonly ContentIssue[]>>;
    };

/**
 * Checks a posted answer against its ask on the server, whatever the page checked: a push
 * ask takes one result, a round the `inputResponses` with exactly its keys.
 */
export function checkAnswer(ask: StoredAsk, answer: RelayAnswer): AnswerCheck {
  if ('result' in answer) {
    if (ask.entries) return { status: 400, problem: 'round-needs-input-responses' };
    const found = checkResult(answer.result, ask.params);
    if (!found) return { status: 204 };
    return 'problem' in found
      ? { status: 400, problem: found.problem }
      : { status: 422, issues: found.issues };
  }
  const entries = ask.entries;
  if (!entries) return { status: 400, problem: 'push-needs-result' };
  const responses: unknown = answer.inputResponses;
  if (!isPlainObject(responses)) return { status: 400, problem: 'input-responses-not-object' };
  const keys = Object.keys(responses);
  if (
    keys.length !== entries.length ||
    !entries.every((entry) => Object.hasOwn(responses, entry.key))
  ) {
    return { status: 400, problem: 'input-responses-keys' };
  }
  const issues: Record<string, readonly ContentIssue[]> = {};
  let room = MAX_ANSWER_ISSUES;
  for (const entry of entries) {
    const found = checkResult(responses[entry.key], entry.params as unknown as ElicitRequestParams);
    if (found && 'problem' in found) return { status: 400, problem: found.problem };
    if (!found || room === 0) continue;
    Object.defineProperty(issues, entry.key, {
      value: found.issues.slice(0, room),
      enumerable: true,
    });
    room = Math.max(0, room - found.issues.length);
  }
  return Object.keys(issues).length > 0 ? { status: 422, issues } : { status: 204 };
}
