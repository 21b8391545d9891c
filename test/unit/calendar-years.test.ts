import { describe, expect, it } from 'vitest';
import { gregorianYear, hijriYear, yearRange } from '../../server/services/receipts/calendar-years';
import { UMALQURA_FIRST_YEAR, UMALQURA_MONTHS } from '../../src/lib/umalqura-table';

const LAST_YEAR = UMALQURA_FIRST_YEAR + UMALQURA_MONTHS.length / 3 - 1;
const parts = (calendar: string) => {
  const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'Asia/Riyadh' });
  return (time: number) => {
    const of = (type: string) => Number(format.formatToParts(time).find((part) => part.type === type)?.value);
    return { year: of('year'), month: of('month'), day: of('day') };
  };
};
const umalqura = parts('islamic-umalqura');

describe('statement years (server/services/receipts/calendar-years.ts)', () => {
  it('each Hijri year of the table, and one on either side, runs from 1 Muharram at midnight in Riyadh to the next, as Intl counts', () => {
    const wrong: string[] = [];
    for (let year = UMALQURA_FIRST_YEAR - 1; year <= LAST_YEAR + 1; year += 1) {
      const { start, end } = yearRange('hijri', year);
      const first = Date.parse(start);
      if (first % 3_600_000 !== 0 || new Date(first + 3 * 3_600_000).getUTCHours() !== 0) wrong.push(`${year}: ${start} is not midnight in Riyadh`);
      const opening = umalqura(first);
      if (opening.year !== year || opening.month !== 1 || opening.day !== 1) wrong.push(`${year}: ${start} is ${JSON.stringify(opening)}`);
      if (umalqura(first - 1).year !== year - 1) wrong.push(`${year}: the moment before ${start} is not in ${year - 1}`);
      if (end !== yearRange('hijri', year + 1).start) wrong.push(`${year}: ends at ${end}, not where ${year + 1} starts`);
      if (hijriYear(new Date(first)) !== year || hijriYear(new Date(first - 1)) !== year - 1) wrong.push(`${year}: hijriYear disagrees at its start`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('a Gregorian year runs from 1 January at midnight in Riyadh, and the year of an instant is Riyadh’s', () => {
    expect(yearRange('gregorian', 2026)).toEqual({ start: '2025-12-31T21:00:00.000Z', end: '2026-12-31T21:00:00.000Z' });
    expect(gregorianYear(new Date('2025-12-31T21:00:00.000Z'))).toBe(2026);
    expect(gregorianYear(new Date('2025-12-31T20:59:59.999Z'))).toBe(2025);
    // Outside the table's span the answer comes from Intl, and agrees.
    expect(gregorianYear(new Date('2099-12-31T21:00:00.000Z'))).toBe(2100);
    expect(hijriYear(new Date('2099-12-31T21:00:00.000Z'))).toBe(umalqura(Date.parse('2099-12-31T21:00:00.000Z')).year);
  });
});
