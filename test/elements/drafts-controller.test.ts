// The drafts controller: on a bare card (save, restore, forget, never a secret), then as
// <elicit-form> and <elicit-round> use it, forgotten on answer, expiry and withdrawal.
import { expect, fixture, html } from '@open-wc/testing';
import { html as litHtml, type PropertyDeclarations } from 'lit';
import type { ElicitFormParams } from '@elicit-kit/core';
import { ElicitElement, ElicitRound } from '@elicit-kit/elements';
import {
  DraftsController,
  type DraftFields,
} from '../../packages/elements/src/internal/drafts-controller.js';
import { $, renderForm, typeInto, type ElicitForm } from './helpers/form-helpers.js';
import { card, click, part, settle } from './helpers/round-helpers.js';

if (!customElements.get('elicit-round')) customElements.define('elicit-round', ElicitRound);

/** A card with drafts only; `inner` fires an answer from a shadow child (as a wrapped card's would). */
class DraftCard extends ElicitElement {
  static override properties: PropertyDeclarations = { busy: { type: Boolean } };
  busy = false;
  readonly drafts = new DraftsController(this, 'answer');

  override render() {
    return litHtml`<span part="inner"></span>`;
  }
}
customElements.define('draft-card', DraftCard);

const stored = (key: string): unknown =>
  JSON.parse(sessionStorage.getItem(`elicit-kit:${key}`) ?? 'null');
const fields = (drafts: Record<string, unknown>, secret: string[] = []): DraftFields => ({
  names: Object.keys(drafts),
  secret: new Set(secret),
  draft: (name) => drafts[name],
});

async function draftCard(key: string): Promise<DraftCard> {
  const element = await fixture<DraftCard>(html`<draft-card .persistKey=${key}></draft-card>`);
  await element.updateComplete;
  return element;
}

describe('DraftsController', () => {
  afterEach(() => sessionStorage.clear());

  it('should save every field but the secret-looking ones, and nothing without persistKey', async () => {
    const element = await draftCard('k1');
    element.drafts.saveFields(fields({ name: 'Ada', token: 's3cret', tags: ['a'] }, ['token']));
    expect(stored('k1')).to.deep.equal({ name: 'Ada', tags: ['a'] });
    const keyless = await draftCard('');
    keyless.drafts.saveFields(fields({ name: 'Ada' }));
    expect(Object.keys(sessionStorage)).to.deep.equal(['elicit-kit:k1']);
  });

  it('should restore only what fits the field now, never into a secret-looking field', async () => {
    sessionStorage.setItem(
      'elicit-kit:k2',
      JSON.stringify({
        name: 'Ada',
        token: 'planted',
        tags: 'not a list',
        agree: true,
        other: 'x',
        bad: [1],
      }),
    );
    const element = await draftCard('k2');
    const restored: Record<string, unknown> = {};
    element.drafts.restoreFields(
      fields({ name: '', token: '', tags: [], agree: undefined, bad: undefined }, ['token']),
      (name, draft) => (restored[name] = draft),
    );
    expect(restored).to.deep.equal({ name: 'Ada', agree: true });
  });

  it('should forget on its own answer, not on one passing through from a card inside it', async () => {
    const element = await draftCard('k3');
    element.drafts.save({ name: 'Ada' });
    part(element, 'inner').dispatchEvent(new Event('answer', { bubbles: true, composed: true }));
    expect(stored('k3'), 'an inner card answered').to.deep.equal({ name: 'Ada' });
    element.dispatchEvent(new Event('answer'));
    expect(stored('k3')).to.equal(null);
  });

  it('should forget on expiry, and save nothing more once the ask ended', async () => {
    const element = await draftCard('k4');
    element.drafts.save({ name: 'Ada' });
    element.deadline = Date.now() - 1;
    await element.updateComplete;
    expect(stored('k4')).to.equal(null);
    element.drafts.save({ name: 'Ada Lovelace' });
    expect(stored('k4'), 'typed after the deadline').to.equal(null);
  });
});

describe('drafts in the cards', () => {
  afterEach(() => sessionStorage.clear());
  const ask: ElicitFormParams = {
    message: 'Who?',
    requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
  };

  /** A round of one form ask under `key`, with "Ada" typed into it. */
  async function typedRound(key: string): Promise<ElicitRound> {
    const round = await fixture<ElicitRound>(html`<elicit-round
      .persistKey=${key}
      .result=${{ resultType: 'input_required', inputRequests: { who: { method: 'elicitation/create', params: ask } } }}
    ></elicit-round>`);
    await settle();
    await typeInto(
      card<ElicitForm>(round, 'who', 'elicit-form').shadowRoot!.querySelector('input')!,
      'Ada',
    );
    return round;
  }

  it('should forget a form draft once the form answers', async () => {
    const form: ElicitForm = await renderForm(ask);
    form.persistKey = 'f1';
    await form.updateComplete;
    await typeInto($(form, '#f0'), 'Ada');
    expect(stored('f1')).to.deep.equal({ name: 'Ada' });
    await click(part(form, 'decline'));
    expect(stored('f1')).to.equal(null);
  });

  it('should keep a round and its forms under one key until Send, then forget them all', async () => {
    const round = await typedRound('r1');
    expect(stored('r1/who')).to.deep.equal({ name: 'Ada' });
    expect((stored('r1') as { result: unknown }).result).to.not.equal(undefined);
    await click(part(round, 'send'));
    await settle();
    await click(part(round, 'send'));
    expect(stored('r1')).to.equal(null);
    expect(stored('r1/who')).to.equal(null);
  });

  it('should forget a round and its forms when it is withdrawn', async () => {
    const round = await typedRound('r2');
    round.withdrawn = true;
    await round.updateComplete;
    expect(
      Object.keys(sessionStorage).filter((name) => name.startsWith('elicit-kit:r2')),
    ).to.deep.equal([]);
  });
});
