/**
 * An ask as the relay's event stream sends it to the page, read defensively: an event's
 * data is JSON from the network, so anything that is not an ask is ignored.
 */
import type { ElicitRequestParams, InputEntry } from '@elicit-kit/core';

/** One ask as the relay sends it. */
export interface PageAsk {
  readonly id: string;
  readonly serverName?: string;
  readonly tag?: string;
  readonly params?: ElicitRequestParams;
  readonly entries?: readonly InputEntry[];
  readonly deadline?: string;
}

/** An event's JSON data; `{}` when it is none. */
export const parse = (event: Event): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse((event as MessageEvent<string>).data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export const isAsk = (value: Record<string, unknown>): value is Record<string, unknown> & PageAsk =>
  typeof value['id'] === 'string' &&
  ((typeof value['params'] === 'object' && value['params'] !== null) ||
    Array.isArray(value['entries']));
