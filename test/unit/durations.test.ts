import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, isoAfter, MINUTE_MS, YEAR_MS } from '../../src/lib/durations';

/** The lengths of time and the one way an instant later (or earlier) is written for the database. */
describe('durations', () => {
  it('counts a minute, an hour, a day and a year in milliseconds', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS, YEAR_MS]).toEqual([60_000, 3_600_000, 86_400_000, 31_536_000_000]);
  });

  it('writes the instant after or before a moment as UTC ISO text, which sorts as time does', () => {
    const now = new Date('2026-11-25T21:30:00.000Z');
    expect(isoAfter(now, 45 * MINUTE_MS)).toBe('2026-11-25T22:15:00.000Z');
    expect(isoAfter(now, -DAY_MS)).toBe('2026-11-24T21:30:00.000Z');
    expect(isoAfter(now, 3 * HOUR_MS) > isoAfter(now, 2 * HOUR_MS)).toBe(true);
    expect(now.toISOString()).toBe('2026-11-25T21:30:00.000Z');
  });
});
