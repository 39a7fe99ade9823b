/**
 * What the relay page helper tells the person, as pure functions: a refused answer (a 422's
 * issues as one line, a 413's limit), and why an ask ended.
 */
import {
  endedBy,
  labelFromKey,
  type ContentIssue,
  type ElicitRequestParams,
} from '@elicit-kit/core';
import type { MessageParams } from '@elicit-kit/core/messages';
import { issueText } from '../messages/text.js';
import { plainText } from '../internal/text.js';
import { ownValue } from '../internal/own.js';
import type { UiMessageCode } from '../messages/en.js';
import type { CardEnded } from '../internal/ask-settings.js';

/** A field's label as the card shows it: the schema's `title`, else its name made readable. */
function labelOf(params: ElicitRequestParams | undefined, field: string): string {
  const schema = (
    params as { requestedSchema?: { properties?: Record<string, { title?: unknown }> } } | undefined
  )?.requestedSchema;
  const title = ownValue(schema?.properties, field)?.title;
  return plainText(typeof title === 'string' && title ? title : labelFromKey(field), 256);
}

/** The issues a relay sent with its 422 ("Age: …; Name: …"), for a list or a round's `{ key: issues }`. */
export function rejectedText(
  issues: unknown,
  params: (key: string) => ElicitRequestParams | undefined,
  locale: string,
): string {
  const lists: [string, unknown][] = Array.isArray(issues)
    ? [['', issues]]
    : typeof issues === 'object' && issues
      ? Object.entries(issues)
      : [];
  const lines: string[] = [];
  for (const [key, list] of lists) {
    if (!Array.isArray(list)) continue;
    for (const issue of list as ContentIssue[]) {
      if (typeof issue?.code !== 'string') continue;
      const field = typeof issue.field === 'string' ? issue.field : '';
      const text = issueText({ code: issue.code, params: issue.params ?? {} }, locale);
      lines.push(field ? `${labelOf(params(key), field)}: ${text}` : text);
    }
  }
  return lines.join('; ');
}

/** What the relay replied to an answer, as JSON; `undefined` for none or anything else (a proxy's own error page). */
export function replyBody(
  text: string,
): { readonly issues?: unknown; readonly limit?: unknown } | undefined {
  try {
    const body: unknown = text ? JSON.parse(text) : undefined;
    return typeof body === 'object' && body !== null ? body : undefined;
  } catch {
    return undefined;
  }
}

/** The status line for an answer the relay refused (`status`, its JSON `body`) or that never arrived. */
export function refusedLine(
  status: number,
  body: { readonly issues?: unknown; readonly limit?: unknown } | undefined,
  params: (key: string) => ElicitRequestParams | undefined,
  locale: string,
): [UiMessageCode, MessageParams] {
  if (status === 422)
    return ['ui.relayRejected', { fields: rejectedText(body?.issues, params, locale) }];
  // Too large (a file, mostly): with the relay's limit when it sent a sane one (a proxy's 413 sends none).
  const limit = body?.limit;
  if (status === 413)
    return typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0
      ? ['ui.relayTooLarge', { bytes: limit }]
      : ['ui.relayTooLargeAny', {}];
  return ['ui.relaySendFailed', {}];
}

/**
 * What the line of an ask that ended without this page's answer says, in the words of a
 * card's own ended line (`ended`, `ui.receipt-*`): expired by the clock (`signal`, the ask's
 * one signal) or the relay's `withdraw` reason (`withdrawal`'s); nothing when the page itself
 * closed the connection.
 */
export function endedLine(signal: AbortSignal, withdrawal: AbortSignal): UiMessageCode | undefined {
  const reason: unknown = withdrawal.reason;
  const how: CardEnded | undefined =
    endedBy(signal) === 'expired' || reason === 'expired'
      ? 'expired'
      : reason === 'answered'
        ? 'answered-elsewhere'
        : reason === 'closed'
          ? undefined
          : 'withdrawn';
  return how && `ui.receipt-${how}`;
}
