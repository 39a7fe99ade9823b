import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ElicitRequestParams, ElicitResult } from '@elicit-kit/core';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { showElicitation, type ElicitDialog } from '@elicit-kit/elements';
import { click, deepActiveElement, settle } from './helpers/dom.js';

const ask: ElicitRequestParams = {
  message: 'Your name?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
};

const dialogHosts = () => [
  ...document.querySelectorAll<HTMLElement>('[data-elicit-dialog], [data-elicit-inline]'),
];
/** The form of the card the shown `<elicit-dialog>` holds (its child's child, in the page's tree). */
const formOf = (host: HTMLElement) =>
  host.querySelector('elicit-request')!.querySelector('elicit-form')!;
const formPart = (host: HTMLElement, name: string) =>
  formOf(host).shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
/** Close, in the ended card's own button bar. */
const closeOf = (host: HTMLElement) =>
  formOf(host).shadowRoot!.querySelector<HTMLButtonElement>('[part~="close"]');

async function until(check: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > 5000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

describe('showElicitation deadline and cancellation', () => {
  afterEach(() => {
    for (const host of dialogHosts()) host.remove();
  });

  it('should resolve cancel at the deadline, and keep the expired card with what was typed until closed', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const answer = showElicitation(ask, {
      deadline: new Date(Date.now() + 1500),
      serverName: 'Demo',
    });
    let result: ElicitResult | undefined;
    void answer.then((value) => (result = value));
    await until(() => deepActiveElement()?.localName === 'input', 'the field focused');
    const host = dialogHosts()[0]!;
    // Whose time it is: the request's, from the server the card names.
    expect(formPart(host, 'countdown').textContent).to.match(
      /^The request from Demo closes at .+: 0:0[12] left$/,
    );
    await sendKeys({ type: 'Ada' });
    // Review open, so the next click would be Send.
    await click(formPart(host, 'accept'));
    await until(() => result !== undefined, 'the deadline');
    expect(result).to.deep.equal({ action: 'cancel' });
    await until(() => formOf(host).hasAttribute('expired'), 'the card expired');
    await formOf(host).updateComplete;
    // Nothing late: Send is disabled, and clicking it changes nothing.
    expect((formPart(host, 'accept') as HTMLButtonElement).disabled).to.equal(true);
    expect(formPart(host, 'deadline').textContent).to.equal(uiText('ui.expired'));
    expect(host.isConnected, 'the card stays').to.equal(true);
    const close = closeOf(host)!;
    expect(close.textContent).to.equal('Close');
    await expect(host).to.be.accessible();
    await click(close);
    expect(host.isConnected).to.equal(false);
    expect(document.activeElement === opener).to.equal(true);
    opener.remove();
  });

  it('should close with Escape once expired', async () => {
    const answer = showElicitation(ask, { deadline: Date.now() + 1000 });
    await until(() => deepActiveElement()?.localName === 'input', 'the field focused');
    await sendKeys({ type: 'x' });
    expect(await answer).to.deep.equal({ action: 'cancel' });
    await until(() => closeOf(dialogHosts()[0]!) !== null, 'the close button');
    await sendKeys({ press: 'Escape' });
    await until(() => dialogHosts().length === 0, 'closed');
  });

  it('should resolve cancel at once for a deadline already past', async () => {
    expect(await showElicitation(ask, { deadline: Date.now() - 1 })).to.deep.equal({
      action: 'cancel',
    });
    expect(dialogHosts().length).to.equal(0);
  });

  it('should resolve a waiting ask at its deadline without showing it, and show the next only after the expired one closes', async () => {
    const first = showElicitation(ask, { deadline: Date.now() + 1200 });
    const second = showElicitation(ask, { deadline: Date.now() + 600 });
    const third = showElicitation({ ...ask, message: 'Third' });
    await until(() => deepActiveElement()?.localName === 'input', 'the first focused');
    const host = dialogHosts()[0]!;
    const count = host.shadowRoot!.querySelector('[part~="queue"]')!;
    expect(count.textContent).to.equal('2 more requests waiting');
    expect(await second).to.deep.equal({ action: 'cancel' });
    await (host as ElicitDialog).updateComplete;
    expect(count.textContent).to.equal('1 more request waiting');
    await sendKeys({ type: 'Ada' });
    expect(await first).to.deep.equal({ action: 'cancel' });
    await until(() => closeOf(host) !== null, 'the expired card stays');
    expect(dialogHosts().length, 'one modal at a time').to.equal(1);
    await (host as ElicitDialog).updateComplete;
    expect(count.textContent, 'the third still waits').to.equal('1 more request waiting');
    await click(closeOf(host)!);
    await until(() => dialogHosts().length === 1 && dialogHosts()[0] !== host, 'the third shown');
    await until(() => deepActiveElement()?.localName === 'input', 'the third focused');
    await sendKeys({ press: 'Escape' });
    expect(await third).to.deep.equal({ action: 'cancel' });
  });

  it('should keep a withdrawn card the person typed into, saying so', async () => {
    const controller = new AbortController();
    const answer = showElicitation(ask, { signal: controller.signal });
    await until(() => deepActiveElement()?.localName === 'input', 'the field focused');
    await sendKeys({ type: 'Ada' });
    controller.abort();
    expect(await answer).to.deep.equal({ action: 'cancel' });
    const host = dialogHosts()[0]!;
    await formOf(host).updateComplete;
    expect(formPart(host, 'deadline').textContent).to.equal(uiText('ui.withdrawn'));
    expect((formPart(host, 'input') as HTMLInputElement).value).to.equal('Ada');
    expect((formPart(host, 'accept') as HTMLButtonElement).disabled).to.equal(true);
    await click(closeOf(host)!);
    expect(dialogHosts().length).to.equal(0);
  });

  it('should show the next inline ask at once below an expired inline card', async () => {
    const transcript = document.createElement('div');
    document.body.append(transcript);
    const first = showElicitation(ask, {
      container: transcript,
      inline: true,
      deadline: Date.now() + 800,
    });
    const second = showElicitation(
      { ...ask, message: 'Next' },
      { container: transcript, inline: true },
    );
    await until(() => transcript.children.length === 1, 'the first inline');
    await until(
      () => !!formOf(transcript.children[0] as HTMLElement)?.shadowRoot?.querySelector('input'),
      'rendered',
    );
    formPart(transcript.children[0] as HTMLElement, 'input').focus();
    await sendKeys({ type: 'Ada' });
    expect(await first).to.deep.equal({ action: 'cancel' });
    await until(() => transcript.children.length === 2, 'the next below the expired one');
    await settle();
    const [expired, next] = [...transcript.children] as HTMLElement[];
    expect(closeOf(expired!)).to.not.equal(null);
    expect(formPart(next!, 'message').textContent!.trim()).to.equal('Next');
    await click(formPart(next!, 'decline'));
    expect(await second).to.deep.equal({ action: 'decline' });
    await click(closeOf(expired!)!);
    expect(transcript.children.length).to.equal(0);
    transcript.remove();
  });
});
