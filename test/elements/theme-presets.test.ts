import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '@elicit-kit/elements/define';
import type { ElicitElement } from '@elicit-kit/elements';
import { click, part } from './helpers/dom.js';

const ask = {
  message: 'Where should we ship?',
  requestedSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City' },
      note: { type: 'string', title: 'Note' },
      gift: { type: 'boolean', title: 'Gift wrap' },
    },
    required: ['city'],
  },
};

const root = document.documentElement;
const added: HTMLStyleElement[] = [];

/** Adds a stylesheet from the repository to the page, as a host's `<link>` would. */
async function load(path: string): Promise<void> {
  const style = document.createElement('style');
  style.textContent = await (await fetch(path)).text();
  document.head.append(style);
  added.push(style);
}

/** What `value` computes to as `property` where the card sits (a sibling probe). */
function hostValue(card: Element, property: string, value: string): string {
  const probe = document.createElement('div');
  probe.style.setProperty(property, value);
  card.after(probe);
  const computed = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return computed;
}

/** A form showing its errors (Review with the required field empty), focus in the field. */
async function shownWithErrors(wrapperClass = ''): Promise<ElicitElement> {
  const wrapper = await fixture<HTMLElement>(
    html`<div class=${wrapperClass}><elicit-form server-name="Shop" .request=${ask}></elicit-form></div>`,
  );
  const card = wrapper.querySelector<ElicitElement>('elicit-form')!;
  await card.updateComplete;
  await click(part(card, 'accept'));
  await card.updateComplete;
  part(card, 'input').focus();
  await sendKeys({ press: 'Shift' });
  return card;
}

/** The computed look of a card's parts. */
function snapshot(card: ElicitElement): Record<string, string> {
  const style = (name: string) => getComputedStyle(part(card, name));
  return {
    surface: style('card').backgroundColor,
    text: style('label').color,
    cardBorder: style('card').borderTopColor,
    radius: style('card').borderTopLeftRadius,
    primary: style('accept').backgroundColor,
    onPrimary: style('accept').color,
    // The optional field: the required one is marked invalid in the danger colour.
    inputBorder: getComputedStyle(
      card.shadowRoot!.querySelector('[data-name="note"] [part~="input"]')!,
    ).borderTopColor,
    muted: style('server').color,
    focus: style('input').outlineColor,
    error: style('error').color,
    summary: getComputedStyle(card.shadowRoot!.querySelector('.summary.errors')!).backgroundColor,
    controls: style('input').colorScheme,
  };
}

describe('theme presets', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
    for (const style of added.splice(0)) style.remove();
    root.classList.remove('dark');
    root.removeAttribute('data-bs-theme');
  });

  describe('shadcn.css', () => {
    /** What each part should compute to: shadcn's own variable, read where the card sits. */
    function expected(card: ElicitElement, controls: string): Record<string, string> {
      const color = (name: string) => hostValue(card, 'color', `var(${name})`);
      return {
        surface: color('--card'),
        text: color('--card-foreground'),
        cardBorder: color('--border'),
        radius: hostValue(card, 'border-top-left-radius', 'var(--radius)'),
        primary: color('--primary'),
        onPrimary: color('--primary-foreground'),
        inputBorder: color('--input'),
        muted: color('--muted-foreground'),
        focus: color('--ring'),
        controls,
      };
    }

    const without = (look: Record<string, string>, ...keys: string[]) =>
      Object.fromEntries(Object.entries(look).filter(([key]) => !keys.includes(key)));

    it("should draw a card in shadcn's colours, light and dark, from one stylesheet", async () => {
      await load('/test/fixtures/host-looks/shadcn.css');
      await load('/packages/elements/themes/shadcn.css');
      const card = await shownWithErrors();
      const light = snapshot(card);
      expect(without(light, 'error', 'summary')).to.deep.equal(expected(card, 'light'));
      root.classList.add('dark');
      await card.updateComplete;
      const dark = snapshot(card);
      expect(without(dark, 'error', 'summary')).to.deep.equal(expected(card, 'dark'));
      expect(dark.surface, 'the dark surface is not the light one').to.not.equal(light.surface);
      expect(dark.error, 'errors too').to.not.equal(light.error);
    });

    it('should stay light, native controls too, while the OS is dark and no .dark class says otherwise', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      await load('/test/fixtures/host-looks/shadcn.css');
      await load('/packages/elements/themes/shadcn.css');
      const card = await shownWithErrors();
      expect(without(snapshot(card), 'error', 'summary')).to.deep.equal(expected(card, 'light'));
    });

    it('should change nothing when loaded twice', async () => {
      await load('/test/fixtures/host-looks/shadcn.css');
      await load('/packages/elements/themes/shadcn.css');
      const card = await shownWithErrors();
      root.classList.add('dark');
      const once = snapshot(card);
      await load('/packages/elements/themes/shadcn.css');
      expect(snapshot(card)).to.deep.equal(once);
    });

    it('should go dark under a .dark wrapper (not <html>), native controls too, unless theme says light', async () => {
      await load('/test/fixtures/host-looks/shadcn.css');
      await load('/packages/elements/themes/shadcn.css');
      const card = await shownWithErrors('dark');
      expect(without(snapshot(card), 'error', 'summary')).to.deep.equal(expected(card, 'dark'));
      card.theme = 'light';
      await card.updateComplete;
      expect(snapshot(card).controls).to.equal('light');
    });

    for (const host of ['shadcn', 'ai-chatbot']) {
      it(`should have no axe violations with errors shown on a ${host} host, light and dark`, async () => {
        await load(`/test/fixtures/host-looks/${host}.css`);
        await load('/packages/elements/themes/shadcn.css');
        const card = await shownWithErrors();
        await expect(card).to.be.accessible();
        root.classList.add('dark');
        await card.updateComplete;
        expect(snapshot(card).controls).to.equal('dark');
        await expect(card).to.be.accessible();
      });
    }

    it("should leave the kit's own colours where the page defines no shadcn variables", async () => {
      const card = await shownWithErrors();
      const plain = snapshot(card);
      await load('/packages/elements/themes/shadcn.css');
      // Only the scheme is the preset's own: light, as shadcn's variables are without .dark.
      expect(without(snapshot(card), 'controls')).to.deep.equal(without(plain, 'controls'));
    });
  });

  describe('bootstrap.css', () => {
    function expected(card: ElicitElement, controls: string): Record<string, string> {
      const color = (name: string) => hostValue(card, 'color', `var(${name})`);
      return {
        surface: color('--bs-body-bg'),
        text: color('--bs-body-color'),
        cardBorder: color('--bs-border-color-translucent'),
        radius: hostValue(card, 'border-top-left-radius', 'var(--bs-border-radius)'),
        primary: color('--bs-primary'),
        onPrimary: 'rgb(255, 255, 255)',
        inputBorder: color('--bs-border-color'),
        muted: color('--bs-secondary-color'),
        focus: color('--bs-primary'),
        error: color('--bs-danger-text-emphasis'),
        summary: color('--bs-danger-bg-subtle'),
        controls,
      };
    }

    it('should draw a card in Bootstrap\'s colours, light and under data-bs-theme="dark", axe clean in both', async () => {
      await load('/test/fixtures/host-looks/bootstrap.css');
      await load('/packages/elements/themes/bootstrap.css');
      const card = await shownWithErrors();
      const light = snapshot(card);
      expect(light).to.deep.equal(expected(card, 'normal'));
      await expect(card).to.be.accessible();
      root.dataset['bsTheme'] = 'dark';
      await card.updateComplete;
      const dark = snapshot(card);
      expect(dark).to.deep.equal(expected(card, 'dark'));
      expect(dark.surface).to.not.equal(light.surface);
      await expect(card).to.be.accessible();
      await load('/packages/elements/themes/bootstrap.css');
      expect(snapshot(card), 'loaded twice').to.deep.equal(dark);
    });

    it('should stay light while the OS is dark and no data-bs-theme says otherwise', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      await load('/test/fixtures/host-looks/bootstrap.css');
      await load('/packages/elements/themes/bootstrap.css');
      const card = await shownWithErrors();
      expect(snapshot(card)).to.deep.equal(expected(card, 'normal'));
    });

    it('should go dark under data-bs-theme="dark" on a wrapper, native controls too', async () => {
      await load('/test/fixtures/host-looks/bootstrap.css');
      await load('/packages/elements/themes/bootstrap.css');
      const wrapper = await fixture<HTMLElement>(
        html`<div data-bs-theme="dark"><elicit-form .request=${ask}></elicit-form></div>`,
      );
      const card = wrapper.querySelector<ElicitElement>('elicit-form')!;
      await card.updateComplete;
      const surface = getComputedStyle(part(card, 'card')).backgroundColor;
      const controls = getComputedStyle(part(card, 'input')).colorScheme;
      expect({ surface, controls }).to.deep.equal({
        surface: hostValue(card, 'color', 'var(--bs-body-bg)'),
        controls: 'dark',
      });
      expect(surface).to.equal('rgb(33, 37, 41)');
    });
  });
});
