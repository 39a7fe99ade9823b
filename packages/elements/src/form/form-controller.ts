import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { compileSchema, defaultContent, validateContent, type CompiledForm, type ContentIssue, type FieldModel } from '@elicit-kit/core';
import { secretNames } from './secrets.js';
import type { Draft } from './fields/view.js';
import { viewOf } from './kinds/index.js';
import type { Initial } from './kinds/kind.js';
import { setOwn } from '../internal/own.js';

export type { Draft };

/** What the controller needs from its element beyond a lit host. */
export interface FormHost extends ReactiveControllerHost {
  /** The locale numbers are typed in. */
  readonly numberLocale: string;
  /** The IANA zone date-times are entered in (`undefined`: the runtime's). */
  readonly timeZone: string | undefined;
  /** How date-times go on the wire (`'utc'` unless set). */
  readonly dateTimeOffset?: 'utc' | 'local';
}

/**
 * The state of one form ask: the compiled schema, the drafts, which fields were touched,
 * whether a submit was attempted, the review step and the long-list filters.
 *
 * The controller turns drafts into wire content through core conversions and judges it
 * through core `validateContent`; the element only renders what it exposes.
 */
export class FormController implements ReactiveController {
  /** The compiled `requestedSchema`. */
  compiled: CompiledForm = { ok: true, fields: [], issues: [] };
  /** Names of fields that look like secrets: warned about, masked, never shown back or kept. */
  sensitive: ReadonlySet<string> = new Set();
  /** True once Accept was tried: errors then show on every field. */
  submitted = false;
  /** True while the review panel is shown. */
  reviewing = false;

  #drafts = new Map<string, Draft>();
  /** Each default with the draft it showed as: a kind may send an untouched default byte for byte. */
  #initials = new Map<string, Initial>();
  /** The content issues of the current drafts, computed once per change (`issues()`). */
  #judged: Map<string, ContentIssue[]> | undefined;
  #touched = new Set<string>();
  #filters = new Map<string, string>();
  #rovers = new Map<string, string>();
  /** Secret fields the person chose to show in clear text. */
  #revealed = new Set<string>();
  readonly #host: FormHost;

  constructor(host: FormHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Nothing to set up: state lives as long as the element. */
  hostConnected(): void {}

  /**
   * Compiles `requestedSchema` and resets every draft to its default. A missing schema
   * is a confirmation with no fields (the spec lets servers omit it).
   */
  load(requestedSchema: unknown): void {
    this.compiled = requestedSchema === undefined ? { ok: true, fields: [], issues: [] } : compileSchema(requestedSchema);
    this.sensitive = secretNames(this.compiled.fields);
    this.#drafts = new Map();
    this.#initials = new Map();
    this.#judged = undefined;
    this.#touched = new Set();
    this.#filters = new Map();
    this.#rovers = new Map();
    this.#revealed = new Set();
    this.submitted = false;
    this.reviewing = false;
    const defaults = defaultContent(this.compiled);
    for (const field of this.compiled.fields) {
      const value = Object.hasOwn(defaults, field.name) ? defaults[field.name] : undefined;
      const draft = viewOf(field).toDraft(field, value, this.#env);
      this.#drafts.set(field.name, draft);
      if (value !== undefined) this.#initials.set(field.name, { draft, value });
    }
  }

  /** What converting drafts depends on: the host's number locale and time zone. */
  get #env() {
    return { locale: this.#host.numberLocale, timeZone: this.#host.timeZone, dateTimeOffset: this.#host.dateTimeOffset };
  }

  /** The draft of a field. */
  draft(name: string): Draft {
    return this.#drafts.get(name);
  }

  /**
   * Sets a field's draft after the person changed it. True when the draft differs from
   * the one before (a date input reports one edit as both `input` and `change`).
   */
  set(name: string, draft: Draft): boolean {
    const before = this.#drafts.get(name);
    this.#drafts.set(name, draft);
    this.#judged = undefined;
    this.#host.requestUpdate();
    return Array.isArray(before) && Array.isArray(draft)
      ? before.length !== draft.length || before.some((value, index) => value !== draft[index])
      : before !== draft;
  }

  /** Marks a field as visited (on blur): its errors show from the next render (now unless `render` is false). */
  touch(name: string, render = true): void {
    if (this.#touched.has(name)) return;
    this.#touched.add(name);
    if (render) this.#host.requestUpdate();
  }

  /** The option value of a long multiselect that holds its one tab stop, if one was focused. */
  rover(name: string): string | undefined {
    return this.#rovers.get(name);
  }

  /** Moves a long multiselect's tab stop to the option with `value`. */
  setRover(name: string, value: string): void {
    if (this.#rovers.get(name) === value) return;
    this.#rovers.set(name, value);
    this.#host.requestUpdate();
  }

  /** True when a masked field is shown in clear text. */
  revealed(name: string): boolean {
    return this.#revealed.has(name);
  }

  /** Shows a masked field in clear text, or masks it again. */
  toggleReveal(name: string): void {
    if (!this.#revealed.delete(name)) this.#revealed.add(name);
    this.#host.requestUpdate();
  }

  /** The filter text of a long list. */
  filter(name: string): string {
    return this.#filters.get(name) ?? '';
  }

  /** Sets the filter text of a long list. */
  setFilter(name: string, text: string): void {
    this.#filters.set(name, text);
    this.#host.requestUpdate();
  }

  /** The wire value of one field as its kind converts the draft, or `undefined` when it is left out. */
  valueOf(field: FieldModel): unknown {
    return viewOf(field).toValue(field, this.#drafts.get(field.name), this.#env, this.#initials.get(field.name));
  }

  /** The content as it stands, unset fields left out (the input of `validateContent` and `accept`). */
  content(): Record<string, unknown> {
    const content: Record<string, unknown> = {};
    for (const field of this.compiled.fields) {
      const value = this.valueOf(field);
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
    }
    return this.#judged;
  }

  /** True when a field's errors should show: after its first blur, or after a submit attempt. */
  shows(name: string): boolean {
    return this.submitted || this.#touched.has(name);
  }
}
