/**
 * The relay's event stream, kept open: a refused connection (an HTTP error, which the browser
 * does not retry) is opened again after 1 s, doubling to 30 s, back to 1 s once one opens. On
 * each connection the relay sends the pending asks again.
 */
import { readPageAsk, type PageAsk } from '@elicit-kit/core/relay-wire';
import { parse } from './event-data.js';

/** What the stream tells its connection. */
export interface RelayStreamEvents {
  /** Connected (again). */
  readonly onOpen: () => void;
  /** An ask, read defensively: malformed ones never arrive here. */
  readonly onAsk: (ask: PageAsk) => void;
  /** The relay took an ask back (`reason`: how it ended). */
  readonly onWithdraw: (id: string, reason: unknown) => void;
  /** The relay's store cannot be reached. */
  readonly onUnavailable: () => void;
  /** The connection dropped or was refused. */
  readonly onOffline: () => void;
}

/** The open stream. */
export interface RelayStream {
  /** Connects again at `url()` now; the connection before it stays open until the new one opens, so no withdrawal is missed. */
  reopen(): void;
  close(): void;
}

/** Opens `url()` (read at each connection) and keeps it open until `close()`. */
export function openRelayStream(url: () => string, on: RelayStreamEvents): RelayStream {
  /** Every connection not yet closed; the last one is the current. */
  const sources = new Set<EventSource>();
  let current: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = 1000;
  let closed = false;
  const connect = () => {
    clearTimeout(retry);
    if (closed) return;
    const events = (current = new EventSource(url()));
    sources.add(events);
    events.addEventListener('open', () => {
      delay = 1000;
      for (const older of sources) {
        if (older === events) continue;
        older.close();
        sources.delete(older);
      }
      on.onOpen();
    });
    events.addEventListener('ask', (event) => {
      const ask = readPageAsk(parse(event));
      if (ask) on.onAsk(ask);
    });
    events.addEventListener('withdraw', (event) => {
      const { id, reason } = parse(event);
      if (typeof id === 'string') on.onWithdraw(id, reason);
    });
    events.addEventListener('unavailable', on.onUnavailable);
    events.addEventListener('error', () => {
      const refused = events.readyState === EventSource.CLOSED;
      if (refused) sources.delete(events);
      // A connection already replaced has nothing more to say.
      if (closed || events !== current) return;
      on.onOffline();
      // The browser retries a dropped stream itself; a refused one (an HTTP error) is ours to retry.
      if (refused) {
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      }
    });
  };
  connect();
  return {
    reopen: connect,
    close() {
      closed = true;
      clearTimeout(retry);
      for (const source of sources) source.close();
      sources.clear();
    },
  };
}
