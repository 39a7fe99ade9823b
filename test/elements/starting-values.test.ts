// `values`: a card starts from the host's content, over the schema's defaults, taken as a
// default is (wrong type or not an option: ignored; out of range: shown with its error),
// so no adapter rewrites a server's schema to pre-fill a draft. And the review's booleans.
import { expect, fixture, html } from '@open-wc/testing';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { compileSchema, type ElicitFormParams } from '@elicit-kit/core';
import { startingContent } from '../../packages/elements/src/form/starting-values.js';
import {
  showElicitation,
  defineTags,
  cardTags,
  ElicitRound,
  type ElicitRequest,
  type ElicitForm,
} from '@elicit-kit/elements';
import { click, part, until } from './helpers/dom.js';
import { card } from './helpers/round-helpers.js';

defineTags([...cardTags, ['elicit-round', ElicitRound]]);
addMessages('hi', hi);

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', default: 'Default' },
    age: { type: 'integer', title: 'Age', minimum: 18 },
    colour: { type: 'string', title: 'Colour', enum: ['red', 'blue'] },
    agree: { type: 'boolean', title: 'Agree', default: false },
    fixed: { const: 'v1', title: 'Version' },
  },
  required: ['name'],
} as const;
const ask: ElicitFormParams = { message: 'Sign up', requestedSchema: schema as never };

describe('starting values', () => {
  it('should take each value over the default, ignore one of the wrong type or no option, and never change a const', () => {
    const compiled = compileSchema(schema);
    expect(
      startingContent(compiled, {
        name: 'Ada',
        age: 'old',
        colour: 'green',
        agree: true,
        fixed: 'v2',
        extra: 1,
      }),
    ).to.deep.equal({ name: 'Ada', agree: true, fixed: 'v1' });
    expect(startingContent(compiled, undefined)).to.deep.equal({
      name: 'Default',
      agree: false,
      fixed: 'v1',
    });
  });

  it('should keep a value out of range, so the person sees it and its error', async () => {
    const form = await fixture<ElicitForm>(
      html`<elicit-form .request=${ask} .values=${{ name: 'Ada', age: 12, colour: 'blue' }}></elicit-form>`,
    );
    expect(form.content).to.deep.equal({
      name: 'Ada',
      age: 12,
      colour: 'blue',
      agree: false,
      fixed: 'v1',
    });
    expect(form.checkValidity()).to.equal(false);
    expect(form.reportValidity()).to.equal(false);
    await form.updateComplete;
    expect(
      form.shadowRoot!.querySelector('[part~="field"][data-name="age"] [part~="error"]')
        ?.textContent,
    ).to.not.equal('');
    await expect(form).to.be.accessible();
  });

  it('should start <elicit-request> and showElicitation from values, without touching the schema', async () => {
    const params = structuredClone(ask);
    const request = await fixture<ElicitRequest>(
      html`<elicit-request .request=${params} .values=${{ name: 'Grace', age: 40 }}></elicit-request>`,
    );
    const form = request.querySelector<ElicitForm>('elicit-form')!;
    await form.updateComplete;
    expect(form.content).to.include({ name: 'Grace', age: 40 });
    expect(params).to.deep.equal(ask);

    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const controller = new AbortController();
    const answer = showElicitation(ask, {
      container,
      inline: true,
      values: { name: 'Lin' },
      signal: controller.signal,
    });
    await until(
      () =>
        !!container.querySelector<ElicitForm>('elicit-form')?.shadowRoot?.querySelector('input'),
      'the card',
    );
    expect(container.querySelector<ElicitForm>('elicit-form')!.content).to.include({ name: 'Lin' });
    controller.abort();
    await answer;
  });

  it("should start each form of <elicit-round> from its key's values", async () => {
    const result = {
      resultType: 'input_required',
      inputRequests: {
        a: { method: 'elicitation/create', params: ask },
        b: { method: 'elicitation/create', params: ask },
      },
    };
    const round = await fixture<ElicitRound>(
      html`<elicit-round .result=${result} .values=${{ b: { name: 'Bo' } }}></elicit-round>`,
    );
    const [a, b] = [
      card<ElicitForm>(round, 'a', 'elicit-form'),
      card<ElicitForm>(round, 'b', 'elicit-form'),
    ];
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect([a.content['name'], b.content['name']]).to.deep.equal(['Default', 'Bo']);
  });

  for (const [locale, yes] of [
    ['en', 'Yes'],
    ['hi', 'हाँ'],
  ] as const) {
    it(`should show a boolean in the review as ${yes}, not its wire value (${locale})`, async () => {
      const form = await fixture<ElicitForm>(
        html`<elicit-form locale=${locale} .request=${ask} .values=${{ agree: true }}></elicit-form>`,
      );
      await click(part(form, 'accept'));
      await form.updateComplete;
      expect(
        form
          .shadowRoot!.querySelector('[part~="review"] .row[data-name="agree"] dd')!
          .textContent!.trim(),
      ).to.equal(yes);
    });
  }
});
