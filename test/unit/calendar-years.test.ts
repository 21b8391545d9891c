import { describe, expect, it } from 'vitest';
import { gregorianYear, hijriYear, yearRange } from '../../server/services/receipts/calendar-years';
import { STATEMENT_YEARS } from '../../src/domain/receipts/statement-schema';
import { RIYADH_OFFSET_MS } from '../../src/lib/civil-dates';
import { UMALQURA_FIRST_YEAR, UMALQURA_MONTHS } from '../../src/lib/umalqura-table';

const LAST_YEAR = UMALQURA_FIRST_YEAR + UMALQURA_MONTHS.length / 3 - 1;
const umalquraFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'Asia/Riyadh',
});
const umalqura = (time: number) => {
  const of = (type: string) => Number(umalquraFormat.formatToParts(time).find((part) => part.type === type)?.value);
  return { year: of('year'), month: of('month'), day: of('day') };
};

describe('statement years (server/services/receipts/calendar-years.ts)', () => {
  it('each Hijri year of the table runs from 1 Muharram at midnight in Riyadh to the next, as Intl counts', () => {
    const wrong: string[] = [];
    for (let year = UMALQURA_FIRST_YEAR; year <= LAST_YEAR; year += 1) {
      const { start, end } = yearRange('hijri', year);
      const first = Date.parse(start);
      if ((first + RIYADH_OFFSET_MS) % 86_400_000 !== 0) wrong.push(`${year}: ${start} is not midnight in Riyadh`);
      const opening = umalqura(first);
      if (opening.year !== year || opening.month !== 1 || opening.day !== 1)
        wrong.push(`${year}: ${start} is ${JSON.stringify(opening)}`);
      if (umalqura(first - 1).year !== year - 1)
        wrong.push(`${year}: the moment before ${start} is not in ${year - 1}`);
      if (umalqura(Date.parse(end)).year !== year + 1 || umalqura(Date.parse(end) - 1).year !== year)
        wrong.push(`${year}: does not end where ${year + 1} starts`);
      if (
        hijriYear(new Date(first)) !== year ||
        (year > UMALQURA_FIRST_YEAR && hijriYear(new Date(first - 1)) !== year - 1)
      )
        wrong.push(`${year}: hijriYear disagrees at its start`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('every year a statement may ask for is inside the table; a year or an instant outside it is refused, not guessed', () => {
    expect(STATEMENT_YEARS.hijri.min).toBeGreaterThanOrEqual(UMALQURA_FIRST_YEAR);
    expect(STATEMENT_YEARS.hijri.max).toBeLessThanOrEqual(LAST_YEAR);
    expect(() => yearRange('hijri', LAST_YEAR + 1)).toThrow(RangeError);
    expect(() => yearRange('hijri', UMALQURA_FIRST_YEAR - 1)).toThrow(RangeError);
    expect(() => hijriYear(new Date('2099-01-01T00:00:00.000Z'))).toThrow(RangeError);
    expect(() => hijriYear(new Date('not a date'))).toThrow(RangeError);
  });

  it('a Gregorian year runs from 1 January at midnight in Riyadh, and the year of an instant is Riyadh’s', () => {
    expect(yearRange('gregorian', 2026)).toEqual({
      start: '2025-12-31T21:00:00.000Z',
      end: '2026-12-31T21:00:00.000Z',
    });
    expect(gregorianYear(new Date('2025-12-31T21:00:00.000Z'))).toBe(2026);
    expect(gregorianYear(new Date('2025-12-31T20:59:59.999Z'))).toBe(2025);
  });
});
