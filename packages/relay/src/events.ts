/**
 * `GET <base>/events`: one session's Server-Sent Events. Every pending ask first (so a
 * reload or a dropped connection shows them again), then each new `ask` and `withdraw`,
 * with a comment line as heartbeat so proxies keep the stream open. A reader that stops
 * reading is dropped once its unread backlog passes the limit: it holds no memory and
 * no ask.
 */
import type { RelayStore, SessionEvent, StoredAsk } from './store.js';
import { pageAsk, sseEvent } from './wire.js';

/** What an event stream needs of its relay. */
export interface StreamOptions {
  readonly store: RelayStore;
  readonly session: string;
  readonly heartbeatMs: number;
  /** Unread bytes after which the stream is closed. */
  readonly backlogBytes: number;
  /** Register a way to end the stream (the relay closing, the store going away). */
  readonly track: (end: (event?: string) => void) => () => void;
}

const encoder = new TextEncoder();

/** The `Response` carrying the session's event stream. */
export function eventStream({ store, session, heartbeatMs, backlogBytes, track }: StreamOptions): Response {
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const sent = new Set<string>();
        const write = (text: string) => {
          if (!open) return;
          controller.enqueue(encoder.encode(text));
          // A slow or stalled reader: let go rather than buffer without end.
          if ((controller.desiredSize ?? 0) < -backlogBytes) end();
        };
        const send = (event: SessionEvent) => {
          if (event.type === 'ask') {
            if (sent.has(event.ask.id)) return;
            sent.add(event.ask.id);
            write(sseEvent('ask', pageAsk(event.ask)));
          } else {
            const { id, reason } = event.settlement;
            sent.delete(id);
            write(sseEvent('withdraw', { id, reason }));
          }
        };
        // Live events wait until the replay is out, so an ask is never shown after its withdrawal.
        let queued: SessionEvent[] | undefined = [];
        const subscription = store.subscribe(session, (event) => (queued ? queued.push(event) : send(event)));
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
        const untrack = track((event) => {
          if (event) write(sseEvent(event, {}));
          end();
        });
        function end() {
          if (!open) return;
          open = false;
          subscription.close();
          untrack();
          clearInterval(heartbeat);
          try {
            controller.close();
          } catch {
            // Already cancelled by the reader.
          }
        }
        stop = end;
        write('retry: 2000\n\n');
        subscription.ready.then(() => store.pending(session)).then(
          (asks: StoredAsk[]) => {
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
