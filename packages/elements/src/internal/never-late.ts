/**
 * The never-late rule of what sends a card's answer (`showElicitation`, `answerWithRound`,
 * `connectRelay`), in one place: at the moment of sending, whatever the card last rendered,
 * ask the ask's signal (core `askSignal`: its deadline and its withdrawal) whether it ended.
 */
import { endedBy, type AskEnd } from '@elicit-kit/core';

/**
 * How the ask behind `signal` ended, read from the clock now, or `undefined` while its
 * answer may be sent. Ended, the card (which locked itself when it fired) is unlocked, so
 * it can say it ended, keeping what was typed; the caller sends nothing.
 */
export function endedAtSending(signal: AbortSignal, card: { busy: boolean }): AskEnd | undefined {
  const ended = endedBy(signal);
  if (ended) card.busy = false;
  return ended;
}
