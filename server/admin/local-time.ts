/**
 * The back office's months and hours in the association's calendar (src/lib/civil-dates.ts holds
 * its days): stored times are UTC ISO strings; a month and an hour's day are the association's.
 */
import { riyadhDate } from '#src/lib/civil-dates';

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
