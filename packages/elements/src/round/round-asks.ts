/**
 * The state of a round's asks before Send: which ones the person declined (each ask's
 * toggle), and which block Send and why. A new round starts with neither.
 */
import type { ReactiveControllerHost } from 'lit';
import type { RoundItem } from './round-model.js';
import type { ItemProblem } from './round-item.js';

/** Held by the round; each change asks the round to render again. */
export class RoundAsks {
  readonly #host: ReactiveControllerHost;
  #declined: ReadonlySet<string> = new Set();
  #problems: ReadonlyMap<string, ItemProblem> = new Map();

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** The asks that block Send, in server order, with why. */
  get problems(): ReadonlyMap<string, ItemProblem> {
    return this.#problems;
  }

  /** An ask the kit cannot show is always declined. */
  isDeclined(item: RoundItem): boolean {
    return item.kind === 'unsupported' || this.#declined.has(item.key);
  }

  /** A new round: nothing declined, nothing blocking. */
  reset(): void {
    this.#declined = new Set();
    this.#problems = new Map();
  }

  /** Declines the ask, or takes its decline back. */
  toggleDecline(item: RoundItem): void {
    const declined = new Set(this.#declined);
    if (!declined.delete(item.key)) declined.add(item.key);
    this.#declined = declined;
    this.#host.requestUpdate();
  }

  /** What blocks Send, after a check of every ask. */
  setProblems(problems: ReadonlyMap<string, ItemProblem>): void {
    this.#problems = problems;
    this.#host.requestUpdate();
  }

  /** The ask stops blocking Send (declined, its page opened, its host answer arrived); true when it did block. */
  clearProblem(item: RoundItem): boolean {
    if (!this.#problems.has(item.key)) return false;
    this.setProblems(new Map([...this.#problems].filter(([key]) => key !== item.key)));
    return true;
  }
}
