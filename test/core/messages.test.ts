import { expect } from 'chai';
import { addMessages, formatMessage } from '../../packages/core/src/messages/catalog.js';

describe('formatMessage', () => {
  it('should fill placeholders', () => {
    expect(formatMessage('content.rangeUnderflow', { min: 3 })).to.equal('Enter 3 or more.');
  });
  it('should pluralise through functions', () => {
    expect(formatMessage('content.tooShort', { min: 1 })).to.equal('Use at least 1 character.');
    expect(formatMessage('content.tooShort', { min: 4 })).to.equal('Use at least 4 characters.');
  });
  it('should fall back from region to language to English', () => {
    addMessages('xx', { 'ui.accept': 'Axx' });
    expect(formatMessage('ui.accept', {}, 'xx-YY')).to.equal('Axx');
    expect(formatMessage('ui.decline', {}, 'xx-YY')).to.equal('Decline');
  });
  it('should show an unknown code rather than nothing', () => {
    expect(formatMessage('no.such.code')).to.equal('no.such.code');
  });
});
