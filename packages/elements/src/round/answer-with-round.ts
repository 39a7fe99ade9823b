/**
 * `answerWithRound`: the `answer` function of core `callWithInput`, shown to the person as
 * one `<elicit-round>` per round. The straight path for a page that talks to MCP servers:
 * `callWithInput(send, request, answerWithRound({ container, serverName }))`.
 */
import type { AnswerInput, InputEntry, InputResponses, JsonObject, JsonRpcRequest, RetryContext, RoundContext } from '@elicit-kit/core';
import { cardTags, defineTags } from '../tags.js';
import { ElicitRound } from './elicit-round.js';
import { taskMemory } from './task-memory.js';

/** Options of `answerWithRound`. */
export interface AnswerWithRoundOptions {
  /** Where each round is shown, in place of the one before (a chat transcript, a panel). */
  readonly container: HTMLElement;
  /** The name of the MCP server that asks. */
  readonly serverName?: string;
  /** The locale of the kit's strings; defaults to the container's nearest `lang`. */
  readonly locale?: string;
  /** Forces the light or dark theme. */
  readonly theme?: 'light' | 'dark';
  /**
   * When the person's time to answer ends (a `Date` or epoch ms): each round counts down,
   * and at the deadline it stays, saying it expired, with what was typed, while the answer
   * rejects with a `TimeoutError` `DOMException`, so nothing is ever sent late.
   */
  readonly deadline?: Date | number;
  /**
   * Opt-in: each round and its forms' drafts are kept in `sessionStorage` under this key
   * until answered; after a reload, an `<elicit-round>` with that `persistKey` and no result shows
   * the pending round again (see docs/elements/elicit-round.md). For a call that runs as a
   * task (`callWithInput` with `tasks: true`), the task's id and the keys answered in it are
   * kept too: the same call after a reload follows the same task, never starting the tool again.
   */
  readonly persistKey?: string;
  /**
   * Answers the round's `sampling/createMessage` and `roots/list` entries that the call's own
   * `sampling`/`roots` options do not handle, with their bare results: the round lists them
   * ("Handled by the app") and sends them with the person's answers, once they are ready.
   */
  readonly hostResponses?: (entry: InputEntry, context: RoundContext) => Promise<JsonObject> | JsonObject;
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
      defineTags([...cardTags, ['elicit-round', ElicitRound]]);
      const round = document.createElement('elicit-round') as ElicitRound;
      round.serverName = options.serverName ?? '';
      round.locale = options.locale || container.closest('[lang]')?.getAttribute('lang') || '';
      if (options.theme) round.theme = options.theme;
      round.entries = entries;
      // The loop owns requestState and resends it itself: the round holds it only with
      // persistKey, as part of the pending round saved for a reload (when the call is gone).
      if (options.persistKey) round.requestState = context.requestState;
      round.deadline = options.deadline;
      round.persistKey = options.persistKey ?? '';
      container.append(round);

      const { signal } = context;
      const at = options.deadline === undefined ? Infinity : +options.deadline;
      const stop = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        round.removeEventListener('elicit-round', onRound);
      };
      // Aborted or expired, the round stays (it says so and refuses to send) with what was typed.
      const end = (reason: unknown) => {
        stop();
        reject(reason);
      };
      const onAbort = () => {
        round.withdrawn = true;
        end(signal.reason);
      };
      const timer = at < Infinity ? setTimeout(() => end(new DOMException('The time to answer ended.', 'TimeoutError')), Math.max(0, at - Date.now())) : undefined;
      const onRound = (event: HTMLElementEventMap['elicit-round']) => {
        // Never late, whatever the round last rendered: an answer after the deadline or an abort
        // is not passed on (the round unlocks to say it ended, with what was typed).
        if (signal.aborted || Date.now() >= at) {
          round.busy = false;
          return signal.aborted ? onAbort() : end(new DOMException('The time to answer ended.', 'TimeoutError'));
        }
        stop();
        round.remove();
        const { inputResponses, cancelled } = event.detail;
        if (cancelled) sent.delete(context.request);
        else sent.set(context.request, round);
        if (cancelled) reject(new RoundCancelledError(inputResponses));
        else resolve(inputResponses);
      };
      round.addEventListener('elicit-round', onRound);
      signal.addEventListener('abort', onAbort, { once: true });
      if (signal.aborted) return onAbort();

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
   * requestState again) or Cancel (`RoundCancelledError`). An abort locks it and rejects.
   */
  const retrySend = (_error: unknown, { signal, asked }: RetryContext) =>
    new Promise<boolean>((resolve, reject) => {
      const round = sent.get(asked);
      if (!round) return resolve(false);
      const stop = () => {
        signal.removeEventListener('abort', onAbort);
        round.removeEventListener('elicit-round', onRound);
      };
      const onAbort = () => {
        stop();
        round.withdrawn = true;
        reject(signal.reason);
      };
      const onRound = (event: HTMLElementEventMap['elicit-round']) => {
        stop();
        round.remove();
        if (event.detail.cancelled) reject(new RoundCancelledError(event.detail.inputResponses));
        else resolve(true);
      };
      container.append(round);
      round.sendFailed();
      round.addEventListener('elicit-round', onRound);
      signal.addEventListener('abort', onAbort, { once: true });
      void round.updateComplete.then(() => round.shadowRoot?.querySelector<HTMLElement>('[part~="summary"]')?.focus());
    });
  return Object.assign(answer, { hostEntries: hostResponses !== undefined, retrySend, ...(options.persistKey && { tasks: taskMemory(options.persistKey) }) });
}
