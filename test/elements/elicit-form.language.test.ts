// An ask in the language the server says it used (SEP-2792 contentLanguage): its text is
// marked with that language (and direction), the kit's own text stays in the card's locale.
import { expect } from '@open-wc/testing';
import { CONTENT_LANGUAGE_META_KEY } from '@elicit-kit/core';
import { $, part, renderForm } from './helpers/form-helpers.js';
import { langOf } from './helpers/dom.js';

const hindiAsk = (lang = 'hi') => ({
  message: 'कृपया अपना नाम बताएँ',
  _meta: { [CONTENT_LANGUAGE_META_KEY]: lang },
  requestedSchema: {
    type: 'object',
    title: 'पंजीकरण',
    properties: {
      name: { type: 'string', title: 'नाम', description: 'जैसा आपके पहचान पत्र पर है' },
      city_name: { type: 'string' },
    },
    required: ['name'],
  },
});

describe('<elicit-form> in the language of the ask', () => {
  it('should mark the message, titles and descriptions lang="hi" and keep the kit text in the card locale', async () => {
    const el = await renderForm(hindiAsk(), { locale: 'en' });
    expect(langOf(part(el, 'message').querySelector('bdi')!)).to.equal('hi');
    expect(langOf(part(el, 'title').querySelector('bdi')!)).to.equal('hi');
    expect(langOf($(el, 'label[for="f0"] bdi'))).to.equal('hi');
    expect(langOf($(el, '#f0-hint bdi'))).to.equal('hi');
    expect(langOf($(el, 'label[for="f0"] [part~="required"]'))).to.not.equal('hi');
    expect(langOf(part(el, 'accept'))).to.not.equal('hi');
    // A label the kit made from the key is no text of the server's language.
    expect(langOf($(el, 'label[for="f1"] bdi'))).to.not.equal('hi');
    await expect(el).to.be.accessible();
  });

  it('should set dir="rtl" for an ask in a right-to-left language', async () => {
    const el = await renderForm(hindiAsk('ar'));
    expect(part(el, 'message').querySelector('bdi')!.getAttribute('dir')).to.equal('rtl');
    expect($(el, 'label[for="f0"] bdi').getAttribute('dir')).to.equal('rtl');
  });

  it('should mark nothing when the server says no language, or an invalid one', async () => {
    for (const request of [{ ...hindiAsk(), _meta: {} }, hindiAsk('hi"><b')]) {
      const el = await renderForm(request);
      expect(part(el, 'message').querySelector('bdi')!.hasAttribute('lang')).to.equal(false);
      expect($(el, 'label[for="f0"] bdi').hasAttribute('lang')).to.equal(false);
    }
  });
});
