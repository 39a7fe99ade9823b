/**
 * The `TaskMemory` of `answerWithRound` with `persistKey`: the task a call follows, and the
 * keys already answered in it, kept in `sessionStorage` under `<persistKey>:task`, so that
 * the same call after a reload follows the same task instead of starting the tool again.
 * The asks themselves are not kept here: the task lists them again, and each form's draft
 * comes back from its own key (`<persistKey>/<ask key>`).
 */
import type { JsonRpcRequest, SavedTask, TaskMemory } from '@elicit-kit/core';
import { forget, readSaved, save } from '../internal/persist.js';

/** What identifies the call that started a task: method, tool name or URI, arguments. */
const callOf = (request: JsonRpcRequest): string =>
  JSON.stringify([
    request.method,
    request.params?.['name'] ?? request.params?.['uri'] ?? null,
    request.params?.['arguments'] ?? null,
  ]);

/** A call's task in `sessionStorage` under `<persistKey>:task` (what `answerWithRound` uses; docs/core/round-trips.md). */
export function taskMemory(persistKey: string): TaskMemory {
  const key = `${persistKey}:task`;
  return {
    recall(request) {
      const saved = readSaved(key) as
        { call?: unknown; taskId?: unknown; answered?: unknown } | undefined;
      // Another call under the same key never picks up this task.
      if (saved?.call !== callOf(request) || typeof saved.taskId !== 'string') return undefined;
      const answered = Array.isArray(saved.answered)
        ? saved.answered.filter((value): value is string => typeof value === 'string')
        : [];
      return { taskId: saved.taskId, answered };
    },
    keep(request, task: SavedTask | undefined) {
      if (task) save(key, { call: callOf(request), taskId: task.taskId, answered: task.answered });
      else forget(key);
    },
  };
}
