import { describe, expect, it } from 'vitest';
import { addDays, dayEndUtc, dayStartUtc, isCivilDate, riyadhDate } from '../../src/lib/civil-dates';

/** Civil dates in Riyadh (src/lib/civil-dates.ts), the one reading every area uses. */
describe('civil dates', () => {
  it('are real days only: the shape and a day the month has', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31', '2026-01-01'].every(isCivilDate)).toBe(true);
    expect(
      [
        '2026-02-29',
        '2026-02-30',
        '2026-04-31',
        '2026-13-01',
        '2026-00-10',
        '2026-1-1',
        '2026-01-01T00:00:00Z',
        ' 2026-01-01',
        '',
      ].some(isCivilDate),
    ).toBe(false);
  });

  it('read an instant in Riyadh (UTC+3), from a Date or an ISO string', () => {
    expect(riyadhDate(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24');
    expect(riyadhDate('2026-11-24T21:00:00Z')).toBe('2026-11-25');
  });

  it('count days across months, years and leap days, both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-25', 90)).toBe('2027-02-23');
  });

  it('start and end a Riyadh day in UTC: 21:00 the evening before, for a range [start, next start)', () => {
    expect(dayStartUtc('2026-11-25')).toBe('2026-11-24T21:00:00.000Z');
    expect(dayEndUtc('2026-11-25')).toBe('2026-11-25T21:00:00.000Z');
    expect(dayEndUtc('2026-12-31')).toBe(dayStartUtc('2027-01-01'));
  });
});
