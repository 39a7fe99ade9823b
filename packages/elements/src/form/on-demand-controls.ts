/**
 * The controls some field kinds load only when a form shows such a field (a file field's
 * picker, `kinds/lazy.ts`): starting the loads, adopting their styles into the form's shadow
 * root once there, and telling whether the form may send meanwhile.
 */
import type { CSSResult, ReactiveControllerHost } from 'lit';
import type { FieldModel } from '@elicit-kit/core';
import { viewOf } from './kinds/index.js';

/** What the loader needs of its form: a lit host and where it renders. */
type ControlsHost = ReactiveControllerHost & {
  readonly renderRoot: HTMLElement | DocumentFragment;
};

export class OnDemandControls {
  /** False while the controls of a kind the form uses load (or failed to): nothing can be sent. */
  ready = true;
  /** Settles once the controls of every kind the form uses are there (or failed to load). */
  loaded: Promise<void> = Promise.resolve();
  readonly #host: ControlsHost;

  constructor(host: ControlsHost) {
    this.#host = host;
  }

  /**
   * Starts loading what `fields` need; once there, their styles join the form's and it
   * renders them. `current` tells whether `fields` are still the form's when a load ends.
   */
  load(fields: readonly FieldModel[], current: () => boolean): void {
    const styles = new Set<CSSResult>();
    const arriving: Promise<unknown>[] = [];
    for (const field of fields) {
      const controls = viewOf(field).controls?.();
      if (controls instanceof Promise) arriving.push(controls);
      else if (controls) styles.add(controls);
    }
    this.ready = arriving.length === 0;
    if (this.ready) {
      for (const style of styles) this.#adopt(style);
      this.loaded = Promise.resolve();
      return;
    }
    this.loaded = Promise.all(arriving).then(
      () => {
        if (current()) this.load(fields, current);
        this.#host.requestUpdate();
      },
      // The placeholder says the controls could not load; the form stays unable to send.
      () => this.#host.requestUpdate(),
    );
  }

  /** Adds the styles of controls loaded on demand to the form's own, once. */
  #adopt(style: CSSResult): void {
    const root = this.#host.renderRoot;
    const sheet = style.styleSheet;
    if (!(root instanceof ShadowRoot) || !sheet || root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
