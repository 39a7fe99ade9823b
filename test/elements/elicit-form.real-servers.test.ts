// What real server libraries send, as a person meets it in <elicit-form>: zod leftovers
// without notes, fixed values, masked secrets, readable labels and number rules.
import { expect } from '@open-wc/testing';
import { validateContent, type ElicitFormParams } from '@elicit-kit/core';
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
} from './helpers/form-helpers.js';
import { partOf } from './helpers/dom.js';

/** What zod 4's `z.toJSONSchema(z.object({ … }))` writes for an ask (SDK 1.x and 2.x servers paste it). */
const zodAsk: ElicitFormParams = {
  message: 'Book the trip',
  requestedSchema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      email: {
        type: 'string',
        format: 'email',
        pattern:
          "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
      },
      start_date: { type: 'string', format: 'date' },
      maxAttendees: { type: 'integer', exclusiveMinimum: 0, maximum: 10 },
      confirm: { type: 'string', const: 'DELETE' },
    },
    required: ['email', 'start_date', 'maxAttendees', 'confirm'],
    additionalProperties: false,
  } as ElicitFormParams['requestedSchema'],
};

describe('elicit-form: what real servers send', () => {
  it('should show no notes for generator leftovers of a zod schema', async () => {
    const el = await renderForm(zodAsk);
    expect(el.compiled.ok).to.equal(true);
    expect(
      partOf(el, 'notes')?.textContent ?? 'no note',
      'no "N parts were adjusted" note',
    ).to.equal('no note');
  });

  it('should label fields from their keys and keep the key for screen readers', async () => {
    const el = await renderForm(zodAsk);
    const label = fieldOf(el, 'start_date').querySelector('label')!;
    expect(label.textContent).to.contain('Start date');
    const key = $(el, '#f1-key');
    expect(key.textContent).to.equal('start_date');
    expect($(el, '#f1').getAttribute('aria-describedby')).to.contain('f1-key');
    // A key that already reads as a word shows no second copy.
    const plain = await renderForm(oneField({ type: 'string' }, false, 'Name'));
    expect($$(plain, '[part~="key"]')).to.have.length(0);
  });

  it('should state number rules, exclusive bounds and steps included, and enforce them', async () => {
    const el = await renderForm(zodAsk);
    expect($(el, '#f2-rules').textContent).to.equal('Allowed: more than 0, 10 or less.');
    expect($(el, '#f2').getAttribute('aria-describedby')).to.contain('f2-rules');
    await typeInto($(el, '#f2'), '0');
    await click(part(el, 'accept'));
    await settle(el);
    expect(fieldOf(el, 'maxAttendees').querySelector('[part~="error"]')!.textContent).to.equal(
      'Enter more than 0.',
    );
    const step = await renderForm(oneField({ type: 'number', multipleOf: 0.5 }), { locale: 'de' });
    expect($(step, '#f0-rules').textContent).to.equal('Allowed: a multiple of 0,5.');
  });

  it('should show a const as a fixed value and send it', async () => {
    const el = await renderForm(zodAsk);
    const fixed = $(el, '#f3') as HTMLInputElement;
    expect(fixed.readOnly).to.equal(true);
    expect(fixed.value).to.equal('DELETE');
    await typeInto($(el, '#f0'), 'ada@example.com');
    const date = $(el, '#f1') as HTMLInputElement;
    date.value = '2026-12-24';
    date.dispatchEvent(new Event('input'));
    await typeInto($(el, '#f2'), '4');
    const [result] = await reviewAndSend(el);
    expect(result).to.deep.equal({
      action: 'accept',
      content: {
        email: 'ada@example.com',
        start_date: '2026-12-24',
        maxAttendees: 4,
        confirm: 'DELETE',
      },
    });
    expect(validateContent(el.compiled, result!.content)).to.deep.equal([]);
  });

  it('should refuse an email zod refuses', async () => {
    const el = await renderForm(zodAsk);
    await typeInto($(el, '#f0'), 'ada@example.c');
    await click(part(el, 'accept'));
    await settle(el);
    expect(fieldOf(el, 'email').querySelector('[part~="error"]')!.textContent).to.contain(
      'Enter an email address',
    );
  });

  for (const [why, schema, name] of [
    ['a field sensitiveFields flags', { type: 'string' }, 'password'],
    ['format: "password"', { type: 'string', format: 'password', title: 'Choose one' }, 'pick'],
    ['writeOnly: true', { type: 'string', writeOnly: true }, 'code'],
  ] as const) {
    it(`should mask ${why}, with a Show toggle, and hide it in the review and receipt`, async () => {
      const el = await renderForm(oneField(schema, true, name));
      el.receipt = true;
      const input = $(el, '#f0') as HTMLInputElement;
      expect(input.type).to.equal('password');
      expect(part(el, 'warning').id).to.equal('f0-warn');
      const reveal = part(el, 'reveal');
      expect(reveal.getAttribute('aria-pressed')).to.equal('false');
      expect(reveal.getAttribute('aria-controls')).to.equal('f0');
      await click(reveal);
      await settle(el);
      expect(input.type).to.equal('text');
      expect(reveal.getAttribute('aria-pressed')).to.equal('true');
      await typeInto(input, 'hunter22');
      const seen = collect(el);
      await click(part(el, 'accept'));
      await settle(el);
      const review = part(el, 'review');
      expect(review.textContent).to.contain('hidden');
      expect(review.textContent).to.not.contain('hunter22');
      await click(part(el, 'accept'));
      await settle(el);
      expect(seen.map((result) => result.content)).to.deep.equal([{ [name]: 'hunter22' }]);
      expect(el.shadowRoot!.textContent).to.not.contain('hunter22');
    });
  }
});
