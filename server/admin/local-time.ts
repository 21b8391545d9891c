/**
 * The association's calendar: Asia/Riyadh, UTC+3 all year (no daylight saving). Stored times are
 * UTC ISO strings; "today", a day range and a month in the back office are the association's.
 */
import { RIYADH_OFFSET_MS, riyadhDate } from '#src/lib/civil-dates';
import { DAY_MS } from '#src/lib/durations';

/** The UTC instant (ISO) a local day starts at. */
export function dayStartUtc(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - RIYADH_OFFSET_MS).toISOString();
}

/** The UTC instant (ISO) the local day after `day` starts at: ranges are [from start, to's next start). */
export function dayEndUtc(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - RIYADH_OFFSET_MS + DAY_MS).toISOString();
}

/** The first local day of the month `instant` falls in. */
export function monthStartDay(instant: Date): string {
  return `${riyadhDate(instant).slice(0, 7)}-01`;
}

/**
 * The local day of a UTC hour bucket `YYYY-MM-DDTHH` (as SQL can cut it from an ISO string on
 * either database): whole hours shift cleanly by the whole-hour offset.
 */
export function localDayOfHour(hour: string): string {
  return riyadhDate(`${hour}:00:00.000Z`);
}
