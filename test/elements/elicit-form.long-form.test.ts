import { expect } from '@open-wc/testing';
import { renderForm, part } from './helpers/form-helpers.js';
import { axTree } from './helpers/ax-helpers.js';
import { click, settle } from './helpers/dom.js';

/** A form of `count` optional text fields, field `required` required and empty. */
function longForm(count: number, required: number) {
  const properties = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }]),
  );
  return {
    message: 'Many fields',
    requestedSchema: { type: 'object', properties, required: [`f${required}`] },
  };
}

describe('elicit-form', () => {
  describe('long forms (fields out of view skip layout)', () => {
    it('should mark only long forms, so short ones keep their plain layout', async () => {
      const short = await renderForm(longForm(10, 3));
      expect(short.shadowRoot!.querySelector('.fields')!.classList.contains('long')).to.equal(
        false,
      );
      const long = await renderForm(longForm(60, 50));
      const fields = long.shadowRoot!.querySelector('.fields')!;
      expect(fields.classList.contains('long')).to.equal(true);
      expect(getComputedStyle(fields.querySelector('.field')!).contentVisibility).to.equal('auto');
    });

    it('should still focus, show and name the first invalid field far below the fold', async () => {
      const el = await renderForm(longForm(60, 50));
      await click(part(el, 'accept'));
      await settle();
      const focused = el.shadowRoot!.activeElement as HTMLElement;
      expect(focused.id).to.equal('f50');
      const box = focused.getBoundingClientRect();
      expect(box.height, 'laid out once focused').to.be.greaterThan(0);
      expect(box.bottom > 0 && box.top < innerHeight, 'scrolled into view').to.equal(true);
      const node = (await axTree()).find(
        (entry) => entry.role === 'textbox' && entry.name.startsWith('Field 50'),
      );
      expect(node?.description).to.contain('This field is required.');
    });
  });
});
