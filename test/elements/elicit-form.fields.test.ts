import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { validateContent, wireDateTimeToLocal, type ElicitResult } from '@elicit-kit/core';
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

/** Replaces a control's text with real keystrokes. */
async function retype(control: HTMLElement, text: string): Promise<void> {
  control.focus();
  await sendKeys({ press: 'Control+a' });
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

/** Sends the form and checks the one accepted result is valid for its schema. */
async function sendValid(el: ElicitForm): Promise<ElicitResult> {
  const seen = await reviewAndSend(el);
  expect(seen).to.have.length(1);
  expect(seen[0]!.action).to.equal('accept');
  expect(validateContent(el.compiled, seen[0]!.content)).to.deep.equal([]);
  return seen[0]!;
}

/** Clicks Review and expects an error on the field: shown, linked, focused. */
async function expectRejected(el: ElicitForm, name = 'answer', control = '#f0'): Promise<void> {
  try {
    await rejected(el, name, control);
  } catch (error) {
    // Re-thrown as plain text: chai's diff of DOM nodes is huge and slow to serialise.
    // eslint-disable-next-line preserve-caught-error -- the cause is the huge DOM diff this replaces
    throw new Error(String((error as Error).message).slice(0, 500));
  }
}

async function rejected(el: ElicitForm, name: string, control: string): Promise<void> {
  const seen = collect(el);
  await click(part(el, 'accept'));
  await settle(el);
  expect(seen).to.deep.equal([]);
  const error = fieldOf(el, name).querySelector('[part~="error"]')!;
  expect(error).to.not.equal(null);
  expect(error.textContent!.trim()).to.not.equal('');
  const input = $(el, control);
  expect(input.getAttribute('aria-invalid')).to.equal('true');
  const describer = input.closest('fieldset[aria-describedby]') ?? input;
  expect(describer.getAttribute('aria-describedby')!.split(' ')).to.include(error.id);
  expect(el.shadowRoot!.activeElement).to.equal(input);
  expect(part(el, 'summary').textContent).to.match(/1 field needs attention/);
}

describe('elicit-form', () => {
  describe('text fields', () => {
    it('should render a text input pre-filled with the default', async () => {
      const el = await renderForm(oneField({ type: 'string', default: 'Ada' }));
      const input = $(el, '#f0') as HTMLInputElement;
      expect(input.type).to.equal('text');
      expect(input.value).to.equal('Ada');
      expect((await sendValid(el)).content).to.deep.equal({ answer: 'Ada' });
    });

    it('should use a textarea for long answers', async () => {
      const el = await renderForm(oneField({ type: 'string', maxLength: 2000 }));
      expect($(el, '#f0').tagName).to.equal('TEXTAREA');
      await typeInto($(el, '#f0'), 'line');
      expect((await sendValid(el)).content).to.deep.equal({ answer: 'line' });
    });

    it('should reject an empty required text with a linked, focused error', async () => {
      const el = await renderForm(oneField({ type: 'string', title: 'Name' }, true));
      expect($(el, '#f0').hasAttribute('required')).to.equal(true);
      expect(part(el, 'required').textContent).to.equal('required');
      await expectRejected(el);
    });

    it('should not show an error while the person first types, only after blur', async () => {
      const el = await renderForm({
        message: 'Two fields',
        requestedSchema: {
          type: 'object',
          properties: { answer: { type: 'string', minLength: 5 }, next: { type: 'string' } },
        },
      });
      await typeInto($(el, '#f0'), 'ab');
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
      await sendKeys({ press: 'Tab' });
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part~="error"]')).to.not.equal(null);
    });

    it('should use type=email and reject what the core rejects', async () => {
      const el = await renderForm(oneField({ type: 'string', format: 'email' }));
      expect(($(el, '#f0') as HTMLInputElement).type).to.equal('email');
      await typeInto($(el, '#f0'), 'not-an-email');
      await expectRejected(el);
      await retype($(el, '#f0'), 'ada@example.com');
      expect((await sendValid(el)).content).to.deep.equal({ answer: 'ada@example.com' });
    });

    it('should use type=url and send the typed address', async () => {
      const el = await renderForm(oneField({ type: 'string', format: 'uri' }));
      expect(($(el, '#f0') as HTMLInputElement).type).to.equal('url');
      await typeInto($(el, '#f0'), 'https://example.com/a');
      expect((await sendValid(el)).content).to.deep.equal({ answer: 'https://example.com/a' });
    });

    it('should send a picked date exactly as YYYY-MM-DD', async () => {
      const el = await renderForm(oneField({ type: 'string', format: 'date' }));
      const input = $(el, '#f0') as HTMLInputElement;
      expect(input.type).to.equal('date');
      await typeInto(input, '02282026');
      expect((await sendValid(el)).content).to.deep.equal({ answer: '2026-02-28' });
    });

    it('should pre-fill a date default', async () => {
      const el = await renderForm(
        oneField({ type: 'string', format: 'date', default: '2026-01-05' }),
      );
      expect(($(el, '#f0') as HTMLInputElement).value).to.equal('2026-01-05');
    });

    it('should send a typed date-time in UTC with Z (what zod accepts), and show the zone it was typed in', async () => {
      const zone = 'Asia/Kolkata';
      const el = await renderForm(oneField({ type: 'string', format: 'date-time' }), {
        timeZone: zone,
      });
      const input = $(el, '#f0') as HTMLInputElement;
      expect(input.type).to.equal('datetime-local');
      expect(part(el, 'zone').textContent).to.contain(zone);
      expect(input.getAttribute('aria-describedby')).to.contain('f0-tz');
      await typeInto(input, '02282026');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ type: '1030AM' });
      const result = await sendValid(el);
      // 10:30 in Kolkata (UTC+05:30) is 05:00 UTC.
      expect(result.content).to.deep.equal({ answer: '2026-02-28T05:00:00Z' });
    });

    it('should keep the zone offset when the host sets date-time-offset="local"', async () => {
      const zone = 'America/New_York';
      const el = await renderForm(oneField({ type: 'string', format: 'date-time' }), {
        timeZone: zone,
      });
      el.setAttribute('date-time-offset', 'local');
      await el.updateComplete;
      await typeInto($(el, '#f0') as HTMLInputElement, '01152026');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ type: '0930PM' });
      expect((await sendValid(el)).content).to.deep.equal({ answer: '2026-01-15T21:30:00-05:00' });
    });

    it('should pre-fill a date-time default in the zone and send it back unchanged', async () => {
      const zone = 'America/New_York';
      const el = await renderForm(
        oneField({ type: 'string', format: 'date-time', default: '2026-01-15T12:00:00Z' }),
        { timeZone: zone },
      );
      expect(($(el, '#f0') as HTMLInputElement).value).to.equal(
        wireDateTimeToLocal('2026-01-15T12:00:00Z', zone),
      );
      expect((await sendValid(el)).content).to.deep.equal({ answer: '2026-01-15T12:00:00Z' });
    });
  });

  describe('number fields', () => {
    it('should accept a decimal comma in German', async () => {
      const el = await renderForm(oneField({ type: 'number' }), { locale: 'de' });
      const input = $(el, '#f0') as HTMLInputElement;
      expect(input.type).to.equal('text');
      expect(input.inputMode).to.equal('decimal');
      await typeInto(input, '3,5');
      expect((await sendValid(el)).content).to.deep.equal({ answer: 3.5 });
    });

    it('should keep partial input such as "1." while typing', async () => {
      const el = await renderForm(oneField({ type: 'number' }));
      const input = $(el, '#f0') as HTMLInputElement;
      await typeInto(input, '-1.');
      await settle(el);
      expect(input.value).to.equal('-1.');
      await sendKeys({ type: '25' });
      expect((await sendValid(el)).content).to.deep.equal({ answer: -1.25 });
    });

    it('should pre-fill a number default in the locale', async () => {
      const el = await renderForm(oneField({ type: 'number', default: 2.5 }), { locale: 'de' });
      expect(($(el, '#f0') as HTMLInputElement).value).to.equal('2,5');
      expect((await sendValid(el)).content).to.deep.equal({ answer: 2.5 });
    });

    it('should reject a fraction in an integer field', async () => {
      const el = await renderForm(oneField({ type: 'integer' }));
      await typeInto($(el, '#f0'), '2.5');
      await expectRejected(el);
      expect(fieldOf(el, 'answer').textContent).to.contain('whole number');
    });

    it('should reject text that is not a number and numbers out of range', async () => {
      const el = await renderForm(oneField({ type: 'integer', minimum: 1, maximum: 10 }));
      await typeInto($(el, '#f0'), 'abc');
      await expectRejected(el);
      await retype($(el, '#f0'), '11');
      await settle(el);
      expect(fieldOf(el, 'answer').textContent).to.contain('10 or less');
      await retype($(el, '#f0'), '7');
      expect((await sendValid(el)).content).to.deep.equal({ answer: 7 });
    });
  });

  describe('boolean fields', () => {
    it('should render a pre-checked checkbox for a default of true and send false after Space', async () => {
      const el = await renderForm(oneField({ type: 'boolean', default: true }));
      const box = $(el, '#f0') as HTMLInputElement;
      expect(box.type).to.equal('checkbox');
      expect(box.checked).to.equal(true);
      box.focus();
      await sendKeys({ press: 'Space' });
      expect((await sendValid(el)).content).to.deep.equal({ answer: false });
    });

    it('should tell "not set" from false for an optional boolean without default', async () => {
      const el = await renderForm(oneField({ type: 'boolean' }));
      const radios = $$(el, 'input[type="radio"]') as HTMLInputElement[];
      expect(radios.map((radio) => radio.parentElement!.textContent!.trim())).to.deep.equal([
        'Yes',
        'No',
        'Not set',
      ]);
      expect(radios[2]!.checked).to.equal(true);
      expect((await sendValid(el)).content).to.deep.equal({});
    });

    it('should send false when No is chosen', async () => {
      const el = await renderForm(oneField({ type: 'boolean' }));
      await click($$(el, 'input[type="radio"]')[1]!);
      expect((await sendValid(el)).content).to.deep.equal({ answer: false });
    });

    it('should make a required boolean without default an explicit choice', async () => {
      const el = await renderForm(oneField({ type: 'boolean' }, true));
      expect($$(el, 'input[type="radio"]')).to.have.length(2);
      expect(fieldOf(el, 'answer').getAttribute('aria-required')).to.equal('true');
      await expectRejected(el);
      await click($$(el, 'input[type="radio"]')[0]!);
      expect((await sendValid(el)).content).to.deep.equal({ answer: true });
    });
  });

  describe('select fields', () => {
    const titled = {
      type: 'string',
      oneOf: [
        { const: 'v1', title: 'First' },
        { const: 'v2', title: 'Second' },
      ],
    };

    it('should render radios for a short single select and send the const of the chosen title', async () => {
      const el = await renderForm(oneField(titled, true));
      expect(fieldOf(el, 'answer').tagName).to.equal('FIELDSET');
      expect(fieldOf(el, 'answer').getAttribute('role')).to.equal('radiogroup');
      await click($(el, 'label[part~="option"]:nth-of-type(2)'));
      expect((await sendValid(el)).content).to.deep.equal({ answer: 'v2' });
    });

    it('should pre-select the default option', async () => {
      const el = await renderForm(oneField({ ...titled, default: 'v2' }));
      expect(($$(el, 'input[type="radio"]')[1] as HTMLInputElement).checked).to.equal(true);
      expect((await sendValid(el)).content).to.deep.equal({ answer: 'v2' });
    });

    it('should reject a required select left empty', async () => {
      const el = await renderForm(oneField(titled, true));
      await expectRejected(el);
    });

    it('should render a select for 8 to 30 options and send the picked value', async () => {
      const options = Array.from({ length: 12 }, (_, i) => `opt${i}`);
      const el = await renderForm(
        oneField({ type: 'string', enum: options, enumNames: options.map((o) => o.toUpperCase()) }),
      );
      const select = $(el, '#f0') as HTMLSelectElement;
      expect(select.tagName).to.equal('SELECT');
      expect(select.options).to.have.length(13);
      select.focus();
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect((await sendValid(el)).content).to.deep.equal({ answer: 'opt1' });
    });

    it('should render checkboxes for a short multiselect and send the chosen values in option order', async () => {
      const el = await renderForm(
        oneField({ type: 'array', minItems: 1, items: { type: 'string', enum: ['a', 'b', 'c'] } }),
      );
      const boxes = $$(el, 'input[type="checkbox"]');
      expect(boxes).to.have.length(3);
      await click(boxes[2]!);
      await click(boxes[0]!);
      expect((await sendValid(el)).content).to.deep.equal({ answer: ['a', 'c'] });
    });

    it('should pre-check multiselect defaults and reject too many', async () => {
      const el = await renderForm(
        oneField({
          type: 'array',
          maxItems: 1,
          default: ['b'],
          items: {
            anyOf: [
              { const: 'a', title: 'A' },
              { const: 'b', title: 'B' },
            ],
          },
        }),
      );
      const boxes = $$(el, 'input[type="checkbox"]') as HTMLInputElement[];
      expect(boxes[1]!.checked).to.equal(true);
      await click(boxes[0]!);
      await expectRejected(el);
    });
  });

  describe('odd names and secrets', () => {
    it('should treat __proto__ as an ordinary field name', async () => {
      const el = await renderForm(oneField({ type: 'string' }, true, '__proto__'));
      await typeInto($(el, '#f0'), 'x');
      const result = await sendValid(el);
      expect(Object.hasOwn(result.content!, '__proto__')).to.equal(true);
      expect(JSON.stringify(result.content)).to.equal('{"__proto__":"x"}');
    });

    it('should warn next to a field that looks like a secret', async () => {
      const el = await renderForm(
        oneField({ type: 'string', title: 'Password' }, false, 'password'),
      );
      const warning = fieldOf(el, 'password').querySelector('[part~="warning"]')!;
      expect(warning.textContent).to.contain('secret');
      expect($(el, '#f0').getAttribute('aria-describedby')).to.contain(warning.id);
    });
  });
});
