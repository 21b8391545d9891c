/**
 * The back office's months and hours in the association's calendar (src/lib/civil-dates.ts holds
 * its days): stored times are UTC ISO strings; a month and an hour's day are the association's.
 */
import { RIYADH_OFFSET_MS, riyadhDate } from '#src/lib/civil-dates';

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

/** A stored instant as the database and the API write it: ISO with Z, to the second or finer. */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A stored UTC instant as staff read it outside the screens (a CSV cell): Riyadh wall-clock
 * `YYYY-MM-DD HH:mm:ss`, which spreadsheets take as a date and time. Anything else is returned as it is.
 */
export function riyadhTimeText(value: string): string {
  if (!STORED_INSTANT.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
