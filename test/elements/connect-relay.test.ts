import { expect, fixture, html } from '@open-wc/testing';
import { connectRelay } from '@elicit-kit/elements';
import { rejectedText } from '../../packages/elements/src/relay/relay-text.js';
import type { ElicitRequestParams } from '@elicit-kit/core';
import { deepPart } from './helpers/dom.js';
import { FakeSource, fakeRelay, until, type FakeRelay } from './helpers/fake-relay.js';

const ask: ElicitRequestParams = {
  message: 'Your name?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name', minLength: 2 } },
    required: ['name'],
  },
};

describe('connectRelay', () => {
  let relay: FakeRelay;
  let posts: FakeRelay['posts'];
  let replies: number[];

  beforeEach(() => {
    relay = fakeRelay();
    ({ posts, replies } = relay);
  });
  afterEach(() => relay.restore());

  it('should listen at <url>/events, show an ask inline and post the answer to <url>/answer', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({ url: '/elicit/', container: chat, inline: true });
    expect(FakeSource.last?.url).to.match(/^\/elicit\/events(\?languages=|$)/);
    FakeSource.last!.emit('ask', { id: 'a1', serverName: 'Weather', params: ask });
    const decline = await until(() => deepPart(chat, 'decline'));
    decline.click();
    await until(() => posts.length === 1);
    expect(posts).to.deep.equal([
      { url: '/elicit/answer', body: { id: 'a1', result: { action: 'decline' } } },
    ]);
    connection.close();
  });

  it('should show an ask once, however often it is replayed', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat, inline: true });
    for (let i = 0; i < 3; i++) FakeSource.last!.emit('ask', { id: 'a1', params: ask });
    await until(() => deepPart(chat, 'decline'));
    expect(chat.querySelectorAll('[data-elicit-inline]')).to.have.length(1);
    connection.close();
  });

  it('should say why a 422 refused the answer and show the card again with what was sent', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    replies.push(422);
    const connection = connectRelay({
      url: '/elicit',
      container: chat,
      inline: true,
      receipt: true,
    });
    const sent = { action: 'accept', content: { name: 'Ada' } };
    FakeSource.last!.emit('ask', { id: 'a2', params: ask });
    const card = await until(() =>
      chat.querySelector('[data-elicit-inline]')?.querySelector('elicit-request'),
    );
    await card.updateComplete;
    // The card answers as the person would (the relay's check is the one under test here).
    deepPart(card, 'form')!.dispatchEvent(
      new CustomEvent('elicit-response', { detail: sent, bubbles: true, composed: true }),
    );
    const status = await until(() => chat.querySelector('[part~="relay-status"]'));
    expect(status.textContent).to.contain('Name:');
    expect(status.getAttribute('role')).to.equal('status');
    const again = await until(() =>
      [...chat.querySelectorAll('[data-elicit-inline]')]
        .map((host) => host.querySelector('elicit-request'))
        .find((r) => r && r !== card),
    );
    // The refused card left no "Sent" receipt behind: only the card shown again is there.
    expect(chat.querySelectorAll('[data-elicit-inline]')).to.have.length(1);
    // Shown again from what was sent: the card's starting values, the server's schema as it sent it.
    expect((again as unknown as { values: unknown }).values).to.deep.equal({ name: 'Ada' });
    expect(again.request).to.deep.equal(ask);
    await expect(chat).to.be.accessible();
    connection.close();
  });

  it('should collapse an untouched push ask answered elsewhere to a line saying so, with receipts on', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({
      url: '/elicit',
      container: chat,
      inline: true,
      receipt: true,
    });
    FakeSource.last!.emit('ask', { id: 'a3', params: ask });
    await until(() => deepPart(chat, 'decline'));
    FakeSource.last!.emit('withdraw', { id: 'a3', reason: 'answered' });
    const line = await until(() => chat.querySelector('[part~="relay-ended"]'));
    expect(line.textContent).to.equal('Answered elsewhere: nothing was sent from here');
    // Collapsed: no card, no receipt, no control left beside the line.
    expect([
      deepPart(chat, 'decline'),
      deepPart(chat, 'receipt'),
      chat.querySelector('button'),
    ]).to.deep.equal([null, null, null]);
    expect(posts).to.deep.equal([]);
    connection.close();
  });

  it('should lock a round when another tab answered it', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat });
    FakeSource.last!.emit('ask', {
      id: 'r1',
      entries: [{ key: 'who', method: 'elicitation/create', params: ask, mode: 'form' }],
    });
    const round = await until(() => chat.querySelector('elicit-round'));
    FakeSource.last!.emit('withdraw', { id: 'r1', reason: 'answered' });
    await until(() => round.withdrawn);
    expect(chat.querySelector('[part~="relay-ended"]')?.textContent).to.equal(
      'Answered elsewhere: nothing was sent from here',
    );
    expect(posts).to.deep.equal([]);
    connection.close();
  });

  it('should post nothing for a round sent after its deadline, before its timer and the round re-render', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({ url: '/elicit', container: chat });
    const at = Date.now() + 800;
    const confirm = {
      method: 'elicitation/create',
      params: { message: 'Deploy now?' },
      mode: 'form',
    };
    FakeSource.last!.emit('ask', {
      id: 'r2',
      deadline: new Date(at).toISOString(),
      entries: [{ key: 'confirm', ...confirm }],
    });
    const round = await until(() => chat.querySelector('elicit-round'));
    (
      await until(() => round.shadowRoot?.querySelector<HTMLButtonElement>('[part~="send"]'))
    ).click();
    await until(() => round.shadowRoot!.querySelector('[part~="review"]'));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 60)));
    while (Date.now() <= at) {
      // Spinning on purpose: the deadline passes inside this task, before any timer or render.
    }
    const send = round.shadowRoot!.querySelector<HTMLButtonElement>('[part~="send"]')!;
    expect(send.disabled, 'the button as last rendered').to.equal(false);
    send.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).to.deep.equal([]);
    // Refused by the round itself, nothing typed: it collapses to the line that says it expired.
    const line = await until(() => chat.querySelector('[part~="relay-ended"]'));
    expect([line.textContent, round.isConnected]).to.deep.equal([
      'Expired: nothing was sent',
      false,
    ]);
    connection.close();
  });

  it('should say so while the relay is unreachable', async () => {
    const chat = await fixture<HTMLElement>(html`<div></div>`);
    const connection = connectRelay({
      url: '/elicit',
      container: chat,
      inline: true,
      locale: 'en',
    });
    FakeSource.last!.dispatchEvent(new Event('error'));
    expect(chat.querySelector('[part~="relay-status"]')?.textContent).to.contain('Reconnecting');
    FakeSource.last!.dispatchEvent(new Event('open'));
    expect(chat.querySelector('[part~="relay-status"]')).to.equal(null);
    connection.close();
  });
});

describe('relay text', () => {
  it('should name each refused field by its title', () => {
    expect(
      rejectedText(
        [{ field: 'name', code: 'tooShort', params: { min: 2, length: 1 } }],
        () => ask,
        'en',
      ),
    ).to.match(/^Name: /);
    expect(
      rejectedText({ who: [{ field: 'name', code: 'valueMissing', params: {} }] }, () => ask, 'en'),
    ).to.match(/^Name: /);
    expect(rejectedText('nonsense', () => ask, 'en')).to.equal('');
    // An untitled field reads as the card labels it.
    const untitled = {
      message: 'When?',
      requestedSchema: {
        type: 'object',
        properties: { start_date: { type: 'string', format: 'date' } },
      },
    } as ElicitRequestParams;
    expect(
      rejectedText(
        [{ field: 'start_date', code: 'valueMissing', params: {} }],
        () => untitled,
        'en',
      ),
    ).to.match(/^Start date: /);
  });
});
