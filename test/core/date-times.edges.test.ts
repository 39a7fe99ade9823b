import { expect } from 'chai';
import { localDateTimeToWire, wireDateOf, wireDateTimeToLocal } from '@elicit-kit/core';

// The last valid value of each clock field and of the year range, and one past it: a
// check left out would let `24:00` roll over into the next day instead of being refused.
describe('localDateTimeToWire: clock fields at their edge', () => {
  it('should take 23:59:59 and refuse hour 24, minute 60 and second 60', () => {
    expect(localDateTimeToWire('2026-01-01T23:59:59', 'UTC')).to.equal('2026-01-01T23:59:59Z');
    expect(localDateTimeToWire('2026-01-01T24:00', 'UTC')).to.equal(undefined);
    expect(localDateTimeToWire('2026-01-01T23:60', 'UTC')).to.equal(undefined);
    expect(localDateTimeToWire('2026-01-01T23:59:60', 'UTC')).to.equal(undefined);
  });
});

describe('the date-time conversions: years 1 and 9999', () => {
  it('should convert the first and last instants of the range and nothing past them', () => {
    expect(localDateTimeToWire('0001-01-01T00:00', 'UTC')).to.equal('0001-01-01T00:00:00Z');
    expect(localDateTimeToWire('9999-12-31T23:59', 'UTC')).to.equal('9999-12-31T23:59:00Z');
    expect(wireDateTimeToLocal('0001-01-01T00:00:00Z', 'UTC')).to.equal('0001-01-01T00:00');
    expect(wireDateTimeToLocal('9999-12-31T23:59:00Z', 'UTC')).to.equal('9999-12-31T23:59');
    // One hour east of UTC, the last instant is already year 10000 on the wall clock.
    expect(wireDateTimeToLocal('9999-12-31T23:30:00Z', 'Europe/Paris')).to.equal(undefined);
    expect(wireDateOf(Date.UTC(9999, 11, 31, 12), 'UTC')).to.equal('9999-12-31');
  });
});
