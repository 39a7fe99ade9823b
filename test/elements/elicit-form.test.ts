import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { validateContent } from '@elicit-kit/core';
import {
  $,
  $$,
  click,
  collect,
  fieldOf,
  oneField,
  part,
  renderForm,
  reviewAndSend,
  settle,
  typeInto,
  type ElicitForm,
} from './helpers/form-helpers.js';

const twoFields = {
  message: 'Tell us about you',
  requestedSchema: {
    type: 'object',
    title: 'Profile',
    description: 'Used for your account',
    properties: {
      name: { type: 'string', title: 'Name' },
      color: {
        type: 'string',
        title: 'Colour',
        oneOf: [
          { const: 'r', title: 'Red' },
          { const: 'g', title: 'Green' },
        ],
      },
    },
    required: ['name'],
  },
};

describe('elicit-form', () => {
  describe('basics', () => {
    it('should show the server name and the message as plain text', async () => {
      const el = await renderForm(
        {
          message: '<b>Hi</b>',
          requestedSchema: { type: 'object', properties: { a: { type: 'string' } } },
        },
        { serverName: 'Acme' },
      );
      expect(part(el, 'server').textContent).to.contain('Acme asks');
      expect(part(el, 'message').textContent!.trim()).to.equal('<b>Hi</b>');
      expect(part(el, 'message').querySelector('b')).to.equal(null);
    });

    it('should show the root title and description', async () => {
      const el = await renderForm(twoFields);
      expect(part(el, 'title').textContent!.trim()).to.equal('Profile');
      expect(part(el, 'description').textContent!.trim()).to.equal('Used for your account');
    });

    it('should strip bidi controls from server text', async () => {
      const el = await renderForm({
        message: 'pay \u202Egnp.exe',
        requestedSchema: {
          type: 'object',
          properties: { a: { type: 'string', title: 'x\u2066y' } },
        },
      });
      expect(part(el, 'message').textContent!.trim()).to.equal('pay gnp.exe');
      expect(part(el, 'label').textContent).to.contain('xy');
    });

    it('should mark every field with its name and give labels for inputs', async () => {
      const el = await renderForm(twoFields);
      expect($$(el, '[part~="field"]').map((field) => field.dataset.name)).to.deep.equal([
        'name',
        'color',
      ]);
      expect($(el, 'label[for="f0"]').textContent).to.contain('Name');
      expect(fieldOf(el, 'color').querySelector('legend')!.textContent).to.contain('Colour');
    });
  });

  describe('review', () => {
    it('should list what will be sent, with labels, values and fields not sent', async () => {
      const el = await renderForm(twoFields);
      await typeInto($(el, '#f0'), 'Ada');
      await click(part(el, 'accept'));
      await settle(el);
      const review = part(el, 'review');
      expect(el.shadowRoot!.activeElement!.id).to.equal('review-title');
      expect(review.textContent).to.contain('Ada');
      expect(review.querySelector('[data-name="color"] dd')!.textContent).to.contain('not sent');
      expect(part(el, 'accept').textContent!.trim()).to.equal('Send');
      expect(part(el, 'decline')).to.exist;
      expect(part(el, 'cancel')).to.exist;
    });

    it('should show option labels with their values', async () => {
      const el = await renderForm(twoFields);
      await typeInto($(el, '#f0'), 'Ada');
      await click(fieldOf(el, 'color').querySelectorAll('label')[1]!);
      await click(part(el, 'accept'));
      await settle(el);
      expect(
        part(el, 'review').querySelector('[data-name="color"] dd')!.textContent!.trim(),
      ).to.equal('Green (g)');
    });

    it('should show option values without direction characters, so the review cannot be spoofed', async () => {
      const el = await renderForm(
        oneField(
          {
            type: 'string',
            title: 'Plan',
            oneOf: [
              { const: 'free\u202E 00.999$ yaP', title: 'Free plan' },
              { const: 'pro', title: 'Pro' },
            ],
          },
          true,
        ),
      );
      await click(fieldOf(el, 'answer').querySelectorAll('label')[0]!);
      await click(part(el, 'accept'));
      await settle(el);
      expect(
        part(el, 'review').querySelector('[data-name="answer"] dd')!.textContent!.trim(),
      ).to.equal('Free plan (free 00.999$ yaP)');
    });

    it('should go back to the fields with Edit, keeping the values', async () => {
      const el = await renderForm(twoFields);
      await typeInto($(el, '#f0'), 'Ada');
      await click(part(el, 'accept'));
      await settle(el);
      await click(part(el, 'edit'));
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part~="review"]')).to.equal(null);
      expect(($(el, '#f0') as HTMLInputElement).value).to.equal('Ada');
      expect(el.shadowRoot!.activeElement).to.equal($(el, '#f0'));
    });
  });

  describe('events', () => {
    it('should fire exactly one bubbling, composed elicit-response for a double-clicked Send', async () => {
      const el = await renderForm(twoFields);
      await typeInto($(el, '#f0'), 'Ada');
      await click(part(el, 'accept'));
      await settle(el);
      const heard: unknown[] = [];
      const listener = (event: Event) => heard.push((event as CustomEvent).detail);
      document.addEventListener('elicit-response', listener);
      const box = part(el, 'accept').getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      await settle(el);
      document.removeEventListener('elicit-response', listener);
      expect(heard).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }]);
      expect(el.busy).to.equal(true);
      expect(part(el, 'accept').hasAttribute('disabled')).to.equal(true);
      expect(part(el, 'accept').textContent).to.contain('Sending');
    });

    it('should fire nothing for programmatic changes', async () => {
      const el = await renderForm(twoFields);
      const seen = collect(el);
      el.request = oneField({ type: 'string' });
      el.busy = true;
      await settle(el);
      el.busy = false;
      await settle(el);
      expect(seen).to.deep.equal([]);
    });

    it('should decline and cancel with one click each, and lock while busy', async () => {
      const el = await renderForm(twoFields);
      const seen = collect(el);
      await click(part(el, 'decline'));
      await settle(el);
      expect(seen).to.deep.equal([{ action: 'decline' }]);
      await click(part(el, 'cancel'));
      expect(seen).to.have.length(1);
      el.busy = false;
      await settle(el);
      await click(part(el, 'cancel'));
      expect(seen).to.deep.equal([{ action: 'decline' }, { action: 'cancel' }]);
    });

    it('should reset to the new request when request changes', async () => {
      const el = await renderForm(twoFields);
      await typeInto($(el, '#f0'), 'Ada');
      el.request = { ...twoFields };
      await settle(el);
      expect(($(el, '#f0') as HTMLInputElement).value).to.equal('');
    });
  });

  describe('keyboard', () => {
    it('should complete and send a form with the keyboard only', async () => {
      const el = await renderForm(twoFields);
      const seen = collect(el);
      $(el, '#f0').focus();
      await sendKeys({ type: 'Ada' });
      await sendKeys({ press: 'Tab' });
      // Tab lands on the checked "Not set" radio; the arrow wraps to the first option.
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Space' });
      $(el, '#f0').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(part(el, 'review')).to.exist;
      part(el, 'accept').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(seen).to.deep.equal([{ action: 'accept', content: { name: 'Ada', color: 'r' } }]);
      expect(validateContent(el.compiled, seen[0]!.content)).to.deep.equal([]);
    });

    it('should decline with the keyboard', async () => {
      const el = await renderForm(twoFields);
      const seen = collect(el);
      part(el, 'decline').focus();
      await sendKeys({ press: 'Space' });
      expect(seen).to.deep.equal([{ action: 'decline' }]);
    });

    it('should cancel once on Escape anywhere in the form', async () => {
      const el = await renderForm(twoFields);
      const event = oneEvent(el, 'elicit-response');
      const seen = collect(el);
      $(el, '#f0').focus();
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
      expect((await event).detail).to.deep.equal({ action: 'cancel' });
      expect(seen).to.have.length(1);
    });
  });

  describe('confirmation', () => {
    it('should ask to confirm when there are no fields and send empty content', async () => {
      const el = await renderForm({
        message: 'Proceed?',
        requestedSchema: { type: 'object', properties: {} },
      });
      expect(el.shadowRoot!.textContent).to.contain('confirm');
      expect(part(el, 'accept').textContent!.trim()).to.equal('Confirm');
      await aTimeout(50);
      const seen = collect(el);
      expect(seen).to.deep.equal([]);
      await click(part(el, 'accept'));
      expect(seen).to.deep.equal([{ action: 'accept', content: {} }]);
    });

    it('should treat a missing requestedSchema as a confirmation', async () => {
      const el = await renderForm({ message: 'Proceed?' });
      expect(part(el, 'hint').textContent).to.contain('No data will be sent');
      expect(part(el, 'decline')).to.exist;
      expect(part(el, 'cancel')).to.exist;
    });
  });

  describe('unrenderable schemas', () => {
    it('should say why and offer only Decline and Cancel', async () => {
      const el = await renderForm(
        oneField({ type: 'object', properties: { a: { type: 'string' } } }),
      );
      expect(el.compiled.ok).to.equal(false);
      expect(part(el, 'warning').textContent).to.contain('cannot be shown');
      expect(part(el, 'issues').textContent!.trim()).to.not.equal('');
      expect(el.shadowRoot!.querySelector('[part~="accept"]')).to.equal(null);
      expect(el.reportValidity()).to.equal(false);
      const seen = collect(el);
      await click(part(el, 'decline'));
      expect(seen).to.deep.equal([{ action: 'decline' }]);
    });
  });

  describe('embedded', () => {
    it('should hide the server line and buttons and answer through reportValidity and content', async () => {
      const el = await fixture<ElicitForm>(
        html`<elicit-form embedded .request=${twoFields}></elicit-form>`,
      );
      expect(el.shadowRoot!.querySelector('[part~="server"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part~="actions"]')).to.equal(null);
      expect(el.reportValidity()).to.equal(false);
      await settle(el);
      expect(el.shadowRoot!.activeElement).to.equal($(el, '#f0'));
      await sendKeys({ type: 'Ada' });
      expect(el.reportValidity()).to.equal(true);
      expect(el.content).to.deep.equal({ name: 'Ada' });
      const seen = collect(el);
      await sendKeys({ press: 'Escape' });
      expect(seen).to.deep.equal([]);
    });
  });

  describe('checkValidity', () => {
    it('should tell whether Accept could send, without showing errors or moving focus', async () => {
      const el = await renderForm(oneField({ type: 'number', title: 'Count' }));
      expect(el.checkValidity(), 'untouched optional').to.equal(true);
      const input = $(el, '#f0') as HTMLInputElement;
      await typeInto(input, 'abc');
      await settle(el);
      expect(el.checkValidity(), 'text that is no number').to.equal(false);
      await settle(el);
      expect(el.shadowRoot!.activeElement, 'focus stays').to.equal(input);
      expect(input.getAttribute('aria-invalid'), 'no error shown').not.to.equal('true');
      expect(el.reportValidity()).to.equal(false);
      await settle(el);
      expect(input.getAttribute('aria-invalid'), 'reportValidity shows it').to.equal('true');
    });
  });

  describe('elicit-change', () => {
    /** Records `elicit-change` events heard on the document with the content at that moment. */
    function recordChanges(el: ElicitForm): { contents: unknown[]; stop: () => void } {
      const contents: unknown[] = [];
      const listener = (event: Event) => {
        expect(event.composed && event.bubbles, 'bubbles and composed').to.equal(true);
        expect(event.target === el, 'the form is the target').to.equal(true);
        contents.push(el.content);
      };
      document.addEventListener('elicit-change', listener);
      return { contents, stop: () => document.removeEventListener('elicit-change', listener) };
    }

    it('should fire once per edit with the content as it then stands', async () => {
      const el = await renderForm(twoFields);
      const changes = recordChanges(el);
      try {
        await typeInto($(el, '#f0'), 'Al');
        const green = [
          ...fieldOf(el, 'color').querySelectorAll<HTMLInputElement>('input[type=radio]'),
        ].find((radio) => radio.parentElement!.textContent!.trim() === 'Green');
        await click(green!);
        await click(green!); // choosing the chosen option again changes nothing
        await settle(el);
        expect(changes.contents).to.deep.equal([
          { name: 'A' },
          { name: 'Al' },
          { name: 'Al', color: 'g' },
        ]);
      } finally {
        changes.stop();
      }
    });

    it('should fire for checkboxes and multiselects, once per toggle', async () => {
      const el = await renderForm({
        message: 'Pick',
        requestedSchema: {
          type: 'object',
          properties: {
            agree: { type: 'boolean', title: 'Agree' },
            tags: { type: 'array', items: { enum: ['a', 'b', 'c'] }, title: 'Tags' },
          },
        },
      });
      const changes = recordChanges(el);
      try {
        await click($(el, '#f0'));
        const boxes = fieldOf(el, 'tags').querySelectorAll<HTMLInputElement>(
          'input[type=checkbox]',
        );
        await click(boxes[2]!);
        await click(boxes[0]!);
        await click(boxes[2]!);
        await settle(el);
        expect(changes.contents).to.deep.equal([
          { agree: true },
          { agree: true, tags: ['c'] },
          { agree: true, tags: ['a', 'c'] },
          { agree: true, tags: ['a'] },
        ]);
      } finally {
        changes.stop();
      }
    });

    it('should not fire for property changes, blur or a long list filter', async () => {
      const options = Array.from({ length: 200 }, (_, index) => `City ${index}`);
      const el = await renderForm(oneField({ type: 'string', enum: options, title: 'City' }));
      const changes = recordChanges(el);
      try {
        await typeInto(part(el, 'filter'), 'City 19');
        $(el, '#f0').blur();
        el.request = oneField({ type: 'string', title: 'Other', default: 'x' });
        el.locale = 'hi';
        await settle(el);
        expect(changes.contents).to.deep.equal([]);
      } finally {
        changes.stop();
      }
    });
  });

  describe('sending untouched', () => {
    it('should send the defaults when nothing is changed', async () => {
      const el = await renderForm(oneField({ type: 'integer', default: 3 }));
      expect(await reviewAndSend(el)).to.deep.equal([{ action: 'accept', content: { answer: 3 } }]);
    });
  });
});
