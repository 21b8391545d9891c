import { DAY_MS, HOUR_MS } from './durations';

/**
 * Civil dates, written `YYYY-MM-DD`, in the association's time: Asia/Riyadh, UTC+3 all year, without
 * daylight saving since 1947. Every area reads them here (periodic gifts, campaigns, the back
 * office's days and ranges, the forms' checks); the module carries no calendar table, so browser
 * code can import it for a check.
 */
export const RIYADH_OFFSET_MS = 3 * HOUR_MS;

/** The written shape; `isCivilDate` also checks the day exists. */
export const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a date already known to have the shape. */
export function civilDateParts(date: string): { y: number; m: number; d: number } {
  const match = CIVIL_DATE.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** A real day: the shape, and a day its month has (2026-02-30 is not one; `Date.parse` takes it as 2 March). */
export function isCivilDate(text: string): boolean {
  if (!CIVIL_DATE.test(text)) return false;
  const { y, m, d } = civilDateParts(text);
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** The Riyadh civil date of an instant (a Date, or an ISO string). */
export function riyadhDate(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** Noon UTC of a civil date, in ms: a day's arithmetic done there never crosses into the next day. */
export function utcNoon(date: string): number {
  const { y, m, d } = civilDateParts(date);
  return Date.UTC(y, m - 1, d, 12);
}

/** The civil date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcNoon(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant (ISO) a Riyadh day starts at. */
export function dayStartUtc(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - RIYADH_OFFSET_MS).toISOString();
}

/** The UTC instant (ISO) the Riyadh day after `day` starts at: ranges are [from start, to's next start). */
export function dayEndUtc(day: string): string {
  return dayStartUtc(addDays(day, 1));
}
