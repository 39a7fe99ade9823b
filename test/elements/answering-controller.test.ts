// The answering controller alone, on a bare card: Escape = Cancel, one answer, the busy
// lock, never late, and focus kept inside once the buttons lock.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html as litHtml, type PropertyDeclarations } from 'lit';
import { ElicitElement } from '@elicit-kit/elements';
import { AnsweringController } from '../../packages/elements/src/internal/answering-controller.js';
import { click, part, settle } from './helpers/dom.js';

/** A card with one button that answers and a status line: only the answering controller. */
class AnsweringCard extends ElicitElement {
  static override properties: PropertyDeclarations = {
    busy: { type: Boolean, reflect: true },
    embedded: { type: Boolean },
  };
  busy = false;
  embedded = false;
  escapes = 0;
  readonly answering = new AnsweringController(this, () => this.escapes++);

  override render() {
    return litHtml`<button part="send" ?disabled=${this.busy} @click=${() => this.answering.answer(new CustomEvent('answer', { detail: { action: 'accept' } }))}>Send</button>
      <div part="summary" role="status" tabindex="-1">${this.busy ? 'Sending' : ''}</div>`;
  }
}
customElements.define('answering-card', AnsweringCard);

const answers = (card: HTMLElement) => {
  const seen: unknown[] = [];
  card.addEventListener('answer', (event) => seen.push((event as CustomEvent).detail));
  return seen;
};

describe('AnsweringController', () => {
  it('should answer once, lock the card with busy, and remember what it sent', async () => {
    const card = await fixture<AnsweringCard>(html`<answering-card></answering-card>`);
    const seen = answers(card);
    expect(
      card.answering.answer(new CustomEvent('answer', { detail: { action: 'decline' } })),
    ).to.equal(true);
    expect(
      card.answering.answer(new CustomEvent('answer', { detail: { action: 'accept' } })),
      'the second',
    ).to.equal(false);
    expect(seen).to.deep.equal([{ action: 'decline' }]);
    expect(card.busy).to.equal(true);
    expect(card.answering.sent).to.deep.equal({ action: 'decline' });
  });

  it('should forget what it sent when the host unlocks the card, and answer again', async () => {
    const card = await fixture<AnsweringCard>(html`<answering-card></answering-card>`);
    const seen = answers(card);
    card.answering.answer(new CustomEvent('answer', { detail: { action: 'cancel' } }));
    await card.updateComplete;
    card.busy = false;
    await card.updateComplete;
    expect(card.answering.sent).to.equal(undefined);
    expect(
      card.answering.answer(new CustomEvent('answer', { detail: { action: 'accept' } })),
    ).to.equal(true);
    expect(seen.length).to.equal(2);
  });

  it('should keep an unlocked card open with lock false', async () => {
    const card = await fixture<AnsweringCard>(html`<answering-card></answering-card>`);
    expect(
      card.answering.answer(new CustomEvent('answer', { detail: { action: 'accept' } }), false),
    ).to.equal(true);
    expect(card.busy).to.equal(false);
  });

  it('should refuse to answer after the deadline or a withdrawal, before any render', async () => {
    for (const end of [
      (card: AnsweringCard) => (card.deadline = Date.now() - 1),
      (card: AnsweringCard) => (card.withdrawn = true),
    ]) {
      const card = await fixture<AnsweringCard>(html`<answering-card></answering-card>`);
      const seen = answers(card);
      end(card);
      expect(
        card.answering.answer(new CustomEvent('answer', { detail: { action: 'accept' } })),
      ).to.equal(false);
      expect(seen).to.deep.equal([]);
      expect(card.busy).to.equal(false);
    }
  });

  it('should cancel on Escape once, and not when embedded, busy or ended', async () => {
    const card = await fixture<AnsweringCard>(html`<answering-card></answering-card>`);
    part(card, 'send').focus();
    await sendKeys({ press: 'Escape' });
    expect(card.escapes).to.equal(1);
    for (const change of [
      () => (card.embedded = true),
      () => ((card.embedded = false), (card.busy = true)),
      () => ((card.busy = false), (card.withdrawn = true)),
    ]) {
      change();
      await card.updateComplete;
      card.focus();
      part(card, 'summary').focus();
      await sendKeys({ press: 'Escape' });
    }
    expect(card.escapes, 'no more cancels').to.equal(1);
  });

  it('should move focus to the status line when the focused button locks', async () => {
    const card = await fixture<AnsweringCard>(html`<answering-card></answering-card>`);
    await click(part(card, 'send'));
    await settle();
    await settle();
    expect(card.busy).to.equal(true);
    expect(
      card.shadowRoot!.activeElement === part(card, 'summary'),
      'focus on the status line',
    ).to.equal(true);
  });
});
