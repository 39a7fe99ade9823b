// A safety warning does not depend on the language the host displays: this page never
// registers Hindi (each test file runs in its own page), yet a server that asks for a
// password in Hindi gets the field flagged, warned about, masked and never persisted.
import { expect, fixture, html } from '@open-wc/testing';
import { addMessages, messages } from '@elicit-kit/core/messages';
import '@elicit-kit/elements/define';
import type { ElicitForm } from '@elicit-kit/elements';
import { uiText } from '../../packages/elements/src/messages/text.js';

const ask = (title: string) => ({
  message: 'Sign in',
  requestedSchema: { type: 'object', properties: { p: { type: 'string', title } } },
});

describe('secret cues of every shipped language, whatever locale is registered', () => {
  it('should run with Hindi unregistered', () => {
    expect(Object.keys(messages)).to.not.include('hi');
  });

  for (const title of ['आपका पासवर्ड', 'ओटीपी', 'एपीआई कुंजी', 'सीवीवी']) {
    it(`should warn about "${title}" on an English card`, async () => {
      const form = await fixture<ElicitForm>(
        html`<elicit-form locale="en" .request=${ask(title)}></elicit-form>`,
      );
      const warning = form.shadowRoot!.querySelector('[part~="field"] [part~="warning"]');
      expect(warning?.textContent).to.equal(uiText('ui.sensitive'));
      expect(form.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')!.type).to.equal(
        'password',
      );
    });
  }

  it('should not flag a Hindi look-alike ("पिन कोड", the postal code)', async () => {
    const form = await fixture<ElicitForm>(
      html`<elicit-form locale="en" .request=${ask('पिन कोड')}></elicit-form>`,
    );
    expect(form.shadowRoot!.querySelector('[part~="field"] [part~="warning"]')).to.equal(null);
  });

  // The cues are gathered once and kept (not once per form): a locale registered later must still
  // count. Only text with non-ASCII letters is read against other languages' cues.
  it('should read the cues of a locale registered after the first form', async () => {
    const before = await fixture<ElicitForm>(
      html`<elicit-form locale="en" .request=${ask('Kennwörtchen')}></elicit-form>`,
    );
    expect(before.shadowRoot!.querySelector('[part~="field"] [part~="warning"]')).to.equal(null);
    addMessages('x-test', { 'secret.password': 'kennwortchen' });
    const after = await fixture<ElicitForm>(
      html`<elicit-form locale="en" .request=${ask('Kennwörtchen')}></elicit-form>`,
    );
    expect(
      after.shadowRoot!.querySelector('[part~="field"] [part~="warning"]')?.textContent,
    ).to.equal(uiText('ui.sensitive'));
    addMessages('x-test', { 'secret.password': 'kennwortchen|geheimwortli' });
    const extended = await fixture<ElicitForm>(
      html`<elicit-form locale="en" .request=${ask('Geheimwörtli')}></elicit-form>`,
    );
    expect(
      extended.shadowRoot!.querySelector('[part~="field"] [part~="warning"]')?.textContent,
    ).to.equal(uiText('ui.sensitive'));
  });
});
