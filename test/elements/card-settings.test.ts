// Settings flow one way: what <elicit-request> and <elicit-round> hand their cards, from
// card-settings.ts, and that a change on the container reaches the card.
import { expect, fixture, html } from '@open-wc/testing';
import type { ElicitFormParams } from '@elicit-kit/core';
import {
  embeddedSettings,
  settingsOf,
} from '../../packages/elements/src/internal/card-settings.js';
import type { CardPropertyName } from '../../packages/elements/src/internal/ask-settings.js';
import { ElicitElement, ElicitRequest, ElicitRound, ElicitUrlConsent } from '@elicit-kit/elements';
import type { ElicitForm } from './helpers/form-helpers.js';
import { card, settle } from './helpers/round-helpers.js';

for (const [tag, element] of [
  ['elicit-request', ElicitRequest],
  ['elicit-round', ElicitRound],
  ['elicit-url-consent', ElicitUrlConsent],
] as const) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

const ask: ElicitFormParams = {
  message: 'Who?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const urlAsk = { mode: 'url' as const, message: 'Sign in', url: 'https://settings.example/' };

/** Every shared setting a card carries, typed complete: a name added to `CardPropertyName` must be listed here. */
const cardProperties = {
  serverName: 'server-name',
  locale: 'locale',
  theme: 'theme',
  deadline: false,
  receipt: false,
  persistKey: false,
  withdrawn: false,
  ended: 'ended',
} satisfies { readonly [name in CardPropertyName]: string | false };

describe('card settings', () => {
  it('should declare every shared setting as a reactive property of every element, with its attribute', () => {
    for (const element of [ElicitElement, ElicitRequest, ElicitRound, ElicitUrlConsent]) {
      for (const [name, attribute] of Object.entries(cardProperties)) {
        const declaration = element.elementProperties.get(name);
        expect(declaration, `${element.name}.${name}`).to.not.equal(undefined);
        // lit's default (no `attribute`) is the lowercased name.
        const given = declaration!.attribute ?? true;
        const declared = given === true ? name.toLowerCase() : given;
        expect(declared, `${element.name}.${name}'s attribute`).to.equal(attribute);
      }
    }
  });

  it('should read every setting off a container, its locale resolved from the nearest lang', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="hi"><elicit-request server-name="Files" theme="dark" .request=${ask}></elicit-request></div>`,
    );
    const request = wrapper.querySelector('elicit-request')!;
    const deadline = Date.now() + 60_000;
    request.deadline = deadline;
    request.persistKey = 'p';
    expect(settingsOf(request)).to.deep.equal({
      serverName: 'Files',
      locale: 'hi',
      theme: 'dark',
      busy: false,
      deadline,
      withdrawn: false,
      ended: '',
      receipt: false,
      persistKey: 'p',
    });
  });

  it('should give an embedded card no deadline, withdrawal or receipt, and its draft under the round key', () => {
    const settings = {
      serverName: 'S',
      locale: 'en',
      theme: '',
      busy: true,
      deadline: 1,
      withdrawn: true,
      receipt: true,
      persistKey: 'round',
    };
    expect(embeddedSettings(settings, 'who')).to.deep.equal({
      serverName: 'S',
      locale: 'en',
      theme: '',
      busy: true,
      persistKey: 'round/who',
    });
    expect(embeddedSettings({ ...settings, persistKey: '' }, 'who').persistKey).to.equal('');
  });

  it('should pass a change on <elicit-request> to its card, form or URL', async () => {
    for (const request of [ask, urlAsk]) {
      const element = await fixture<ElicitRequest>(
        html`<elicit-request server-name="One" .request=${request}></elicit-request>`,
      );
      // The card is the element's own child (slotted), in the page's tree.
      const inner = element.querySelector<ElicitForm>('elicit-form, elicit-url-consent')!;
      Object.assign(element, {
        serverName: 'Two',
        locale: 'hi',
        theme: 'dark',
        busy: true,
        withdrawn: true,
        ended: 'answered-elsewhere',
        receipt: true,
        persistKey: 'k',
      });
      await element.updateComplete;
      const { serverName, locale, theme, busy, withdrawn, ended, receipt, persistKey } = inner;
      expect(
        { serverName, locale, theme, busy, withdrawn, ended, receipt, persistKey },
        request.message,
      ).to.deep.equal({
        serverName: 'Two',
        locale: 'hi',
        theme: 'dark',
        busy: true,
        withdrawn: true,
        ended: 'answered-elsewhere',
        receipt: true,
        persistKey: 'k',
      });
    }
  });

  it('should pass a change on <elicit-round> to its embedded cards, keeping the deadline its own', async () => {
    const round = await fixture<ElicitRound>(html`<elicit-round
      server-name="One"
      .result=${{ resultType: 'input_required', inputRequests: { who: { method: 'elicitation/create', params: ask }, page: { method: 'elicitation/create', params: urlAsk } } }}
    ></elicit-round>`);
    await settle();
    Object.assign(round, {
      serverName: 'Two',
      locale: 'hi',
      theme: 'light',
      persistKey: 'r',
      deadline: Date.now() + 60_000,
    });
    await round.updateComplete;
    for (const [key, tag] of [
      ['who', 'elicit-form'],
      ['page', 'elicit-url-consent'],
    ] as const) {
      const inner = card<ElicitForm>(round, key, tag);
      expect(
        [inner.serverName, inner.locale, inner.theme, inner.persistKey, inner.deadline],
        tag,
      ).to.deep.equal(['Two', 'hi', 'light', `r/${key}`, undefined]);
    }
  });
});
