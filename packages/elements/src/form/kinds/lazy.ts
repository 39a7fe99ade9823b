/**
 * A kind whose controls load on demand (the file kind's picker, so a form without a file
 * field never downloads it): the rest of the view (drafts, values, review) is there at once.
 */
import type { CSSResult, TemplateResult } from 'lit';
import type { FieldModel } from '@elicit-kit/core';
import type { FieldState } from '../fields/state.js';
import type { FieldContext } from '../fields/view.js';
import type { FieldKindView } from './kind.js';

/** A kind's controls in a module of their own: the control, the events it handles itself, and its styles. */
export interface KindControls<F extends FieldModel> {
  render(state: FieldState<F>, context: FieldContext): TemplateResult | TemplateResult[];
  handleEvent?(state: FieldState<F>, event: Event): boolean;
  readonly styles: CSSResult;
}

/**
 * `view` with the controls `load` brings: until they are there, `render` shows
 * `placeholder` (told whether loading failed) and `controls()` is the promise of their
 * arrival (a failed load is tried again by the next form that asks).
 */
export function withLazyControls<F extends FieldModel>(
  view: Omit<FieldKindView<F>, 'render' | 'handleEvent' | 'controls'>,
  load: () => Promise<KindControls<F>>,
  placeholder: (state: FieldState<F>, context: FieldContext, failed: boolean) => TemplateResult,
): FieldKindView<F> {
  let loaded: KindControls<F> | undefined;
  let loading: Promise<unknown> | undefined;
  let failed = false;
  return {
    ...view,
    render: (state, context) =>
      loaded ? loaded.render(state, context) : placeholder(state, context, failed),
    handleEvent: (state, event) => loaded?.handleEvent?.(state, event) ?? false,
    controls: () =>
      loaded?.styles ??
      (loading ??= load().then(
        (controls) => {
          loaded = controls;
          failed = false;
        },
        (error: unknown) => {
          failed = true;
          loading = undefined;
          throw error;
        },
      )),
  };
}
