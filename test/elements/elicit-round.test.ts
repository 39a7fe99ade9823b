import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { ElicitRound, ElicitUrlConsent, ElicitForm, ElicitRoundEvent } from '@elicit-kit/elements';
import { axTree } from './helpers/ax-helpers.js';
import {
  card,
  click,
  declineOf,
  deepActiveElement,
  item,
  part,
  parts,
  openUrl,
  recordRounds,
  roundTestHooks,
  settle,
} from './helpers/round-helpers.js';
import { readInputRequired } from '@elicit-kit/core';
import {
  githubAsk,
  oddState,
  samplingAnswer,
  samplingAsk,
  urlAsk,
  wire,
} from './helpers/round-fixtures.js';

if (!customElements.get('elicit-round')) customElements.define('elicit-round', ElicitRound);
if (!customElements.get('elicit-url-consent'))
  customElements.define('elicit-url-consent', ElicitUrlConsent);
if (!customElements.get('elicit-form')) customElements.define('elicit-form', ElicitForm);

async function round(
  result: unknown,
  hostResponses?: Record<string, unknown>,
): Promise<ElicitRound> {
  const el = await fixture<ElicitRound>(
    html`<elicit-round server-name="Weather" .result=${result} .hostResponses=${hostResponses}></elicit-round>`,
  );
  await settle();
  return el;
}

/** Presses the round's Send, then (in the review) Send again. */
async function reviewAndSend(el: ElicitRound): Promise<void> {
  await click(part(el, 'send'));
  await settle();
  expect(parts(el, 'review'), 'the review opens before sending').to.have.length(1);
  await click(part(el, 'send'));
  await el.updateComplete;
}

describe('elicit-round', () => {
  const hooks = roundTestHooks();

  describe('rendering', () => {
    it('should show the server once, a count, and one item part per ask keyed by the server key', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { api: urlAsk, 'sum "x"]': samplingAsk },
        }),
      );
      expect(parts(el, 'server')).to.have.length(1);
      expect(part(el, 'server').textContent).to.contain('Weather').and.contain('2');
      expect(parts(el, 'item').map((element) => element.dataset['key'])).to.deep.equal([
        'api',
        'sum "x"]',
      ]);
      expect(part(el, 'card').textContent).not.to.contain('sum "x"]');
    });

    it('should list a sampling entry for the host instead of rendering it', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { s: samplingAsk } }),
      );
      expect(item(el, 's').textContent).to.contain(
        uiText('ui.hostHandled', { method: 'sampling/createMessage' }),
      );
      expect(
        item(el, 's').querySelector('elicit-form, elicit-url-consent, [part~="decline"]'),
      ).to.equal(null);
    });

    it('should strip bidi controls from server messages and show them as text', async () => {
      const ask = { method: 'roots/list', params: { message: 'Pick\u202E <b>roots</b>\u2066' } };
      const el = await round(wire({ resultType: 'input_required', inputRequests: { r: ask } }));
      const message = item(el, 'r').querySelector('[part~="message"]')!;
      expect(message.textContent!.trim()).to.equal('Pick <b>roots</b>');
      expect(message.querySelector('b')).to.equal(null);
    });

    it('should take the entries and requestState that callWithInput hands its answerer, over result', async () => {
      const entries = readInputRequired({
        resultType: 'input_required',
        inputRequests: { api: urlAsk, s: samplingAsk },
      });
      if (entries.kind !== 'input_required') throw new Error('fixture');
      const el = await fixture<ElicitRound>(
        html`<elicit-round .entries=${entries.entries} .requestState=${oddState} .result=${{ content: [] }}></elicit-round>`,
      );
      await settle();
      expect(parts(el, 'item').map((element) => element.dataset['key'])).to.deep.equal([
        'api',
        's',
      ]);
      const heard = recordRounds();
      await click(part(el, 'cancel'));
      heard.stop();
      expect(heard.events[0]!.detail).to.deep.equal({
        inputResponses: { api: { action: 'cancel' } },
        requestState: oddState,
        cancelled: true,
      });
    });

    it('should render nothing for a complete result', async () => {
      const el = await round({ content: [{ type: 'text', text: 'done' }] });
      expect(parts(el, 'card')).to.have.length(0);
    });
  });

  describe('sending', () => {
    it('should send the URL consent and the host answer under their keys and echo requestState byte for byte', async () => {
      const result = wire({
        resultType: 'input_required',
        inputRequests: { api_key: urlAsk, summary: samplingAsk },
        requestState: oddState,
      });
      const el = await round(result);
      el.hostResponses = { summary: samplingAnswer };
      await el.updateComplete;
      await openUrl(el, 'api_key');
      await reviewAndSend(el);
      expect(hooks.recorder.events).to.have.length(1);
      const detail = hooks.recorder.events[0]!.detail;
      expect(detail.inputResponses).to.deep.equal({
        api_key: { action: 'accept' },
        summary: samplingAnswer,
      });
      expect(Object.keys(detail.inputResponses)).to.deep.equal(['api_key', 'summary']);
      expect(detail.requestState).to.equal(oddState);
      expect(detail.requestState!.length).to.equal(oddState.length);
      expect('cancelled' in detail).to.equal(false);
    });

    it('should leave requestState out when the result had none', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { api_key: urlAsk } }),
      );
      await openUrl(el, 'api_key');
      await reviewAndSend(el);
      expect(hooks.recorder.events).to.have.length(1);
      expect('requestState' in hooks.recorder.events[0]!.detail).to.equal(false);
    });

    it('should answer a declined ask with a bare decline', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { api_key: urlAsk },
          requestState: 's',
        }),
      );
      await click(declineOf(el, 'api_key'));
      await el.updateComplete;
      expect(declineOf(el, 'api_key').getAttribute('aria-pressed')).to.equal('true');
      expect(item(el, 'api_key').textContent).to.contain(uiText('ui.declined'));
      await reviewAndSend(el);
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        { inputResponses: { api_key: { action: 'decline' } }, requestState: 's' },
      ]);
    });

    it('should keep keys like __proto__ as plain keys', async () => {
      const result = JSON.parse(
        `{"resultType":"input_required","inputRequests":{"__proto__":${JSON.stringify(urlAsk)}}}`,
      );
      const el = await round(result);
      await click(declineOf(el, '__proto__'));
      await reviewAndSend(el);
      const responses = hooks.recorder.events[0]!.detail.inputResponses;
      expect(Object.keys(responses)).to.deep.equal(['__proto__']);
      expect(Object.getPrototypeOf(responses)).to.equal(Object.prototype);
      expect(JSON.stringify(responses)).to.equal('{"__proto__":{"action":"decline"}}');
    });

    it('should answer an ask in a mode it cannot render with decline', async () => {
      const odd = {
        method: 'elicitation/create',
        params: { mode: 'carrier-pigeon', message: 'Send a bird' },
      };
      const el = await round(wire({ resultType: 'input_required', inputRequests: { bird: odd } }));
      expect(item(el, 'bird').textContent).to.contain(
        uiText('ui.unsupportedMode', { mode: 'carrier-pigeon' }),
      );
      await reviewAndSend(el);
      expect(hooks.recorder.events[0]!.detail.inputResponses).to.deep.equal({
        bird: { action: 'decline' },
      });
    });

    it('should go back from the review with Edit and keep what was answered', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { api_key: urlAsk } }),
      );
      await openUrl(el, 'api_key');
      await click(part(el, 'send'));
      await settle();
      await click(part(el, 'edit'));
      await settle();
      expect(parts(el, 'review')).to.have.length(0);
      expect(card<ElicitUrlConsent>(el, 'api_key', 'elicit-url-consent').consented).to.equal(true);
      await reviewAndSend(el);
      expect(hooks.recorder.events.map((event) => event.detail.inputResponses)).to.deep.equal([
        { api_key: { action: 'accept' } },
      ]);
    });
  });

  describe('blocking', () => {
    it('should block Send until the URL page was opened or declined, focusing the ask its error describes', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { api_key: urlAsk } }),
      );
      await click(part(el, 'send'));
      await settle();
      expect(hooks.recorder.events).to.have.length(0);
      expect(parts(el, 'review')).to.have.length(0);
      expect(item(el, 'api_key').querySelector('[part~="error"]')!.textContent).to.equal(
        uiText('ui.roundUrlPending'),
      );
      expect(part(el, 'summary').textContent).to.equal(
        uiText('ui.roundErrorSummary', { count: 1 }),
      );
      expect(part(el, 'summary').getAttribute('role')).to.equal('status');
      expect((deepActiveElement() as HTMLElement | null)?.dataset['key']).to.equal('api_key');
      const described = (await axTree()).find(
        (node) => node.role === 'listitem' && node.description === uiText('ui.roundUrlPending'),
      );
      expect(described, 'the focused ask carries the error as its description').to.exist;
      await openUrl(el, 'api_key');
      expect(item(el, 'api_key').querySelector('[part~="error"]')).to.equal(null);
      expect(part(el, 'summary').textContent).to.equal('');
    });

    it('should block Send until the host answered its entries', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { s: samplingAsk } }),
      );
      await click(part(el, 'send'));
      await settle();
      expect(hooks.recorder.events).to.have.length(0);
      expect(item(el, 's').querySelector('[part~="error"]')!.textContent).to.equal(
        uiText('ui.roundHostPending'),
      );
      expect(deepActiveElement()).to.equal(item(el, 's'));
      el.hostResponses = { s: samplingAnswer };
      await el.updateComplete;
      expect(parts(el, 'error'), 'the answered entry stops blocking').to.have.length(0);
      expect(item(el, 's').hasAttribute('aria-describedby')).to.equal(false);
      expect(part(el, 'summary').textContent).to.equal('');
      await reviewAndSend(el);
      expect(hooks.recorder.events.map((event) => event.detail.inputResponses)).to.deep.equal([
        { s: samplingAnswer },
      ]);
    });
  });

  describe('state-only round', () => {
    it('should show the waiting notice and retry with no answers and the state', async () => {
      const state = 'eyJwcm9ncmVzcyI6IjUwJSIsInN0YXRlIjoicHJvY2Vzc2luZyJ9';
      const el = await round({ resultType: 'input_required', requestState: state });
      expect(part(el, 'card').textContent).to.contain(uiText('ui.roundWaiting'));
      expect(part(el, 'send').textContent!.trim()).to.equal(uiText('ui.retryNow'));
      await click(part(el, 'send'));
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        { inputResponses: {}, requestState: state },
      ]);
    });

    it('should tell a cancel from a retry', async () => {
      const el = await round({ resultType: 'input_required', requestState: 'x' });
      await click(part(el, 'cancel'));
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        { inputResponses: {}, requestState: 'x', cancelled: true },
      ]);
    });
  });

  describe('invalid result', () => {
    for (const [name, result] of [
      ['neither inputRequests nor requestState', { resultType: 'input_required' }],
      ['an unknown resultType', { resultType: 'task' }],
      [
        'an unsupported method',
        {
          resultType: 'input_required',
          inputRequests: { t: { method: 'tools/list', params: {} } },
        },
      ],
    ] as const) {
      it(`should show why for ${name}, with Cancel and no Send`, async () => {
        const el = await round(result);
        expect(parts(el, 'issues')).to.have.length(1);
        expect(part(el, 'issues').textContent!.trim()).not.to.equal('');
        expect(parts(el, 'send')).to.have.length(0);
        expect(parts(el, 'cancel')).to.have.length(1);
        await click(part(el, 'cancel'));
        expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
          { inputResponses: {}, cancelled: true },
        ]);
      });
    }

    it('should show server text quoted in the reasons without bidi controls', async () => {
      const el = await round({
        resultType: 'input_required',
        inputRequests: { t: { method: 'tools/\u202Elist\u2066', params: {} } },
      });
      const text = part(el, 'issues').textContent!;
      expect(text).to.contain('tools/list');
      expect(/[\u202A-\u202E\u2066-\u2069]/.test(text)).to.equal(false);
    });
  });

  describe('cancel', () => {
    it('should cancel every kit ask, pass the host answers it has, and echo the state', async () => {
      const result = wire({
        resultType: 'input_required',
        inputRequests: { a: urlAsk, s: samplingAsk, r: { method: 'roots/list' } },
        requestState: oddState,
      });
      const el = await round(result, { s: samplingAnswer });
      await click(part(el, 'cancel'));
      expect(hooks.recorder.events).to.have.length(1);
      expect(hooks.recorder.events[0]!.detail).to.deep.equal({
        inputResponses: { a: { action: 'cancel' }, s: samplingAnswer },
        requestState: oddState,
        cancelled: true,
      });
    });

    it('should cancel on Escape', async () => {
      const el = await round(wire({ resultType: 'input_required', inputRequests: { a: urlAsk } }));
      card(el, 'a', 'elicit-url-consent').focus();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        { inputResponses: { a: { action: 'cancel' } }, cancelled: true },
      ]);
    });
  });

  describe('events', () => {
    it('should fire one bubbling, composed ElicitRoundEvent per action and then lock', async () => {
      const el = await round({ resultType: 'input_required', requestState: 'x' });
      await click(part(el, 'send'));
      await click(part(el, 'send'));
      await click(part(el, 'cancel'));
      await sendKeys({ press: 'Escape' });
      expect(hooks.recorder.events).to.have.length(1);
      const event = hooks.recorder.events[0]!;
      expect(event).to.be.instanceOf(ElicitRoundEvent);
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(el.busy).to.equal(true);
      expect(part<HTMLButtonElement>(el, 'send').disabled).to.equal(true);
      expect(part<HTMLButtonElement>(el, 'cancel').disabled).to.equal(true);
    });

    it('should lock the embedded URL card while busy, and unlock it with the round', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { a: urlAsk }, requestState: 's' }),
      );
      await openUrl(el, 'a');
      el.busy = true;
      await el.updateComplete;
      const url = card<ElicitUrlConsent>(el, 'a', 'elicit-url-consent');
      await url.updateComplete;
      const buttons = [...url.shadowRoot!.querySelectorAll('button')];
      expect(buttons.map((button) => button.getAttribute('part'))).to.include.members([
        'copy',
        'retry',
      ]);
      expect(
        buttons.every((button) => button.disabled),
        'every button of the card is locked',
      ).to.equal(true);
      expect(part(url, 'status').textContent, 'the round alone says it is sending').not.to.contain(
        uiText('ui.sending'),
      );
      const opened = hooks.windowOpen.calls.length;
      await click(part(url, 'retry'));
      expect(hooks.windowOpen.calls).to.have.length(opened);
      el.busy = false;
      await el.updateComplete;
      await url.updateComplete;
      expect(part<HTMLButtonElement>(url, 'retry').disabled).to.equal(false);
    });

    it('should fire nothing for programmatic changes, and unlock for a new result', async () => {
      const el = await round({ resultType: 'input_required', requestState: 'x' });
      el.busy = true;
      el.hostResponses = { s: samplingAnswer };
      el.result = wire({ resultType: 'input_required', inputRequests: { a: urlAsk } });
      await el.updateComplete;
      el.result = { resultType: 'input_required', requestState: 'y' };
      await el.updateComplete;
      expect(hooks.recorder.events).to.have.length(0);
      expect(el.busy).to.equal(false);
      await click(part(el, 'send'));
      expect(hooks.recorder.events.map((event) => event.detail.requestState)).to.deep.equal(['y']);
    });

    it('should let hosts preview inputResponses on elicit-change from forms, URL cards and declines', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { login: githubAsk, key: urlAsk } }),
      );
      const previews: unknown[] = [];
      const listener = (event: Event) => {
        // The round's own, or one of its cards' (its children in the page's tree).
        expect(event.target === el || el.contains(event.target as Node), 'from the round').to.equal(
          true,
        );
        previews.push(el.inputResponses);
      };
      document.addEventListener('elicit-change', listener);
      try {
        await click(declineOf(el, 'key'));
        const form = card<HTMLElement & { updateComplete: Promise<unknown> }>(
          el,
          'login',
          'elicit-form',
        );
        form.shadowRoot!.querySelector<HTMLInputElement>('#f0')!.focus();
        await sendKeys({ type: 'oc' });
        await click(declineOf(el, 'key'));
        await el.updateComplete;
        await openUrl(el, 'key');
      } finally {
        document.removeEventListener('elicit-change', listener);
      }
      const declined = { action: 'decline' };
      expect(previews).to.deep.equal([
        undefined, // the login form is required and still empty
        { login: { action: 'accept', content: { name: 'o' } }, key: declined },
        { login: { action: 'accept', content: { name: 'oc' } }, key: declined },
        undefined, // the URL ask is neither declined nor opened any more
        { login: { action: 'accept', content: { name: 'oc' } }, key: { action: 'accept' } },
      ]);
    });

    it('should start a new result afresh (no carried-over decline)', async () => {
      const el = await round(wire({ resultType: 'input_required', inputRequests: { a: urlAsk } }));
      await click(declineOf(el, 'a'));
      el.result = wire({ resultType: 'input_required', inputRequests: { a: urlAsk } });
      await el.updateComplete;
      expect(declineOf(el, 'a').getAttribute('aria-pressed')).to.equal('false');
    });
  });

  describe('accessibility', () => {
    it('should pass axe with several asks', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { a: urlAsk, s: samplingAsk } }),
      );
      await expect(el).to.be.accessible();
    });

    it('should pass axe with a blocked Send, in the review, and for an invalid result', async () => {
      const el = await round(wire({ resultType: 'input_required', inputRequests: { a: urlAsk } }));
      await click(part(el, 'send'));
      await settle();
      await expect(el).to.be.accessible();
      await click(declineOf(el, 'a'));
      await click(part(el, 'send'));
      await settle();
      expect(parts(el, 'review')).to.have.length(1);
      await expect(el).to.be.accessible();
      const invalid = await round({ resultType: 'input_required' });
      await expect(invalid).to.be.accessible();
    });

    it('should name each decline toggle with its ask', async () => {
      await round(wire({ resultType: 'input_required', inputRequests: { a: urlAsk } }));
      const buttons = (await axTree())
        .filter((node) => node.role === 'button')
        .map((node) => node.name);
      expect(buttons).to.include(`Decline: ${urlAsk.params.message}`);
    });

    it('should keep its empty live regions in the accessibility tree', async () => {
      // A state-only round embeds no card, so its summary and its deadline status are the only live regions.
      const el = await round({ resultType: 'input_required', requestState: 'k' });
      expect(part(el, 'summary').textContent).to.equal('');
      expect(part(el, 'deadline').textContent).to.equal('');
      expect((await axTree()).filter((node) => node.role === 'status')).to.have.length(2);
    });

    it('should keep focus in the round when Escape in an embedded form cancels it, and say so', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { login: githubAsk },
          requestState: 'k',
        }),
      );
      const form = card<HTMLElement & { updateComplete: Promise<unknown> }>(
        el,
        'login',
        'elicit-form',
      );
      form.shadowRoot!.querySelector<HTMLInputElement>('#f0')!.focus();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      await settle();
      await settle();
      expect(el.busy).to.equal(true);
      expect(deepActiveElement()?.getAttribute('part')).to.equal('summary');
      expect(part(el, 'summary').textContent).to.equal(uiText('ui.sending'));
    });

    it('should not show Sending as an error after a refused Review, nor keep it once unlocked', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { a: urlAsk }, requestState: 'k' }),
      );
      await click(part(el, 'send'));
      await settle();
      expect(part(el, 'summary').classList.contains('errors')).to.equal(true);
      await click(part(el, 'cancel'));
      await el.updateComplete;
      expect(part(el, 'summary').textContent).to.equal(uiText('ui.sending'));
      expect(part(el, 'summary').classList.contains('errors')).to.equal(false);
      el.busy = false; // the host could not send
      await el.updateComplete;
      expect(part(el, 'summary').textContent).to.equal('');
    });

    it('should keep focus in the round after Send or Cancel locks it', async () => {
      for (const last of ['send', 'cancel'] as const) {
        const el = await round(wire({ resultType: 'input_required', requestState: 'k' }));
        await click(part(el, last));
        await el.updateComplete;
        await settle();
        expect(el.busy, last).to.equal(true);
        expect(deepActiveElement()?.getAttribute('part'), last).to.equal('summary');
      }
    });

    it('should cancel the whole round with the keyboard only', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { a: urlAsk }, requestState: 'k' }),
      );
      part(el, 'cancel').focus();
      await sendKeys({ press: 'Enter' });
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        { inputResponses: { a: { action: 'cancel' } }, requestState: 'k', cancelled: true },
      ]);
    });
  });
});
