/** Reads a relay's event stream in tests: each event parsed, waited for by type. */
import { createSseParser } from '@elicit-kit/core';
import type { Relay } from '@elicit-kit/relay';

/** One parsed event. */
interface RelayEvent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** An open event stream. */
export interface EventReader {
  readonly status: number;
  /** Every event received so far. */
  readonly events: RelayEvent[];
  /** The next event of `type` not yet taken by `next` (rejects after `ms`). */
  next(type: string, ms?: number): Promise<RelayEvent>;
  /** True once the relay ended the stream. */
  readonly ended: boolean;
  close(): Promise<void>;
}

/** Reads a `text/event-stream` body. */
export function readEvents(response: Response): EventReader {
  const events: RelayEvent[] = [];
  const taken = new Set<RelayEvent>();
  const waiters = new Set<() => void>();
  let ended = false;
  const parser = createSseParser(({ event, data }) => {
    events.push({ event: event ?? 'message', data: JSON.parse(data) as Record<string, unknown> });
    for (const wake of [...waiters]) wake();
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { done, value } = await reader
        .read()
        .catch(() => ({ done: true as const, value: undefined }));
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    ended = true;
    for (const wake of [...waiters]) wake();
  })();
  return {
    status: response.status,
    events,
    get ended() {
      return ended;
    },
    next(type, ms = 3000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.find((event) => event.event === type && !taken.has(event));
          if (!found) return false;
          taken.add(found);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `no "${type}" event within ${ms} ms; got ${events.map((event) => event.event).join(', ') || 'nothing'}`,
            ),
          );
        }, ms);
        if (!look()) waiters.add(wake);
      });
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}

/** Opens `GET /relay/events` of `session`. */
export async function openEvents(relay: Relay, session: string): Promise<EventReader> {
  return readEvents(await relay.handle(new Request('http://host.test/relay/events'), session));
}

/** Posts `body` (a value, sent as JSON, or raw text) to `/relay/answer` of `session`. */
export async function postAnswer(
  relay: Relay,
  session: string,
  body: unknown,
  raw = false,
): Promise<{ status: number; body: unknown }> {
  const response = await relay.handle(
    new Request('http://host.test/relay/answer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
    session,
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A form-mode ask. */
export const NAME_ASK = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      age: { type: 'integer', title: 'Age', minimum: 18 },
    },
    required: ['name'],
  },
} as const;
