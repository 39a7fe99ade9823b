// connectRelay and the person's language (SEP-2792): the page names its languages to the relay
// when it opens the event stream (for the host's MCP client), and a relayed ask in a language
// the server named marks its text as a local card does, the kit's own text staying in the page's.
import { expect, fixture, html } from '@open-wc/testing';
import { CONTENT_LANGUAGE_META_KEY, type ElicitRequestParams } from '@elicit-kit/core';
import { connectRelay } from '../../packages/elements/src/relay/connect-relay.js';
import { deepPart } from './helpers/dom.js';
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

/** The language an element's text is read in: its own `lang`, else the nearest ancestor's (across shadow roots). */
function langOf(node: Element): string {
  for (
    let at: Node | null = node;
    at;
    at = (at as Element).parentNode ?? (at as ShadowRoot).host ?? null
  ) {
    if (at instanceof Element && at.hasAttribute('lang')) return at.getAttribute('lang')!;
  }
  return '';
}

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

  it('should keep its stream when the locale changes: the relay hears the new languages at the next connection', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat, locale: 'en' });
    const first = FakeSource.last!;
    connection.update({ locale: 'hi' });
    expect(FakeSource.last).to.equal(first);
    // A refused stream is connectRelay's to reopen: the new one names the new locale.
    first.readyState = FakeSource.CLOSED;
    first.dispatchEvent(new Event('error'));
    const second = await until(() => FakeSource.last !== first && FakeSource.last, 300);
    expect(named(second)[0]).to.equal('hi');
    connection.close();
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
