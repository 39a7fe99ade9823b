// A card that ends without this page's answer says so in a visible line and collapses
// cleanly: `ended` set by the host (a relay's "answered in another tab"), or Close (inside
// the card's own border) on a card that expired or was withdrawn.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import type { ElicitFormParams } from '@elicit-kit/core';
import {
  showElicitation,
  defineTags,
  cardTags,
  ElicitRound,
  type ElicitRequest,
  type ElicitForm,
} from '@elicit-kit/elements';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { click, collect, part, partOf, settle, until } from './helpers/dom.js';

defineTags([...cardTags, ['elicit-round', ElicitRound]]);
addMessages('hi', hi);

const ask: ElicitFormParams = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};

/** True when `inner` lies wholly inside `outer` (both on screen). */
function inside(inner: Element, outer: Element): boolean {
  const [a, b] = [inner.getBoundingClientRect(), outer.getBoundingClientRect()];
  return (
    a.width > 0 && a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom
  );
}

describe('a card that ended', () => {
  it('should collapse to one visible line when the host says another tab answered, and answer nothing', async () => {
    const request = await fixture<ElicitRequest>(
      html`<elicit-request server-name="Weather" .request=${ask}></elicit-request>`,
    );
    const form = request.querySelector<ElicitForm>('elicit-form')!;
    await form.updateComplete;
    const heard = collect(document, 'elicit-response');
    request.ended = 'answered-elsewhere';
    await request.updateComplete;
    await form.updateComplete;
    heard.stop();
    const line = part(form, 'receipt');
    expect(line.textContent).to.equal(uiText('ui.receipt-answered-elsewhere'));
    expect(line.checkVisibility(), 'visible, not only announced').to.equal(true);
    expect(partOf(form, 'form'), 'the fields are gone').to.equal(null);
    expect(form.getAttribute('ended')).to.equal('answered-elsewhere');
    expect(request.getAttribute('ended')).to.equal('answered-elsewhere');
    expect(heard.events).to.have.length(0);
    await expect(request).to.be.accessible();
  });

  it('should say it in Hindi', async () => {
    const round = await fixture<ElicitRound>(html`<elicit-round locale="hi"
      .result=${{ resultType: 'input_required', inputRequests: { a: { method: 'elicitation/create', params: ask } } }}></elicit-round>`);
    round.ended = 'answered-elsewhere';
    await round.updateComplete;
    expect(part(round, 'receipt').textContent).to.equal(
      uiText('ui.receipt-answered-elsewhere', {}, 'hi'),
    );
    expect(part(round, 'receipt').textContent).to.match(/[\u0900-\u097F]/);
  });

  it("should keep Close inside an expired inline card's border, and collapse or go on Close", async () => {
    const transcript = await fixture<HTMLDivElement>(html`<div style="padding: 2rem"></div>`);
    const answer = showElicitation(ask, {
      container: transcript,
      inline: true,
      deadline: Date.now() + 600,
    });
    const formOf = () => transcript.querySelector<ElicitForm>('elicit-request elicit-form');
    await until(() => !!formOf()?.shadowRoot?.querySelector('input'), 'the card');
    formOf()!.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ type: 'Ada' });
    expect(await answer).to.deep.equal({ action: 'cancel' });
    await until(() => partOf(formOf()!, 'close') !== null, 'Close');
    const form = formOf()!;
    const close = part(form, 'close');
    expect(inside(close, part(form, 'card')), 'Close within the card').to.equal(true);
    expect(close.parentElement === part(form, 'actions'), "in the card's button bar").to.equal(
      true,
    );
    expect(part(form, 'deadline').textContent, 'the visible line').to.equal(uiText('ui.expired'));
    expect(part(form, 'deadline').checkVisibility()).to.equal(true);
    await expect(transcript).to.be.accessible();
    const dismissed = collect(document, 'elicit-dismiss');
    await click(close);
    dismissed.stop();
    expect(dismissed.events).to.have.length(1);
    expect(dismissed.events[0]!.bubbles && dismissed.events[0]!.composed).to.equal(true);
    expect(transcript.children.length, 'without receipts, the card goes').to.equal(0);
  });

  it('should collapse a standalone card to its line on Close', async () => {
    const form = await fixture<ElicitForm>(html`<elicit-form .request=${ask}></elicit-form>`);
    form.withdrawn = true;
    await form.updateComplete;
    const close = part(form, 'close');
    expect(inside(close, part(form, 'card'))).to.equal(true);
    await click(close);
    await form.updateComplete;
    await settle();
    expect(part(form, 'receipt').textContent).to.equal(uiText('ui.receipt-withdrawn'));
    expect(form.getAttribute('ended')).to.equal('withdrawn');
    expect(form.shadowRoot!.activeElement === part(form, 'receipt'), 'focus on the line').to.equal(
      true,
    );
  });

  it('should leave an inline ask answered elsewhere as its line, and close a modal one', async () => {
    const transcript = await fixture<HTMLDivElement>(html`<div></div>`);
    const inline = new AbortController();
    const answer = showElicitation(ask, {
      container: transcript,
      inline: true,
      signal: inline.signal,
    });
    await until(
      () =>
        !!transcript
          .querySelector('elicit-request elicit-form')
          ?.shadowRoot?.querySelector('input'),
      'the inline card',
    );
    inline.abort('answered-elsewhere');
    expect(await answer).to.deep.equal({ action: 'cancel' });
    const form = transcript.querySelector<ElicitForm>('elicit-request elicit-form')!;
    await until(() => partOf(form, 'receipt') !== null, 'the line');
    expect(part(form, 'receipt').textContent).to.equal(uiText('ui.receipt-answered-elsewhere'));

    const modal = new AbortController();
    const other = showElicitation(ask, { signal: modal.signal });
    await until(
      () =>
        !!document
          .querySelector('elicit-dialog[data-elicit-dialog] elicit-form')
          ?.shadowRoot?.querySelector('input'),
      'the modal',
    );
    modal.abort('answered-elsewhere');
    expect(await other).to.deep.equal({ action: 'cancel' });
    expect(document.querySelector('elicit-dialog[data-elicit-dialog]')).to.equal(null);
  });
});
