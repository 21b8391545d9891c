import { describe, expect, it, vi } from 'vitest';
import { countIntl } from '../helpers/count-intl';
import { gregorianDate, umalquraDate } from '../../src/lib/calendar-days';
import { RIYADH_OFFSET_MS } from '../../src/lib/civil-dates';
import { DAY_MS } from '../../src/lib/durations';
import { formatDualDate, formatGregorian, formatHijri } from '../../src/lib/format-date';
import { UMALQURA_FIRST_DAY, UMALQURA_FIRST_YEAR, UMALQURA_MONTHS } from '../../src/lib/umalqura-table';

const RIYADH_MIDNIGHT_UTC_MS = -RIYADH_OFFSET_MS;
const intl = (tag: string, calendar: string) =>
  new Intl.DateTimeFormat(`${tag}-u-ca-${calendar}`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  });
const LOCALES = [
  ['ar', 'ar-SA'],
  ['en', 'en-GB'],
] as const;

const lastDay = (() => {
  let day = UMALQURA_FIRST_DAY;
  for (let index = 0; index < UMALQURA_MONTHS.length / 3; index += 1) {
    const mask = parseInt(UMALQURA_MONTHS.slice(index * 3, index * 3 + 3), 16);
    for (let month = 0; month < 12; month += 1) day += (mask >> month) & 1 ? 30 : 29;
  }
  return day - 1;
})();

describe('dates written without Intl (src/lib/calendar-days.ts, src/lib/format-date.ts)', () => {
  it('writes every day of the span in both calendars and both languages exactly as Intl does, at the first and last moment of the Riyadh day', () => {
    const mismatches: string[] = [];
    for (const [locale, tag] of LOCALES) {
      const hijri = intl(tag, 'islamic-umalqura');
      const gregorian = intl(tag, 'gregory');
      for (let day = UMALQURA_FIRST_DAY; day <= lastDay; day += 1) {
        const first = day * DAY_MS + RIYADH_MIDNIGHT_UTC_MS;
        for (const time of [first, first + DAY_MS - 1]) {
          const iso = new Date(time).toISOString();
          if (formatHijri(iso, locale) !== hijri.format(time)) mismatches.push(`hijri ${locale} ${iso}`);
          if (formatGregorian(iso, locale) !== gregorian.format(time)) mismatches.push(`gregorian ${locale} ${iso}`);
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('covers 1369–1500 AH: the first and last days are answered by the table, the days around them are not', () => {
    const first = UMALQURA_FIRST_DAY * DAY_MS + RIYADH_MIDNIGHT_UTC_MS;
    const last = lastDay * DAY_MS + RIYADH_MIDNIGHT_UTC_MS;
    expect(umalquraDate(first)).toEqual({ year: UMALQURA_FIRST_YEAR, month: 1, day: 1 });
    expect(umalquraDate(last)).toEqual({ year: 1500, month: 12, day: expect.any(Number) });
    expect(umalquraDate(first - 1)).toBeNull();
    expect(umalquraDate(last + DAY_MS)).toBeNull();
    expect(gregorianDate(first - 1)).toBeNull();
    expect(umalquraDate(Number.NaN)).toBeNull();
    // A known date: 22 November 2026 is 12 Jumada II 1448.
    expect(umalquraDate(Date.parse('2026-11-22T12:00:00Z'))).toEqual({ year: 1448, month: 6, day: 12 });
    expect(formatDualDate('2026-11-22T12:00:00Z', 'ar')).toEqual({
      hijri: '١٢ جمادى الآخرة ١٤٤٨ هـ',
      gregorian: '٢٢ نوفمبر ٢٠٢٦',
    });
    // 21:00 UTC is already the next day in Riyadh.
    expect(formatGregorian('2026-11-22T21:00:00Z', 'en')).toBe('23 November 2026');
  });

  it('asks Intl outside the span, and an unreadable date still fails as Intl fails', () => {
    for (const [locale, tag] of LOCALES) {
      for (const iso of ['1900-03-01T12:00:00Z', '1948-06-15T12:00:00Z', '2099-12-31T12:00:00Z']) {
        expect(formatHijri(iso, locale)).toBe(intl(tag, 'islamic-umalqura').format(new Date(iso)));
        expect(formatGregorian(iso, locale)).toBe(intl(tag, 'gregory').format(new Date(iso)));
      }
    }
    expect(() => formatHijri('not a date', 'ar')).toThrow(RangeError);
    expect(() => formatGregorian('not a date', 'en')).toThrow(RangeError);
  });

  it('builds no Intl date formatter for a date in the span', async () => {
    // A fresh copy of the module: formatters other tests built are not in its cache.
    vi.resetModules();
    const fresh = await import('../../src/lib/format-date');
    const counted = countIntl('DateTimeFormat');
    try {
      fresh.formatDualDate('2026-11-22T09:30:00.000Z', 'ar');
      fresh.formatDualDate('1999-01-01', 'en');
      expect(counted.built()).toBe(0);
      fresh.formatHijri('2100-01-01', 'ar');
      expect(counted.built()).toBe(1);
    } finally {
      counted.restore();
    }
  });
});
