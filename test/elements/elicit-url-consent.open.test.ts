// The URL card's Open handler itself refuses without consent, not only its disabled button:
// a button a script re-enabled, a synthetic click, consent taken back before the next render.
import { fixture, html, expect } from '@open-wc/testing';
import type { ElicitUrlParams } from '@elicit-kit/core';
import { ElicitUrlConsent } from '@elicit-kit/elements';
import { collect, partOf, realClick, settle } from './helpers/url-helpers.js';

if (!customElements.get('elicit-url-consent'))
  customElements.define('elicit-url-consent', ElicitUrlConsent);

const ask = (url: string): ElicitUrlParams => ({
  mode: 'url',
  message: 'Please sign in to connect your calendar.',
  url,
});

async function card(request: ElicitUrlParams): Promise<ElicitUrlConsent> {
  return fixture<ElicitUrlConsent>(
    html`<elicit-url-consent server-name="Calendar" .request=${request}></elicit-url-consent>`,
  );
}

async function giveConsent(el: ElicitUrlConsent): Promise<void> {
  await realClick(el.shadowRoot!.querySelector<HTMLInputElement>('input[type=checkbox]')!);
  await el.updateComplete;
}

describe('elicit-url-consent: Open without consent', () => {
  it('should open nothing when the Open handler runs without consent, whatever the button shows', async () => {
    const el = await card(ask('https://example.com/'));
    const opened: unknown[] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => (opened.push(args), null);
    const events = collect(el, 'elicit-response');
    const changes = collect(el, 'elicit-change');
    try {
      const open = partOf<HTMLButtonElement>(el, 'open')!;
      // A button a script re-enabled, a synthetic click, and consent taken back before the next render.
      open.disabled = false;
      open.click();
      open.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await settle();
      expect(opened, 'clicks on a re-enabled button').to.deep.equal([]);
      await giveConsent(el);
      const box = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=checkbox]')!;
      box.checked = false;
      box.dispatchEvent(new Event('change', { bubbles: true }));
      open.click();
      await settle();
      expect(opened).to.deep.equal([]);
      expect(events.events).to.deep.equal([]);
      expect(el.consented).to.equal(false);
      expect(changes.events.length).to.equal(0);
    } finally {
      window.open = original;
      events.stop();
      changes.stop();
    }
  });
});
