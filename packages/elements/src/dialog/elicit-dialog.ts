import { html, type PropertyDeclarations, type TemplateResult } from 'lit';
import { ElicitElement } from '../internal/elicit-element.js';
import { serverSentence } from '../internal/card-markup.js';
import { ElicitDismissEvent } from '../events/elicit-dismiss.js';
import { dialogStyles } from './dialog.styles.js';

/**
 * Where `showElicitation` shows an ask: a modal `<dialog>` opened with `showModal()` as soon
 * as the element is in the page (the rest of the page inert), or with `inline` a named group
 * in the page's flow (a chat transcript). The card (`<elicit-request>`, or any card) is its
 * child in the page's tree, slotted, so page CSS styles it as it styles any card. Named after
 * the server that asks; says how many more asks wait (part `queue`, a polite live region).
 *
 * @summary A modal or inline frame around one card, with the queue line.
 *
 * @fires elicit-dismiss - `ElicitDismissEvent` when the person presses Escape on the modal
 *   (or the browser closes it): the host ends the ask. A card that handles Escape itself
 *   (Cancel) fires its own answer instead.
 *
 * @slot - The card.
 *
 * @csspart dialog - The native `<dialog>` (modal), or the inline group.
 * @csspart queue - "N more requests waiting" (empty, it takes no room).
 *
 * @cssproperty --elicit-dialog-width - The modal's width (default 36rem, never wider than the viewport).
 * @cssproperty --elicit-color-backdrop - The veil over the page behind the modal.
 */
export class ElicitDialog extends ElicitElement {
  static override styles = [ElicitElement.styles, dialogStyles];
  static override properties: PropertyDeclarations = {
    inline: { type: Boolean, reflect: true },
    waiting: { type: Number },
  };

  /** In the page's flow instead of a modal dialog. */
  inline = false;

  /** How many more asks wait behind this one (the `queue` line). */
  waiting = 0;

  /** Closes the modal (a no-op inline) without a dismissal; the element stays until removed. */
  close(): void {
    this.#closed = true;
    this.#dialog?.close();
  }

  get #dialog(): HTMLDialogElement | null | undefined {
    return this.shadowRoot?.querySelector('dialog');
  }

  protected override updated(): void {
    // Opened once it is in the page; a closed modal is opened again only by a new element.
    const dialog = this.#dialog;
    if (dialog && !dialog.open && !this.#closed) dialog.showModal();
  }

  #closed = false;

  /** Escape (the dialog's `cancel`), or any other close the page did not ask for: the person dismisses the ask. */
  readonly #dismiss = (event: Event): void => {
    // A cancel the browser will not let us refuse is followed by `close`: that one speaks.
    if (event.type === 'cancel' && !event.cancelable) return;
    event.preventDefault();
    if (event.type === 'close') {
      if (this.#closed) return;
      this.#closed = true;
    }
    this.dispatchEvent(new ElicitDismissEvent());
  };

  override render(): TemplateResult {
    // The sentence as plain text: an accessible name, where no element can isolate the name.
    const label = serverSentence(this.serverName, this.effectiveLocale).join('');
    const queue = html`<p part="queue" role="status">${this.waiting > 0 ? this.t('ui.queued', { count: this.waiting }) : ''}</p>`;
    // Inline, a named group in the container's flow (not a landmark: a transcript holds many).
    if (this.inline)
      return html`<div part="dialog" role="group" aria-label=${label}>${queue}<slot></slot></div>`;
    return html`<dialog part="dialog" aria-label=${label} @cancel=${this.#dismiss} @close=${this.#dismiss}>${queue}<slot></slot></dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'elicit-dialog': ElicitDialog;
  }
}
