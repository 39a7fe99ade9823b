// connectRelay and the person's language (SEP-2792): the page names its languages to the relay
// when it opens the event stream (for the host's MCP client), and a relayed ask in a language
// the server named marks its text as a local card does, the kit's own text staying in the page's.
import { expect, fixture, html } from '@open-wc/testing';
import { CONTENT_LANGUAGE_META_KEY, type ElicitRequestParams } from '@elicit-kit/core';
import { connectRelay } from '../../packages/elements/src/relay/connect-relay.js';
import { deepPart, langOf } from './helpers/dom.js';
import { FakeSource, fakeRelay, until, type FakeRelay } from './helpers/fake-relay.js';

const hindiAsk = (lang: string): ElicitRequestParams => ({
  message: 'कृपया अपना नाम बताएँ',
  _meta: { [CONTENT_LANGUAGE_META_KEY]: lang },
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'नाम' } },
    required: ['name'],
  },
});

/** The languages the page named on its event stream. */
const named = (source: FakeSource | undefined) =>
  new URL(source!.url, location.href).searchParams.get('languages')?.split(',') ?? [];

describe("connectRelay and the person's language", () => {
  let relay: FakeRelay;
  beforeEach(() => {
    relay = fakeRelay();
  });
  afterEach(() => relay.restore());

  it('should name its locale first, then the browser languages, on the event stream', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat, locale: 'hi' });
    expect(FakeSource.last!.url).to.match(/^\/elicit\/events\?languages=/);
    const languages = named(FakeSource.last);
    expect(languages[0]).to.equal('hi');
    expect(languages).to.include(navigator.languages[0]!);
    connection.close();
  });

  it("should take the container's lang when no locale is given", async () => {
    const chat = await fixture<HTMLElement>(html`<div lang="ta"></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat });
    expect(named(FakeSource.last)[0]).to.equal('ta');
    connection.close();
  });

  /** An English connection showing one ask inline, on its first stream. */
  async function showingOneAsk() {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({
      url: '/elicit',
      container: chat,
      locale: 'en',
      inline: true,
    });
    const first = FakeSource.last!;
    first.emit('ask', { id: 'a1', params: hindiAsk('hi') });
    const card = await until(() => chat.querySelector('elicit-form'));
    return { chat, connection, first, card };
  }

  it('should name a new locale to the relay at once: a new stream opens, the old one closes once it has, the card stays', async () => {
    const { chat, connection, first, card } = await showingOneAsk();
    connection.update({ theme: 'dark' });
    expect(FakeSource.last, 'a theme alone keeps the stream').to.equal(first);

    connection.update({ locale: 'hi' });
    const second = FakeSource.last!;
    expect(second).not.to.equal(first);
    expect(named(second)[0]).to.equal('hi');
    // Until the new stream opens, the old one still carries withdrawals.
    expect(first.readyState).to.equal(1);
    second.dispatchEvent(new Event('open'));
    expect(first.readyState).to.equal(FakeSource.CLOSED);
    // The relay sends the pending asks again on the new stream: the card on screen is kept.
    second.emit('ask', { id: 'a1', params: hindiAsk('hi') });
    expect(chat.querySelectorAll('elicit-form')).to.have.length(1);
    expect(chat.querySelector('elicit-form')).to.equal(card);
    connection.update({ locale: 'hi' });
    expect(FakeSource.last, 'the same locale keeps the stream').to.equal(second);
    connection.close();
    expect(second.readyState).to.equal(FakeSource.CLOSED);
  });

  it('should keep listening on the old stream while the new one has not opened, and hear a withdrawal there', async () => {
    const { chat, connection, first } = await showingOneAsk();
    connection.update({ locale: 'hi' });
    first.emit('withdraw', { id: 'a1', reason: 'withdrawn' });
    await until(() => !chat.querySelector('elicit-form'));
    connection.close();
    expect(first.readyState).to.equal(FakeSource.CLOSED);
  });

  it('should mark a relayed push ask lang="hi" on an English page, the kit text in English', async () => {
    const chat = await fixture<HTMLElement>(html`<div lang="en"></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat, inline: true });
    FakeSource.last!.emit('ask', { id: 'a1', params: hindiAsk('hi') });
    const message = await until(() => deepPart(chat, 'message')?.querySelector('bdi'));
    expect(langOf(message)).to.equal('hi');
    const decline = await until(() => deepPart(chat, 'decline'));
    expect(langOf(decline)).to.equal('en');
    await expect(chat).to.be.accessible();
    connection.close();
  });

  it('should mark each relayed round ask in its language, right to left for Urdu', async () => {
    const chat = await fixture<HTMLElement>(html`<div lang="en"></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat });
    FakeSource.last!.emit('ask', {
      id: 'r1',
      entries: [
        { key: 'name', method: 'elicitation/create', params: hindiAsk('ur'), mode: 'form' },
      ],
    });
    const round = await until(() => chat.querySelector('elicit-round'));
    const form = await until(() => round.querySelector('elicit-form'));
    const message = await until(() => form.shadowRoot?.querySelector('[part~="message"] bdi'));
    expect(message.getAttribute('lang')).to.equal('ur');
    expect(message.getAttribute('dir')).to.equal('rtl');
    connection.close();
  });
});
