import { expect, fixture, html, aTimeout } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { inspectUrl, type ElicitUrlParams } from '@elicit-kit/core';
import { formatMessage } from '@elicit-kit/core/messages';
import { issueText, uiText } from '../../packages/elements/src/messages/text.js';
import {
  ElicitUrlConsent,
  type ElicitResponseEvent,
  type ElicitUrlDoneEvent,
} from '@elicit-kit/elements';
import {
  collect,
  grantClipboard,
  partOf,
  partsOf,
  readNetworkLog,
  realClick,
  settle,
  startNetworkLog,
  stopNetworkLog,
  waitForOpenedPage,
} from './helpers/url-helpers.js';

if (!customElements.get('elicit-url-consent'))
  customElements.define('elicit-url-consent', ElicitUrlConsent);

const ask = (url: string, extra: Partial<ElicitUrlParams> = {}): ElicitUrlParams => ({
  mode: 'url',
  message: 'Please sign in to connect your calendar.',
  url,
  ...extra,
});

async function card(
  request: ElicitUrlParams,
  attrs: { embedded?: boolean } = {},
): Promise<ElicitUrlConsent> {
  return fixture<ElicitUrlConsent>(
    html`<elicit-url-consent server-name="Calendar" .request=${request} ?embedded=${attrs.embedded}></elicit-url-consent>`,
  );
}

/** Ticks the consent checkbox with a real click and waits for the render. */
async function giveConsent(el: ElicitUrlConsent): Promise<void> {
  const box = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  await realClick(box);
  await el.updateComplete;
}

describe('elicit-url-consent', () => {
  describe('rendering', () => {
    it('should show the full address as text, never as a link', async () => {
      const url = 'https://auth.example.com/connect?state=abc#top';
      const el = await card(ask(url));
      expect(partOf(el, 'url')!.textContent).to.equal(inspectUrl(url).display);
      expect(el.shadowRoot!.querySelectorAll('a, link, iframe, img').length).to.equal(0);
      expect(partOf(el, 'message')!.textContent).to.equal(
        'Please sign in to connect your calendar.',
      );
      expect(partOf(el, 'server')!.textContent).to.contain('Calendar');
    });

    it('should highlight the host inside the address', async () => {
      const el = await card(ask('https://login.example.org:8443/path'));
      const host = partOf(el, 'host')!;
      expect(host.tagName).to.equal('MARK');
      expect(host.textContent).to.equal('login.example.org');
      expect(partOf(el, 'site')!.textContent).to.contain(
        uiText('ui.urlHost', { host: 'login.example.org' }),
      );
    });

    it('should show the Unicode and the encoded host when they differ', async () => {
      const el = await card(ask('https://xn--mnchen-3ya.de/'));
      expect(partOf(el, 'host')!.textContent).to.equal('münchen.de');
      const site = partOf(el, 'site')!.textContent!;
      expect(site).to.contain(uiText('ui.urlHost', { host: 'münchen.de' }));
      expect(site).to.contain(uiText('ui.urlHostAscii', { ascii: 'xn--mnchen-3ya.de' }));
    });

    it('should not show the encoded host line when the host is plain ASCII', async () => {
      const el = await card(ask('https://example.com/'));
      expect(partOf(el, 'site')!.textContent).not.to.contain(
        uiText('ui.urlHostAscii', { ascii: 'example.com' }),
      );
    });

    it('should neutralise bidi controls in the address and the message', async () => {
      const el = await card(
        ask('https://example.com/\u202Egnp.exe', { message: 'Open \u202Eevil\u202C now' }),
      );
      expect(partOf(el, 'url')!.textContent).not.to.match(/[\u202A-\u202E\u2066-\u2069]/);
      expect(partOf(el, 'message')!.textContent).to.equal('Open evil now');
      expect(partsOf(el, 'warning').map((w) => w.dataset['code'])).to.include('bidi-control');
    });
  });

  describe('warnings', () => {
    it('should warn about text before "@" and highlight the real host', async () => {
      const el = await card(ask('https://bank.com@evil.example/login'));
      expect(partOf(el, 'host')!.textContent).to.equal('evil.example');
      const warnings = partsOf(el, 'warning');
      expect(warnings.map((w) => w.dataset['code'])).to.include('userinfo');
      expect(warnings.map((w) => w.textContent)).to.include(
        formatMessage('url.userinfo', { host: 'evil.example' }),
      );
      expect(partOf(el, 'open')).to.exist;
    });

    it('should warn about a Cyrillic look-alike host', async () => {
      // "аpple.com" with a Cyrillic "а" (U+0430).
      const el = await card(ask('https://\u0430pple.com/'));
      const codes = partsOf(el, 'warning').map((w) => w.dataset['code']);
      expect(codes).to.include('mixed-script');
      expect(partOf(el, 'site')!.textContent).to.contain('xn--');
    });

    it('should show one warning part per finding', async () => {
      const url = 'http://user@xn--80ak6aa92e.com/';
      const el = await card(ask(url));
      expect(partsOf(el, 'warning').map((w) => w.textContent)).to.deep.equal(
        inspectUrl(url).warnings.map((w) => issueText(w)),
      );
      expect(partsOf(el, 'warning').length).to.be.greaterThan(1);
    });

    it('should offer no Open and no consent for a javascript: address', async () => {
      const el = await card(ask('javascript:alert(1)'));
      expect(partOf(el, 'open')).to.equal(null);
      expect(el.shadowRoot!.querySelector('input[type=checkbox]')).to.equal(null);
      expect(partsOf(el, 'warning').map((w) => w.dataset['code'])).to.deep.equal([
        'scheme-not-allowed',
      ]);
      expect(partOf(el, 'decline')).to.exist;
      expect(partOf(el, 'cancel')).to.exist;
      expect(partOf(el, 'copy')).to.exist;
    });

    it('should offer no Open for an address that does not parse', async () => {
      const el = await card(ask('not a url'));
      expect(partOf(el, 'open')).to.equal(null);
      expect(partsOf(el, 'warning').map((w) => w.dataset['code'])).to.include('invalid');
    });
  });

  describe('consent and opening', () => {
    afterEach(async () => {
      await stopNetworkLog();
    });

    it('should keep Open disabled until the person consents', async () => {
      const el = await card(ask('https://example.com/'));
      const open = partOf<HTMLButtonElement>(el, 'open')!;
      expect(open.disabled).to.equal(true);
      await realClick(open);
      expect(el.consented).to.equal(false);
      await giveConsent(el);
      expect(open.disabled).to.equal(false);
    });

    it('should fetch nothing from the address before consent, and open it without an opener after', async () => {
      const marker = `never-fetched-${Math.random().toString(36).slice(2)}`;
      const url = `${location.origin}/${marker}/landing?token=1`;
      await startNetworkLog();
      const el = await card(ask(url));
      await aTimeout(300);
      await giveConsent(el);
      await aTimeout(300);
      let log = await readNetworkLog();
      expect(log.requests.filter((r) => r.url.includes(marker))).to.deep.equal([]);
      expect(log.pages).to.deep.equal([]);

      await realClick(partOf(el, 'open')!);
      log = await waitForOpenedPage(marker);
      const opened = log.pages.filter((page) => page.url.includes(marker));
      expect(opened.length).to.equal(1);
      expect(opened[0]!.openerIsNull).to.equal(true);
      // The address is loaded only by the new page, never by this one.
      expect(log.requests.filter((r) => r.url.includes(marker) && r.page === 'main')).to.deep.equal(
        [],
      );
    });

    it('should not touch a remote host before consent', async () => {
      await startNetworkLog(['consent-test.example']);
      const el = await card(ask('https://consent-test.example/oauth?x=1'));
      await aTimeout(300);
      const log = await readNetworkLog();
      expect(
        log.requests.filter((r) => new URL(r.url).hostname === 'consent-test.example'),
      ).to.deep.equal([]);
      await giveConsent(el);
      await realClick(partOf(el, 'open')!);
      const after = await waitForOpenedPage('consent-test.example');
      expect(
        after.pages.filter((page) => page.url.includes('consent-test.example')).length,
      ).to.equal(1);
      expect(
        after.requests.filter((r) => r.page === 'main' && r.url.includes('consent-test.example')),
      ).to.deep.equal([]);
    });

    it('should show the opened state with Done, Open again and Cancel', async () => {
      await startNetworkLog(['opened-state.example']);
      const el = await card(ask('https://opened-state.example/'));
      await giveConsent(el);
      await realClick(partOf(el, 'open')!);
      await el.updateComplete;
      expect(el.consented).to.equal(true);
      expect(partOf(el, 'status')!.textContent).to.contain(uiText('ui.urlOpened'));
      expect(partOf(el, 'done')).to.exist;
      expect(partOf(el, 'retry')).to.exist;
      expect(partOf(el, 'cancel')).to.exist;
      expect(partOf(el, 'copy')).to.exist;
      expect(el.shadowRoot!.activeElement).to.equal(partOf(el, 'done'));
    });

    it('should start over when a new request is set', async () => {
      await startNetworkLog(['first.example']);
      const el = await card(ask('https://first.example/'));
      await giveConsent(el);
      await realClick(partOf(el, 'open')!);
      expect(el.consented).to.equal(true);
      el.request = ask('https://second.example/');
      await el.updateComplete;
      expect(el.consented).to.equal(false);
      expect(partOf<HTMLButtonElement>(el, 'open')!.disabled).to.equal(true);
    });
  });

  describe('events', () => {
    afterEach(async () => {
      await stopNetworkLog();
    });

    it('should fire exactly one accept, heard on the document, when the page is opened', async () => {
      await startNetworkLog(['events.example']);
      const el = await card(ask('https://events.example/'));
      const heard = collect<ElicitResponseEvent>(document, 'elicit-response');
      await giveConsent(el);
      expect(heard.events.length).to.equal(0);
      await realClick(partOf(el, 'open')!);
      await realClick(partOf(el, 'retry')!);
      await settle();
      heard.stop();
      expect(heard.events.length).to.equal(1);
      expect(heard.events[0]!.detail).to.deep.equal({ action: 'accept' });
      expect(heard.events[0]!.bubbles).to.equal(true);
      expect(heard.events[0]!.composed).to.equal(true);
    });

    it('should fire elicit-url-done with the elicitationId when the person is done', async () => {
      await startNetworkLog(['done.example']);
      const el = await card(ask('https://done.example/', { elicitationId: 'el-42' }));
      await giveConsent(el);
      await realClick(partOf(el, 'open')!);
      const done = collect<ElicitUrlDoneEvent>(document, 'elicit-url-done');
      const responses = collect<ElicitResponseEvent>(el, 'elicit-response');
      await realClick(partOf(el, 'done')!);
      done.stop();
      responses.stop();
      expect(done.events.length).to.equal(1);
      expect(done.events[0]!.detail).to.deep.equal({
        url: 'https://done.example/',
        elicitationId: 'el-42',
      });
      expect(done.events[0]!.composed).to.equal(true);
      expect(responses.events.length).to.equal(0);
    });

    it('should fire one decline for a double click on Decline', async () => {
      const el = await card(ask('https://example.com/'));
      const heard = collect<ElicitResponseEvent>(el, 'elicit-response');
      const button = partOf(el, 'decline')!;
      await realClick(button);
      await realClick(button);
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'decline' }]);
      expect(el.busy).to.equal(true);
    });

    it('should fire one cancel for Cancel', async () => {
      const el = await card(ask('javascript:alert(1)'));
      const heard = collect<ElicitResponseEvent>(el, 'elicit-response');
      await realClick(partOf(el, 'cancel')!);
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'cancel' }]);
    });

    it('should fire nothing for programmatic changes', async () => {
      const el = await card(ask('https://example.com/'));
      const heard = collect(el, 'elicit-response');
      const done = collect(el, 'elicit-url-done');
      el.request = ask('https://other.example/');
      el.busy = true;
      await el.updateComplete;
      el.busy = false;
      el.embedded = true;
      el.locale = 'hi';
      await el.updateComplete;
      heard.stop();
      done.stop();
      expect(heard.events.length + done.events.length).to.equal(0);
    });

    it('should lock every button while busy', async () => {
      const el = await card(ask('https://example.com/'));
      el.busy = true;
      await el.updateComplete;
      const buttons = [...el.shadowRoot!.querySelectorAll('button')];
      expect(buttons.length).to.be.greaterThan(2);
      expect(buttons.every((b) => b.disabled)).to.equal(true);
      expect(partOf(el, 'status')!.textContent).to.contain(uiText('ui.sending'));
    });
  });

  describe('embedded', () => {
    afterEach(async () => {
      await stopNetworkLog();
    });

    it('should hide the server line and the Decline and Cancel buttons', async () => {
      const el = await card(ask('https://example.com/'), { embedded: true });
      expect(partOf(el, 'server')).to.equal(null);
      expect(partOf(el, 'decline')).to.equal(null);
      expect(partOf(el, 'cancel')).to.equal(null);
      expect(partOf(el, 'open')).to.exist;
    });

    it('should report consent through consented and change, never elicit-response', async () => {
      await startNetworkLog(['embedded.example']);
      const el = await card(ask('https://embedded.example/'), { embedded: true });
      const responses = collect(document, 'elicit-response');
      const changes = collect(el, 'change');
      expect(el.consented).to.equal(false);
      await giveConsent(el);
      // The checkbox's own change is not composed: it stays in the shadow root.
      expect(changes.events.length).to.equal(0);
      await realClick(partOf(el, 'open')!);
      responses.stop();
      changes.stop();
      expect(el.consented).to.equal(true);
      expect(changes.events.length).to.equal(1);
      expect(responses.events.length).to.equal(0);
      expect(partOf(el, 'done')).to.equal(null);
    });

    it('should fire one composed elicit-change when consent is given, none for opening again', async () => {
      await startNetworkLog(['embedded.example']);
      const el = await card(ask('https://embedded.example/'), { embedded: true });
      const changes = collect(document, 'elicit-change');
      await giveConsent(el);
      expect(changes.events.length, 'ticking the box is not yet consent').to.equal(0);
      await realClick(partOf(el, 'open')!);
      await el.updateComplete;
      await realClick(partOf(el, 'retry')!);
      changes.stop();
      expect(
        changes.events.map((event) => [event.target === el, event.composed, el.consented]),
      ).to.deep.equal([[true, true, true]]);
    });

    it('should leave Escape to the round', async () => {
      const el = await card(ask('https://example.com/'), { embedded: true });
      const heard = collect(el, 'elicit-response');
      partOf(el, 'copy')!.focus();
      await sendKeys({ press: 'Escape' });
      heard.stop();
      expect(heard.events.length).to.equal(0);
    });
  });

  describe('direction characters', () => {
    it('should name a host label that decodes to a direction character, and show it as ASCII', async () => {
      // Chromium's URL parser accepts xn--zvg (U+202E); the card must neither show it nor reorder its warnings.
      const el = await card(
        ask('https://accounts.google.com@xn--zvg.moc.elgoog.attacker.example/login'),
      );
      const codes = partsOf(el, 'warning').map((warning) => warning.dataset['code']);
      expect(codes).to.include.members(['userinfo', 'punycode', 'bidi-control']);
      expect(el.shadowRoot!.textContent).not.to.match(/[\u202A-\u202E\u2066-\u2069]/);
      expect(partOf(el, 'host')!.textContent).to.equal('xn--zvg.moc.elgoog.attacker.example');
    });
  });

  describe('copy', () => {
    it('should copy the address to the clipboard', async () => {
      await grantClipboard();
      const url = 'https://xn--mnchen-3ya.de/pfad?q=1';
      const el = await card(ask(url));
      await realClick(partOf(el, 'copy')!);
      await settle();
      expect(partOf(el, 'status')!.textContent).to.contain(uiText('ui.copied'));
      expect(await navigator.clipboard.readText()).to.equal(inspectUrl(url).href);
    });

    it('should copy what is shown, never hidden direction characters, for an address it will not open', async () => {
      await grantClipboard();
      const el = await card(ask('https://good.example\u202E/moc.elgoog'));
      expect(el.shadowRoot!.textContent).not.to.contain('\u202E');
      await realClick(partOf(el, 'copy')!);
      await settle();
      const copied = await navigator.clipboard.readText();
      expect(copied).not.to.contain('\u202E');
      expect(copied).to.equal(partOf(el, 'url')!.textContent);
    });

    it('should fall back to selecting the address when the Clipboard API fails', async () => {
      const el = await card(ask('https://example.com/fallback'));
      const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
      try {
        await realClick(partOf(el, 'copy')!);
        await settle();
      } finally {
        delete (navigator as { clipboard?: unknown }).clipboard;
        if (original && !Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')) {
          Object.defineProperty(Navigator.prototype, 'clipboard', original);
        }
      }
      const status = partOf(el, 'status')!.textContent!;
      expect(
        [uiText('ui.copied'), uiText('ui.copyFailed')].some((m) => status.includes(m)),
      ).to.equal(true);
      const selection = (
        el.shadowRoot as ShadowRoot & { getSelection?: () => Selection | null }
      ).getSelection?.();
      expect(selection?.toString()).to.equal('https://example.com/fallback');
    });
  });

  describe('keyboard', () => {
    afterEach(async () => {
      await stopNetworkLog();
    });

    it('should consent and open with the keyboard only', async () => {
      await startNetworkLog(['keyboard.example']);
      const el = await card(ask('https://keyboard.example/'));
      const heard = collect<ElicitResponseEvent>(el, 'elicit-response');
      el.focus();
      expect(el.shadowRoot!.activeElement).to.equal(
        el.shadowRoot!.querySelector('input[type=checkbox]'),
      );
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      // Copy, Decline, Cancel, then Open.
      for (let i = 0; i < 4; i += 1) await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(partOf(el, 'open'));
      await sendKeys({ press: 'Enter' });
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'accept' }]);
    });

    it('should decline with the keyboard only', async () => {
      const el = await card(ask('https://example.com/'));
      const heard = collect<ElicitResponseEvent>(el, 'elicit-response');
      el.focus();
      // Consent, Copy, Cancel, then Decline: every card's button bar has the same order.
      for (let i = 0; i < 3; i += 1) await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(partOf(el, 'decline'));
      await sendKeys({ press: 'Enter' });
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'decline' }]);
      await el.updateComplete;
      await settle();
      expect(
        el.shadowRoot!.activeElement?.getAttribute('part'),
        'focus stays in the locked card, on its status',
      ).to.equal('status');
    });

    it('should cancel once on Escape', async () => {
      const el = await card(ask('https://example.com/'));
      const heard = collect<ElicitResponseEvent>(el, 'elicit-response');
      el.focus();
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'cancel' }]);
    });
  });
});
