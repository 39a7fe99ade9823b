import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '@elicit-kit/elements/define';
import type { ElicitElement } from '@elicit-kit/elements';
import { click, part, partOf } from './helpers/dom.js';

const ask = {
  message: 'Tell us about you',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      agree: { type: 'boolean', title: 'Agree' },
      size: { type: 'string', title: 'Size', enum: ['s', 'm'] },
      when: { type: 'string', format: 'date', title: 'When' },
    },
    required: ['name'],
  },
};

const root = document.documentElement;

/** Relative luminance of a computed `rgb()`/`rgba()` colour (sRGB, alpha ignored). */
function luminance(color: string): number {
  const channels = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
  const [r, g, b] = channels.map((c) =>
    c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * How a card looks now: its surface's darkness and the scheme its native controls compute
 * (`normal`, inherited from a page that chose none, renders them light).
 */
function look(card: Element): { surface: 'dark' | 'light'; controls: string[] } {
  const surface =
    luminance(getComputedStyle(part(card, 'card')).backgroundColor) < 0.2 ? 'dark' : 'light';
  const controls = [...card.shadowRoot!.querySelectorAll('input, select')].map((control) =>
    getComputedStyle(control).colorScheme.replace('normal', 'light'),
  );
  return { surface, controls: [...new Set(controls)] };
}

const dark = { surface: 'dark', controls: ['dark'] };
const light = { surface: 'light', controls: ['light'] };

/** The observer's callbacks run as microtasks: a frame covers them. */
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Sets the OS preference and, when it changes, waits for the page to hear of it (the kit's listener came first). */
async function osScheme(colorScheme: 'light' | 'dark'): Promise<void> {
  const query = matchMedia('(prefers-color-scheme: dark)');
  if (query.matches === (colorScheme === 'dark')) return emulateMedia({ colorScheme });
  const heard = new Promise((resolve) => query.addEventListener('change', resolve, { once: true }));
  await emulateMedia({ colorScheme });
  await heard;
}

async function form(theme = ''): Promise<ElicitElement> {
  const card = await fixture<ElicitElement>(
    html`<elicit-form theme=${theme} .request=${ask}></elicit-form>`,
  );
  await card.updateComplete;
  return card;
}

describe('ThemeController', () => {
  afterEach(async () => {
    root.classList.remove('dark', 'light');
    for (const name of ['data-theme', 'data-bs-theme', 'style']) root.removeAttribute(name);
    await osScheme('light');
  });

  describe('following <html>', () => {
    it('should turn dark with class dark on <html> while the OS is light, native controls too, and light again without a reload', async () => {
      await osScheme('light');
      root.classList.add('dark');
      const card = await form();
      expect(look(card)).to.deep.equal(dark);
      root.classList.remove('dark');
      await frame();
      expect(look(card)).to.deep.equal(light);
      root.classList.add('dark');
      await frame();
      expect(look(card)).to.deep.equal(dark);
    });

    it('should follow data-theme and Bootstrap data-bs-theme on <html>', async () => {
      const card = await form();
      root.dataset['theme'] = 'dark';
      await frame();
      expect(look(card), 'data-theme="dark"').to.deep.equal(dark);
      delete root.dataset['theme'];
      root.dataset['bsTheme'] = 'dark';
      await frame();
      expect(look(card), 'data-bs-theme="dark"').to.deep.equal(dark);
      root.dataset['bsTheme'] = 'light';
      await frame();
      expect(look(card), 'data-bs-theme="light"').to.deep.equal(light);
    });

    it('should stay light with class light or data-theme="light" on <html> while the OS is dark', async () => {
      await osScheme('dark');
      const card = await form();
      expect(look(card), 'the OS alone').to.deep.equal(dark);
      root.classList.add('light');
      await frame();
      expect(look(card), 'class light').to.deep.equal(light);
      root.classList.remove('light');
      root.dataset['theme'] = 'light';
      await frame();
      expect(look(card), 'data-theme="light"').to.deep.equal(light);
    });

    it('should reach the cards inside a container', async () => {
      root.classList.add('dark');
      const request = await fixture<ElicitElement>(
        html`<elicit-request .request=${ask}></elicit-request>`,
      );
      await request.updateComplete;
      const inner = request.querySelector<ElicitElement>('elicit-form')!;
      await inner.updateComplete;
      expect(look(inner)).to.deep.equal(dark);
    });
  });

  describe('following the color-scheme of an ancestor', () => {
    it('should be dark inside color-scheme: dark while the OS is light, and follow the ancestor as it changes', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="color-scheme: dark"><elicit-form .request=${ask}></elicit-form></div>`,
      );
      const card = wrapper.querySelector<ElicitElement>('elicit-form')!;
      await card.updateComplete;
      expect(look(card)).to.deep.equal(dark);
      wrapper.style.colorScheme = 'light';
      await frame();
      expect(look(card), 'no script runs for this: the card inherits').to.deep.equal(light);
    });

    it('should be light inside color-scheme: light while the OS is dark, and dark where no ancestor chose', async () => {
      await osScheme('dark');
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><div style="color-scheme: light"><elicit-form .request=${ask}></elicit-form></div><elicit-form .request=${ask}></elicit-form></div>`,
      );
      const [inside, outside] = [...wrapper.querySelectorAll<ElicitElement>('elicit-form')];
      await inside!.updateComplete;
      await outside!.updateComplete;
      expect(look(inside!), 'inside color-scheme: light').to.deep.equal(light);
      expect(look(outside!), 'no ancestor chose').to.deep.equal(dark);
    });

    it("should keep a container's card light inside color-scheme: light while the OS is dark, and dark where no ancestor chose", async () => {
      await osScheme('dark');
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><div style="color-scheme: light"><elicit-request .request=${ask}></elicit-request></div><elicit-request .request=${ask}></elicit-request></div>`,
      );
      const cards = await Promise.all(
        [...wrapper.querySelectorAll<ElicitElement>('elicit-request')].map(async (request) => {
          await request.updateComplete;
          const inner = request.querySelector<ElicitElement>('elicit-form')!;
          await inner.updateComplete;
          return look(inner);
        }),
      );
      expect(cards).to.deep.equal([light, dark]);
    });

    it('should follow the OS preference as it changes', async () => {
      const card = await form();
      expect(look(card)).to.deep.equal(light);
      await osScheme('dark');
      expect(look(card)).to.deep.equal(dark);
      await osScheme('light');
      expect(look(card)).to.deep.equal(light);
    });

    it('should follow color-scheme set on <html> (as next-themes does)', async () => {
      await osScheme('dark');
      const card = await form();
      root.style.colorScheme = 'light';
      await frame();
      expect(look(card)).to.deep.equal(light);
    });
  });

  describe('an explicit theme', () => {
    it('should win over <html> and the OS, and apply as it changes', async () => {
      root.classList.add('dark');
      const card = await form('light');
      expect(look(card), 'theme="light" under class dark').to.deep.equal(light);
      await osScheme('dark');
      root.classList.remove('dark');
      root.classList.add('light');
      card.theme = 'dark';
      await card.updateComplete;
      expect(look(card), 'theme="dark" under class light').to.deep.equal(dark);
      card.theme = '';
      await card.updateComplete;
      expect(look(card), 'automatic again: class light').to.deep.equal(light);
    });

    it('should treat an unknown value as automatic', async () => {
      root.classList.add('dark');
      const card = await fixture<ElicitElement>(
        html`<elicit-form theme="sepia" .request=${ask}></elicit-form>`,
      );
      await card.updateComplete;
      expect(look(card)).to.deep.equal(dark);
    });
  });

  describe('the page font', () => {
    it("should use the page's font-family unless --elicit-font-family says otherwise", async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="font-family: 'Courier New', monospace"><elicit-form .request=${ask}></elicit-form></div>`,
      );
      const card = wrapper.querySelector<ElicitElement>('elicit-form')!;
      await card.updateComplete;
      const label = () => getComputedStyle(part(card, 'label')).fontFamily;
      const button = () => getComputedStyle(part(card, 'accept')).fontFamily;
      expect([label(), button()]).to.deep.equal([
        '"Courier New", monospace',
        '"Courier New", monospace',
      ]);
      wrapper.style.setProperty('--elicit-font-family', 'Georgia, serif');
      expect([label(), button()]).to.deep.equal(['Georgia, serif', 'Georgia, serif']);
    });
  });

  describe('contrast in the dark', () => {
    it('should have no axe violations with class dark on <html>: fields, errors and the error summary', async () => {
      root.classList.add('dark');
      const card = await form();
      await click(part(card, 'accept'));
      await card.updateComplete;
      expect(partOf(card, 'error'), 'the required field says so').to.not.equal(null);
      expect(look(card)).to.deep.equal(dark);
      await expect(card).to.be.accessible();
    });

    it('should have no axe violations for a URL card with warnings under class dark', async () => {
      root.classList.add('dark');
      const card = await fixture<ElicitElement>(
        html`<elicit-url-consent server-name="Auth" .request=${{ mode: 'url', message: 'Sign in', url: 'http://xn--pypal-4ve.com/login', elicitationId: 'e1' }}></elicit-url-consent>`,
      );
      await card.updateComplete;
      expect(partOf(card, 'warning'), 'a warning shows').to.not.equal(null);
      expect(luminance(getComputedStyle(part(card, 'card')).backgroundColor)).to.be.below(0.2);
      await expect(card).to.be.accessible();
    });
  });

  describe('the shared watcher', () => {
    it('should observe <html> once for any number of cards', async () => {
      const Native = window.MutationObserver;
      let observing = 0;
      window.MutationObserver = class extends Native {
        override observe(target: Node, options?: MutationObserverInit): void {
          if (target === root) observing += 1;
          super.observe(target, options);
        }
      };
      try {
        const wrapper = await fixture<HTMLDivElement>(
          html`<div>${[1, 2, 3].map(() => html`<elicit-form .request=${ask}></elicit-form>`)}</div>`,
        );
        await Promise.all(
          [...wrapper.querySelectorAll<ElicitElement>('elicit-form')].map(
            (card) => card.updateComplete,
          ),
        );
        expect(observing).to.equal(1);
        root.classList.add('dark');
        await frame();
        expect(
          [...wrapper.querySelectorAll('elicit-form')].map((card) => look(card).surface),
        ).to.deep.equal(['dark', 'dark', 'dark']);
      } finally {
        window.MutationObserver = Native;
      }
    });
  });
});
