import { expect, fixture, html } from '@open-wc/testing';
import { type ElicitUrlParams } from '@elicit-kit/core';
import { addMessages, formatMessage } from '@elicit-kit/core/messages';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { hi } from '@elicit-kit/elements/messages/hi';
import { ElicitUrlConsent } from '@elicit-kit/elements';
import {
  partOf,
  realClick,
  startNetworkLog,
  stopNetworkLog,
  waitForOpenedPage,
} from './helpers/url-helpers.js';

if (!customElements.get('elicit-url-consent'))
  customElements.define('elicit-url-consent', ElicitUrlConsent);
addMessages('hi', hi);

const ask = (url: string): ElicitUrlParams => ({
  mode: 'url',
  message: 'Connect your payment account.',
  url,
});

describe('elicit-url-consent', () => {
  describe('accessibility', () => {
    afterEach(async () => {
      await stopNetworkLog();
    });

    it('should be accessible with a safe address', async () => {
      const el = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent server-name="Pay" .request=${ask('https://pay.example.com/connect')}></elicit-url-consent>`,
      );
      await expect(el).to.be.accessible();
    });

    it('should be accessible with warnings', async () => {
      const el = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent server-name="Pay" .request=${ask('http://bank.com@xn--80ak6aa92e.com/login')}></elicit-url-consent>`,
      );
      expect(partOf(el, 'warning')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('should be accessible with an address that cannot be opened', async () => {
      const el = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent .request=${ask('javascript:alert(1)')}></elicit-url-consent>`,
      );
      await expect(el).to.be.accessible();
    });

    it('should be accessible after consent', async () => {
      await startNetworkLog(['a11y.example']);
      const el = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent server-name="Pay" .request=${ask('https://a11y.example/')}></elicit-url-consent>`,
      );
      await realClick(el.shadowRoot!.querySelector('input[type=checkbox]')!);
      await realClick(partOf(el, 'open')!);
      await el.updateComplete;
      expect(el.consented).to.equal(true);
      const log = await waitForOpenedPage('a11y.example');
      expect(log.pages.filter((page) => page.url.includes('a11y.example')).length).to.equal(1);
      await expect(el).to.be.accessible();
    });

    it('should tie the consent checkbox to the address and warnings', async () => {
      const el = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent .request=${ask('http://example.com/')}></elicit-url-consent>`,
      );
      const box = el.shadowRoot!.querySelector('input[type=checkbox]')!;
      const ids = box.getAttribute('aria-describedby')!.split(' ');
      expect(ids).to.include.members(['url', 'warnings']);
      for (const id of ids) expect(el.shadowRoot!.getElementById(id)).to.exist;
    });

    it('should be accessible in the dark theme', async () => {
      const el = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent theme="dark" .request=${ask('http://example.com/')}></elicit-url-consent>`,
      );
      expect(getComputedStyle(partOf(el, 'card')!).colorScheme).to.equal('dark');
      await expect(el).to.be.accessible();
    });

    it('should keep the address left-to-right in a right-to-left page', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir="rtl" lang="ar">
          <elicit-url-consent .request=${ask('https://example.com/path')}></elicit-url-consent>
        </div>`,
      );
      const el = wrapper.querySelector('elicit-url-consent')!;
      await el.updateComplete;
      expect(getComputedStyle(partOf(el, 'url')!).direction).to.equal('ltr');
      expect(getComputedStyle(partOf(el, 'message')!).direction).to.equal('rtl');
      await expect(wrapper).to.be.accessible();
    });

    it('should speak Hindi and stay accessible', async () => {
      const el = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent locale="hi" .request=${ask('http://example.com/')}></elicit-url-consent>`,
      );
      const consent = partOf(el, 'consent')!.textContent!.trim();
      expect(consent).to.equal(uiText('ui.urlConsent', {}, 'hi'));
      expect(consent).to.match(/[\u0900-\u097F]/);
      expect(partOf(el, 'warning')!.textContent).to.equal(formatMessage('url.not-https', {}, 'hi'));
      await expect(el).to.be.accessible();
    });
  });
});
