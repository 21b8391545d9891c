import type { StatementCalendar } from '#src/domain/receipts/statement-schema';
import { umalquraDate, umalquraYearStart } from '#src/lib/calendar-days';
import { RIYADH_OFFSET_MS } from '#src/lib/civil-dates';

/**
 * Years of a statement as instants: a year runs from midnight in Riyadh on its first day to
 * midnight on the first day of the next. Hijri years follow Umm al-Qura, the calendar the site
 * prints, from the same table as every date the site writes (src/lib/calendar-days.ts,
 * docs/decisions/041). The table covers every year a statement may cover (STATEMENT_YEARS) and
 * every payment the site can hold (1949–2077); test/unit/calendar-years.test.ts checks both.
 */

/** The Hijri (Umm al-Qura) year of an instant, in Riyadh. */
export function hijriYear(instant: Date): number {
  const date = umalquraDate(instant.getTime());
  if (!date) throw new RangeError(`the Umm al-Qura table has no date for ${String(instant)}`);
  return date.year;
}

/** The Gregorian year of an instant, in Riyadh (UTC+3 all year). */
export function gregorianYear(instant: Date): number {
  return new Date(instant.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
}

export function yearOfCalendar(calendar: StatementCalendar, instant: Date): number {
  return calendar === 'hijri' ? hijriYear(instant) : gregorianYear(instant);
}

function hijriYearStart(year: number): Date {
  const start = umalquraYearStart(year);
  if (start === null) throw new RangeError(`the Umm al-Qura table has no year ${year}`);
  return new Date(start);
}

/** [start, end) of a year in either calendar, as ISO instants (comparable with stored ISO strings). */
export function yearRange(calendar: StatementCalendar, year: number): { start: string; end: string } {
  if (calendar === 'gregorian') {
    return {
      start: new Date(Date.UTC(year, 0, 1) - RIYADH_OFFSET_MS).toISOString(),
      end: new Date(Date.UTC(year + 1, 0, 1) - RIYADH_OFFSET_MS).toISOString(),
    };
  }
  return { start: hijriYearStart(year).toISOString(), end: hijriYearStart(year + 1).toISOString() };
}
