import type { StatementCalendar } from '#src/domain/receipts/statement-schema';
import { DAY_MS, RIYADH_OFFSET_MS, gregorianDate, umalquraDate, umalquraYearStart } from '#src/lib/calendar-days';

/**
 * Years of a statement as instants: a year runs from midnight in Riyadh on its first day to
 * midnight on the first day of the next. Hijri years follow Umm al-Qura, the calendar the site
 * prints, read from the same table as every date the site writes (src/lib/calendar-days.ts,
 * docs/decisions/041). Outside the table's span (1369–1500 AH) Intl answers, and a Hijri year's
 * start is found by walking days from an estimate.
 */
const RIYADH = 'Asia/Riyadh';
let hijriYearFormat: Intl.DateTimeFormat | null = null;
let gregorianYearFormat: Intl.DateTimeFormat | null = null;

function yearOf(format: Intl.DateTimeFormat, instant: Date): number {
  return Number(format.formatToParts(instant).find((part) => part.type === 'year')?.value);
}

/** The Hijri (Umm al-Qura) year of an instant, in Riyadh. */
export function hijriYear(instant: Date): number {
  return umalquraDate(instant.getTime())?.year ?? yearOf((hijriYearFormat ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { year: 'numeric', timeZone: RIYADH })), instant);
}

export function gregorianYear(instant: Date): number {
  return gregorianDate(instant.getTime())?.year ?? yearOf((gregorianYearFormat ??= new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', { year: 'numeric', timeZone: RIYADH })), instant);
}

export function yearOfCalendar(calendar: StatementCalendar, instant: Date): number {
  return calendar === 'hijri' ? hijriYear(instant) : gregorianYear(instant);
}

/** Midnight in Riyadh (UTC+3, no daylight saving) of the Riyadh day containing `instant`. */
function riyadhMidnight(instant: Date): Date {
  const shifted = instant.getTime() + RIYADH_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - RIYADH_OFFSET_MS);
}

function hijriYearStart(year: number): Date {
  const known = umalquraYearStart(year);
  if (known !== null) return new Date(known);
  // 1 Muharram 1 AH ≈ 16 July 622; a Hijri year is about 354.367 days. Start three weeks early.
  const estimate = Date.UTC(622, 6, 16) + (year - 1) * 354.36667 * DAY_MS - 21 * DAY_MS;
  let day = riyadhMidnight(new Date(estimate));
  for (let i = 0; i < 60 && hijriYear(new Date(day.getTime() + DAY_MS / 2)) < year; i += 1) day = new Date(day.getTime() + DAY_MS);
  return day;
}

/** [start, end) of a year in either calendar, as ISO instants (comparable with stored ISO strings). */
export function yearRange(calendar: StatementCalendar, year: number): { start: string; end: string } {
  if (calendar === 'gregorian') {
    return { start: new Date(Date.UTC(year, 0, 1) - RIYADH_OFFSET_MS).toISOString(), end: new Date(Date.UTC(year + 1, 0, 1) - RIYADH_OFFSET_MS).toISOString() };
  }
  return { start: hijriYearStart(year).toISOString(), end: hijriYearStart(year + 1).toISOString() };
}
