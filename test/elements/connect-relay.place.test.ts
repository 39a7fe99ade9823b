import { expect, fixture, html } from '@open-wc/testing';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { sendKeys } from '@web/test-runner-commands';
import type { ElicitRequestParams } from '@elicit-kit/core';
import { connectRelay, type RelayAskInfo } from '@elicit-kit/elements';
import { click, deepPart } from './helpers/dom.js';
import { FakeSource, fakeRelay, until, type FakeRelay } from './helpers/fake-relay.js';

addMessages('hi', hi);

const ask: ElicitRequestParams = {
  message: 'Your name?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
};

/** The same ask under another message (forms are landmarks named by their message: each must differ). */
const asking = (message: string): ElicitRequestParams => ({ ...ask, message });

/** A chat: the connection's container, and a tool-call part per id (placeholders for `place`). */
const chat = (...calls: string[]) =>
  fixture<HTMLElement>(
    html`<div><main id="container"></main>${calls.map((id) => html`<section id=${`call-${id}`}></section>`)}</div>`,
  );

/** The card of the ask in the slot under `root`, and its name input. */
const inputIn = (root: ParentNode) => deepPart(root, 'input') as HTMLInputElement | null;

describe('connectRelay placement', () => {
  let relay: FakeRelay;
  const warnings: unknown[][] = [];
  const realWarn = console.warn;

  beforeEach(() => {
    relay = fakeRelay();
    warnings.length = 0;
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    relay.restore();
    console.warn = realWarn;
  });

  it('should put each card in the element `place` names for its tag, else in the container, with the status line in the container', async () => {
    const page = await chat('t1', 't2');
    const container = page.querySelector<HTMLElement>('#container')!;
    const asked: RelayAskInfo[] = [];
    const connection = connectRelay({
      url: '/elicit',
      container,
      inline: true,
      place: (info) => {
        asked.push(info);
        return info.tag === undefined ? undefined : page.querySelector(`#call-${info.tag}`);
      },
    });
    FakeSource.last!.emit('ask', {
      id: 'a1',
      serverName: 'Weather',
      tag: 't2',
      params: asking('Where to?'),
    });
    FakeSource.last!.emit('ask', {
      id: 'a2',
      tag: 't1',
      entries: [{ key: 'who', method: 'elicitation/create', params: asking('Who?'), mode: 'form' }],
    });
    // A tag that is not a string is no tag.
    FakeSource.last!.emit('ask', { id: 'a3', tag: 7, params: asking('When?') });
    await until(
      () =>
        inputIn(page.querySelector('#call-t2')!) &&
        page.querySelector('#call-t1 elicit-round') &&
        inputIn(container),
    );
    expect(asked).to.deep.equal([
      { id: 'a1', serverName: 'Weather', tag: 't2' },
      { id: 'a2', serverName: '', tag: 't1' },
      { id: 'a3', serverName: '' },
    ]);
    expect(
      [...page.querySelectorAll('[data-elicit-ask]')].map(
        (slot) => `${slot.parentElement!.id}:${slot.getAttribute('data-elicit-ask')}`,
      ),
    ).to.deep.equal(['container:a3', 'call-t1:a2', 'call-t2:a1']);
    FakeSource.last!.dispatchEvent(new Event('error'));
    expect(page.querySelector('[part~="relay-status"]')!.parentElement!.id).to.equal('container');
    expect(warnings).to.deep.equal([]);
    await expect(page).to.be.accessible();
    connection.close();
  });

  it('should put the card in the container, with one warning per connection, when `place` throws or returns something that is not an element', async () => {
    const page = await chat();
    const container = page.querySelector<HTMLElement>('#container')!;
    const connection = connectRelay({
      url: '/elicit',
      container,
      inline: true,
      place: (info) => {
        if (info.id === 'a1') throw new Error('no such tool call');
        return '#call-1' as unknown as Element;
      },
    });
    FakeSource.last!.emit('ask', { id: 'a1', params: ask });
    FakeSource.last!.emit('ask', { id: 'a2', params: ask });
    FakeSource.last!.emit('ask', { id: 'a3', params: ask });
    await until(() => container.querySelectorAll('[data-elicit-ask]').length === 3);
    expect(
      [...container.querySelectorAll('[data-elicit-ask]')].map((slot) =>
        slot.getAttribute('data-elicit-ask'),
      ),
    ).to.deep.equal(['a1', 'a2', 'a3']);
    connection.relocate();
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]![0])).to.contain('`place`');
    connection.close();
  });

  it('should move a card whose element mounted after its ask, keeping what was typed, focus and the countdown, and back when it goes', async () => {
    const page = await chat();
    const container = page.querySelector<HTMLElement>('#container')!;
    const connection = connectRelay({
      url: '/elicit',
      container,
      inline: true,
      place: (info) => page.querySelector(`#call-${info.tag}`),
    });
    FakeSource.last!.emit('ask', {
      id: 'a1',
      tag: 'late',
      deadline: new Date(Date.now() + 90_000).toISOString(),
      params: ask,
    });
    const input = await until(() => inputIn(container));
    await click(input);
    await sendKeys({ type: 'Ada' });
    const later = document.createElement('section');
    later.id = 'call-late';
    page.append(later);
    connection.relocate();
    expect(container.querySelector('[data-elicit-ask]')).to.equal(null);
    expect(inputIn(later) === input, 'the same input, moved').to.equal(true);
    expect(input.value).to.equal('Ada');
    await sendKeys({ type: ' Lovelace' });
    expect(input.value, 'focus stayed in the field').to.equal('Ada Lovelace');
    later.remove();
    connection.relocate();
    expect(inputIn(container) === input && input.value).to.equal('Ada Lovelace');
    connection.close();
  });

  it('should keep the countdown of a moved card running, untouched and unfocused', async () => {
    const page = await chat();
    const container = page.querySelector<HTMLElement>('#container')!;
    const connection = connectRelay({
      url: '/elicit',
      container,
      inline: true,
      place: (info) => page.querySelector(`#call-${info.tag}`),
    });
    FakeSource.last!.emit('ask', {
      id: 'a1',
      tag: 'late',
      deadline: new Date(Date.now() + 90_000).toISOString(),
      params: ask,
    });
    await until(() => inputIn(container));
    (document.activeElement as HTMLElement | null)?.blur();
    const later = document.createElement('section');
    later.id = 'call-late';
    page.append(later);
    connection.relocate();
    // Nothing typed or focused: no render of the card's own would start its clock again.
    const countdown = deepPart(later, 'countdown')!;
    const shown = countdown.textContent;
    await until(() => countdown.textContent !== shown);
    expect(countdown.textContent).to.match(/^Time left to answer: 1:[0-2]\d$/);
    connection.close();
  });

  it('should say on the card how an untouched ask ended without this page: answered in another tab, withdrawn, expired', async () => {
    const page = await chat();
    const container = page.querySelector<HTMLElement>('#container')!;
    const connection = connectRelay({ url: '/elicit', container, inline: true });
    for (const id of ['answered', 'withdrawn', 'expired'])
      FakeSource.last!.emit('ask', { id, params: ask });
    FakeSource.last!.emit('ask', {
      id: 'clock',
      deadline: new Date(Date.now() + 1500).toISOString(),
      params: ask,
    });
    await until(
      () =>
        container.querySelectorAll('[data-elicit-inline]').length === 4 &&
        deepPart(container, 'decline'),
    );
    for (const id of ['answered', 'withdrawn', 'expired'])
      FakeSource.last!.emit('withdraw', { id, reason: id });
    await until(() => container.querySelectorAll('[part~="relay-ended"]').length === 4);
    const lines = [...container.querySelectorAll('[data-elicit-ask]')].map((slot) => [
      slot.getAttribute('data-elicit-ask'),
      slot.textContent,
    ]);
    expect(lines).to.deep.equal([
      ['answered', 'Answered elsewhere: nothing was sent from here'],
      ['withdrawn', 'Withdrawn: nothing was sent'],
      ['expired', 'Expired: nothing was sent'],
      ['clock', 'Expired: nothing was sent'],
    ]);
    // Collapsed: each ask is its line alone, nothing to press beside it.
    expect([deepPart(container, 'form'), deepPart(container, 'close')]).to.deep.equal([null, null]);
    expect(container.querySelector('[part~="relay-ended"]')!.getAttribute('role')).to.equal(
      'status',
    );
    await expect(page).to.be.accessible();
    expect(relay.posts).to.deep.equal([]);
    connection.close();
  });

  it('should keep a card the person typed into, locked, with the line after it', async () => {
    const page = await chat();
    const container = page.querySelector<HTMLElement>('#container')!;
    const connection = connectRelay({ url: '/elicit', container, inline: true });
    FakeSource.last!.emit('ask', { id: 'a1', params: ask });
    await click(await until(() => inputIn(container)));
    await sendKeys({ type: 'Ada' });
    FakeSource.last!.emit('withdraw', { id: 'a1', reason: 'answered' });
    const line = await until(() => container.querySelector('[part~="relay-ended"]'));
    expect(line.textContent).to.equal('Answered elsewhere: nothing was sent from here');
    expect(inputIn(container)!.value).to.equal('Ada');
    connection.close();
  });

  it('should say on the card that another tab took it when the relay answers 409, leaving no "Sent" receipt', async () => {
    const page = await chat();
    const container = page.querySelector<HTMLElement>('#container')!;
    relay.replies.push(409);
    const connection = connectRelay({ url: '/elicit', container, inline: true, receipt: true });
    FakeSource.last!.emit('ask', { id: 'a1', params: ask });
    (await until(() => deepPart(container, 'decline'))).click();
    const line = await until(() => container.querySelector('[part~="relay-ended"]'));
    expect(line.textContent).to.equal('This request was already answered, or it ended.');
    expect([
      deepPart(container, 'receipt'),
      container.querySelector('[part~="relay-status"]'),
    ]).to.deep.equal([null, null]);
    connection.close();
  });

  it('should collapse an untouched round answered in another tab to its line, wherever it was placed', async () => {
    const page = await chat('t1');
    const container = page.querySelector<HTMLElement>('#container')!;
    const connection = connectRelay({
      url: '/elicit',
      container,
      place: (info) => page.querySelector(`#call-${info.tag}`),
    });
    FakeSource.last!.emit('ask', {
      id: 'r1',
      tag: 't1',
      entries: [{ key: 'who', method: 'elicitation/create', params: ask, mode: 'form' }],
    });
    const round = await until(() => page.querySelector('#call-t1 elicit-round'));
    FakeSource.last!.emit('withdraw', { id: 'r1', reason: 'answered' });
    const line = await until(() => page.querySelector('#call-t1 [part~="relay-ended"]'));
    expect([line.textContent, round.isConnected]).to.deep.equal([
      'Answered elsewhere: nothing was sent from here',
      false,
    ]);
    connection.close();
  });

  it('should give live cards a new locale and theme, keeping the cards on screen', async () => {
    const page = await chat('t1');
    const container = page.querySelector<HTMLElement>('#container')!;
    const connection = connectRelay({
      url: '/elicit',
      container,
      inline: true,
      place: (info) => page.querySelector(`#call-${info.tag}`),
    });
    const source = FakeSource.last;
    source!.emit('ask', { id: 'a1', params: ask });
    source!.emit('ask', {
      id: 'r1',
      tag: 't1',
      entries: [{ key: 'who', method: 'elicitation/create', params: ask, mode: 'form' }],
    });
    const decline = await until(() => deepPart(container, 'decline'));
    const round = await until(() =>
      page.querySelector<HTMLElement & { locale: string; theme: string }>('#call-t1 elicit-round'),
    );
    connection.update({ locale: 'hi', theme: 'dark' });
    await until(() => decline.textContent !== 'Decline' && decline.textContent);
    expect(decline.textContent).to.equal('अस्वीकार करें');
    expect([round.locale, round.theme]).to.deep.equal(['hi', 'dark']);
    const frame = container.querySelector<HTMLElement & { theme: string }>('[data-elicit-inline]')!;
    expect(frame.theme).to.equal('dark');
    connection.update({ theme: undefined });
    // Back to automatic: '' follows the host.
    expect([round.theme, frame.theme]).to.deep.equal(['', '']);
    // The cards stay; only the event stream opened again, to name the new locale to the relay.
    expect(page.querySelector('#call-t1 elicit-round')).to.equal(round);
    expect(FakeSource.last).not.to.equal(source);
    connection.close();
  });
});
