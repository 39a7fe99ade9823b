/**
 * What the relay page helper tells the person, as pure functions: a 422's issues as one
 * line, and why an ask ended.
 */
import {
  endedBy,
  labelFromKey,
  type ContentIssue,
  type ElicitRequestParams,
} from '@elicit-kit/core';
import { issueText } from '../messages/text.js';
import { plainText } from '../internal/text.js';
import { ownValue } from '../internal/own.js';
import type { UiMessageCode } from '../messages/en.js';

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

/**
 * What the line of an ask that ended without this page's answer says: expired by the
 * clock (`signal`, the ask's one signal) or the relay's `withdraw` reason (`withdrawal`'s);
 * nothing when the page itself closed the connection.
 */
export function endedLine(signal: AbortSignal, withdrawal: AbortSignal): UiMessageCode | undefined {
  const reason: unknown = withdrawal.reason;
  if (endedBy(signal) === 'expired' || reason === 'expired') return 'ui.relayEnded-expired';
  return reason === 'answered'
    ? 'ui.relayEnded-answered'
    : reason === 'closed'
      ? undefined
      : 'ui.relayEnded-withdrawn';
}
