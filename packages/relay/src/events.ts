/**
 * `GET <base>/events`: one session's Server-Sent Events. Every pending ask first (so a
 * reload or a dropped connection shows them again), then each new `ask` and `withdraw`,
 * with a comment line as heartbeat so proxies keep the stream open. A reader that stops
 * reading is dropped once its unread backlog passes the limit: its buffers are released at
 * once. Streams are counted per session (a new one closes the oldest) and per process.
 */
import { pageAsk } from '@elicit-kit/core/relay-wire';
import type { RelayStore, SessionEvent } from './store.js';

/** One Server-Sent Event, `data` as one JSON line. */
function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Ends a stream, first sending `event` when given. */
export type EndStream = (event?: string, data?: unknown) => void;

/** The open streams of a process, by session, oldest first. */
export class StreamRegistry {
  readonly #bySession = new Map<string, EndStream[]>();
  #count = 0;

  constructor(
    readonly perSession: number,
    readonly perProcess: number,
  ) {}

  /** Whether the process has room for one more stream (after the session's oldest make room). */
  hasRoom(session: string): boolean {
    return (
      this.#count < this.perProcess ||
      (this.#bySession.get(session)?.length ?? 0) >= this.perSession
    );
  }

  /** Counts `end` as open; the session's oldest streams past the cap are ended, told why. Returns the un-count. */
  add(session: string, end: EndStream): () => void {
    let list = this.#bySession.get(session);
    if (!list) this.#bySession.set(session, (list = []));
    list.push(end);
    this.#count += 1;
    while (list.length > this.perSession) list[0]!('closed', { reason: 'too-many-streams' });
    const own = list;
    return () => {
      const at = own.indexOf(end);
      if (at < 0) return;
      own.splice(at, 1);
      this.#count -= 1;
      if (own.length === 0 && this.#bySession.get(session) === own) this.#bySession.delete(session);
    };
  }

  /** Ends every stream (the relay closing, the store going away). */
  endAll(event?: string): void {
    for (const list of [...this.#bySession.values()])
      for (const end of [...list]) end(event, event ? {} : undefined);
  }

  get size(): number {
    return this.#count;
  }
}

/** What an event stream needs of its relay. */
export interface StreamOptions {
  readonly store: RelayStore;
  readonly session: string;
  readonly heartbeatMs: number;
  /** Unread bytes after which the stream is dropped. */
  readonly backlogBytes: number;
  readonly streams: StreamRegistry;
}

const encoder = new TextEncoder();
/** A stream closed to make room is told to come back much later, so tabs past the cap do not take turns. */
const REPLACED_RETRY_MS = 60_000;

/** The `Response` carrying the session's event stream. */
export function eventStream({
  store,
  session,
  heartbeatMs,
  backlogBytes,
  streams,
}: StreamOptions): Response {
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const sent = new Set<string>();
        const write = (text: string) => {
          if (!open) return;
          controller.enqueue(encoder.encode(text));
          // A slow or stalled reader: let go, and drop what it never read.
          if ((controller.desiredSize ?? 0) < -backlogBytes) end(undefined, undefined, true);
        };
        const send = (event: SessionEvent) => {
          // One event that cannot be written (a value JSON cannot carry) never ends the stream, let alone the process.
          try {
            if (event.type === 'ask') {
              if (sent.has(event.ask.id)) return;
              const text = sseEvent('ask', pageAsk(event.ask));
              sent.add(event.ask.id);
              write(text);
            } else {
              const { id, reason } = event.settlement;
              sent.delete(id);
              write(sseEvent('withdraw', { id, reason }));
            }
          } catch (error) {
            console.error('elicit-kit relay: an event could not be sent:', error);
          }
        };
        // Live events wait until the replay is out, so an ask is never shown after its withdrawal.
        let queued: SessionEvent[] | undefined = [];
        const subscription = store.subscribe(session, (event) =>
          queued ? queued.push(event) : send(event),
        );
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
        const untrack = streams.add(session, (event, data) => {
          if (event === 'closed') write(`retry: ${REPLACED_RETRY_MS}\n\n`);
          if (event) write(sseEvent(event, data ?? {}));
          end();
        });
        function end(_event?: string, _data?: unknown, stalled = false) {
          if (!open) return;
          open = false;
          subscription.close();
          untrack();
          clearInterval(heartbeat);
          try {
            if (stalled) controller.error(new Error('The reader stopped reading.'));
            else controller.close();
          } catch {
            // Already cancelled by the reader.
          }
        }
        stop = end;
        write('retry: 2000\n\n');
        subscription.ready
          .then(() => store.pending(session))
          .then(
            (asks) => {
              for (const ask of asks) send({ type: 'ask', ask });
              const live = queued ?? [];
              queued = undefined;
              for (const event of live) send(event);
            },
            () => {
              write(sseEvent('unavailable', {}));
              end();
            },
          );
      },
      cancel() {
        stop();
      },
    },
    // No high-water mark: desiredSize is minus the bytes the reader has not taken yet.
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies buffer responses unless told not to.
      'x-accel-buffering': 'no',
    },
  });
}
