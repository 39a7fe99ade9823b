import { useEffect, useRef, useState } from 'react';
import { connectRelay, type ConnectRelayOptions, type RelayConnection } from '@elicit-kit/elements';
import { elementRef, type ElementRef } from './element-ref.js';

/** What `useRelay` returns. */
export interface RelayView {
  /** Put on the element the asks are shown in by default (and the connection's status line): `<div ref={relay.ref} />`. */
  readonly ref: ElementRef;
  /**
   * A stable callback ref for the element where the asks tagged `tag` (the relay's `tag`
   * option, e.g. a tool call id) are shown: `<div ref={relay.place(toolCallId)} />`. An ask
   * that arrived before it mounted moves into it; while it is unmounted the ask goes back to `ref`'s element.
   */
  readonly place: (tag: string) => (element: HTMLElement | null) => void;
}

/**
 * `connectRelay` for a component: while it is mounted, the asks of the relay at
 * `options.url` are shown in the element given `ref` (inline unless `inline: false`), or
 * in the element given `place(tag)` for their tag, and answered through it. A new `theme`,
 * `locale`, `receipt` or `persistKey` reaches the connection, whose cards stay (`theme`
 * and `locale` reach the cards on screen); a new `url`, or another element for `ref`,
 * reconnects. Unmounting closes the connection.
 */
export function useRelay(options: Omit<ConnectRelayOptions, 'container'>): RelayView {
  const latest = useRef(options);
  latest.current = options;
  /** The live connection, and the element it was made for. */
  const connection = useRef<
    { readonly live: RelayConnection; readonly container: HTMLElement | null } | undefined
  >(undefined);
  // Bumped when `ref` is given another element once connected: the connection is made again there.
  const [container, setContainer] = useState(0);
  const [view] = useState(() => {
    const placeholders = new Map<string, HTMLElement>();
    const refs = new Map<string, (element: HTMLElement | null) => void>();
    const ref = elementRef((element) => {
      const now = connection.current;
      if (element && now && element !== now.container) setContainer((count) => count + 1);
    });
    const place = (tag: string) => {
      let callback = refs.get(tag);
      if (!callback) {
        callback = (element: HTMLElement | null) => {
          if (element) placeholders.set(tag, element);
          else placeholders.delete(tag);
          connection.current?.live.relocate();
        };
        refs.set(tag, callback);
      }
      return callback;
    };
    return { ref, place, placeholders };
  });

  useEffect(() => {
    const found = view.ref.current;
    const live = connectRelay({
      inline: true,
      ...latest.current,
      ...(found ? { container: found } : {}),
      // A placeholder for the ask's tag, else the host's own `place`, else the container.
      place: (ask) =>
        (ask.tag === undefined ? undefined : view.placeholders.get(ask.tag)) ??
        latest.current.place?.(ask),
    });
    connection.current = { live, container: found };
    return () => {
      live.close();
      connection.current = undefined;
    };
  }, [options.url, container]);

  const { theme, locale, receipt, persistKey } = options;
  useEffect(() => {
    connection.current?.live.update({ theme, locale, receipt, persistKey });
  }, [theme, locale, receipt, persistKey]);

  return { ref: view.ref, place: view.place };
}
