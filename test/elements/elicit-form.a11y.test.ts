import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addMessages } from '@elicit-kit/core';
import { hi } from '../../packages/core/src/messages/hi.js';
import { $, click, oneField, part, renderForm, settle, typeInto, type ElicitForm } from './helpers/form-helpers.js';

addMessages('hi', hi);

const request = {
  message: 'Tell us about you',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', description: 'Your full name' },
      age: { type: 'integer', title: 'Age', minimum: 0 },
      when: { type: 'string', format: 'date-time', title: 'When' },
      agree: { type: 'boolean', title: 'Agree' },
      news: { type: 'boolean', title: 'News', default: true },
      color: { type: 'string', title: 'Colour', enum: ['red', 'green'] },
      size: { type: 'string', title: 'Size', enum: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['a', 'b'] } },
      city: { type: 'string', title: 'City', enum: Array.from({ length: 100 }, (_, i) => `city${i}`) },
      password: { type: 'string', title: 'Password' },
    },
    required: ['name'],
  },
};

describe('elicit-form', () => {
  describe('accessibility', () => {
    it('should have no axe violations when empty', async () => {
      const el = await renderForm(request);
      await expect(el).to.be.accessible();
    });

    it('should have no axe violations when filled', async () => {
      const el = await renderForm(request);
      await typeInto($(el, '#f0'), 'Ada');
      await settle(el);
      await expect(el).to.be.accessible();
    });

    it('should have no axe violations when invalid', async () => {
      const el = await renderForm(request);
      part(el, 'accept').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect($(el, '#f0').getAttribute('aria-invalid')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('should have no axe violations in review', async () => {
      const el = await renderForm(request);
      await typeInto($(el, '#f0'), 'Ada');
      await click(part(el, 'accept'));
      await settle(el);
      expect(part(el, 'review')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('should have no axe violations when unrenderable', async () => {
      const el = await renderForm(oneField({ type: 'object' }));
      await expect(el).to.be.accessible();
    });

    it('should have no axe violations in the dark theme', async () => {
      const el = await renderForm(request, { theme: 'dark' });
      await expect(el).to.be.accessible();
    });

    it('should have no axe violations right to left', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div dir="rtl" lang="ar"><elicit-form .request=${request}></elicit-form></div>`);
      const el = wrapper.querySelector<ElicitForm>('elicit-form')!;
      await settle(el);
      expect(getComputedStyle($(el, '#f0')).direction).to.equal('rtl');
      await expect(el).to.be.accessible();
    });

    it('should show Hindi text and have no axe violations in Hindi', async () => {
      const el = await renderForm(request, { locale: 'hi' });
      expect(part(el, 'decline').textContent!.trim()).to.equal(String(hi['ui.decline']));
      await expect(el).to.be.accessible();
    });
  });
});
