import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type ElicitRequestParams, type ElicitResult } from '@elicit-kit/core';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { showElicitation, cardTags, defineTags } from '@elicit-kit/elements';
import { realClick, settle, startNetworkLog, stopNetworkLog } from './helpers/url-helpers.js';
import { deepPart } from './helpers/dom.js';

const formAsk: ElicitRequestParams = {
  message: 'What should we call you?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
};
const urlAsk: ElicitRequestParams = {
  mode: 'url',
  message: 'Sign in',
  url: 'https://dialog-test.example/login',
};

/** The `<elicit-dialog>` `showElicitation` attached, if any (its card is its child). */
const dialogHost = () => document.querySelector<HTMLElement>('elicit-dialog[data-elicit-dialog]');
const dialogOf = () => dialogHost()?.shadowRoot?.querySelector('dialog') ?? null;

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Waits until the dialog's first control has focus. */
async function dialogReady(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const active = deepActive();
    if (
      dialogOf()?.open &&
      active &&
      active.localName !== 'body' &&
      active.matches('input, button')
    )
      return;
    await settle();
  }
  throw new Error('the dialog never focused a control');
}

/** The `::backdrop` colour of the open dialog as sRGB channels 0–1 and alpha. */
function backdropColor(): { readonly rgb: readonly number[]; readonly alpha: number } {
  const value = getComputedStyle(dialogOf()!, '::backdrop').backgroundColor;
  const numbers = (value.match(/[\d.]+/g) ?? []).map(Number);
  // `rgb(r, g, b[, a])` has 0–255 channels; `color(srgb r g b / a)` has 0–1 channels.
  const scale = value.startsWith('color(') ? 1 : 255;
  return { rgb: numbers.slice(0, 3).map((channel) => channel / scale), alpha: numbers[3] ?? 1 };
}

/** A button on the page that has focus before the dialog opens. */
async function focusedOpener(): Promise<HTMLButtonElement> {
  const opener = await fixture<HTMLButtonElement>(html`<button>Ask</button>`);
  opener.focus();
  return opener;
}

describe('showElicitation', () => {
  afterEach(async () => {
    await stopNetworkLog();
    dialogHost()?.remove();
  });

  it('should resolve with the content typed into the form', async () => {
    const opener = await focusedOpener();
    const answer = showElicitation(formAsk, { serverName: 'Demo' });
    await dialogReady();
    expect((deepActive() as HTMLInputElement).localName).to.equal('input');
    await sendKeys({ type: 'Ada Lovelace' });
    // Accept opens the review; the review's Send is the accept part again.
    await realClick(deepPart(dialogHost()!, 'accept')!);
    await settle();
    await realClick(deepPart(dialogHost()!, 'accept')!);
    const result = await answer;
    expect(result).to.deep.equal({ action: 'accept', content: { name: 'Ada Lovelace' } });
    expect(dialogHost()).to.equal(null);
    expect(document.activeElement).to.equal(opener);
  });

  it('should open a modal dialog named after the server', async () => {
    await focusedOpener();
    const answer = showElicitation(formAsk, { serverName: 'Demo' });
    await dialogReady();
    const dialog = dialogOf()!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal(uiText('ui.serverAsks', { server: 'Demo' }));
    expect(dialog.getAttribute('aria-label')).to.equal('Demo asks');
    await expect(dialogHost()!).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.deep.equal({ action: 'cancel' });
  });

  it('should resolve cancel on Escape, remove the dialog and restore focus', async () => {
    const opener = await focusedOpener();
    const answer = showElicitation(formAsk);
    await dialogReady();
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.deep.equal({ action: 'cancel' });
    expect(dialogHost()).to.equal(null);
    expect(document.activeElement).to.equal(opener);
  });

  it('should resolve decline when the person declines', async () => {
    await focusedOpener();
    const answer = showElicitation(urlAsk, { serverName: 'Auth' });
    await dialogReady();
    await realClick(deepPart(dialogHost()!, 'decline')!);
    expect(await answer).to.deep.equal({ action: 'decline' });
  });

  it('should resolve accept once the person consents and opens the page', async () => {
    await startNetworkLog(['dialog-test.example']);
    const opener = await focusedOpener();
    const answer = showElicitation(urlAsk, { serverName: 'Auth' });
    await dialogReady();
    // The consent checkbox is the first control.
    await sendKeys({ press: 'Space' });
    await settle();
    await realClick(deepPart(dialogHost()!, 'open')!);
    expect(await answer).to.deep.equal({ action: 'accept' });
    expect(dialogHost()).to.equal(null);
    expect(document.activeElement).to.equal(opener);
  });

  it('should resolve cancel when the signal aborts', async () => {
    const opener = await focusedOpener();
    const controller = new AbortController();
    const answer = showElicitation(formAsk, { signal: controller.signal });
    await dialogReady();
    controller.abort();
    expect(await answer).to.deep.equal({ action: 'cancel' });
    expect(dialogHost()).to.equal(null);
    expect(document.activeElement).to.equal(opener);
  });

  it('should resolve cancel at once for a signal that already aborted', async () => {
    const result: ElicitResult = await showElicitation(formAsk, { signal: AbortSignal.abort() });
    expect(result).to.deep.equal({ action: 'cancel' });
    expect(dialogHost()).to.equal(null);
  });

  it('should resolve only once when answers race', async () => {
    await focusedOpener();
    const controller = new AbortController();
    const answer = showElicitation(urlAsk, { signal: controller.signal });
    await dialogReady();
    await realClick(deepPart(dialogHost()!, 'decline')!);
    controller.abort();
    expect(await answer).to.deep.equal({ action: 'decline' });
  });

  it('should attach to the given container and apply the theme and locale', async () => {
    const container = await fixture<HTMLDivElement>(html`<div lang="en"></div>`);
    const answer = showElicitation(urlAsk, { container, theme: 'dark', serverName: 'Auth' });
    await dialogReady();
    const host = container.querySelector<HTMLElement>('[data-elicit-dialog]')!;
    expect(host).to.exist;
    expect(host.getAttribute('theme')).to.equal('dark');
    const card = host.querySelector('elicit-request')!;
    expect(card.theme).to.equal('dark');
    expect(card.locale).to.equal('en');
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.deep.equal({ action: 'cancel' });
    expect(container.querySelector('[data-elicit-dialog]')).to.equal(null);
  });
  describe('theme', () => {
    it('should dim the page with a dark backdrop in the dark theme too', async () => {
      await focusedOpener();
      const answer = showElicitation(urlAsk, { theme: 'dark' });
      await dialogReady();
      const { rgb, alpha } = backdropColor();
      expect(Math.max(...rgb), 'a dark veil, not the light text colour').to.be.below(0.3);
      expect(alpha).to.be.above(0.3);
      await sendKeys({ press: 'Escape' });
      await answer;
    });

    it('should dim the page with a dark backdrop in the light theme', async () => {
      await focusedOpener();
      const answer = showElicitation(urlAsk, { theme: 'light' });
      await dialogReady();
      const { rgb, alpha } = backdropColor();
      expect(Math.max(...rgb)).to.be.below(0.3);
      expect(alpha).to.be.above(0.3);
      await sendKeys({ press: 'Escape' });
      await answer;
    });

    it('should take the backdrop from --elicit-color-backdrop', async () => {
      const container = await fixture<HTMLDivElement>(
        html`<div style="--elicit-color-backdrop: rgb(10, 20, 30)"></div>`,
      );
      const answer = showElicitation(urlAsk, { container, theme: 'dark' });
      await dialogReady();
      expect(getComputedStyle(dialogOf()!, '::backdrop').backgroundColor).to.equal(
        'rgb(10, 20, 30)',
      );
      await sendKeys({ press: 'Escape' });
      await answer;
    });
  });
  describe('registration', () => {
    it('should define the three cards and the dialog it shows, leaving a tag that is already taken alone', () => {
      const defined = new Map<string, CustomElementConstructor>();
      class HostOwnForm extends HTMLElement {}
      defined.set('elicit-form', HostOwnForm);
      const registry = {
        get: (tag: string) => defined.get(tag),
        define: (tag: string, element: CustomElementConstructor) => void defined.set(tag, element),
      } as unknown as CustomElementRegistry;
      defineTags(cardTags, registry);
      defineTags(cardTags, registry);
      expect([...defined.keys()].sort()).to.deep.equal([
        'elicit-dialog',
        'elicit-form',
        'elicit-request',
        'elicit-url-consent',
      ]);
      expect(defined.get('elicit-form')).to.equal(HostOwnForm);
    });

    it('should register all five tags through define.ts', async () => {
      await import('../../packages/elements/src/define.js');
      for (const tag of [
        'elicit-form',
        'elicit-url-consent',
        'elicit-round',
        'elicit-request',
        'elicit-dialog',
      ]) {
        expect(customElements.get(tag), tag).to.not.equal(undefined);
      }
    });
  });
});
