import { DAY_MS } from './durations';
import { RIYADH_OFFSET_MS } from './civil-dates';
import { UMALQURA_FIRST_DAY, UMALQURA_FIRST_YEAR, UMALQURA_MONTHS } from './umalqura-table';

/**
 * Calendar dates of an instant as the site writes them (in Riyadh), without Intl: the first
 * Intl.DateTimeFormat a browser page builds loads ICU's date data, 15–25 ms on a desktop CPU and
 * four times that on a phone, in the middle of hydration (docs/decisions/041). Only the span the
 * Umm al-Qura table covers (1369–1500 AH, October 1949 to November 2077) is answered here; every
 * other instant returns null and the caller asks Intl (src/lib/format-date.ts,
 * src/domain/periodic/schedule.ts).
 */

/** A calendar date: month 1–12, day 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const YEARS = UMALQURA_MONTHS.length / 3;

const monthsOf = (index: number): number => parseInt(UMALQURA_MONTHS.slice(index * 3, index * 3 + 3), 16);
const monthLength = (mask: number, month: number): number => ((mask >> (month - 1)) & 1 ? 30 : 29);
const yearLength = (mask: number): number => {
  let days = 0;
  for (let month = 1; month <= 12; month += 1) days += monthLength(mask, month);
  return days;
};

/** The Riyadh day of 1 Muharram of each year of the table, and of the year after the last. */
let yearStarts: number[] | null = null;
function starts(): number[] {
  if (!yearStarts) {
    yearStarts = [UMALQURA_FIRST_DAY];
    for (let index = 0; index < YEARS; index += 1) yearStarts.push(yearStarts[index] + yearLength(monthsOf(index)));
  }
  return yearStarts;
}

/** The Riyadh day (days since 1970-01-01) an instant falls on, or null outside the table's span. */
function riyadhDay(time: number): number | null {
  if (!Number.isFinite(time)) return null;
  const day = Math.floor((time + RIYADH_OFFSET_MS) / DAY_MS);
  const all = starts();
  return day >= all[0] && day < all[YEARS] ? day : null;
}

/** The Umm al-Qura date of an instant in Riyadh, or null outside the table's span. */
export function umalquraDate(time: number): CalendarDate | null {
  const day = riyadhDay(time);
  if (day === null) return null;
  const all = starts();
  let low = 0;
  let high = YEARS - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (all[middle] <= day) low = middle;
    else high = middle - 1;
  }
  const mask = monthsOf(low);
  let rest = day - all[low];
  let month = 1;
  while (rest >= monthLength(mask, month)) {
    rest -= monthLength(mask, month);
    month += 1;
  }
  return { year: UMALQURA_FIRST_YEAR + low, month, day: rest + 1 };
}

/**
 * The instant 1 Muharram of an Umm al-Qura year begins (midnight in Riyadh), or null for a year
 * the table does not cover. The start of the year after the last is known too: it ends the last.
 */
export function umalquraYearStart(year: number): number | null {
  const index = year - UMALQURA_FIRST_YEAR;
  if (!Number.isInteger(index) || index < 0 || index > YEARS) return null;
  return starts()[index] * DAY_MS - RIYADH_OFFSET_MS;
}

/** The Gregorian date of an instant in Riyadh, or null outside the table's span. */
export function gregorianDate(time: number): CalendarDate | null {
  const day = riyadhDay(time);
  if (day === null) return null;
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
