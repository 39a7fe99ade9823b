import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  AnswerInput,
  InputEntry,
  JsonRpcRequest,
  RetryContext,
  RoundContext,
  SavedTask,
} from '@elicit-kit/core';
import { answerWithRound, taskMemory, type AnswerWithRoundOptions } from '@elicit-kit/elements';
import { elementRef, type ElementRef } from './element-ref.js';

/** What `useAnswerWithRound` returns. */
export interface RoundAnswerer {
  /** Put on the element the rounds are shown in: `<div ref={ref} />` (a callback ref; `ref.current` is the element). */
  readonly ref: ElementRef;
  /** The `answer` function for core `callWithInput`; stable for the component's lifetime. */
  readonly answer: AnswerInput;
  /** True while a round waits for the person. */
  readonly pending: boolean;
}

/**
 * `answerWithRound` for a component: `callWithInput(send, request, answer)` shows each
 * round in the element given `ref`, with `options` (`serverName`, `deadline`,
 * `persistKey`, …, read when a round is shown). When the component unmounts, a round on
 * screen is withdrawn and the call rejects with the abort reason; `pending` says whether
 * a round waits for the person. With `persistKey`, a call that runs as a task
 * (`callWithInput` with `tasks: true`) follows the same task after a reload.
 */
export function useAnswerWithRound(
  options: Omit<AnswerWithRoundOptions, 'container'> = {},
): RoundAnswerer {
  const [ref] = useState(() => elementRef());
  const latest = useRef(options);
  latest.current = options;
  const lifetime = useRef<AbortController | undefined>(undefined);
  const [pending, setPending] = useState(false);

  // Created in the effect so StrictMode's mount, unmount, mount ends with a live controller.
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const answer = useMemo<AnswerInput>(() => {
    /** The answerer that showed each round, by the request that asked: its `retrySend` brings that round back. */
    const shown = new WeakMap<JsonRpcRequest, AnswerInput>();
    /** Runs `work` with the call's signal tied to the component's lifetime, `pending` while it waits. */
    const waiting = async <T>(
      signal: AbortSignal,
      work: (signal: AbortSignal) => Promise<T>,
    ): Promise<T> => {
      const own = lifetime.current?.signal;
      setPending(true);
      try {
        return await work(own ? AbortSignal.any([own, signal]) : signal);
      } finally {
        setPending(false);
      }
    };
    const run = async (entries: readonly InputEntry[], context: RoundContext) => {
      const container = ref.current;
      if (!container)
        throw new Error(
          'useAnswerWithRound: render the element that takes `ref` before answering.',
        );
      const inner = answerWithRound({ ...latest.current, container });
      shown.set(context.request, inner);
      return waiting(context.signal, (signal) => inner(entries, { ...context, signal }));
    };
    // A failed send of the answers: the same round comes back with them for Retry, as with answerWithRound.
    const retrySend = async (error: unknown, context: RetryContext): Promise<boolean> => {
      const again = shown.get(context.asked)?.retrySend;
      return again
        ? waiting(context.signal, (signal) => again(error, { ...context, signal }))
        : false;
    };
    // With `persistKey`, a call that runs as a task follows the same task after a reload (read when the call starts and ends).
    const memory = () =>
      latest.current.persistKey ? taskMemory(latest.current.persistKey) : undefined;
    return Object.assign(run, {
      hostEntries: latest.current.hostResponses !== undefined,
      retrySend,
      // The person's languages as the rounds' locale says now (read for each request).
      languages: () =>
        answerWithRound({
          ...latest.current,
          container: ref.current ?? document.documentElement,
        }).languages?.() ?? [],
      tasks: {
        recall: (request: JsonRpcRequest) => memory()?.recall(request),
        keep: (request: JsonRpcRequest, task: SavedTask | undefined) =>
          memory()?.keep(request, task),
      },
    });
  }, []);

  return { ref, answer, pending };
}
