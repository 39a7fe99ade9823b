import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type ElicitRequestParams } from '@elicit-kit/core';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { cardTags, defineTags } from '../../packages/elements/src/tags.js';
import type { ElicitRequest } from '../../packages/elements/src/request/elicit-request.js';
import type { ElicitResponseEvent } from '../../packages/elements/src/events/elicit-response.js';
import { collect, partOf, realClick, settle } from './helpers/url-helpers.js';

defineTags(cardTags);

const formAsk: ElicitRequestParams = {
  message: 'What should we call you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};
const urlAsk: ElicitRequestParams = { mode: 'url', message: 'Sign in', url: 'https://example.com/login' };

async function request(params: ElicitRequestParams): Promise<ElicitRequest> {
  const el = await fixture<ElicitRequest>(html`<elicit-request server-name="Demo" .request=${params}></elicit-request>`);
  await settle();
  return el;
}

/** The element inside `<elicit-request>` that renders the ask. */
const inner = (el: ElicitRequest) => el.shadowRoot!.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };

describe('elicit-request', () => {
  describe('mode', () => {
    it('should render the URL card for mode "url"', async () => {
      const el = await request(urlAsk);
      expect(inner(el).localName).to.equal('elicit-url-consent');
      expect(el.renderedMode).to.equal('url');
    });

    it('should render the form when the mode is missing', async () => {
      const el = await request(formAsk);
      expect(inner(el).localName).to.equal('elicit-form');
    });

    it('should render the form for mode "form"', async () => {
      const el = await request({ ...formAsk, mode: 'form' });
      expect(inner(el).localName).to.equal('elicit-form');
    });

    it('should say an unknown mode cannot be shown and offer only Decline and Cancel', async () => {
      const el = await request({ mode: 'foo', message: 'Odd' } as unknown as ElicitRequestParams);
      expect(el.renderedMode).to.equal('unsupported');
      expect(el.shadowRoot!.querySelector('elicit-form, elicit-url-consent')).to.equal(null);
      expect(partOf(el, 'warning')!.textContent).to.equal(uiText('ui.unsupportedMode', { mode: 'foo' }));
      expect([...el.shadowRoot!.querySelectorAll('button')].map((b) => b.getAttribute('part'))).to.deep.equal(['cancel', 'decline']);
      await expect(el).to.be.accessible();
    });

    it('should switch cards when the request changes', async () => {
      const el = await request(formAsk);
      el.request = urlAsk;
      await el.updateComplete;
      expect(inner(el).localName).to.equal('elicit-url-consent');
    });

    it('should pass the server name, locale and theme down', async () => {
      const el = await fixture<ElicitRequest>(
        html`<elicit-request server-name="Demo" locale="en" theme="dark" .request=${urlAsk}></elicit-request>`,
      );
      const card = inner(el) as unknown as { serverName: string; theme: string; locale: string };
      expect(card.serverName).to.equal('Demo');
      expect(card.theme).to.equal('dark');
      expect(card.locale).to.equal('en');
    });
  });

  describe('events', () => {
    it('should let the URL card\'s decline through once, heard on the document', async () => {
      const el = await request(urlAsk);
      const heard = collect<ElicitResponseEvent>(document, 'elicit-response');
      await inner(el).updateComplete;
      await realClick(el.shadowRoot!.querySelector('elicit-url-consent')!.shadowRoot!.querySelector('[part~="decline"]')!);
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'decline' }]);
      await settle();
      expect(el.busy).to.equal(true);
    });

    it('should let the form\'s cancel through on Escape', async () => {
      const el = await request(formAsk);
      const heard = collect<ElicitResponseEvent>(document, 'elicit-response');
      inner(el).shadowRoot!.querySelector<HTMLInputElement>('input')!.focus();
      await sendKeys({ press: 'Escape' });
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'cancel' }]);
    });

    it('should fire one cancel for Escape on an unsupported mode', async () => {
      const el = await request({ mode: 'foo', message: 'Odd' } as unknown as ElicitRequestParams);
      const heard = collect<ElicitResponseEvent>(el, 'elicit-response');
      partOf(el, 'decline')!.focus();
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'cancel' }]);
    });

    it('should fire nothing when the request is set programmatically', async () => {
      const el = await request(formAsk);
      const heard = collect(el, 'elicit-response');
      el.request = urlAsk;
      el.busy = true;
      await el.updateComplete;
      heard.stop();
      expect(heard.events.length).to.equal(0);
    });
  });

  describe('parts', () => {
    it('should re-export the inner card\'s parts', async () => {
      const el = await request(urlAsk);
      const card = inner(el);
      const exported = card.getAttribute('exportparts')!.split(',').map((p) => p.trim());
      for (const part of ['card', 'url', 'host', 'open', 'copy', 'decline', 'cancel']) expect(exported).to.include(part);
    });

    it('should style inner parts through ::part from outside', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div>
        <style>
          .styled elicit-request::part(decline) { outline: 7px solid rgb(1, 2, 3); }
          .styled elicit-request::part(accept) { outline: 5px solid rgb(4, 5, 6); }
        </style>
        <div class="styled">
          <elicit-request .request=${urlAsk}></elicit-request>
          <elicit-request .request=${formAsk}></elicit-request>
        </div>
      </div>`);
      const [urlEl, formEl] = [...wrapper.querySelectorAll('elicit-request')];
      await settle();
      const decline = (urlEl!.shadowRoot!.firstElementChild as HTMLElement).shadowRoot!.querySelector('[part~="decline"]')!;
      expect(getComputedStyle(decline).outlineWidth).to.equal('7px');
      const accept = (formEl!.shadowRoot!.firstElementChild as HTMLElement).shadowRoot!.querySelector('[part~="accept"]')!;
      expect(getComputedStyle(accept).outlineWidth).to.equal('5px');
    });
  });

  describe('accessibility', () => {
    it('should be accessible in URL mode', async () => {
      const el = await request(urlAsk);
      await expect(el).to.be.accessible();
    });

    it('should be accessible in form mode', async () => {
      const el = await request(formAsk);
      await expect(el).to.be.accessible();
    });
  });
});
