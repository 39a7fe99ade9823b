/**
 * Security suite "secrets" (browser half): what a person types into secret-looking fields
 * goes into the answer and nowhere else. Real keystrokes into every card that takes text
 * (`<elicit-form>`, a form inside `<elicit-round>`, the `showElicitation` dialog, and
 * `answerWithRound` under core `callWithInput`), with the page instrumented: console,
 * every in-page sending channel, web storage, cookies, IndexedDB, Cache Storage, history,
 * DOM attributes, and the network as Chromium recorded it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  callWithInput,
  type ElicitFormParams,
  type ElicitResult,
  type JsonRpcRequest,
  type Send,
} from '@elicit-kit/core';
import '@elicit-kit/elements/define';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import {
  showElicitation,
  answerWithRound,
  type ElicitForm,
  type ElicitRound,
  type ElicitRoundEvent,
} from '@elicit-kit/elements';
import { click, part, parts, settle } from '../helpers/dom.js';
import { readNetworkLog, startNetworkLog, stopNetworkLog } from '../helpers/url-helpers.js';
import { deepElements, report, storedEverywhere, watchPage } from './helpers/watch.js';

/** A marker no code path invents: every occurrence outside the answer is a leak. */
const CANARY = 'Qx9canary';

/** The secret-looking fields, in English and Hindi; `note` is not secret and must not be warned about. */
const ask: ElicitFormParams = {
  message: 'Connect your account',
  requestedSchema: {
    type: 'object',
    properties: {
      password: { type: 'string', title: 'Password' },
      otp: { type: 'string', title: 'One-time code' },
      card: { type: 'string', title: 'Card number' },
      apiKey: { type: 'string', title: 'API key', maxLength: 500 },
      hindi: { type: 'string', title: 'पासवर्ड' },
      note: { type: 'string', title: 'Note' },
    },
  },
};
// A host that serves Hindi registers it; the Hindi secret cues come with the locale file.
addMessages('hi', hi);
const secretNames = ['password', 'otp', 'card', 'apiKey', 'hindi'];
const names = [...secretNames, 'note'];

/** The value typed into field `name` on card `where`. */
const typed = (where: string, name: string) => `${CANARY}-${where}-${name}`;

/** Types each field's value with real keystrokes, in the form's own order. */
async function typeAll(form: ElicitForm, where: string): Promise<void> {
  for (const name of names) {
    const control = form.shadowRoot!.querySelector<HTMLElement>(
      `[part~="field"][data-name="${name}"] :is(input, textarea)`,
    )!;
    control.focus();
    await sendKeys({ type: typed(where, name) });
  }
}

const expected = (where: string) =>
  Object.fromEntries(names.map((name) => [name, typed(where, name)]));

/** Every string of the page that holds the canary outside form controls' values: attributes and stored data. */
function attributesWithCanary(): string[] {
  return deepElements(document).flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => attribute.value.includes(CANARY))
      .map((attribute) => `<${element.localName} ${attribute.name}>`),
  );
}

const tally = { cards: 0, keystrokes: 0, answers: 0 };

describe('security: secrets (nothing typed leaves but the answer)', () => {
  before(async () => {
    watchPage();
    await startNetworkLog();
  });
  after(async () => {
    await stopNetworkLog();
  });

  it('should warn about every secret-looking field, and only those', async () => {
    const form = await fixture<ElicitForm>(
      html`<elicit-form .request=${ask} server-name="Bank"></elicit-form>`,
    );
    const warned = parts(form, 'field')
      .filter((field) => field.querySelector('[part~="warning"]'))
      .map((field) => field.dataset['name']);
    expect(warned).to.deep.equal(secretNames);
    for (const control of form.shadowRoot!.querySelectorAll('input, textarea')) {
      // Autocomplete off: the browser's form history never keeps what is typed here.
      if (control.localName === 'input')
        expect(control.getAttribute('autocomplete')).to.equal('off');
    }
  });

  it('should put what is typed in <elicit-form> into its answer', async () => {
    const form = await fixture<ElicitForm>(
      html`<elicit-form .request=${ask} server-name="Bank"></elicit-form>`,
    );
    const answers: ElicitResult[] = [];
    form.addEventListener('elicit-response', (event) => answers.push(event.detail));
    await typeAll(form, 'form');
    await click(part(form, 'accept'));
    await form.updateComplete;
    await click(part(form, 'accept'));
    expect(answers).to.deep.equal([{ action: 'accept', content: expected('form') }]);
    tally.cards += 1;
    tally.answers += 1;
  });

  it('should put what is typed in a round into its elicit-round answer', async () => {
    const result = {
      resultType: 'input_required',
      inputRequests: { login: { method: 'elicitation/create', params: ask } },
      requestState: 's',
    };
    const round = await fixture<ElicitRound>(
      html`<elicit-round .result=${result} server-name="Bank"></elicit-round>`,
    );
    await settle();
    const form = round.querySelector<ElicitForm>('elicit-form')!;
    await form.updateComplete;
    const events: ElicitRoundEvent[] = [];
    round.addEventListener('elicit-round', (event) => events.push(event));
    await typeAll(form, 'round');
    await click(part(round, 'send'));
    await round.updateComplete;
    await click(part(round, 'send'));
    expect(events.map((event) => event.detail)).to.deep.equal([
      {
        inputResponses: { login: { action: 'accept', content: expected('round') } },
        requestState: 's',
      },
    ]);
    tally.cards += 1;
    tally.answers += 1;
  });

  it('should put what is typed in the dialog into the result it resolves with', async () => {
    const answer = showElicitation(ask, { serverName: 'Bank' });
    let form: ElicitForm | null = null;
    for (let i = 0; i < 100 && !form?.shadowRoot?.querySelector('input'); i += 1) {
      await settle();
      form =
        document
          .querySelector('[data-elicit-dialog]')
          ?.querySelector<ElicitForm>('elicit-request elicit-form') ?? null;
    }
    await typeAll(form!, 'dialog');
    await click(part(form!, 'accept'));
    await form!.updateComplete;
    await click(part(form!, 'accept'));
    expect(await answer).to.deep.equal({ action: 'accept', content: expected('dialog') });
    tally.cards += 1;
    tally.answers += 1;
  });

  it('should hand what is typed in answerWithRound to callWithInput, which sends it only through send', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const sent: JsonRpcRequest[] = [];
    const send: Send = async (request) => {
      sent.push(structuredClone(request));
      return sent.length === 1
        ? {
            jsonrpc: '2.0',
            id: request.id,
            result: {
              resultType: 'input_required',
              inputRequests: { login: { method: 'elicitation/create', params: ask } },
            },
          }
        : { jsonrpc: '2.0', id: request.id, result: { content: [] } };
    };
    const call = callWithInput(
      send,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'connect', arguments: {} } },
      answerWithRound({ container, serverName: 'Bank' }),
    );
    let round: ElicitRound | null = null;
    for (
      let i = 0;
      i < 100 && !round?.querySelector('elicit-form')?.shadowRoot?.querySelector('input');
      i += 1
    ) {
      await settle();
      round = container.querySelector('elicit-round');
    }
    await typeAll(round!.querySelector<ElicitForm>('elicit-form')!, 'loop');
    await click(part(round!, 'send'));
    await round!.updateComplete;
    await click(part(round!, 'send'));
    await call;
    expect(sent[1]!.params!['inputResponses']).to.deep.equal({
      login: { action: 'accept', content: expected('loop') },
    });
    tally.cards += 1;
    tally.answers += 1;
  });

  it('should have logged, stored and sent nothing of it', async () => {
    tally.keystrokes = ['form', 'round', 'dialog', 'loop'].reduce(
      (sum, where) => sum + names.reduce((n, name) => n + typed(where, name).length, 0),
      0,
    );
    const page = report();
    const stored = await storedEverywhere();
    const network = await readNetworkLog();
    const leaks = {
      console: page.console.filter((line) => line.includes(CANARY)),
      sent: page.sent.filter((line) => line.includes(CANARY)),
      stored: stored.filter((line) => line.includes(CANARY)),
      attributes: attributesWithCanary(),
      network: network.requests.filter((request) =>
        decodeURIComponent(request.url).includes(CANARY),
      ),
    };
    console.log(
      `secrets (browser): ${tally.keystrokes} keystrokes into ${secretNames.length} secret fields + 1 plain × ${tally.cards} cards ` +
        `(form, round, dialog, answerWithRound); ${tally.answers} answers carried them; leaks: ${leaks.console.length} console, ` +
        `${leaks.sent.length} sent in page (${page.sent.length} sends at all), ${stored.length} stored items, ` +
        `${leaks.attributes.length} DOM attributes, ${leaks.network.length} of ${network.requests.length} network requests`,
    );
    expect(leaks).to.deep.equal({ console: [], sent: [], stored: [], attributes: [], network: [] });
    expect(page.sent, 'nothing sent from the page at all').to.deep.equal([]);
    expect(stored, 'nothing stored at all').to.deep.equal([]);
    expect(tally.answers).to.equal(4);
  });

  it('should see a leak when there is one (the instruments work)', async () => {
    console.info(`control ${CANARY}`);
    sessionStorage.setItem('control', CANARY);
    await fetch(`/control-${CANARY}`).catch(() => undefined);
    // The log is read from the browser over CDP: on a loaded machine the request may land a moment later.
    let network = await readNetworkLog();
    for (
      let tries = 0;
      tries < 20 && !network.requests.some((request) => request.url.includes(CANARY));
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      network = await readNetworkLog();
    }
    expect(
      report().console.some((line) => line.includes(CANARY)),
      'console',
    ).to.equal(true);
    expect(
      report().sent.some((line) => line.includes(CANARY)),
      'fetch',
    ).to.equal(true);
    expect(
      (await storedEverywhere()).some((line) => line.includes(CANARY)),
      'storage',
    ).to.equal(true);
    expect(
      network.requests.some((request) => request.url.includes(CANARY)),
      'network',
    ).to.equal(true);
    sessionStorage.removeItem('control');
  });
});
