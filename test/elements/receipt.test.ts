// Receipts as a function: from what a card sent (and how it ended) to the line shown.
import { expect } from '@open-wc/testing';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { receiptText } from '../../packages/elements/src/internal/receipt.js';
import { uiText } from '../../packages/elements/src/messages/text.js';

addMessages('hi', hi);

const names = (content: { readonly [name: string]: unknown }) => Object.keys(content).join(', ');

describe('receiptText', () => {
  it('should say nothing while nothing was sent and the ask is open', () => {
    expect(receiptText(undefined, '', 'en')).to.equal(undefined);
  });

  it('should say what an accepted answer sent, as the card describes it', () => {
    expect(
      receiptText({ action: 'accept', content: { name: 'Ada', city: 'Pune' } }, '', 'en', names),
    ).to.equal(uiText('ui.receiptSent', { fields: 'name, city' }));
  });

  it('should say only Accepted when an accept sent nothing readable, or the card has no description', () => {
    expect(receiptText({ action: 'accept', content: {} }, '', 'en', names)).to.equal(
      uiText('ui.receipt-accept'),
    );
    expect(receiptText({ action: 'accept' }, '', 'en')).to.equal(uiText('ui.receipt-accept'));
  });

  it('should never describe the content of a decline or a cancel', () => {
    let described = 0;
    const count = () => String((described += 1));
    expect(receiptText({ action: 'decline', content: { name: 'Ada' } }, '', 'en', count)).to.equal(
      uiText('ui.declined'),
    );
    expect(receiptText({ action: 'cancel' }, '', 'en', count)).to.equal(
      uiText('ui.receipt-cancel'),
    );
    expect(described).to.equal(0);
  });

  it('should say Cancelled for a cancelled round, whatever else its detail holds', () => {
    expect(receiptText({ cancelled: true }, '', 'en')).to.equal(uiText('ui.receipt-cancel'));
  });

  it('should say Expired or Withdrawn for an ask that ended unanswered, and what was sent when it had answered', () => {
    expect(receiptText(undefined, 'expired', 'en')).to.equal(uiText('ui.receipt-expired'));
    expect(receiptText(undefined, 'withdrawn', 'en')).to.equal(uiText('ui.receipt-withdrawn'));
    expect(
      receiptText({ action: 'decline' }, 'expired', 'en'),
      'answered before it expired',
    ).to.equal(uiText('ui.declined'));
  });

  it('should speak the card locale', () => {
    expect(receiptText(undefined, 'withdrawn', 'hi')).to.equal(
      uiText('ui.receipt-withdrawn', {}, 'hi'),
    );
    expect(uiText('ui.receipt-withdrawn', {}, 'hi')).to.not.equal(uiText('ui.receipt-withdrawn'));
  });
});
