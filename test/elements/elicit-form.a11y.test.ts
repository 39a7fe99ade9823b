import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import {
  $,
  $$,
  click,
  collect,
  fieldOf,
  oneField,
  part,
  renderForm,
  settle,
  typeInto,
  type ElicitForm,
} from './helpers/form-helpers.js';
import { axTree } from './helpers/ax-helpers.js';

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
      city: {
        type: 'string',
        title: 'City',
        enum: Array.from({ length: 100 }, (_, i) => `city${i}`),
      },
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
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir="rtl" lang="ar"><elicit-form .request=${request}></elicit-form></div>`,
      );
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

  describe('what Chromium tells assistive technology', () => {
    it('should name a required field with its label and the required mark, spaced', async () => {
      await renderForm(oneField({ type: 'string', title: 'Street' }, true));
      // Any white space (the mark is joined by a no-break space), but some.
      const names = (await axTree())
        .filter((node) => node.role === 'textbox')
        .map((node) => node.name.replace(/\s+/g, ' '));
      expect(names).to.deep.equal(['Street required']);
    });

    it('should name a confirmation by its message, so focus on a button still tells the question', async () => {
      await renderForm({
        message: 'Delete the draft "Q3 plan"?',
        requestedSchema: { type: 'object', properties: {} },
      });
      const group = (await axTree()).find(
        (node) => node.role === 'group' && node.name === 'Delete the draft "Q3 plan"?',
      );
      expect(group, 'a group named by the message').to.exist;
      expect(group!.description).to.contain('No data will be sent');
    });

    it('should never change a lang the author set after the kit marked one', async () => {
      const el = await renderForm(oneField({ type: 'string' }), { locale: 'hi' });
      expect(el.getAttribute('lang')).to.equal('hi');
      el.setAttribute('lang', 'fr');
      el.locale = 'en';
      await el.updateComplete;
      expect(el.getAttribute('lang')).to.equal('fr');
      el.locale = '';
      await el.updateComplete;
      expect(el.getAttribute('lang')).to.equal('fr');
    });

    // The locale is found once per update: the lang it removes in that update must not count.
    it("should speak its ancestor's language once its own locale is unset", async () => {
      const parent = await fixture<HTMLDivElement>(
        html`<div lang="en"><elicit-form locale="hi" .request=${oneField({ type: 'string' })}></elicit-form></div>`,
      );
      const el = parent.querySelector('elicit-form')!;
      await el.updateComplete;
      expect(part(el, 'cancel')!.textContent).to.equal('रद्द करें');
      el.locale = '';
      await el.updateComplete;
      expect(part(el, 'cancel')!.textContent).to.equal('Cancel');
    });

    it('should mark its language when given a locale, and leave an author lang alone', async () => {
      const el = await renderForm(oneField({ type: 'string' }), { locale: 'hi' });
      expect(el.getAttribute('lang')).to.equal('hi');
      el.locale = '';
      await el.updateComplete;
      expect(el.hasAttribute('lang')).to.equal(false);
      const authored = await fixture<ElicitForm>(
        html`<elicit-form lang="fr" locale="hi" .request=${oneField({ type: 'string' })}></elicit-form>`,
      );
      expect(authored.getAttribute('lang')).to.equal('fr');
    });
  });

  describe('focus', () => {
    it('should keep focus in the card when it locks itself after Cancel, Escape or Send', async () => {
      for (const act of ['cancel', 'escape', 'send'] as const) {
        const el = await renderForm(oneField({ type: 'string', title: 'Name' }));
        if (act === 'cancel') await click(part(el, 'cancel'));
        else if (act === 'escape') {
          $(el, '#f0').focus();
          await sendKeys({ press: 'Escape' });
        } else {
          await click(part(el, 'accept'));
          await settle(el);
          await click(part(el, 'accept'));
        }
        await settle(el);
        expect(el.busy, act).to.equal(true);
        // Parts, not elements: chai formats elements it compares unequal very slowly.
        expect(el.shadowRoot!.activeElement?.getAttribute('part'), act).to.equal('summary');
        expect(part(el, 'summary').textContent, act).to.contain('Sending');
      }
    });

    it('should keep focus in the card inside a closed shadow root, as extension UIs use', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const root = host.attachShadow({ mode: 'closed' });
      const el = document.createElement('elicit-form') as ElicitForm;
      el.request = oneField({ type: 'string', title: 'Name' });
      root.append(el);
      await el.updateComplete;
      part(el, 'decline').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(el.busy).to.equal(true);
      expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('summary');
    });

    it('should leave focus where the host moves it after an answer', async () => {
      const outside = await fixture<HTMLButtonElement>(html`<button id="composer">Reply</button>`);
      const el = await renderForm({
        message: 'Go?',
        requestedSchema: { type: 'object', properties: {} },
      });
      // As a framework commit after the click would: focus moves in a microtask.
      el.addEventListener('elicit-response', () => queueMicrotask(() => outside.focus()));
      part(el, 'accept').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(el.busy).to.equal(true);
      expect(document.activeElement?.id).to.equal('composer');
    });

    it('should clear a long list filter on Escape instead of cancelling, and cancel once it is empty', async () => {
      const el = await renderForm(
        oneField({
          type: 'string',
          title: 'City',
          enum: Array.from({ length: 500 }, (_, i) => `City ${i}`),
        }),
      );
      const seen = collect(el);
      const filter = part(el, 'filter') as HTMLInputElement;
      await typeInto(filter, '49');
      await sendKeys({ press: 'Escape' });
      await settle(el);
      expect(seen).to.deep.equal([]);
      expect(filter.value).to.equal('');
      expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('filter');
      await sendKeys({ press: 'Escape' });
      expect(seen).to.deep.equal([{ action: 'cancel' }]);
    });

    it('should make a long multiselect one tab stop, moved with the arrow keys', async () => {
      const options = Array.from({ length: 300 }, (_, i) => `Option ${i}`);
      const el = await renderForm(
        oneField({ type: 'array', title: 'Tags', items: { type: 'string', enum: options } }),
      );
      const active = () => el.shadowRoot!.activeElement as HTMLElement | null;
      part(el, 'filter').focus();
      await sendKeys({ press: 'Tab' });
      expect(active()?.id, 'Tab enters at the first option').to.equal('f0-o0');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(active()?.id).to.equal('f0-o2');
      await sendKeys({ press: ' ' });
      await settle(el);
      expect(el.content).to.deep.equal({ answer: ['Option 2'] });
      await sendKeys({ press: 'Tab' });
      expect(active()?.getAttribute('part'), 'one more Tab leaves the list').to.equal('cancel');
      await sendKeys({ press: 'Shift+Tab' });
      expect(active()?.id, 'and Shift+Tab comes back to the last option used').to.equal('f0-o2');
      await sendKeys({ press: 'End' });
      expect(active()?.id).to.equal('f0-o199');
      expect($$(el, '[part~="list"] input[tabindex="0"]')).to.have.length(1);
    });

    it('should move focus to a neighbouring chip, then to the filter, as chips are removed', async () => {
      const options = Array.from({ length: 300 }, (_, i) => `Option ${i}`);
      const el = await renderForm(
        oneField({ type: 'array', title: 'Tags', items: { type: 'string', enum: options } }),
      );
      for (const index of [1, 2, 3]) await click($$(el, '[part~="list"] input')[index]!);
      await settle(el);
      const chipLabels = () =>
        $$(el, '[part~="chip"]').map((chip) => chip.getAttribute('aria-label'));
      const focusedLabel = () =>
        (el.shadowRoot!.activeElement as HTMLElement | null)?.getAttribute('aria-label') ??
        el.shadowRoot!.activeElement?.getAttribute('part');
      expect(chipLabels()).to.deep.equal(['Remove Option 1', 'Remove Option 2', 'Remove Option 3']);
      await click($$(el, '[part~="chip"]')[2]!); // the last: focus goes back one
      await settle(el);
      expect(focusedLabel()).to.equal('Remove Option 2');
      await click($$(el, '[part~="chip"]')[0]!); // the first: focus stays at its place
      await settle(el);
      expect(focusedLabel()).to.equal('Remove Option 2');
      await sendKeys({ press: 'Enter' }); // the only one left: focus goes to the filter
      await settle(el);
      expect(focusedLabel()).to.equal('filter');
      expect(fieldOf(el, 'answer').querySelector('[part~="chips"]')).to.equal(null);
    });
  });
});
