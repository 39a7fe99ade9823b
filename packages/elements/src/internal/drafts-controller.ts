/**
 * Drafts, for a card with `persistKey` (`<elicit-form>`, `<elicit-round>`): what was typed,
 * or the pending round, kept in `sessionStorage` (persist.ts) so a reload of the tab finds it
 * again; forgotten once the card answers, expires or is withdrawn. Secret-looking fields
 * are never written, and never filled back.
 */
import type { ReactiveController } from 'lit';
import { forget, readSaved, save } from './persist.js';
import { endedOf, type CardHost } from './card-host.js';
import { ownValue } from './own.js';

/** A field's draft as a form keeps it: typed text, a checkbox, or the chosen options. */
export type FieldDraft = string | boolean | readonly string[];

/** What a form's fields give the drafts controller: their names, which look secret, each one's draft now. */
export interface DraftFields {
  readonly names: readonly string[];
  readonly secret: ReadonlySet<string>;
  draft(name: string): unknown;
}

export class DraftsController implements ReactiveController {
  readonly #host: CardHost;
  readonly #answerEvent: string;

  /** `answerEvent` is the event the card fires when it answers (`elicit-response`, `elicit-round`). */
  constructor(host: CardHost, answerEvent: string) {
    this.#host = host;
    this.#answerEvent = answerEvent;
    host.addController(this);
  }

  hostConnected(): void {
    // A no-op after the first connection: a listener on the card itself goes with it.
    this.#host.addEventListener(this.#answerEvent, this.#handleAnswer);
  }

  hostUpdated(): void {
    // Expired or withdrawn: nothing of it is kept past this page.
    if (endedOf(this.#host)) this.forget();
  }

  /** The card's own answer (not one passing through from a card inside it): the draft has done its job. */
  readonly #handleAnswer = (event: Event): void => {
    if (event.composedPath()[0] === this.#host) this.forget();
  };

  /** What was saved under the card's key, or undefined (no key, nothing saved, unreadable). */
  read(): unknown {
    return this.#host.persistKey ? readSaved(this.#host.persistKey) : undefined;
  }

  /** Saves `value` (plain JSON data) under the card's key, unless the ask already ended. */
  save(value: unknown): void {
    if (this.#host.persistKey && !endedOf(this.#host)) save(this.#host.persistKey, value);
  }

  /** Forgets the card's draft, and every draft under its key (a round's forms). */
  forget(): void {
    if (this.#host.persistKey) forget(this.#host.persistKey);
  }

  /** Saves every field's draft but the secret-looking ones. */
  saveFields(fields: DraftFields): void {
    if (!this.#host.persistKey) return;
    this.save(
      Object.fromEntries(
        fields.names
          .filter((name) => !fields.secret.has(name))
          .map((name) => [name, fields.draft(name)]),
      ),
    );
  }

  /**
   * The saved draft back, field by field, where it still fits: a string, boolean or list of
   * strings of the same shape as the field's draft now, never into a secret-looking field.
   */
  restoreFields(fields: DraftFields, apply: (name: string, draft: FieldDraft) => void): void {
    const saved = this.read();
    if (!saved || typeof saved !== 'object') return;
    for (const name of fields.names) {
      if (fields.secret.has(name)) continue;
      // A key the draft does not own reads as undefined, which fits no field.
      const draft = ownValue(saved as Record<string, unknown>, name);
      const now = fields.draft(name);
      const fits = Array.isArray(draft)
        ? draft.every((entry) => typeof entry === 'string')
        : typeof draft === 'string' || typeof draft === 'boolean';
      if (fits && (now === undefined || Array.isArray(now) === Array.isArray(draft)))
        apply(name, draft as FieldDraft);
    }
  }
}
