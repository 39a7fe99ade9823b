import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  compileSchema,
  defaultContent,
  formatLocaleNumber,
  localDateTimeToWire,
  parseLocaleNumber,
  sensitiveFields,
  validateContent,
  wireDateTimeToLocal,
  type CompiledForm,
  type ContentIssue,
  type FieldModel,
} from '@elicit-kit/core';

/**
 * What a control holds while the person edits: the raw text of text and number inputs
 * (so `1.` and `-` survive typing), a boolean or `undefined` (not set), the chosen option
 * value of a select, the chosen values of a multiselect.
 */
export type Draft = string | boolean | readonly string[] | undefined;

/** What the controller needs from its element beyond a lit host. */
export interface FormHost extends ReactiveControllerHost {
  /** The locale numbers are typed in. */
  readonly numberLocale: string;
  /** The IANA zone date-times are entered in (`undefined`: the runtime's). */
  readonly timeZone: string | undefined;
}

/** Builds an object from untrusted keys without touching `Object.prototype` (`__proto__` is a key). */
function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
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
  /** Names of fields whose warning says they look like secrets. */
  sensitive: ReadonlySet<string> = new Set();
  /** True once Accept was tried: errors then show on every field. */
  submitted = false;
  /** True while the review panel is shown. */
  reviewing = false;

  private drafts = new Map<string, Draft>();
  /** Date-time defaults by field, with the draft they showed as: unchanged, the exact default is sent. */
  private zonedDefaults = new Map<string, { readonly draft: Draft; readonly wire: string }>();
  private touched = new Set<string>();
  private filters = new Map<string, string>();
  private rovers = new Map<string, string>();
  private readonly host: FormHost;

  constructor(host: FormHost) {
    this.host = host;
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
    this.sensitive = new Set(sensitiveFields(this.compiled).map((entry) => entry.name));
    this.drafts = new Map();
    this.zonedDefaults = new Map();
    this.touched = new Set();
    this.filters = new Map();
    this.rovers = new Map();
    this.submitted = false;
    this.reviewing = false;
    const defaults = defaultContent(this.compiled);
    for (const field of this.compiled.fields) {
      const value = Object.hasOwn(defaults, field.name) ? defaults[field.name] : undefined;
      const draft = this.draftOf(field, value);
      this.drafts.set(field.name, draft);
      if (typeof value === 'string' && field.kind === 'string' && field.format === 'date-time') {
        this.zonedDefaults.set(field.name, { draft, wire: value });
      }
    }
  }

  /** The draft a wire value shows as in its control. */
  private draftOf(field: FieldModel, value: unknown): Draft {
    if (value === undefined) return field.kind === 'multiselect' ? [] : undefined;
    if (typeof value === 'number') return formatLocaleNumber(value, this.host.numberLocale);
    if (field.kind === 'string' && field.format === 'date-time' && typeof value === 'string') {
      return wireDateTimeToLocal(value, this.host.timeZone) ?? value;
    }
    return Array.isArray(value) ? [...(value as string[])] : (value as Draft);
  }

  /** The draft of a field. */
  draft(name: string): Draft {
    return this.drafts.get(name);
  }

  /**
   * Sets a field's draft after the person changed it. True when the draft differs from
   * the one before (a date input reports one edit as both `input` and `change`).
   */
  set(name: string, draft: Draft): boolean {
    const before = this.drafts.get(name);
    this.drafts.set(name, draft);
    this.host.requestUpdate();
    return Array.isArray(before) && Array.isArray(draft)
      ? before.length !== draft.length || before.some((value, index) => value !== draft[index])
      : before !== draft;
  }

  /** Marks a field as visited (on blur): its errors show from the next render (now unless `render` is false). */
  touch(name: string, render = true): void {
    if (this.touched.has(name)) return;
    this.touched.add(name);
    if (render) this.host.requestUpdate();
  }

  /** The option value of a long multiselect that holds its one tab stop, if one was focused. */
  rover(name: string): string | undefined {
    return this.rovers.get(name);
  }

  /** Moves a long multiselect's tab stop to the option with `value`. */
  setRover(name: string, value: string): void {
    if (this.rovers.get(name) === value) return;
    this.rovers.set(name, value);
    this.host.requestUpdate();
  }

  /** The filter text of a long list. */
  filter(name: string): string {
    return this.filters.get(name) ?? '';
  }

  /** Sets the filter text of a long list. */
  setFilter(name: string, text: string): void {
    this.filters.set(name, text);
    this.host.requestUpdate();
  }

  /**
   * The wire value of one field, or `undefined` when it is left out. Text that does not
   * convert stays as a value the core rejects (a number that is not one becomes `NaN`,
   * shown as "Enter a number"), so the person sees why instead of losing the input.
   */
  valueOf(field: FieldModel): unknown {
    const draft = this.drafts.get(field.name);
    switch (field.kind) {
      case 'string': {
        if (typeof draft !== 'string' || draft === '') return undefined;
        if (field.format !== 'date-time') return draft;
        // An untouched default goes back byte for byte, not re-expressed in the local zone.
        const initial = this.zonedDefaults.get(field.name);
        if (initial?.draft === draft) return initial.wire;
        return localDateTimeToWire(draft, this.host.timeZone) ?? draft;
      }
      case 'number':
      case 'integer': {
        if (typeof draft !== 'string') return undefined;
        const parsed = parseLocaleNumber(draft, this.host.numberLocale);
        return typeof parsed === 'number' || parsed === undefined ? parsed : Number.NaN;
      }
      case 'multiselect':
        // Nothing chosen is left out: an optional list is then simply not answered.
        return Array.isArray(draft) && draft.length > 0 ? [...draft] : undefined;
      default:
        return draft;
    }
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

  /** Every problem of the current content, by field name. */
  issues(locale: string): Map<string, ContentIssue[]> {
    const byField = new Map<string, ContentIssue[]>();
    for (const issue of validateContent(this.compiled, this.content(), { locale })) {
      const list = byField.get(issue.field) ?? [];
      list.push(issue);
      byField.set(issue.field, list);
    }
    return byField;
  }

  /** True when a field's errors should show: after its first blur, or after a submit attempt. */
  shows(name: string): boolean {
    return this.submitted || this.touched.has(name);
  }
}
