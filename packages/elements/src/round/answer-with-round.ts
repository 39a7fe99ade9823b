/**
 * `answerWithRound`: the `answer` function of core `callWithInput`, shown to the person as
 * one `<elicit-round>` per round. The straight path for a page that talks to MCP servers:
 * `callWithInput(send, request, answerWithRound({ container, serverName }))`.
 */
import {
  askSignal,
  endedBy,
  type AnswerInput,
  type InputEntry,
  type InputResponses,
  type JsonObject,
  type JsonRpcRequest,
  type RetryContext,
  type RoundContext,
} from '@elicit-kit/core';
import type { ElicitRound } from './elicit-round.js';
import { createRound } from './create-round.js';
import { taskMemory } from './task-memory.js';
import { nearestLang } from '../internal/card-host.js';
import { personLanguages } from '../internal/person-languages.js';
import { endedAtSending } from '../internal/never-late.js';
import type { AskSettings } from '../internal/ask-settings.js';
import type { ElicitRoundDetail } from '../events/elicit-round.js';

/**
 * Options of `answerWithRound`: the shared settings (`AskSettings`) and `hostResponses`.
 * Each round is shown in `container`, in place of the one before (a chat transcript, a
 * panel). Past `deadline` a round stays, saying it expired, with what was typed, while the
 * answer rejects with a `TimeoutError` `DOMException`, so nothing is ever sent late. With
 * `persistKey`, each round and its forms' drafts are kept until answered; after a reload, an
 * `<elicit-round>` with that `persistKey` and no result shows the pending round again (see
 * docs/elements/elicit-round.md), and for a call that runs as a task (`callWithInput` with
 * `tasks: true`) the task's id and the keys answered in it are kept too: the same call after
 * a reload follows the same task, never starting the tool again.
 */
export interface AnswerWithRoundOptions
  extends
    Pick<AskSettings, 'serverName' | 'locale' | 'theme' | 'deadline' | 'persistKey'>,
    Required<Pick<AskSettings, 'container'>> {
  /**
   * Answers the round's `sampling/createMessage` and `roots/list` entries that the call's own
   * `sampling`/`roots` options do not handle, with their bare results: the round lists them
   * ("Handled by the app") and sends them with the person's answers, once they are ready.
   */
  readonly hostResponses?: (
    entry: InputEntry,
    context: RoundContext,
  ) => Promise<JsonObject> | JsonObject;
}

/**
 * The person pressed Cancel (or Escape) on a round: `callWithInput` rejects with this, so
 * the host can tell a person's cancellation from a failure. `inputResponses` holds the
 * `{ action: 'cancel' }` answers, for a host that wants to send them after all.
 */
export class RoundCancelledError extends Error {
  readonly code = 'cancelled';
  readonly inputResponses: InputResponses;

  constructor(inputResponses: InputResponses) {
    super('The person cancelled the round.');
    this.name = 'RoundCancelledError';
    this.inputResponses = inputResponses;
  }
}

/**
 * Waits for the one answer of `round` under the ask's `signal` (core `askSignal`): `answered`
 * gets the detail of a Send, Retry or Cancel made in time, with the round removed. Expired or
 * withdrawn, the round stays (it says so and refuses to send) with what was typed, and `ended`
 * gets the signal's reason (a `TimeoutError` at the deadline). Returns what stops the wait.
 */
function awaitRound(
  round: ElicitRound,
  signal: AbortSignal,
  ended: (reason: unknown) => void,
  answered: (detail: ElicitRoundDetail) => void,
): () => void {
  const stop = () => {
    signal.removeEventListener('abort', onEnd);
    round.removeEventListener('elicit-round', onRound);
  };
  const onEnd = () => {
    stop();
    if (endedBy(signal) === 'withdrawn') round.withdrawn = true;
    ended(signal.reason);
  };
  const onRound = (event: HTMLElementEventMap['elicit-round']) => {
    // Never late, whatever the round last rendered: endedBy reads the clock (the timer's abort
    // ends the wait a moment later); the round unlocks to say so, with what was typed.
    if (endedAtSending(signal, round)) return;
    stop();
    round.remove();
    answered(event.detail);
  };
  round.addEventListener('elicit-round', onRound);
  signal.addEventListener('abort', onEnd, { once: true });
  if (signal.aborted) onEnd();
  return stop;
}

/**
 * Returns the `answer` function for `callWithInput`. Each round is shown as one
 * `<elicit-round>` appended to `container`; Send removes it and resolves with exactly the
 * `inputResponses` sent; Cancel removes it and rejects with `RoundCancelledError`. When the
 * call aborts (`context.signal`), the round says it was withdrawn, refuses to send and stays
 * visible, so what the person typed is not lost, and the answer rejects with the signal's
 * reason (the host removes it). Past `deadline` likewise, rejecting with a `TimeoutError`.
 * Registers the tags it needs unless the page has already.
 */
export function answerWithRound(options: AnswerWithRoundOptions): AnswerInput {
  const { container, hostResponses } = options;
  /**
   * Each sent round, kept for a Retry if its answers do not reach the server, by the request
   * that asked: one answerer may serve several calls at once, each retrying its own round.
   */
  const sent = new WeakMap<JsonRpcRequest, ElicitRound>();
  const answer = (entries: readonly InputEntry[], context: RoundContext) =>
    new Promise<InputResponses>((resolve, reject) => {
      // As connectRelay sets its rounds: a theme only when given, else the round keeps its own default.
      const round = Object.assign(createRound(), {
        serverName: options.serverName ?? '',
        locale: options.locale || nearestLang(container),
        ...(options.theme && { theme: options.theme }),
        entries,
        // requestState has one owner, the loop, which resends it itself: the round is not given it.
        deadline: options.deadline,
        persistKey: options.persistKey ?? '',
      });
      container.append(round);

      const signal = askSignal({ deadline: options.deadline, signal: context.signal });
      const stop = awaitRound(round, signal, reject, ({ inputResponses, cancelled }) => {
        if (cancelled) {
          sent.delete(context.request);
          reject(new RoundCancelledError(inputResponses));
        } else {
          sent.set(context.request, round);
          resolve(inputResponses);
        }
      });
      if (signal.aborted) return;

      // Host entries the loop hands over are answered here, each as soon as it is ready.
      for (const entry of entries) {
        if (entry.method === 'elicitation/create' || !hostResponses) continue;
        Promise.resolve()
          .then(() => hostResponses(entry, context))
          .then((value) => {
            round.hostResponses = { ...round.hostResponses, [entry.key]: value };
          })
          .catch((error: unknown) => {
            stop();
            reject(error);
          });
      }
      void round.updateComplete.then(() => {
        if (round.isConnected && !signal.aborted) round.focus();
      });
    });
  /**
   * The answers did not reach the server: the sent round comes back with what the person
   * answered, says so and offers Retry (resolves true: the loop sends the same answers and
   * requestState again) or Cancel (`RoundCancelledError`). An abort or the deadline locks it
   * and rejects, as for the first Send.
   */
  const retrySend = (_error: unknown, context: RetryContext) =>
    new Promise<boolean>((resolve, reject) => {
      const round = sent.get(context.asked);
      if (!round) return resolve(false);
      container.append(round);
      round.sendFailed();
      // Retry sends too: refused past the deadline or after a withdrawal, as the first Send.
      const signal = askSignal({ deadline: options.deadline, signal: context.signal });
      awaitRound(round, signal, reject, ({ inputResponses, cancelled }) =>
        cancelled ? reject(new RoundCancelledError(inputResponses)) : resolve(true),
      );
      void round.updateComplete.then(() =>
        round.shadowRoot?.querySelector<HTMLElement>('[part~="summary"]')?.focus(),
      );
    });
  return Object.assign(answer, {
    hostEntries: hostResponses !== undefined,
    retrySend,
    // Every request of the call says which languages the person reads (SEP-2792 acceptLanguage).
    languages: () => personLanguages(options.locale || nearestLang(container)),
    ...(options.persistKey && { tasks: taskMemory(options.persistKey) }),
  });
}
