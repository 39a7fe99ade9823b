import { useCallback, useEffect, useRef } from 'react';
import { cancel, type ElicitRequestParams, type ElicitResult } from '@elicit-kit/core';
import { showElicitation, type ShowElicitationOptions } from '@elicit-kit/elements';

/** Shows one ask in a modal dialog and resolves with the person's answer (see `useShowElicitation`). */
export type ShowElicitation = (
  request: ElicitRequestParams,
  options?: ShowElicitationOptions,
) => Promise<ElicitResult>;

/**
 * A stable `showElicitation` bound to the calling component's lifetime.
 *
 * The returned function never changes identity, so it is safe in effect dependencies
 * and in `client.setRequestHandler(...)`. When the component unmounts, every dialog it
 * opened closes and resolves `{ action: 'cancel' }`; calls made while unmounted resolve
 * cancel at once. An `options.signal` of the caller still works alongside.
 */
export function useShowElicitation(): ShowElicitation {
  const lifetime = useRef<AbortController | undefined>(undefined);

  // Created in the effect (not during render) so StrictMode's mount, unmount, mount
  // ends with a live controller.
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  return useCallback<ShowElicitation>((request, options = {}) => {
    const own = lifetime.current?.signal;
    if (!own || own.aborted) return Promise.resolve(cancel());
    const signal = options.signal ? AbortSignal.any([own, options.signal]) : own;
    return showElicitation(request, { ...options, signal });
  }, []);
}
