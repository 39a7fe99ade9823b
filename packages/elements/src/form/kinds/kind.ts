/**
 * The element side of one field kind: which control it shows, its control, how a wire
 * value becomes what the control holds (a draft) and back, and its line in the review.
 * One module per kind (`./string.ts`, …), gathered in `./index.ts` in a table typed so that
 * a kind without a module fails to compile. The core side is `@elicit-kit/core`'s kinds.
 */
import type { CSSResult, TemplateResult } from 'lit';
import type { ContentIssueCode, FieldModel } from '@elicit-kit/core';
import type { FieldKindHandling, FieldState } from '../fields/state.js';
import type { Draft, FieldContext, Translate } from '../fields/view.js';

/** What converting between drafts and wire values depends on. */
interface DraftEnv {
  /** The locale numbers are typed in. */
  readonly locale: string;
  /** The IANA zone date-times are entered in (`undefined`: the runtime's). */
  readonly timeZone: string | undefined;
  /** How date-times go on the wire: UTC with `Z` (default) or the zone's offset (core `localDateTimeToWire`). */
  readonly dateTimeOffset?: 'utc' | 'local';
}

/** A field's initial draft and the wire value it stood for (its default), to send unchanged when untouched. */
export interface Initial {
  readonly draft: Draft;
  readonly value: unknown;
}

/** One field kind as the form shows it. */
export interface FieldKindView<F extends FieldModel> extends FieldKindHandling<F> {
  /** The control itself for the field's state (the frame around it is shared: `fields/field.ts`). */
  render(state: FieldState<F>, context: FieldContext): TemplateResult | TemplateResult[];
  /** What the control holds for a wire value (`undefined`: unset). */
  toDraft(field: F, value: unknown, env: DraftEnv): Draft;
  /**
   * The wire value of a draft, `undefined` when the field is left out. Text that does not
   * convert stays a value the core rejects, so the person sees why instead of losing it.
   */
  toValue(field: F, draft: Draft, env: DraftEnv, initial: Initial | undefined): unknown;
  /** How a sent value reads in the review. */
  review(field: F, value: unknown, t: Translate): string;
  /** A problem the draft has before any value exists (a file refused before reading); it replaces the value's issues. */
  draftIssue?(
    field: F,
    draft: Draft,
  ):
    | {
        readonly code: ContentIssueCode;
        readonly params: { readonly [key: string]: string | number };
      }
    | undefined;
  /** True while the draft is not ready to send (a file being read): nothing is sent, and no error is shown for it. */
  pending?(draft: Draft): boolean;
  /**
   * A kind whose controls load on demand (`./lazy.ts`): their styles once they are there
   * (the form adopts them), else the promise of their arrival; until then `render` shows a
   * placeholder and the form cannot send.
   */
  controls?(): CSSResult | Promise<unknown>;
  /** What drafts keep of a draft (`persistKey`), when not the draft itself. */
  saved?(draft: Draft): Draft;
  /** A kept draft back (`saved`'s), or undefined when it does not fit. */
  restored?(field: F, saved: Draft): Draft;
}
