/**
 * `@elicit-kit/core/relay-wire`: the wire between `@elicit-kit/relay` and the person's page,
 * as pure functions, so both ends read it from one place. What an ask looks like on the
 * event stream (`pageAsk` writes it on the server, `readPageAsk` reads it in the page), and
 * whether a posted answer has the right shape and content for its ask (`readAnswerBody`,
 * `checkAnswer`). Issues are values; the relay turns them into statuses.
 */
import { isContentValue, type ElicitRequestParams, type ElicitResult } from './elicitation.js';
import { isObject, isPlainObject, isString, own } from './internal/json.js';
import type { InputResponses } from './mrtr/input-required.js';
import type { InputEntry } from './mrtr/read.js';
import { ELICIT_ACTIONS } from './mrtr/shape.js';
import type { ContentIssue } from './schema/kinds/content-issues.js';
import { compileSchema } from './schema/compile.js';
import { validateContent } from './validate/validate.js';

/** One ask waiting on the server: a push ask (`params`) or a whole round (`entries`). */
export interface ServerAsk {
  readonly id: string;
  readonly serverName: string;
  /** A push ask: the `elicitation/create` params. */
  readonly params?: ElicitRequestParams;
  /** A round: its entries, never its `requestState`. */
  readonly entries?: readonly InputEntry[];
  /** Epoch ms after which nothing is taken. */
  readonly deadline?: number;
  /** The host's label for the ask (where its card goes). */
  readonly tag?: string;
}

/** One ask as the page receives it in an `ask` event. */
export interface PageAsk {
  readonly id: string;
  readonly serverName?: string;
  readonly tag?: string;
  readonly params?: ElicitRequestParams;
  readonly entries?: readonly InputEntry[];
  /** ISO 8601. */
  readonly deadline?: string;
}

/** An ask as the page receives it (a round without its `requestState`, which never leaves the server). */
export function pageAsk(ask: ServerAsk): PageAsk {
  return {
    id: ask.id,
    serverName: ask.serverName,
    ...(ask.tag !== undefined ? { tag: ask.tag } : {}),
    ...(ask.entries ? { entries: ask.entries } : { params: ask.params }),
    ...(ask.deadline !== undefined ? { deadline: new Date(ask.deadline).toISOString() } : {}),
  };
}

/**
 * An `ask` event's data read defensively (it is JSON from the network): the ask, keeping
 * only fields of the right type, or `undefined` when it has no string `id` or neither
 * `entries` (an array: a round) nor `params` (an object: a push ask).
 */
export function readPageAsk(data: unknown): PageAsk | undefined {
  if (!isObject(data) || !isString(own(data, 'id'))) return undefined;
  const entries = own(data, 'entries');
  const params = own(data, 'params');
  const body = Array.isArray(entries)
    ? { entries: entries as InputEntry[] }
    : isObject(params)
      ? { params: params as unknown as ElicitRequestParams }
      : undefined;
  if (!body) return undefined;
  const text = (key: string) => {
    const value = own(data, key);
    return isString(value) ? { [key]: value } : {};
  };
  return {
    id: data['id'] as string,
    ...text('serverName'),
    ...text('tag'),
    ...text('deadline'),
    ...body,
  };
}

/** What the page posts besides the ask's id: one result for a push ask, the `inputResponses` for a round. */
export type RelayAnswer =
  { readonly result: ElicitResult } | { readonly inputResponses: InputResponses };

/** A posted body read: the id and the answer, or why it is malformed (400). */
export type ReadAnswer =
  | { readonly ok: true; readonly id: string; readonly answer: RelayAnswer }
  | { readonly ok: false; readonly problem: string };

/** Reads `{ id, result }` or `{ id, inputResponses }`; anything else is a problem. */
export function readAnswerBody(body: unknown): ReadAnswer {
  if (!isPlainObject(body)) return { ok: false, problem: 'not-object' };
  const { id } = body;
  if (!isString(id)) return { ok: false, problem: 'bad-id' };
  const hasResult = Object.hasOwn(body, 'result');
  const hasResponses = Object.hasOwn(body, 'inputResponses');
  if (hasResult === hasResponses || Object.keys(body).length !== 2)
    return { ok: false, problem: 'bad-fields' };
  if (hasResult) return { ok: true, id, answer: { result: body['result'] as ElicitResult } };
  return {
    ok: true,
    id,
    answer: { inputResponses: body['inputResponses'] as InputResponses },
  };
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

/** What checking one result against its ask found: a malformed shape (400), content issues (422), or nothing. */
type ResultCheck =
  { readonly problem: string } | { readonly issues: readonly ContentIssue[] } | undefined;

/**
 * Checks one `ElicitResult` against its ask's params, strictly (a server refuses what a
 * client would quietly drop): only `action`, `content` and `_meta`, content only when
 * accepting a form, and the content as core `validateContent` judges it.
 */
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
  if (!ELICIT_ACTIONS.includes(action)) return { problem: 'bad-action' };
  const url = (params as { mode?: unknown } | undefined)?.mode === 'url';
  if (content === undefined)
    return action === 'accept' && !url ? checkContent({}, params) : undefined;
  if (action !== 'accept' || url) return { problem: 'unexpected-content' };
  if (!isPlainObject(content) || !Object.values(content).every(isContentValue))
    return { problem: 'bad-content' };
  return checkContent(content, params);
}

function checkContent(
  content: Readonly<Record<string, unknown>>,
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
export function checkAnswer(
  ask: Pick<ServerAsk, 'params' | 'entries'>,
  answer: RelayAnswer,
): AnswerCheck {
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
