/**
 * When a periodic gift is due: pure date rules, the same on the server (the scheduler) and in the
 * browser (the form's "next charge" preview). Dates are civil dates in Riyadh (UTC+3, no daylight
 * saving) written `YYYY-MM-DD`; the Hijri calendar is Umm al-Qura (ICU's `islamic-umalqura`).
 * docs/behaviour.md#B-PERIODIC-1
 */
import { umalquraDate, type CalendarDate } from '../../lib/calendar-days';
import { addDays, civilDateParts as parts, RIYADH_OFFSET_MS, utcNoon } from '../../lib/civil-dates';
import { DAY_MS } from '../../lib/durations';

export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'friday', 'ramadan-last-ten'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The hour (Riyadh) a charge is made: mornings, and after sunset for the nights of Ramadan. */
export const CHARGE_HOUR = 9;
export const RAMADAN_CHARGE_HOUR = 20;

export interface PlanRule {
  frequency: Frequency;
  /** The plan's first day: monthly plans keep its day of the month, weekly plans its weekday. */
  anchorDate: string;
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcNoon(b) - utcNoon(a)) / DAY_MS);
}

/** 0 = Sunday … 5 = Friday, 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(utcNoon(date)).getUTCDay();
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

// Built on first use only (building the first date formatter is costly, in a browser most of all).
let hijriFormat: Intl.DateTimeFormat | undefined;

/** The Umm al-Qura date of a civil date: the site's table (src/lib/calendar-days.ts), Intl outside its span. */
export function hijri(date: string): CalendarDate {
  const noon = utcNoon(date);
  const known = umalquraDate(noon);
  if (known) return known;
  hijriFormat ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const found: Record<string, number> = {};
  for (const part of hijriFormat.formatToParts(new Date(noon))) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') found[part.type] = Number(part.value);
  }
  return { year: found.year ?? 0, month: found.month ?? 0, day: found.day ?? 0 };
}

const RAMADAN = 9;

/**
 * The evenings whose night is one of Ramadan's last ten: the night of the 21st begins at sunset on
 * the 20th, so the evenings of the 20th up to the day before the month's last day (Eid's eve is not
 * one). Nine or ten evenings, as the month has 29 or 30 days by Umm al-Qura.
 */
export function isRamadanLastTenEvening(date: string): boolean {
  const today = hijri(date);
  if (today.month !== RAMADAN || today.day < 20) return false;
  return hijri(addDays(date, 1)).month === RAMADAN;
}

function matches(rule: PlanRule, date: string): boolean {
  switch (rule.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return weekday(date) === weekday(rule.anchorDate);
    case 'friday':
      return weekday(date) === 5;
    case 'monthly': {
      const { y, m, d } = parts(date);
      // The 29th–31st fall on the month's last day in shorter months.
      return d === Math.min(parts(rule.anchorDate).d, daysInMonth(y, m));
    }
    case 'ramadan-last-ten':
      return isRamadanLastTenEvening(date);
  }
}

/** Far enough to reach next Ramadan from any day of the year. */
const SEARCH_DAYS = 400;

/** The first due date on or after `from` (never before the anchor), or null when none is near. */
export function firstDueOnOrAfter(rule: PlanRule, from: string): string | null {
  let date = from < rule.anchorDate ? rule.anchorDate : from;
  if (rule.frequency === 'ramadan-last-ten') {
    for (let i = 0; i < SEARCH_DAYS; i += 1, date = addDays(date, 1)) if (matches(rule, date)) return date;
    return null;
  }
  // Every other rule recurs within a month: a short walk.
  for (let i = 0; i < 32; i += 1, date = addDays(date, 1)) if (matches(rule, date)) return date;
  return null;
}

/** The due date after `date`. */
export function nextDueAfter(rule: PlanRule, date: string): string | null {
  return firstDueOnOrAfter(rule, addDays(date, 1));
}

/** Every due date from `from` to `to` inclusive (tests, the form's preview). */
export function dueDatesBetween(rule: PlanRule, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = firstDueOnOrAfter(rule, from); date !== null && date <= to; date = nextDueAfter(rule, date))
    dates.push(date);
  return dates;
}

/** The instant a due date is charged (UTC ISO): 09:00 Riyadh, or 20:00 for Ramadan's nights. */
export function chargeInstant(frequency: Frequency, date: string): string {
  const hour = frequency === 'ramadan-last-ten' ? RAMADAN_CHARGE_HOUR : CHARGE_HOUR;
  const { y, m, d } = parts(date);
  return new Date(Date.UTC(y, m - 1, d, hour) - RIYADH_OFFSET_MS).toISOString();
}
