import { expect } from '@open-wc/testing';
import { defaultContent, validateContent, type ElicitFormParams } from '@elicit-kit/core';
import fixtures from '../fixtures/requested-schemas.json' with { type: 'json' };
import {
  $$,
  collect,
  part,
  renderForm,
  reviewAndSend,
  settle,
  click,
} from './helpers/form-helpers.js';

interface Entry {
  readonly description: string;
  readonly requestedSchema?: unknown;
  readonly expect?: string;
  readonly expectedAcceptContentWhenUserChangesNothing?: unknown;
}

describe('elicit-form', () => {
  describe('fixtures', () => {
    (fixtures as readonly Entry[]).forEach((entry, index) => {
      it(`should render #${index} (${entry.description.slice(0, 60)}) and send its defaults untouched`, async () => {
        const request = {
          message: `Fixture ${index}`,
          requestedSchema: entry.requestedSchema,
        } as ElicitFormParams;
        const el = await renderForm(request);
        const compiled = el.compiled;
        if (!compiled.ok) {
          expect(entry.expect).to.equal('reject-schema');
          expect(part(el, 'warning').textContent).to.contain('cannot be shown');
          expect(el.shadowRoot!.querySelector('[part~="accept"]')).to.equal(null);
          return;
        }
        expect($$(el, '[part~="field"]').map((field) => field.dataset.name)).to.deep.equal(
          compiled.fields.map((field) => field.name),
        );
        const defaults = defaultContent(compiled);
        if (compiled.fields.length === 0) {
          const seen = collect(el);
          await click(part(el, 'accept'));
          expect(seen).to.deep.equal([{ action: 'accept', content: {} }]);
          return;
        }
        if (validateContent(compiled, defaults).length > 0) {
          // Invalid by default (e.g. required fields without defaults): the reason shows.
          const seen = collect(el);
          await click(part(el, 'accept'));
          await settle(el);
          expect(seen).to.deep.equal([]);
          expect(part(el, 'summary').textContent).to.contain('attention');
          expect($$(el, '[part~="error"]').length).to.be.above(0);
          return;
        }
        const seen = await reviewAndSend(el);
        expect(seen).to.deep.equal([{ action: 'accept', content: defaults }]);
        if (entry.expectedAcceptContentWhenUserChangesNothing !== undefined) {
          expect(seen[0]!.content).to.deep.equal(entry.expectedAcceptContentWhenUserChangesNothing);
        }
      });
    });
  });
});
