// Receipts: a card that collapses, once answered or ended, to one line of what was sent.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ElicitFormParams } from '@elicit-kit/core';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { ElicitUrlConsent, ElicitRequest, showElicitation } from '@elicit-kit/elements';
import { $, renderForm, typeInto, type ElicitForm } from './helpers/form-helpers.js';
import { click, deepActiveElement, part, partOf, settle } from './helpers/dom.js';
import { stubWindowOpen } from './helpers/round-helpers.js';

for (const [tag, element] of [
  ['elicit-url-consent', ElicitUrlConsent],
  ['elicit-request', ElicitRequest],
] as const) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
addMessages('hi', hi);

const signUp: ElicitFormParams = {
  message: 'Sign up',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      api_key: { type: 'string', title: 'API key' },
      news: { type: 'boolean', title: 'Newsletter' },
    },
    required: ['name'],
  },
};

async function until(check: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > 5000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** Renders a form with `receipt` set. */
async function receiptForm(request: ElicitFormParams = signUp, locale = 'en'): Promise<ElicitForm> {
  const form = await renderForm(request, { locale });
  form.receipt = true;
  await form.updateComplete;
  return form;
}

describe('receipts', () => {
  it('should collapse to what was sent, hiding a secret-looking value, and keep focus on the line', async () => {
    const form = await receiptForm();
    await typeInto($(form, '#f0'), 'Ada');
    await typeInto($(form, '#f1'), 'sk-live-123456');
    await click(part(form, 'accept'));
    await form.updateComplete;
    await click(part(form, 'accept'));
    await form.updateComplete;
    await settle();
    const receipt = part(form, 'receipt');
    expect(receipt.textContent).to.equal('Sent: Name: Ada; API key: hidden');
    expect(form.shadowRoot!.textContent).to.not.contain('sk-live');
    expect(partOf(form, 'form'), 'the card collapsed').to.equal(null);
    await until(() => deepActiveElement() === receipt, 'focus on the receipt');
    await expect(form).to.be.accessible();
  });

  it('should say Declined and Cancelled', async () => {
    const declined = await receiptForm();
    await click(part(declined, 'decline'));
    await declined.updateComplete;
    expect(part(declined, 'receipt').textContent).to.equal('Declined');
    const cancelled = await receiptForm();
    $(cancelled, '#f0').focus();
    await sendKeys({ press: 'Escape' });
    await cancelled.updateComplete;
    expect(part(cancelled, 'receipt').textContent).to.equal('Cancelled');
  });

  it('should come back with the answers when the host unlocks a failed send', async () => {
    const form = await receiptForm();
    await typeInto($(form, '#f0'), 'Ada');
    await click(part(form, 'accept'));
    await form.updateComplete;
    await click(part(form, 'accept'));
    await form.updateComplete;
    expect(partOf(form, 'receipt')).to.not.equal(null);
    form.busy = false;
    await form.updateComplete;
    expect(partOf(form, 'receipt')).to.equal(null);
    expect(($(form, '#f0') as HTMLInputElement).value).to.equal('Ada');
  });

  it('should say Withdrawn or Expired for a card that ended', async () => {
    const form = await receiptForm();
    form.withdrawn = true;
    await form.updateComplete;
    expect(part(form, 'receipt').textContent).to.equal('Withdrawn: nothing was sent');
    form.withdrawn = false;
    form.deadline = Date.now() - 1;
    await form.updateComplete;
    expect(part(form, 'receipt').textContent).to.equal('Expired: nothing was sent');
  });

  it('should say it in Hindi', async () => {
    const form = await receiptForm(signUp, 'hi');
    await click(part(form, 'decline'));
    await form.updateComplete;
    expect(part(form, 'receipt').textContent).to.equal('अस्वीकार किया गया');
  });

  it('should say Accepted once a URL card opened its page', async () => {
    const open = stubWindowOpen();
    try {
      const card = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent .receipt=${true} .request=${{ mode: 'url', message: 'Sign in', url: 'https://receipt.example/' }}></elicit-url-consent>`,
      );
      await click(part(card, 'consent').querySelector('input')!);
      await card.updateComplete;
      await click(part(card, 'open'));
      await card.updateComplete;
      expect(part(card, 'receipt').textContent).to.equal('Accepted');
    } finally {
      open.restore();
    }
  });

  it('should leave receipts of inline asks in the transcript, the expired one once closed', async () => {
    const transcript = await fixture<HTMLDivElement>(html`<div></div>`);
    const options = { container: transcript, inline: true, receipt: true } as const;
    const first = showElicitation(signUp, options);
    const second = showElicitation(
      {
        message: 'Soon gone',
        requestedSchema: { type: 'object', properties: { x: { type: 'string' } } },
      },
      { ...options, deadline: Date.now() + 2500 },
    );
    const cardIn = (index: number) =>
      transcript.children[index]?.querySelector<ElicitForm>('elicit-request elicit-form') ?? null!;
    await until(() => !!cardIn(0)?.shadowRoot?.querySelector('#f0'), 'the first card');
    await typeInto($(cardIn(0), '#f0'), 'Ada');
    await click(part(cardIn(0), 'decline'));
    expect(await first).to.deep.equal({ action: 'decline' });
    await until(
      () => !!cardIn(1)?.shadowRoot?.querySelector('#f0'),
      'the second card below the receipt',
    );
    expect(part(cardIn(0), 'receipt').textContent).to.equal('Declined');
    expect(await second).to.deep.equal({ action: 'cancel' });
    // Close sits in the expired card's own button bar, once the card rendered its end.
    await until(() => partOf(cardIn(1), 'close') !== null, 'Close on the expired card');
    const close = part(cardIn(1), 'close');
    await click(close);
    await cardIn(1).updateComplete;
    expect(part(cardIn(1), 'receipt').textContent).to.equal('Expired: nothing was sent');
    expect(transcript.children.length).to.equal(2);
    await expect(transcript).to.be.accessible();
  });
});
