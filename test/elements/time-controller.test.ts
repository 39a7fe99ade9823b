// The time controller alone, on a bare card: the clock's lines are rendered by lit without
// rendering the card, one clock per card, and expired / withdrawn as custom states.
import { expect, fixture, html } from '@open-wc/testing';
import { css, html as litHtml, type PropertyDeclarations } from 'lit';
import { ElicitElement } from '@elicit-kit/elements';
import { TimeController } from '../../packages/elements/src/internal/time-controller.js';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { part, until } from './helpers/dom.js';

/** A card that only shows time, counting its own renders. */
class TimedCard extends ElicitElement {
  static override styles = [
    ElicitElement.styles,
    css`:host(:state(expired)) { outline: 3px solid; } :host(:state(withdrawn)) { outline: 5px dotted; }`,
  ];
  static override properties: PropertyDeclarations = { busy: { type: Boolean } };
  busy = false;
  renders = 0;
  readonly time = new TimeController(this);

  override render() {
    this.renders += 1;
    return litHtml`<div part="card">${this.time.renderDeadline()}</div>`;
  }
}
customElements.define('timed-card', TimedCard);

const text = (element: Element) => element.textContent ?? '';

describe('TimeController', () => {
  it('should tick the countdown each second without rendering the card', async () => {
    const card = await fixture<TimedCard>(html`<timed-card locale="en"></timed-card>`);
    card.deadline = Date.now() + 75_500;
    await card.updateComplete;
    const clock = part(card, 'countdown');
    expect(text(clock)).to.equal(uiText('ui.timeLeft', { time: '1:16' }));
    const renders = card.renders;
    await until(() => text(clock) === uiText('ui.timeLeft', { time: '1:14' }), 'two ticks');
    expect(card.renders, 'renders while ticking').to.equal(renders);
    // Rendered by lit (its marker beside the text), not written as textContent.
    expect([...clock.childNodes].some((node) => node.nodeType === Node.COMMENT_NODE)).to.equal(
      true,
    );
  });

  it('should run one clock per card, restarted when the deadline changes', async () => {
    const started: number[] = [];
    const original = window.setInterval;
    window.setInterval = ((handler: TimerHandler, ms?: number) => {
      const id = original(handler, ms);
      started.push(id);
      return id;
    }) as typeof window.setInterval;
    try {
      const card = await fixture<TimedCard>(html`<timed-card></timed-card>`);
      card.deadline = Date.now() + 30_000;
      await card.updateComplete;
      card.requestUpdate();
      await card.updateComplete;
      expect(started.length, 'one clock, however often the card renders').to.equal(1);
      card.deadline = Date.now() + 60_000;
      await card.updateComplete;
      expect(started.length, 'a new deadline, a new clock').to.equal(2);
    } finally {
      window.setInterval = original;
    }
  });

  it('should render the card again at the deadline, locked, with the expired state', async () => {
    const card = await fixture<TimedCard>(html`<timed-card></timed-card>`);
    card.deadline = Date.now() + 1200;
    await card.updateComplete;
    expect(card.matches(':state(expired)')).to.equal(false);
    const renders = card.renders;
    await until(() => card.matches(':state(expired)'), 'the expired state');
    expect(card.renders).to.be.greaterThan(renders);
    expect(card.time.ended).to.equal('expired');
    expect(card.hasAttribute('expired'), 'the attribute themes and docs use').to.equal(true);
    expect(getComputedStyle(card).outlineWidth).to.equal('3px');
    expect(text(part(card, 'deadline'))).to.equal(uiText('ui.expired'));
    expect(part(card, 'deadline').getAttribute('tabindex')).to.equal('-1');
    expect(text(part(card, 'countdown'))).to.equal('');
  });

  it('should set the withdrawn state while withdrawn, and drop it when no longer', async () => {
    const card = await fixture<TimedCard>(html`<timed-card></timed-card>`);
    expect(part(card, 'deadline').hasAttribute('tabindex'), 'not focusable while open').to.equal(
      false,
    );
    card.withdrawn = true;
    await card.updateComplete;
    expect(card.matches(':state(withdrawn)')).to.equal(true);
    expect(card.matches(':state(expired)')).to.equal(false);
    expect(getComputedStyle(card).outlineStyle).to.equal('dotted');
    card.withdrawn = false;
    await card.updateComplete;
    expect(card.matches(':state(withdrawn)')).to.equal(false);
    expect(card.hasAttribute('withdrawn')).to.equal(false);
  });

  it('should show no ended state while the card is sending', async () => {
    const card = await fixture<TimedCard>(html`<timed-card></timed-card>`);
    card.busy = true;
    card.deadline = Date.now() - 1;
    await card.updateComplete;
    expect(card.time.ended).to.equal('');
    expect(card.matches(':state(expired)')).to.equal(false);
    expect(text(part(card, 'deadline'))).to.equal('');
  });
});
