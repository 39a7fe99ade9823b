import { useEffect, useRef, type RefObject } from 'react';
import { connectRelay, type ConnectRelayOptions } from '@elicit-kit/elements';

/** What `useRelay` returns. */
export interface RelayView {
  /** Put on the element the asks are shown in: `<div ref={ref} />`. */
  readonly ref: RefObject<HTMLDivElement | null>;
}

/**
 * `connectRelay` for a component: while it is mounted, the asks of the relay at
 * `options.url` are shown in the element given `ref` (inline unless `inline: false`) and
 * answered through it. Reconnects when `url` changes; unmounting closes the connection.
 */
export function useRelay(options: Omit<ConnectRelayOptions, 'container'>): RelayView {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const container = ref.current ?? undefined;
    const connection = connectRelay({ inline: true, ...latest.current, ...(container ? { container } : {}) });
    return () => connection.close();
  }, [options.url]);

  return { ref };
}
