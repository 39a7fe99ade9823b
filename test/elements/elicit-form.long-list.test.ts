import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { validateContent } from '@elicit-kit/core';
import {
  $,
  $$,
  click,
  fieldOf,
  oneField,
  part,
  renderForm,
  reviewAndSend,
  settle,
  typeInto,
} from './helpers/form-helpers.js';

/** `count` titled options `c0 … c{count-1}` labelled `City 0 …`. */
function cities(count: number): { const: string; title: string }[] {
  return Array.from({ length: count }, (_, i) => ({ const: `c${i}`, title: `City ${i}` }));
}

describe('elicit-form', () => {
  describe('long option lists', () => {
    it('should render a filter and a window of options for 5,000 options', async () => {
      const el = await renderForm(oneField({ type: 'string', oneOf: cities(5000) }, true));
      const filter = part(el, 'filter') as HTMLInputElement;
      expect(filter.type).to.equal('search');
      expect($$(el, '[part~="list"] input')).to.have.length(200);
      expect(part(el, 'count').textContent).to.contain('Showing 200 of 5,000');
    });

    it('should write the selected count in the form locale too, keeping its plural', async () => {
      const all = cities(1500).map((city) => city.const);
      const el = await renderForm(
        oneField({ type: 'array', items: { anyOf: cities(1500) }, default: all }),
      );
      expect(part(el, 'selected').textContent!.trim()).to.equal('1,500 options selected');
      const one = await renderForm(
        oneField({ type: 'array', items: { anyOf: cities(300) }, default: ['c1'] }),
      );
      expect(part(one, 'selected').textContent!.trim()).to.equal('1 option selected');
    });

    it('should write the counts in the form locale', async () => {
      const german = await renderForm(oneField({ type: 'string', oneOf: cities(50000) }), {
        locale: 'de-DE',
      });
      expect(part(german, 'count').textContent).to.contain('200 of 50.000');
      const hindi = await renderForm(oneField({ type: 'string', oneOf: cities(100000) }), {
        locale: 'hi',
      });
      expect(part(hindi, 'count').textContent).to.contain('1,00,000');
    });

    it('should keep a single choice in the list after the filter is cleared, so arrows cannot replace it unseen', async () => {
      const el = await renderForm(oneField({ type: 'string', oneOf: cities(5000) }));
      await typeInto(part(el, 'filter'), 'City 4999');
      await settle(el);
      await click($$(el, '[part~="list"] input')[1]!); // after "Not set"
      (part(el, 'filter') as HTMLInputElement).select();
      await sendKeys({ press: 'Backspace' });
      await settle(el);
      const radios = $$(el, '[part~="list"] input') as HTMLInputElement[];
      const checked = radios
        .filter((radio) => radio.checked)
        .map((radio) => radio.parentElement!.textContent!.trim());
      expect(checked).to.deep.equal(['City 4999']);
      expect(radios[1]!.checked, 'first after "Not set"').to.equal(true);
      expect(part(el, 'count').textContent).to.contain('Showing 200 of 5,000');
    });

    it('should filter as the person types and send the chosen option', async () => {
      const el = await renderForm(oneField({ type: 'string', oneOf: cities(5000) }, true));
      await typeInto(part(el, 'filter'), 'City 4321');
      await settle(el);
      const options = $$(el, '[part~="list"] input');
      expect(options).to.have.length(1);
      expect(part(el, 'count').textContent).to.contain('Showing 1 of 1');
      await click(options[0]!);
      await settle(el);
      expect(part(el, 'selected').textContent).to.contain('City 4321');
      const seen = await reviewAndSend(el);
      expect(seen).to.deep.equal([{ action: 'accept', content: { answer: 'c4321' } }]);
      expect(validateContent(el.compiled, seen[0]!.content)).to.deep.equal([]);
    });

    it('should say when nothing matches', async () => {
      const el = await renderForm(oneField({ type: 'string', oneOf: cities(100) }));
      await typeInto(part(el, 'filter'), 'zzz');
      await settle(el);
      expect(part(el, 'count').textContent).to.contain('No options match');
    });

    it('should keep chosen options of a long multiselect visible as removable chips', async () => {
      const el = await renderForm(oneField({ type: 'array', items: { anyOf: cities(6000) } }));
      await typeInto(part(el, 'filter'), 'City 5999');
      await settle(el);
      await click($$(el, '[part~="list"] input')[0]!);
      (part(el, 'filter') as HTMLInputElement).select();
      await sendKeys({ type: 'City 12' });
      await settle(el);
      await click($(el, '[part~="list"] label[part~="option"]'));
      await settle(el);
      expect(part(el, 'selected').textContent).to.contain('2 options selected');
      expect(
        $$(el, '[part~="chip"]').map((chip) => chip.textContent!.replace(/\s+/g, ' ').trim()),
      ).to.deep.equal(['City 12 ×', 'City 5999 ×']);
      await click($$(el, '[part~="chip"]')[1]!);
      await settle(el);
      const seen = await reviewAndSend(el);
      expect(seen).to.deep.equal([{ action: 'accept', content: { answer: ['c12'] } }]);
    });

    it('should render 50,000 options without 50,000 DOM nodes', async () => {
      const el = await renderForm(oneField({ type: 'array', items: { anyOf: cities(50000) } }));
      const nodes = el.shadowRoot!.querySelectorAll('*').length;
      expect(nodes).to.be.below(2000);
      expect($$(el, '[part~="list"] input')).to.have.length(200);
      await typeInto(part(el, 'filter'), '4999');
      await settle(el);
      const matching = Array.from({ length: 50000 }, (_, i) => `${i}`).filter((n) =>
        n.includes('4999'),
      ).length;
      expect(part(el, 'count').textContent).to.contain(`Showing ${matching} of ${matching}`);
      expect($$(el, '[part~="list"] input')).to.have.length(matching);
      expect(el.shadowRoot!.querySelectorAll('*').length).to.be.below(2000);
      expect(fieldOf(el, 'answer').tagName).to.equal('FIELDSET');
    });
  });
});
