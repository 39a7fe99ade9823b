import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addMessages } from '@elicit-kit/core/messages';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { hi } from '@elicit-kit/elements/messages/hi';
import { ElicitRound, ElicitForm, ElicitUrlConsent } from '@elicit-kit/elements';
import {
  card,
  click,
  declineOf,
  deepActiveElement,
  part,
  parts,
  openUrl,
  roundTestHooks,
  settle,
} from './helpers/round-helpers.js';
import {
  confirmAsk,
  githubAsk,
  oddState,
  samplingAnswer,
  samplingAsk,
  urlAsk,
  wire,
} from './helpers/round-fixtures.js';

if (!customElements.get('elicit-round')) customElements.define('elicit-round', ElicitRound);
if (!customElements.get('elicit-form')) customElements.define('elicit-form', ElicitForm);
if (!customElements.get('elicit-url-consent'))
  customElements.define('elicit-url-consent', ElicitUrlConsent);

/** The spec's multi-kind round: two forms, a URL ask and a sampling entry. */
const fullRound = () =>
  wire({
    resultType: 'input_required',
    inputRequests: {
      github_login: githubAsk,
      deploy: confirmAsk,
      api_key: urlAsk,
      summary: samplingAsk,
    },
    requestState: oddState,
  });

async function round(
  result: unknown,
  attrs: { locale?: string; theme?: string } = {},
): Promise<ElicitRound> {
  const el = await fixture<ElicitRound>(
    html`<elicit-round server-name="Weather" locale=${attrs.locale ?? ''} theme=${attrs.theme ?? ''} .result=${result}></elicit-round>`,
  );
  await settle();
  return el;
}

/** The `field` part named `name` inside the form of ask `key`. */
function field(el: ElicitRound, key: string, name: string): HTMLElement {
  const form = card<ElicitForm>(el, key, 'elicit-form');
  const found = parts(form, 'field').find((element) => element.dataset['name'] === name);
  if (!found) throw new Error(`no field ${name} in ${key}`);
  return found;
}

/** Types into a text field with real keystrokes. */
async function typeInto(el: ElicitRound, key: string, name: string, text: string): Promise<void> {
  await click(field(el, key, name).querySelector('input')!);
  await sendKeys({ type: text });
}

/** Picks the radio labelled `label` of a field with a real click. */
async function pick(el: ElicitRound, key: string, name: string, label: string): Promise<void> {
  const option = [...field(el, key, name).querySelectorAll('label')].find(
    (candidate) => candidate.textContent!.trim() === label,
  );
  await click(option!.querySelector('input')!);
}

/** Presses Tab until `matches` holds for the focused element (real keystrokes, at most 30). */
async function tabTo(matches: (element: Element | null) => boolean): Promise<void> {
  for (let step = 0; step < 30 && !matches(deepActiveElement()); step += 1)
    await sendKeys({ press: 'Tab' });
  expect(matches(deepActiveElement()), 'Tab reached the target').to.equal(true);
}

describe('elicit-round', () => {
  const hooks = roundTestHooks();

  describe('forms in a round', () => {
    it('should send exactly the answers of two forms, a URL consent and the host entry, with the state', async () => {
      const el = await round(fullRound());
      expect(card<ElicitForm>(el, 'github_login', 'elicit-form').embedded).to.equal(true);
      await typeInto(el, 'github_login', 'name', 'octocat');
      await pick(el, 'deploy', 'confirm', uiText('ui.yes'));
      await openUrl(el, 'api_key');
      el.hostResponses = { summary: samplingAnswer };
      await click(part(el, 'send'));
      await settle();
      expect(hooks.recorder.events, 'the first Send only opens the review').to.have.length(0);
      const review = part(el, 'review');
      expect(review.textContent).to.contain('octocat').and.contain(githubAsk.params.message);
      expect(parts(el, 'review-item').map((element) => element.dataset['key'])).to.deep.equal([
        'github_login',
        'deploy',
        'api_key',
        'summary',
      ]);
      await click(part(el, 'send'));
      expect(hooks.recorder.events).to.have.length(1);
      expect(hooks.recorder.events[0]!.detail).to.deep.equal({
        inputResponses: {
          github_login: { action: 'accept', content: { name: 'octocat' } },
          deploy: { action: 'accept', content: { confirm: true } },
          api_key: { action: 'accept' },
          summary: samplingAnswer,
        },
        requestState: oddState,
      });
      expect(hooks.recorder.events[0]!.detail.requestState).to.equal(oddState);
    });

    it('should block Send on an invalid form, focus its first invalid field and announce a summary', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { github_login: githubAsk, deploy: confirmAsk },
        }),
      );
      await click(part(el, 'send'));
      await settle();
      expect(hooks.recorder.events).to.have.length(0);
      expect(parts(el, 'review')).to.have.length(0);
      expect(part(el, 'summary').textContent).to.equal(
        uiText('ui.roundErrorSummary', { count: 2 }),
      );
      const input = field(el, 'github_login', 'name').querySelector('input')!;
      expect(deepActiveElement()).to.equal(input);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
    });

    it('should point aria-describedby only at reasons that exist', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { github_login: githubAsk, api_key: urlAsk },
        }),
      );
      await click(part(el, 'send'));
      await settle();
      expect(part(el, 'summary').textContent).to.equal(
        uiText('ui.roundErrorSummary', { count: 2 }),
      );
      const described = parts(el, 'item').map((element) =>
        element.getAttribute('aria-describedby'),
      );
      expect(described[0], 'the invalid form describes its own fields').to.equal(null);
      expect(described[1]).to.be.a('string');
      for (const id of described.filter((value): value is string => value !== null)) {
        expect(el.shadowRoot!.getElementById(id)?.textContent).to.equal(
          uiText('ui.roundUrlPending'),
        );
      }
    });

    it('should not validate a declined form and answer it with decline', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { github_login: githubAsk, deploy: confirmAsk },
        }),
      );
      await click(declineOf(el, 'github_login'));
      await pick(el, 'deploy', 'confirm', uiText('ui.no'));
      await click(part(el, 'send'));
      await settle();
      expect(part(el, 'review').textContent).to.contain(uiText('ui.declined'));
      await click(part(el, 'send'));
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        {
          inputResponses: {
            github_login: { action: 'decline' },
            deploy: { action: 'accept', content: { confirm: false } },
          },
        },
      ]);
    });

    it("should lock the embedded forms' fields while the round is busy", async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { github_login: githubAsk } }),
      );
      await typeInto(el, 'github_login', 'name', 'octocat');
      el.busy = true;
      await el.updateComplete;
      await settle();
      const input = field(el, 'github_login', 'name').querySelector('input')!;
      expect(input.disabled).to.equal(true);
      el.busy = false;
      await settle();
      expect(input.disabled).to.equal(false);
    });

    it('should fire no elicit-response from the embedded forms', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { github_login: githubAsk } }),
      );
      const responses: Event[] = [];
      const listen = (event: Event) => responses.push(event);
      document.addEventListener('elicit-response', listen);
      await typeInto(el, 'github_login', 'name', 'octocat');
      await sendKeys({ press: 'Enter' });
      await click(part(el, 'send'));
      await settle();
      await click(part(el, 'send'));
      document.removeEventListener('elicit-response', listen);
      expect(responses).to.have.length(0);
      expect(hooks.recorder.events).to.have.length(1);
    });
  });

  describe('inputResponses (read-only preview)', () => {
    it('should be undefined until every ask is answerable, then equal what Send fires', async () => {
      const el = await round(fullRound());
      expect(el.inputResponses, 'nothing typed, URL not opened, no host answer').to.equal(
        undefined,
      );
      await typeInto(el, 'github_login', 'name', 'octocat');
      await pick(el, 'deploy', 'confirm', uiText('ui.yes'));
      await openUrl(el, 'api_key');
      expect(el.inputResponses, 'the host entry has no answer yet').to.equal(undefined);
      el.hostResponses = { summary: samplingAnswer };
      await el.updateComplete;
      const preview = el.inputResponses;
      expect(preview).to.deep.equal({
        github_login: { action: 'accept', content: { name: 'octocat' } },
        deploy: { action: 'accept', content: { confirm: true } },
        api_key: { action: 'accept' },
        summary: samplingAnswer,
      });
      expect(Object.keys(preview!)).to.deep.equal(['github_login', 'deploy', 'api_key', 'summary']);
      await click(part(el, 'send'));
      await settle();
      expect(el.inputResponses, 'the review keeps the same answers').to.deep.equal(preview);
      await click(part(el, 'send'));
      expect(hooks.recorder.events.map((event) => event.detail.inputResponses)).to.deep.equal([
        preview,
      ]);
    });

    it('should read without showing errors, moving focus or firing', async () => {
      const el = await round(
        wire({ resultType: 'input_required', inputRequests: { github_login: githubAsk } }),
      );
      part(el, 'cancel').focus();
      const focused = deepActiveElement();
      expect(el.inputResponses).to.equal(undefined);
      await settle();
      expect(deepActiveElement()).to.equal(focused);
      expect(
        field(el, 'github_login', 'name').querySelector('input')!.getAttribute('aria-invalid'),
      ).not.to.equal('true');
      expect(part(el, 'summary').textContent).to.equal('');
      expect(hooks.recorder.events).to.have.length(0);
    });

    it('should be undefined while an optional number holds text that is no number', async () => {
      const ask = {
        method: 'elicitation/create',
        params: {
          message: 'How many?',
          requestedSchema: {
            type: 'object',
            properties: { count: { type: 'number', title: 'Count' } },
          },
        },
      };
      const el = await round(wire({ resultType: 'input_required', inputRequests: { count: ask } }));
      expect(el.inputResponses, 'an untouched optional field may be sent').to.deep.equal({
        count: { action: 'accept', content: {} },
      });
      await typeInto(el, 'count', 'count', 'abc');
      expect(el.inputResponses, 'Send would refuse "abc"').to.equal(undefined);
    });

    it('should give decline for a declined form without validating it, and keep __proto__ a key', async () => {
      const result = JSON.parse(
        `{"resultType":"input_required","inputRequests":{"__proto__":${JSON.stringify(githubAsk)}},"requestState":"s"}`,
      );
      const el = await round(result);
      expect(el.inputResponses).to.equal(undefined);
      await click(declineOf(el, '__proto__'));
      const responses = el.inputResponses!;
      expect(JSON.stringify(responses)).to.equal('{"__proto__":{"action":"decline"}}');
      expect(Object.getPrototypeOf(responses)).to.equal(Object.prototype);
    });

    it('should be {} for a state-only round and undefined for an invalid or complete result', async () => {
      expect(
        (await round({ resultType: 'input_required', requestState: 'x' })).inputResponses,
      ).to.deep.equal({});
      expect((await round({ resultType: 'input_required' })).inputResponses).to.equal(undefined);
      expect((await round({ content: [] })).inputResponses).to.equal(undefined);
    });
  });

  describe('keyboard', () => {
    it('should complete a round of a form and a URL ask without a mouse', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { github_login: githubAsk, api_key: urlAsk },
          requestState: 'k',
        }),
      );
      el.focus();
      await tabTo(
        (element) => element?.localName === 'input' && element.getAttribute('type') !== 'checkbox',
      );
      await sendKeys({ type: 'octocat' });
      await tabTo((element) => element?.getAttribute('type') === 'checkbox');
      await sendKeys({ press: 'Space' });
      await tabTo((element) => element?.getAttribute('part') === 'open');
      await sendKeys({ press: 'Enter' });
      expect(hooks.windowOpen.calls).to.have.length(1);
      await tabTo((element) => element === part(el, 'send'));
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(deepActiveElement()).to.equal(part(el, 'review-title'));
      await tabTo((element) => element === part(el, 'send'));
      await sendKeys({ press: 'Enter' });
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        {
          inputResponses: {
            github_login: { action: 'accept', content: { name: 'octocat' } },
            api_key: { action: 'accept' },
          },
          requestState: 'k',
        },
      ]);
    });

    it('should decline with the toggle and cancel with Escape from inside a form', async () => {
      const el = await round(
        wire({
          resultType: 'input_required',
          inputRequests: { github_login: githubAsk, deploy: confirmAsk },
        }),
      );
      el.focus();
      await tabTo((element) => element === declineOf(el, 'github_login'));
      await sendKeys({ press: 'Space' });
      expect(declineOf(el, 'github_login').getAttribute('aria-pressed')).to.equal('true');
      await tabTo((element) => element?.getAttribute('type') === 'radio');
      await sendKeys({ press: 'Escape' });
      expect(hooks.recorder.events.map((event) => event.detail)).to.deep.equal([
        {
          inputResponses: { github_login: { action: 'cancel' }, deploy: { action: 'cancel' } },
          cancelled: true,
        },
      ]);
    });
  });

  describe('accessibility', () => {
    it('should pass axe with several asks', async () => {
      const el = await round(fullRound());
      await expect(el).to.be.accessible();
    });

    it('should pass axe with invalid forms', async () => {
      const el = await round(fullRound());
      await click(part(el, 'send'));
      await settle();
      expect(part(el, 'summary').textContent).to.equal(
        uiText('ui.roundErrorSummary', { count: 4 }),
      );
      await expect(el).to.be.accessible();
    });

    it('should pass axe in the review', async () => {
      const el = await round(fullRound());
      await typeInto(el, 'github_login', 'name', 'octocat');
      await pick(el, 'deploy', 'confirm', uiText('ui.yes'));
      await click(declineOf(el, 'api_key'));
      el.hostResponses = { summary: samplingAnswer };
      await click(part(el, 'send'));
      await settle();
      expect(parts(el, 'review')).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('should pass axe in the dark theme and pass the theme to its cards', async () => {
      const el = await round(fullRound(), { theme: 'dark' });
      expect(card(el, 'github_login', 'elicit-form').getAttribute('theme')).to.equal('dark');
      await expect(el).to.be.accessible();
    });

    it('should pass axe right to left', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir="rtl" lang="ar"><elicit-round server-name="طقس" .result=${fullRound()}></elicit-round></div>`,
      );
      const el = wrapper.querySelector('elicit-round')!;
      await settle();
      expect(getComputedStyle(part(el, 'actions')).direction).to.equal('rtl');
      await expect(el).to.be.accessible();
    });

    it('should speak Hindi and pass axe', async () => {
      addMessages('hi', hi);
      const el = await round(fullRound(), { locale: 'hi' });
      expect(part(el, 'server').textContent).to.contain(
        uiText('ui.roundIntro', { server: 'Weather', count: 4 }, 'hi'),
      );
      expect(declineOf(el, 'api_key').textContent).to.contain(uiText('ui.decline', {}, 'hi'));
      expect(card(el, 'github_login', 'elicit-form').getAttribute('locale')).to.equal('hi');
      await expect(el).to.be.accessible();
    });
  });
});
