/**
 * Security suite "limits": a hostile server's sheer size must not freeze the page. A
 * 1 MiB message, 1,000 fields, 50,000 options and 1,000 asks in one round are rendered,
 * then a person types with real keystrokes while a PerformanceObserver records long
 * tasks: none may exceed 200 ms while typing. Then the person can still answer or cancel.
 * Judged by the long-task observer only, never by wall-clock asserts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ElicitResult } from '@elicit-kit/core';
import '@elicit-kit/elements/define';
import type { ElicitForm, ElicitRound, ElicitRoundDetail } from '@elicit-kit/elements';
import { click, part } from '../helpers/dom.js';
import { rendered } from './helpers/scan.js';

/** Longest task allowed while the person types. */
const BUDGET_MS = 200;
/**
 * Showing a huge message once is not typing: the 200 ms is for typing. A first render
 * of a 1 MiB message froze the page for 3.4 s (Hindi: hung) before shown text was capped;
 * this bound still catches that, without failing a loaded CI machine on a one-off 236 ms.
 */
const SHOW_BUDGET_MS = 1000;
const MIB = 1 << 20;
const lines: string[] = [];

/** Resolves once the frame after the next one has been laid out and painted. */
const painted = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );

/** Runs `action` while a PerformanceObserver records long tasks; returns the longest (0 when none over 50 ms). */
async function longestTaskDuring(action: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) =>
    durations.push(...list.getEntries().map((entry) => entry.duration)),
  );
  observer.observe({ type: 'longtask' });
  await action();
  // Let the last render run inside the window, then collect what is pending.
  await painted();
  durations.push(...observer.takeRecords().map((entry) => entry.duration));
  observer.disconnect();
  return Math.max(0, ...durations);
}

/** Types `text` into `control` with real keystrokes; returns the longest task seen meanwhile. */
function typeWatched(control: HTMLElement, text: string): Promise<number> {
  return longestTaskDuring(async () => {
    control.focus();
    await sendKeys({ type: text });
  });
}

/** A card in the page, rendered (with every nested card), laid out and painted. */
async function mount<T extends HTMLElement>(
  tag: string,
  properties: Record<string, unknown>,
): Promise<T> {
  const element = Object.assign(document.createElement(tag), properties) as T;
  document.body.append(element);
  await rendered(element);
  await painted();
  return element;
}

function responses(element: HTMLElement): ElicitResult[] {
  const seen: ElicitResult[] = [];
  element.addEventListener('elicit-response', (event) => seen.push(event.detail));
  return seen;
}

/** The text control of field `name` in a form. */
const controlOf = (form: ElicitForm, name: string) =>
  form.shadowRoot!.querySelector<HTMLElement>(
    `[part~="field"][data-name="${name}"] :is(input, textarea)`,
  )!;

describe('security: limits (the page stays responsive)', function () {
  this.timeout(120_000);
  after(() => console.log(`limits: ${lines.join('; ')}; every one still answered or cancelled`));
  afterEach(() =>
    document.querySelectorAll('elicit-form, elicit-round').forEach((element) => element.remove()),
  );

  it('should see a long task when there is one (the observer works)', async () => {
    expect(PerformanceObserver.supportedEntryTypes).to.include('longtask');
    const longest = await longestTaskDuring(async () => {
      const until = performance.now() + 300;
      while (performance.now() < until) {
        // Busy: one 300 ms task.
      }
    });
    expect(longest).to.be.at.least(250);
  });

  it('should show a 1 MiB message and type under it, then send', async () => {
    const message = 'A long message. '.repeat(MIB / 16);
    let form!: ElicitForm;
    // The render is judged too: a 1 MiB paragraph took seconds to lay out before the kit cut shown text.
    const shown = await longestTaskDuring(async () => {
      form = await mount<ElicitForm>('elicit-form', {
        request: {
          message,
          requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
        },
      });
    });
    const answers = responses(form);
    const longest = await typeWatched(controlOf(form, 'name'), 'Ada Lovelace');
    lines.push(
      `1 MiB message: longest task ${Math.round(shown)} ms showing it, ${Math.round(longest)} ms while typing`,
    );
    expect(shown, 'longest task showing the message (ms)').to.be.below(SHOW_BUDGET_MS);
    expect(longest, 'longest task while typing (ms)').to.be.below(BUDGET_MS);
    // What is shown: the first 10,000 characters, marked as cut.
    const text = part(form, 'message').textContent ?? '';
    expect([text.length, text.endsWith('…')]).to.deep.equal([10_001, true]);
    await click(part(form, 'accept'));
    await rendered(form);
    await click(part(form, 'accept'));
    expect(answers).to.deep.equal([{ action: 'accept', content: { name: 'Ada Lovelace' } }]);
  });

  it('should type into the first and the last of 1,000 fields, then cancel', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }]),
    );
    const form = await mount<ElicitForm>('elicit-form', {
      request: { message: 'Many fields', requestedSchema: { type: 'object', properties } },
    });
    const answers = responses(form);
    const first = await typeWatched(controlOf(form, 'f0'), 'first');
    const last = await typeWatched(controlOf(form, 'f999'), 'last');
    lines.push(`1,000 fields: longest task while typing ${Math.round(Math.max(first, last))} ms`);
    expect(Math.max(first, last), 'longest task while typing (ms)').to.be.below(BUDGET_MS);
    await click(part(form, 'cancel'));
    expect(answers).to.deep.equal([{ action: 'cancel' }]);
  });

  it('should filter 50,000 options as the person types, then send the one chosen', async () => {
    const oneOf = Array.from({ length: 50_000 }, (_, i) => ({
      const: `c${i}`,
      title: `City ${i}`,
    }));
    const form = await mount<ElicitForm>('elicit-form', {
      request: {
        message: 'Where?',
        requestedSchema: {
          type: 'object',
          properties: { city: { type: 'string', oneOf } },
          required: ['city'],
        },
      },
    });
    const answers = responses(form);
    const longest = await typeWatched(part(form, 'filter'), 'City 49999');
    lines.push(`50,000 options: longest task while filtering ${Math.round(longest)} ms`);
    expect(longest, 'longest task while typing (ms)').to.be.below(BUDGET_MS);
    await rendered(form);
    const match = form.shadowRoot!.querySelector<HTMLInputElement>('[part~="list"] input')!;
    await click(match);
    await click(part(form, 'accept'));
    await rendered(form);
    await click(part(form, 'accept'));
    expect(answers).to.deep.equal([{ action: 'accept', content: { city: 'c49999' } }]);
  });

  it('should type into the first of 1,000 asks of one round, then cancel the round', async () => {
    const ask = {
      method: 'elicitation/create',
      params: {
        message: 'One of many',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
      },
    };
    const inputRequests = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`ask-${i}`, ask]),
    );
    const round = await mount<ElicitRound>('elicit-round', {
      result: { resultType: 'input_required', inputRequests, requestState: 'big' },
    });
    const details: ElicitRoundDetail[] = [];
    round.addEventListener('elicit-round', (event) => details.push(event.detail));
    const first = round.querySelector<ElicitForm>('elicit-form')!;
    const longest = await typeWatched(controlOf(first, 'name'), 'Grace Hopper');
    lines.push(`1,000 asks: longest task while typing ${Math.round(longest)} ms`);
    expect(longest, 'longest task while typing (ms)').to.be.below(BUDGET_MS);
    await click(part(round, 'cancel'));
    expect(details).to.have.length(1);
    expect(details[0]!.cancelled).to.equal(true);
    expect(Object.keys(details[0]!.inputResponses)).to.have.length(1000);
    expect(details[0]!.requestState).to.equal('big');
  });

  it('should show a 1 MiB Hindi message in a round and type under it, then send', async () => {
    const message = '\u0928\u092e\u0938\u094d\u0924\u0947 '.repeat(MIB / 7);
    const ask = {
      method: 'elicitation/create',
      params: {
        message,
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
      },
    };
    let round!: ElicitRound;
    // Hindi: complex-script layout of a long paragraph grew faster than linearly (64 KiB took 1.4 s).
    const shown = await longestTaskDuring(async () => {
      round = await mount<ElicitRound>('elicit-round', {
        result: { resultType: 'input_required', inputRequests: { a: ask } },
      });
    });
    const details: ElicitRoundDetail[] = [];
    round.addEventListener('elicit-round', (event) => details.push(event.detail));
    const longest = await typeWatched(
      controlOf(round.querySelector<ElicitForm>('elicit-form')!, 'name'),
      'Alan',
    );
    lines.push(
      `1 MiB Hindi message in a round: longest task ${Math.round(shown)} ms showing it, ${Math.round(longest)} ms while typing`,
    );
    expect(shown, 'longest task showing the message (ms)').to.be.below(SHOW_BUDGET_MS);
    expect(longest, 'longest task while typing (ms)').to.be.below(BUDGET_MS);
    await click(part(round, 'send'));
    await rendered(round);
    await click(part(round, 'send'));
    expect(details.map((detail) => detail.inputResponses)).to.deep.equal([
      { a: { action: 'accept', content: { name: 'Alan' } } },
    ]);
  });
  it('should cut a server name past 256 characters with …, on every card, never splitting a surrogate pair', async () => {
    const form = await mount<ElicitForm>('elicit-form', {
      serverName: 'n'.repeat(1000),
      request: { message: 'm', requestedSchema: { type: 'object', properties: {} } },
    });
    const url = await mount<HTMLElement>('elicit-url-consent', {
      serverName: 'u'.repeat(300),
      request: { mode: 'url', message: 'm', url: 'https://example.com/' },
    });
    const round = await mount<ElicitRound>('elicit-round', {
      serverName: `${'r'.repeat(255)}😀tail`,
      entries: [],
      requestState: 's',
    });
    const names = [form, url, round].map(
      (card) => part(card, 'server').querySelector('bdi')!.textContent ?? '',
    );
    expect(names.map((name) => [name.length, name.endsWith('…')])).to.deep.equal([
      [257, true],
      [257, true],
      [256, true],
    ]);
    // The emoji would straddle the cut: it goes whole.
    expect(names[2]).to.equal(`${'r'.repeat(255)}…`);
    url.remove();
    // A name of exactly 256 is shown whole.
    form.serverName = 'x'.repeat(256);
    await rendered(form);
    expect(part(form, 'server').querySelector('bdi')!.textContent).to.equal('x'.repeat(256));
  });
});
