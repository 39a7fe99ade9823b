// The round's status line is state as a code, translated when rendered: a locale that
// changes while the round is shown changes it too, and "sending" is recognised in any locale.
import { expect } from '@open-wc/testing';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import '@elicit-kit/elements/define';
import type { ElicitRound } from '@elicit-kit/elements';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { part, settle } from './helpers/dom.js';

addMessages('hi', hi);
const url = {
  method: 'elicitation/create',
  params: { mode: 'url', message: 'Sign in', url: 'https://example.com/', elicitationId: 'e1' },
};
const confirm = { method: 'elicitation/create', params: { message: 'Deploy now?' } };

async function round(inputRequests: Record<string, unknown>): Promise<ElicitRound> {
  const element = document.createElement('elicit-round') as ElicitRound;
  element.locale = 'en';
  element.result = { resultType: 'input_required', inputRequests };
  document.body.append(element);
  await element.updateComplete;
  await settle();
  return element;
}

const summary = (element: ElicitRound) => part(element, 'summary').textContent?.trim();

describe('<elicit-round> status line and locale', () => {
  afterEach(() => document.querySelectorAll('elicit-round').forEach((element) => element.remove()));

  it('should say what needs attention in the locale set after it was said', async () => {
    const element = await round({ login: url });
    part(element, 'send').click();
    await settle();
    expect(summary(element)).to.equal(uiText('ui.roundErrorSummary', { count: 1 }, 'en'));
    element.locale = 'hi';
    await settle();
    expect(summary(element)).to.equal(uiText('ui.roundErrorSummary', { count: 1 }, 'hi'));
  });

  it('should stop saying it is sending when unlocked after the locale changed', async () => {
    const element = await round({ confirm });
    part(element, 'send').click();
    await settle();
    part(element, 'send').click();
    await settle();
    expect(summary(element)).to.equal(uiText('ui.sending', {}, 'en'));
    element.locale = 'hi';
    await settle();
    element.busy = false;
    await settle();
    expect(summary(element)).to.equal('');
  });
});
