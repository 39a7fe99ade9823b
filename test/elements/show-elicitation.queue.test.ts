import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import type { ElicitRequestParams, ElicitResult } from '@elicit-kit/core';
import { showElicitation, type ElicitDialog } from '@elicit-kit/elements';
import { click, deepActiveElement, settle } from './helpers/dom.js';

addMessages('hi', hi);

const ask = (name: string): ElicitRequestParams => ({
  message: `Ask ${name}`,
  requestedSchema: { type: 'object', properties: { [name]: { type: 'string', title: name } } },
});

const hosts = (selector = '[data-elicit-dialog]') => [
  ...document.querySelectorAll<ElicitDialog>(selector),
];
const frameOf = (host: HTMLElement) =>
  host.shadowRoot!.querySelector<HTMLElement>('dialog, [role="group"]')!;
/** The queue line of `<elicit-dialog>` (rendered a moment after the element is attached). */
const countOf = (host: HTMLElement) =>
  host.shadowRoot?.querySelector<HTMLElement>('[part~="queue"]') ?? undefined;
/** The message shown on the card in `host`. */
const messageOf = (host: HTMLElement) =>
  host
    .querySelector('elicit-request')!
    .querySelector('elicit-form')!
    .shadowRoot!.querySelector('[part~="message"]')!
    .textContent!.trim();
const buttonOf = (host: HTMLElement, part: string) =>
  host
    .querySelector('elicit-request')!
    .querySelector('elicit-form')!
    .shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`)!;

/** Waits until `check` holds, a frame at a time. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await settle();
  }
  throw new Error(`never: ${what}`);
}

/** Records when each promise settles, and with what. */
function track(promises: readonly Promise<ElicitResult>[]): (ElicitResult | undefined)[] {
  const results: (ElicitResult | undefined)[] = promises.map(() => undefined);
  promises.forEach((promise, index) => void promise.then((result) => (results[index] = result)));
  return results;
}

describe('showElicitation queue', () => {
  afterEach(() => {
    for (const host of hosts('[data-elicit-dialog], [data-elicit-inline]')) host.remove();
  });

  it('should show three asks one at a time, say how many wait, and resolve each on its own', async () => {
    const opener = await fixture<HTMLButtonElement>(html`<button>Ask</button>`);
    opener.focus();
    const promises = ['a', 'b', 'c'].map((name) =>
      showElicitation(ask(name), { serverName: 'Demo' }),
    );
    const results = track(promises);
    await until(() => deepActiveElement()?.localName === 'input', 'the first ask focused');
    expect(hosts().length, 'one modal at a time').to.equal(1);
    expect(messageOf(hosts()[0]!)).to.equal('Ask a');
    const count = countOf(hosts()[0]!)!;
    expect(count.getAttribute('role')).to.equal('status');
    expect(count.textContent).to.equal('2 more requests waiting');
    await expect(hosts()[0]!).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    expect(await promises[0]).to.deep.equal({ action: 'cancel' });
    await until(
      () => hosts().length === 1 && messageOf(hosts()[0]!) === 'Ask b',
      'the second ask shown',
    );
    expect(results[1], 'the second still waits for its own answer').to.equal(undefined);
    expect(countOf(hosts()[0]!)!.textContent).to.equal('1 more request waiting');

    await until(() => deepActiveElement()?.localName === 'input', 'the second ask focused');
    await click(buttonOf(hosts()[0]!, 'decline'));
    expect(await promises[1]).to.deep.equal({ action: 'decline' });
    await until(
      () => hosts().length === 1 && messageOf(hosts()[0]!) === 'Ask c',
      'the third ask shown',
    );
    await hosts()[0]!.updateComplete;
    expect(countOf(hosts()[0]!)!.textContent).to.equal('');
    await until(() => deepActiveElement()?.localName === 'input', 'the third ask focused');
    await sendKeys({ type: 'Ada' });
    await click(buttonOf(hosts()[0]!, 'accept'));
    await settle();
    await click(buttonOf(hosts()[0]!, 'accept'));
    expect(await promises[2]).to.deep.equal({ action: 'accept', content: { c: 'Ada' } });
    await until(() => hosts().length === 0, 'the queue emptied');
    expect(document.activeElement === opener, 'focus back on the opener').to.equal(true);
  });

  it('should drop a waiting ask whose signal aborts, and update the count', async () => {
    const controller = new AbortController();
    const first = showElicitation(ask('a'));
    const second = showElicitation(ask('b'), { signal: controller.signal });
    await until(
      () => hosts().length === 1 && countOf(hosts()[0]!)?.textContent === '1 more request waiting',
      'the count',
    );
    controller.abort();
    expect(await second).to.deep.equal({ action: 'cancel' });
    await hosts()[0]!.updateComplete;
    expect(countOf(hosts()[0]!)!.textContent).to.equal('');
    await until(() => deepActiveElement()?.localName === 'input', 'the first ask focused');
    await sendKeys({ press: 'Escape' });
    expect(await first).to.deep.equal({ action: 'cancel' });
    await until(() => hosts().length === 0, 'nothing shown after the aborted ask');
  });

  it('should say how many wait in Hindi', async () => {
    const first = showElicitation(ask('a'), { locale: 'hi' });
    const second = showElicitation(ask('b'), { locale: 'hi' });
    const third = showElicitation(ask('c'), { locale: 'hi' });
    await until(() => hosts().length === 1 && countOf(hosts()[0]!) !== undefined, 'shown');
    expect(countOf(hosts()[0]!)!.textContent).to.equal('2 और अनुरोध प्रतीक्षा में हैं');
    await until(() => deepActiveElement()?.localName === 'input', 'focused');
    await sendKeys({ press: 'Escape' });
    await first;
    await until(
      () => countOf(hosts()[0]!)?.textContent === '1 और अनुरोध प्रतीक्षा में है',
      'the singular',
    );
    for (const promise of [second, third]) {
      await until(() => deepActiveElement()?.localName === 'input', 'focused');
      await sendKeys({ press: 'Escape' });
      await promise;
    }
  });

  describe('inline', () => {
    it('should not take focus from where the person is when an untouched inline ask goes away', async () => {
      const page = await fixture<HTMLDivElement>(
        html`<div><input id="chat" /><input id="search" /><div id="transcript"></div></div>`,
      );
      page.querySelector<HTMLInputElement>('#chat')!.focus();
      const controller = new AbortController();
      const answer = showElicitation(ask('a'), {
        container: page.querySelector<HTMLElement>('#transcript')!,
        inline: true,
        signal: controller.signal,
      });
      await until(() => page.querySelector('[data-elicit-inline]') !== null, 'the inline card');
      const search = page.querySelector<HTMLInputElement>('#search')!;
      search.focus();
      controller.abort();
      expect(await answer).to.deep.equal({ action: 'cancel' });
      expect(page.querySelector('[data-elicit-inline]')).to.equal(null);
      expect(document.activeElement === search, 'focus stays where the person went').to.equal(true);
    });

    it('should render the card inside the container, not in a modal, and leave focus alone', async () => {
      const page = await fixture<HTMLDivElement>(
        html`<div><input id="chat" /><div id="transcript" lang="en"></div></div>`,
      );
      const chat = page.querySelector<HTMLInputElement>('#chat')!;
      const transcript = page.querySelector<HTMLElement>('#transcript')!;
      chat.focus();
      const answer = showElicitation(ask('a'), {
        container: transcript,
        inline: true,
        serverName: 'Docs',
      });
      await until(
        () => transcript.querySelector('[data-elicit-inline]') !== null,
        'the inline card',
      );
      const host = transcript.querySelector<HTMLElement>('[data-elicit-inline]')!;
      await settle();
      expect(host.shadowRoot!.querySelector('dialog')).to.equal(null);
      expect(frameOf(host).localName).to.equal('div');
      expect(frameOf(host).getAttribute('aria-label')).to.equal('Docs asks');
      expect(hosts().length, 'no modal').to.equal(0);
      expect(document.activeElement === chat, 'the chat input keeps focus').to.equal(true);
      await expect(host).to.be.accessible();
      await click(buttonOf(host, 'decline'));
      expect(await answer).to.deep.equal({ action: 'decline' });
      expect(transcript.querySelector('[data-elicit-inline]')).to.equal(null);
    });

    it('should queue per container, apart from the modal queue, and move focus along the queue', async () => {
      const transcript = await fixture<HTMLDivElement>(html`<div></div>`);
      const inline = ['a', 'b'].map((name) =>
        showElicitation(ask(name), { container: transcript, inline: true }),
      );
      const modal = showElicitation(ask('m'));
      await until(
        () =>
          hosts().length === 1 && transcript.querySelectorAll('[data-elicit-inline]').length === 1,
        'both shown',
      );
      const host = transcript.querySelector<ElicitDialog>('[data-elicit-inline]')!;
      await Promise.all([host.updateComplete, hosts()[0]!.updateComplete]);
      expect(countOf(host)!.textContent).to.equal('1 more request waiting');
      expect(countOf(hosts()[0]!)!.textContent, 'the modal queue is apart').to.equal('');
      await until(() => deepActiveElement()?.localName === 'input', 'the modal focused');
      await sendKeys({ press: 'Escape' });
      expect(await modal).to.deep.equal({ action: 'cancel' });

      // Escape inside the inline card cancels that ask; the next one takes focus.
      buttonOf(host, 'decline').focus();
      await sendKeys({ press: 'Escape' });
      expect(await inline[0]).to.deep.equal({ action: 'cancel' });
      await until(
        () =>
          transcript.querySelector('[data-elicit-inline]') !== null &&
          messageOf(transcript.querySelector('[data-elicit-inline]')!) === 'Ask b',
        'the next inline ask',
      );
      await until(() => deepActiveElement()?.localName === 'input', 'the next inline ask focused');
      await sendKeys({ press: 'Escape' });
      expect(await inline[1]).to.deep.equal({ action: 'cancel' });
      expect(transcript.children.length).to.equal(0);
    });
  });
});
