// Run only by the far-zone groups (WTR_TIMEZONE, see web-test-runner.config.mjs): proves the
// page really runs in the zone asked for, so the date tests beside it are not run in UTC again.
import { expect } from '@open-wc/testing';

describe('the browser zone of this run', () => {
  it('should be far from UTC (a date read as local midnight is not the UTC date there)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.be.oneOf([
      'Asia/Kolkata',
      'Asia/Calcutta',
      'America/Los_Angeles',
    ]);
    const offset = new Date(2026, 1, 28).getTimezoneOffset();
    expect(Math.abs(offset), 'minutes from UTC').to.be.at.least(300);
    // The bug these runs catch: local midnight written back through toISOString() moves the day.
    expect(new Date(2026, 1, 28).toISOString().slice(0, 10) === '2026-02-28').to.equal(offset > 0);
  });
});
