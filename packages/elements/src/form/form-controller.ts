import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  compileSchema,
  validateContent,
  type CompiledForm,
  type ContentIssue,
  type ElicitContent,
} from '@elicit-kit/core';
import { startingContent } from './starting-values.js';
import { secretNames } from './secrets.js';
import { FieldState, type FieldOwner } from './fields/state.js';
import type { Draft, Translate } from './fields/view.js';
import { viewOf } from './kinds/index.js';
import type { Initial } from './kinds/kind.js';
import { setOwn } from '../internal/own.js';
import { OnDemandControls } from './on-demand-controls.js';

export type { Draft };

/** What the controller needs from its element beyond a lit host. */
export interface FormHost extends ReactiveControllerHost {
  /** The locale numbers are typed in. */
  readonly numberLocale: string;
  /** The IANA zone date-times are entered in (`undefined`: the runtime's). */
  readonly timeZone: string | undefined;
  /** How date-times go on the wire (`'utc'` unless set). */
  readonly dateTimeOffset?: 'utc' | 'local';
  /** Where the fields are rendered (focus moves there after a render). */
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** Where focus goes after the next render: the first invalid field, the review's title, the first field, or a selector. */
export type FocusTarget = 'invalid' | 'review' | 'fields' | { readonly selector: string };

/**
 * The state of one form ask: the compiled schema, one `FieldState` per field (draft,
 * visited, revealed, its long list's filter), whether a submit was attempted, the review
 * step, and where focus goes after a render.
 *
 * The controller turns drafts into wire content through core conversions and judges it
 * through core `validateContent`; the element only renders what it exposes.
 */
export class FormController implements ReactiveController, FieldOwner {
  /** The compiled `requestedSchema`. */
  compiled: CompiledForm = { ok: true, fields: [], issues: [] };
  /** Names of fields that look like secrets: warned about, masked, never shown back or kept. */
  sensitive: ReadonlySet<string> = new Set();
  /** True once Accept was tried: errors then show on every field. */
  submitted = false;
  /** True while the review panel is shown. */
  reviewing = false;
  /** How many fields have errors now (`judge`, before each render). */
  invalidFields = 0;

  /** One state per field, built once per compiled form, in order. */
  fields: readonly FieldState[] = [];
  #byName = new Map<string, FieldState>();
  /** Each default with the draft it showed as: a kind may send an untouched default byte for byte. */
  #initials = new Map<string, Initial>();
  /** The content issues of the current drafts, computed once per change (`issues()`). */
  #judged: Map<string, ContentIssue[]> | undefined;
  #focusTarget: FocusTarget | undefined;
  /** The controls some kinds load on demand (a file field's picker): none sends before they are there. */
  readonly #controls: OnDemandControls;
  readonly #host: FormHost;
  readonly #changed: () => void;

  /** `changed` runs after the person changed a draft (the card saves it and tells the host). */
  constructor(host: FormHost, changed: () => void) {
    this.#host = host;
    this.#changed = changed;
    this.#controls = new OnDemandControls(host);
    host.addController(this);
  }

  /** Moves focus where the last change asked for, now that it is rendered. */
  hostUpdated(): void {
    const target = this.#focusTarget;
    this.#focusTarget = undefined;
    if (!target) return;
    const selector =
      typeof target === 'object'
        ? target.selector
        : target === 'review'
          ? '#review-title'
          : `#f${target === 'invalid' ? this.fields.findIndex((state) => state.invalid) : 0}`;
    // No invalid field gives `#f-1`, which no element has: focus stays.
    this.#host.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /** Focus goes to `target` after the next render. */
  focusAfterRender(target: FocusTarget): void {
    this.#focusTarget = target;
  }

  requestUpdate(): void {
    this.#host.requestUpdate();
  }

  /**
   * The one listener of every field's controls, on the fields' container: each `input`,
   * `change` and `blur` goes to the field it came from. It listens in the capture phase, so
   * a `blur` and a host's own non-bubbling `input` arrive too; a 100-field form's first
   * render adds 3 listeners instead of 382. A date input reports one edit as `input` and
   * `change`: both set the same draft, and the controller counts one change.
   */
  readonly fieldEvents = {
    capture: true,
    handleEvent: (event: Event): void => {
      const name = (event.target as Element).closest('[data-name]')?.getAttribute('data-name');
      if (name != null) this.#byName.get(name)?.handleEvent(event);
    },
  };

  /** A draft the person typed, chose or cleared: stored, and reported when it differs. */
  commit(state: FieldState, draft: Draft): void {
    if (this.set(state.field.name, draft)) this.#changed();
  }

  /**
   * Compiles `requestedSchema` and resets every draft to its starting value (`values`
   * over the defaults, form/starting-values.ts). A missing schema
   * is a confirmation with no fields (the spec lets servers omit it).
   */
  load(requestedSchema: unknown, values?: ElicitContent): void {
    this.compiled =
      requestedSchema === undefined
        ? { ok: true, fields: [], issues: [] }
        : compileSchema(requestedSchema);
    this.sensitive = secretNames(this.compiled.fields);
    this.#initials = new Map();
    this.#judged = undefined;
    this.submitted = false;
    this.reviewing = false;
    const defaults = startingContent(this.compiled, values);
    this.fields = this.compiled.fields.map((field, index) => {
      const value = Object.hasOwn(defaults, field.name) ? defaults[field.name] : undefined;
      const view = viewOf(field);
      const draft = view.toDraft(field, value, this.#env);
      if (value !== undefined) this.#initials.set(field.name, { draft, value });
      return new FieldState(field, index, this.sensitive.has(field.name), draft, this, view);
    });
    this.#byName = new Map(this.fields.map((state) => [state.field.name, state]));
    const compiled = this.compiled;
    this.#controls.load(compiled.fields, () => this.compiled === compiled);
  }

  /** Settles once the controls of every kind the form uses are there (or failed to load). */
  get controlsLoaded(): Promise<void> {
    return this.#controls.loaded;
  }

  /** What converting drafts depends on: the host's number locale and time zone. */
  get #env() {
    return {
      locale: this.#host.numberLocale,
      timeZone: this.#host.timeZone,
      dateTimeOffset: this.#host.dateTimeOffset,
    };
  }

  /** The draft of a field. */
  draft(name: string): Draft {
    return this.#byName.get(name)?.draft;
  }

  /** What drafts keep of a field's draft (a file: its name, type and size, never its bytes). */
  savedDraft(name: string): Draft {
    const state = this.#byName.get(name);
    const view = state && viewOf(state.field);
    return view?.saved ? view.saved(state!.draft) : state?.draft;
  }

  /** Sets a field's draft from what drafts kept (`savedDraft`). */
  restore(name: string, saved: Draft): void {
    const state = this.#byName.get(name);
    const view = state && viewOf(state.field);
    const draft = view?.restored ? view.restored(state!.field, saved) : saved;
    if (draft !== undefined) this.set(name, draft);
  }

  /**
   * Sets a field's draft after the person changed it. True when the draft differs from
   * the one before (a date input reports one edit as both `input` and `change`).
   */
  set(name: string, draft: Draft): boolean {
    const state = this.#byName.get(name);
    if (!state) return false;
    const before = state.draft;
    state.draft = draft;
    this.#judged = undefined;
    this.#host.requestUpdate();
    return Array.isArray(before) && Array.isArray(draft)
      ? before.length !== draft.length || before.some((value, index) => value !== draft[index])
      : before !== draft;
  }

  /**
   * The content as it stands (the input of `validateContent` and `accept`): each draft as
   * its kind converts it, a field whose value comes out `undefined` left out.
   */
  content(): Record<string, unknown> {
    const content: Record<string, unknown> = {};
    const env = this.#env;
    for (const { field, draft } of this.fields) {
      const value = viewOf(field).toValue(field, draft, env, this.#initials.get(field.name));
      if (value !== undefined) setOwn(content, field.name, value);
    }
    return content;
  }

  /** Every problem of the current content, by field name: validated once per change of the drafts. */
  issues(): ReadonlyMap<string, readonly ContentIssue[]> {
    if (!this.#judged) {
      this.#judged = new Map();
      for (const issue of validateContent(this.compiled, this.content())) {
        const list = this.#judged.get(issue.field) ?? [];
        list.push(issue);
        this.#judged.set(issue.field, list);
      }
      // A draft refused before it had a value (a file too large to read) says why instead.
      for (const { field, draft } of this.fields) {
        const refused = viewOf(field).draftIssue?.(field, draft);
        if (refused) this.#judged.set(field.name, [{ field: field.name, ...refused }]);
      }
    }
    return this.#judged;
  }

  /** Before a render: gives each field the errors it shows now, and counts the fields with any. */
  judge(): void {
    const issues = this.issues();
    this.invalidFields = 0;
    for (const state of this.fields) {
      const own = issues.get(state.field.name) ?? [];
      // A field's errors show after its first blur, or after a submit attempt.
      state.errors = this.submitted || state.touched ? own : [];
      if (own.length) this.invalidFields++;
    }
  }

  /** After a submit attempt, the count of fields with errors as the summary reads it; empty when none or before. */
  errorSummary(t: Translate): string {
    return this.submitted && this.compiled.ok && this.invalidFields
      ? t('ui.errorSummary', { count: this.invalidFields })
      : '';
  }

  /** True when Accept could send now (nothing shown, no focus moved); false for a schema that cannot be rendered. */
  valid(): boolean {
    return (
      this.compiled.ok &&
      this.#controls.ready &&
      this.issues().size === 0 &&
      !this.fields.some((state) => viewOf(state.field).pending?.(state.draft))
    );
  }

  /** A submit attempt: every error shows and focus goes to the first invalid field. True when the content may be sent. */
  report(): boolean {
    // While a kind's controls load there is nothing to correct yet: no error shows.
    if (!this.compiled.ok || !this.#controls.ready) return false;
    this.submitted = true;
    const valid = this.valid();
    if (!valid) this.focusAfterRender('invalid');
    this.#host.requestUpdate();
    return valid;
  }
}
