import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type ElicitRequestParams } from '@elicit-kit/core';
import { uiText } from '../../packages/elements/src/messages/text.js';
import {
  cardTags,
  defineTags,
  type ElicitRequest,
  type ElicitResponseEvent,
} from '@elicit-kit/elements';
import { collect, partOf, realClick, settle } from './helpers/url-helpers.js';

defineTags(cardTags);

const formAsk: ElicitRequestParams = {
  message: 'What should we call you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};
const urlAsk: ElicitRequestParams = {
  mode: 'url',
  message: 'Sign in',
  url: 'https://example.com/login',
};

async function request(params: ElicitRequestParams): Promise<ElicitRequest> {
  const el = await fixture<ElicitRequest>(
    html`<elicit-request server-name="Demo" .request=${params}></elicit-request>`,
  );
  await settle();
  return el;
}

/** The card `<elicit-request>` shows: its own child in the page's tree, slotted. */
const inner = (el: ElicitRequest) =>
  el.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };

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
      expect(el.querySelector('elicit-form, elicit-url-consent')).to.equal(null);
      expect(partOf(el, 'warning')!.textContent).to.equal(
        uiText('ui.unsupportedMode', { mode: 'foo' }),
      );
      expect(
        [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.getAttribute('part')),
      ).to.deep.equal(['cancel', 'decline']);
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
    it("should let the URL card's decline through once, heard on the document", async () => {
      const el = await request(urlAsk);
      const heard = collect<ElicitResponseEvent>(document, 'elicit-response');
      await inner(el).updateComplete;
      await realClick(
        el.querySelector('elicit-url-consent')!.shadowRoot!.querySelector('[part~="decline"]')!,
      );
      heard.stop();
      expect(heard.events.map((e) => e.detail)).to.deep.equal([{ action: 'decline' }]);
      await settle();
      expect(el.busy).to.equal(true);
    });

    it("should let the form's cancel through on Escape", async () => {
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
    it("should keep its card in the page's tree, slotted, and one card when the mode changes", async () => {
      const el = await request(urlAsk);
      const card = inner(el);
      expect(card.parentElement === el, 'a child of the element').to.equal(true);
      expect(
        card.assignedSlot?.getRootNode() === el.shadowRoot,
        'slotted into its shadow root',
      ).to.equal(true);
      el.request = formAsk;
      await el.updateComplete;
      expect([...el.children].map((child) => child.localName)).to.deep.equal(['elicit-form']);
    });

    it('should let page CSS style its card as the card, and its own unsupported card through ::part', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div>
        <style>
          .styled elicit-url-consent::part(decline) { outline: 7px solid rgb(1, 2, 3); }
          .styled elicit-form::part(accept) { outline: 5px solid rgb(4, 5, 6); }
          .styled elicit-form { --elicit-color-primary: rgb(7, 8, 9); }
          .styled elicit-request::part(decline) { outline: 3px solid rgb(1, 2, 3); }
        </style>
        <div class="styled">
          <elicit-request .request=${urlAsk}></elicit-request>
          <elicit-request .request=${formAsk}></elicit-request>
          <elicit-request .request=${{ mode: 'foo', message: 'Odd' }}></elicit-request>
        </div>
      </div>`);
      const [urlEl, formEl, oddEl] = [...wrapper.querySelectorAll('elicit-request')];
      await settle();
      const decline = inner(urlEl!).shadowRoot!.querySelector('[part~="decline"]')!;
      expect(getComputedStyle(decline).outlineWidth).to.equal('7px');
      const accept = inner(formEl!).shadowRoot!.querySelector('[part~="accept"]')!;
      expect(getComputedStyle(accept).outlineWidth).to.equal('5px');
      expect(getComputedStyle(accept).backgroundColor).to.equal('rgb(7, 8, 9)');
      expect(getComputedStyle(partOf(oddEl!, 'decline')!).outlineWidth).to.equal('3px');
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
