/**
 * Security suite "urls" (browser half): what `<elicit-url-consent>` shows for every
 * address of the deceptive-URL corpus: the address as text (never a link, direction
 * characters visible as U+FFFD), the real site highlighted, one warning per finding, Open
 * only for addresses that may be opened, and after consent exactly `href` opened with
 * `noopener,noreferrer`. Nothing is fetched for any of them (network recorded in Chromium).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { inspectUrl } from '@elicit-kit/core';
import '@elicit-kit/elements/define';
import type { ElicitUrlConsent } from '@elicit-kit/elements';
import { partOf, parts } from '../helpers/dom.js';
import { readNetworkLog, startNetworkLog, stopNetworkLog } from '../helpers/url-helpers.js';
import { URL_CASES } from '../../core/security/url-cases.js';
import { deepElements } from './helpers/watch.js';

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const shown = (text: string) => text.replace(new RegExp(BIDI.source, 'g'), '\ufffd');

const held = { cards: 0, opened: 0, blocked: 0, links: 0 };

describe('security: deceptive URLs (the consent card)', () => {
  let opened: unknown[][] = [];
  const original = window.open;
  before(async () => {
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
    await startNetworkLog();
  });
  after(async () => {
    window.open = original;
    const network = await readNetworkLog();
    await stopNetworkLog();
    console.log(
      `urls (card): ${held.cards}/${URL_CASES.length} addresses shown as text with their site and warnings; ` +
        `${held.opened} opened after consent with noopener,noreferrer, ${held.blocked} without an Open button; ` +
        `${held.links} links, ${network.requests.length} network requests`,
    );
  });

  for (const c of URL_CASES) {
    it(`should show ${c.family}: ${c.why} honestly`, async () => {
      opened = [];
      const inspection = inspectUrl(c.url);
      const card = await fixture<ElicitUrlConsent>(
        html`<elicit-url-consent .request=${{ mode: 'url', message: 'Sign in', url: c.url }} server-name="Server"></elicit-url-consent>`,
      );
      await card.updateComplete;
      const url = partOf(card, 'url')!;
      expect(url.textContent, 'the address as text').to.equal(shown(inspection.display));
      expect(BIDI.test(url.textContent ?? ''), 'no direction character shown').to.equal(false);
      expect(url.getAttribute('dir')).to.equal('ltr');
      expect(partOf(card, 'host')?.textContent ?? '', 'the highlighted site').to.equal(
        shown(c.host),
      );
      expect(
        parts(card, 'warning').map((li) => li.dataset['code']),
        'warnings',
      ).to.deep.equal(inspection.warnings.map((w) => w.code));
      expect(parts(card, 'warning').map((li) => li.dataset['code'])).to.have.members([...c.codes]);
      const site = partOf(card, 'site')?.textContent ?? '';
      if (c.host) expect(site).to.contain(shown(c.host));
      if (inspection.hostAscii && inspection.hostAscii !== inspection.host)
        expect(site, 'the encoded site too').to.contain(inspection.hostAscii);
      const elements = deepElements(card.shadowRoot!);
      const links = elements.filter(
        (element) => element.localName === 'a' || element.hasAttribute('href'),
      );
      held.links += links.length;
      expect(links, 'no links').to.have.length(0);

      const open = partOf<HTMLButtonElement>(card, 'open');
      if (!inspection.ok) {
        expect(open, 'no Open button for a blocked address').to.equal(null);
        expect(partOf(card, 'consent')).to.equal(null);
        held.blocked += 1;
      } else {
        expect(open!.disabled, 'Open waits for consent').to.equal(true);
        open!.click();
        expect(opened, 'nothing opened before consent').to.deep.equal([]);
        partOf<HTMLInputElement>(card, 'consent')!.querySelector('input')!.click();
        await card.updateComplete;
        open!.click();
        await card.updateComplete;
        expect(opened).to.deep.equal([[inspection.href, '_blank', 'noopener,noreferrer']]);
        expect(String(opened[0]![0])).to.match(/^https?:\/\//);
        held.opened += 1;
      }
      held.cards += 1;
    });
  }

  it('should have fetched nothing for any address', async () => {
    const network = await readNetworkLog();
    expect(network.requests.map((request) => request.url)).to.deep.equal([]);
    expect(network.pages).to.deep.equal([]);
  });
});
