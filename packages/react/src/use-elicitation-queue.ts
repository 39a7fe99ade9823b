import { useCallback, useRef, useState } from 'react';
import type { ShowElicitationOptions } from '@elicit-kit/elements';
import { useShowElicitation, type ShowElicitation } from './use-show-elicitation.js';
import type { ElementHolder } from './element-ref.js';

/** Options of `useElicitationQueue`: defaults for every ask, and where inline asks go. */
export interface ElicitationQueueOptions extends Omit<
  ShowElicitationOptions,
  'container' | 'signal'
> {
  /** Inline asks render in this element (with `inline: true`); read when an ask is shown. A `useRef` object of React 18 or 19. */
  readonly containerRef?: ElementHolder;
}

/** What `useElicitationQueue` returns. */
export interface ElicitationQueue {
  /** Queues an ask (shown one at a time, modal or inline); resolves with its own answer. */
  readonly show: ShowElicitation;
  /** How many asks this component queued that are not answered yet (shown plus waiting). */
  readonly pending: number;
}

/**
 * `showElicitation`'s queue for a component: a stable `show` bound to the component's
 * lifetime (as `useShowElicitation`), with `defaults` applied to every ask (`inline`,
 * `receipt`, `deadline`, … and `containerRef` for inline asks), and `pending`, the number
 * of its asks still waiting for an answer, for a badge or a disabled input box. Several
 * asks at once are never lost: one is shown at a time and each resolves on its own.
 */
export function useElicitationQueue(defaults: ElicitationQueueOptions = {}): ElicitationQueue {
  const showOne = useShowElicitation();
  const [pending, setPending] = useState(0);
  const latest = useRef(defaults);
  latest.current = defaults;
  const show = useCallback<ShowElicitation>(
    (request, options = {}) => {
      const { containerRef, ...rest } = latest.current;
      const container = containerRef?.current ?? undefined;
      setPending((count) => count + 1);
      return showOne(request, { ...rest, ...(container ? { container } : {}), ...options }).finally(
        () => setPending((count) => count - 1),
      );
    },
    [showOne],
  );
  return { show, pending };
}
