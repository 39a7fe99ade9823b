// persistKey without a reload (the reloads themselves: test/e2e/persist): what is written,
// what is never written, and when it is forgotten.
import { expect } from '@open-wc/testing';
import type { ElicitFormParams } from '@elicit-kit/core';
import { $, renderForm, typeInto, type ElicitForm } from './helpers/form-helpers.js';

const ask: ElicitFormParams = {
  message: 'Sign up',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      password: { type: 'string', title: 'Password' },
    },
  },
};

async function persisted(key: string): Promise<ElicitForm> {
  const form = await renderForm(ask);
  form.persistKey = key;
  form.request = { ...ask };
  await form.updateComplete;
  return form;
}

describe('persistKey', () => {
  afterEach(() => sessionStorage.clear());

  it('should write the draft to sessionStorage without the secret-looking field', async () => {
    const form = await persisted('a');
    await typeInto($(form, '#f0'), 'Ada');
    await typeInto($(form, '#f1'), 'hunter2');
    expect(JSON.parse(sessionStorage.getItem('elicit-kit:a')!)).to.deep.equal({ name: 'Ada' });
    expect(localStorage.getItem('elicit-kit:a')).to.equal(null);
  });

  it('should forget the draft when the card is withdrawn or expires', async () => {
    const form = await persisted('b');
    await typeInto($(form, '#f0'), 'Ada');
    form.withdrawn = true;
    await form.updateComplete;
    expect(sessionStorage.getItem('elicit-kit:b')).to.equal(null);
    const other = await persisted('c');
    await typeInto($(other, '#f0'), 'Ada');
    other.deadline = Date.now() - 1;
    await other.updateComplete;
    expect(sessionStorage.getItem('elicit-kit:c')).to.equal(null);
  });

  it('should restore what fits, never into a secret-looking field, and ignore what does not fit', async () => {
    sessionStorage.setItem(
      'elicit-kit:d',
      JSON.stringify({ name: 'Ada', password: 'planted', other: 'x' }),
    );
    const form = await persisted('d');
    expect(($(form, '#f0') as HTMLInputElement).value).to.equal('Ada');
    expect(($(form, '#f1') as HTMLInputElement).value).to.equal('');
    sessionStorage.setItem('elicit-kit:e', '{not json');
    const broken = await persisted('e');
    expect(($(broken, '#f0') as HTMLInputElement).value).to.equal('');
  });
});
