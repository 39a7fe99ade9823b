import { expect } from '@open-wc/testing';
import { validateContent } from '@elicit-kit/core';
import { $, click, collect, fieldOf, oneField, part, renderForm, reviewAndSend, settle, typeInto } from './helpers/form-helpers.js';

describe('elicit-form', () => {
  describe('basics', () => {
    it('should show the server name and the message as text', async () => {
      const el = await renderForm({ message: '<b>Hi</b>', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } }, { serverName: 'Acme' });
      expect(part(el, 'server').textContent).to.contain('Acme');
      expect(part(el, 'message').textContent!.trim()).to.equal('<b>Hi</b>');
      expect(part(el, 'message').querySelector('b')).to.equal(null);
    });

    it('should round-trip a typed text to the wire value', async () => {
      const el = await renderForm(oneField({ type: 'string', title: 'Name' }, true));
      await typeInto($(el, '#f0'), 'Ada');
      const seen = await reviewAndSend(el);
      expect(seen).to.deep.equal([{ action: 'accept', content: { answer: 'Ada' } }]);
      expect(validateContent(el.compiled, seen[0]!.content)).to.deep.equal([]);
    });
  });
});
