// Deadlines and withdrawal, shared by every card through the card controller: the countdown,
// its sparing announcements, and the locked-but-kept card afterwards.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { ElicitUrlConsent, ElicitRound, ElicitRequest } from '@elicit-kit/elements';
import { $, oneField, renderForm, typeInto, type ElicitForm } from './helpers/form-helpers.js';
import { click, collect, part, settle } from './helpers/dom.js';

for (const [tag, element] of [
  ['elicit-url-consent', ElicitUrlConsent],
  ['elicit-round', ElicitRound],
  ['elicit-request', ElicitRequest],
] as const) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
addMessages('hi', hi);

const nameAsk = oneField({ type: 'string', title: 'Name' }, true, 'name');

/** Waits until `check` holds (at most 5 s). */
async function until(check: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > 5000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const text = (element: Element) => element.textContent?.trim() ?? '';

describe('card deadlines', () => {
  it('should show a countdown as a timer that is not read out every second', async () => {
    const form = await renderForm(nameAsk);
    form.deadline = new Date(Date.now() + 90_500);
    await form.updateComplete;
    const clock = part(form, 'countdown');
    expect(clock.getAttribute('role')).to.equal('timer');
    expect(clock.getAttribute('aria-live')).to.equal('off');
    // Whose time it is: the request's, from the server the card names, and until when.
    const until1405 = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(+form.deadline);
    expect(text(clock)).to.equal(`The request from Test server closes at ${until1405}: 1:31 left`);
    expect(clock.querySelector('bdi')?.textContent, 'the name isolated').to.equal('Test server');
    expect(text(part(form, 'deadline')), 'nothing announced yet').to.equal('');
    await until(
      () => text(clock) === `The request from Test server closes at ${until1405}: 1:30 left`,
      'the clock ticks',
    );
    await expect(form).to.be.accessible();
  });

  it('should announce one minute left once, not every second', async () => {
    const form = await renderForm(nameAsk);
    form.deadline = Date.now() + 60_400;
    await form.updateComplete;
    const status = part(form, 'deadline');
    expect(status.getAttribute('role')).to.equal('status');
    expect(text(status)).to.equal('');
    const changes: string[] = [];
    const observer = new MutationObserver(() => changes.push(text(status)));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    await until(() => text(status) === '1 minute left to answer.', 'the minute announcement');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    observer.disconnect();
    expect(changes).to.deep.equal(['1 minute left to answer.']);
  });

  it('should announce ten seconds left', async () => {
    const form = await renderForm(nameAsk);
    form.deadline = Date.now() + 10_400;
    await form.updateComplete;
    await until(
      () => text(part(form, 'deadline')) === '10 seconds left to answer.',
      'the ten-second announcement',
    );
  });

  it('should say the request expired, refuse to send, and keep what was typed editable and copyable', async () => {
    const form = await renderForm(nameAsk);
    form.deadline = Date.now() + 1500;
    await form.updateComplete;
    const responses = collect(document, 'elicit-response');
    await typeInto($(form, 'input'), 'Ada');
    await until(() => form.hasAttribute('expired'), 'the deadline');
    await form.updateComplete;
    expect(form.expired).to.equal(true);
    expect(text(part(form, 'deadline'))).to.equal(uiText('ui.expired'));
    expect(text(part(form, 'countdown'))).to.equal('');
    for (const name of ['accept', 'decline', 'cancel'])
      expect(part<HTMLButtonElement>(form, name).disabled, name).to.equal(true);
    const input = $(form, 'input') as HTMLInputElement;
    expect(input.value).to.equal('Ada');
    expect(input.disabled, 'still selectable and copyable').to.equal(false);
    // Neither Enter in the field nor Escape answers late.
    input.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Escape' });
    await settle();
    responses.stop();
    expect(responses.events.length).to.equal(0);
    expect(form.busy).to.equal(false);
    await expect(form).to.be.accessible();
  });

  it('should move focus to the notice when the focused button locks at the deadline', async () => {
    const form = await renderForm(nameAsk);
    form.deadline = Date.now() + 1200;
    await form.updateComplete;
    part(form, 'cancel').focus();
    await until(() => form.hasAttribute('expired'), 'the deadline');
    await until(
      () => form.shadowRoot!.activeElement === part(form, 'deadline'),
      'focus on the notice',
    );
  });

  it('should never show expired on a form that already answered', async () => {
    const form = await renderForm(nameAsk);
    form.deadline = Date.now() + 1200;
    await form.updateComplete;
    await click(part(form, 'decline'));
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await form.updateComplete;
    expect(form.busy).to.equal(true);
    expect(text(part(form, 'deadline'))).to.equal('');
  });

  it('should say the request was withdrawn when the host withdraws it', async () => {
    const form = await renderForm(nameAsk);
    await typeInto($(form, 'input'), 'Ada');
    form.withdrawn = true;
    await form.updateComplete;
    expect(form.getAttribute('withdrawn')).to.equal('');
    expect(text(part(form, 'deadline'))).to.equal(
      'This request was withdrawn: nothing was sent. What you entered is still here to copy.',
    );
    expect(part<HTMLButtonElement>(form, 'accept').disabled).to.equal(true);
    expect(($(form, 'input') as HTMLInputElement).value).to.equal('Ada');
    await expect(form).to.be.accessible();
  });

  it('should say it in Hindi', async () => {
    const form = await renderForm(nameAsk, { locale: 'hi' });
    form.deadline = Date.now() + 125_000;
    await form.updateComplete;
    expect(text(part(form, 'countdown'))).to.match(
      /^Test server का अनुरोध .+ पर बंद होगा: 2:0[45] बाकी$/,
    );
    form.withdrawn = true;
    await form.updateComplete;
    expect(text(part(form, 'deadline'))).to.equal(uiText('ui.withdrawn', {}, 'hi'));
  });

  it('should lock a URL card at its deadline but keep Copy', async () => {
    const card = await fixture<ElicitUrlConsent>(html`<elicit-url-consent
      .request=${{ mode: 'url', message: 'Sign in', url: 'https://deadline.example/' }}
    ></elicit-url-consent>`);
    card.withdrawn = true;
    await card.updateComplete;
    expect(part<HTMLButtonElement>(card, 'open').disabled).to.equal(true);
    expect(part<HTMLButtonElement>(card, 'decline').disabled).to.equal(true);
    expect(part<HTMLButtonElement>(card, 'copy').disabled).to.equal(false);
    expect(text(part(card, 'deadline'))).to.equal(uiText('ui.withdrawn'));
    await expect(card).to.be.accessible();
  });

  it('should pass the deadline from <elicit-request> to its card', async () => {
    const request = await fixture<ElicitRequest>(
      html`<elicit-request .request=${nameAsk} .deadline=${Date.now() + 30_000}></elicit-request>`,
    );
    await request.updateComplete;
    const form = request.querySelector<ElicitForm>('elicit-form')!;
    await form.updateComplete;
    // No server name: the time left alone.
    expect(text(part(form, 'countdown'))).to.match(/^Time left to answer: 0:(30|29)$/);
    request.withdrawn = true;
    await request.updateComplete;
    await form.updateComplete;
    expect(text(part(form, 'deadline'))).to.equal(uiText('ui.withdrawn'));
  });

  it('should lock a round at its deadline and keep what its forms hold', async () => {
    const round = await fixture<ElicitRound>(html`<elicit-round
      .result=${{ resultType: 'input_required', inputRequests: { who: { method: 'elicitation/create', params: nameAsk } } }}
    ></elicit-round>`);
    round.deadline = Date.now() + 1500;
    await round.updateComplete;
    await settle();
    const form = round.querySelector<ElicitForm>('elicit-form')!;
    await typeInto(form.shadowRoot!.querySelector('input')!, 'Ada');
    const events = collect(document, 'elicit-round');
    await until(() => round.hasAttribute('expired'), 'the deadline');
    await round.updateComplete;
    expect(text(part(round, 'deadline'))).to.equal(uiText('ui.expired'));
    expect(part<HTMLButtonElement>(round, 'send').disabled).to.equal(true);
    expect(part<HTMLButtonElement>(round, 'cancel').disabled).to.equal(true);
    expect(form.shadowRoot!.querySelector('input')!.value).to.equal('Ada');
    await sendKeys({ press: 'Escape' });
    await settle();
    events.stop();
    expect(events.events.length).to.equal(0);
    await expect(round).to.be.accessible();
  });
});
