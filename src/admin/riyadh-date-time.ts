import { RIYADH_OFFSET_MS } from '../lib/civil-dates';

/**
 * The back office's date-time inputs in the association's time. A `datetime-local` input holds a
 * wall-clock `YYYY-MM-DDTHH:mm` with no zone; left alone, the browser's zone (or, sent as is, the
 * server's UTC) decides what it means. Staff type and read Riyadh time (UTC+3 all year, no daylight
 * saving) whatever their computer's zone, so both directions are plain arithmetic on the fixed offset
 * and never touch the process's or browser's zone.
 */

/** What a `datetime-local` input holds (seconds appear only when the input's step asks for them). */
export const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The Riyadh wall-clock `YYYY-MM-DDTHH:mm` a stored UTC instant (ISO with Z or an offset) shows in the
 * input; '' for nothing or an unreadable value. A value already in wall-clock shape is returned as it
 * is: the input formats the value its form hands it a second time.
 */
export function riyadhWallClock(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && WALL_CLOCK.test(value)) return value.slice(0, 16);
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The UTC instant (ISO with Z) of a Riyadh wall-clock time typed in the input: three hours earlier.
 * Null for an emptied input. Anything else (a day that does not exist, a text) is handed on as it is,
 * so the form's schema names it invalid rather than the value being quietly moved.
 */
export function utcInstantOfRiyadh(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const match = WALL_CLOCK.exec(value);
  if (!match) return value;
  const [y, m, d, h, min, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, m - 1, d, h, min, s);
  const check = new Date(wall);
  // Date.UTC rolls 31 April into 1 May and 24:00 into the next day: such a value is not a real time.
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || check.getUTCHours() !== h) return value;
  return new Date(wall - RIYADH_OFFSET_MS).toISOString();
}

/** A stored instant as the database and the API write it: ISO with Z, to the second or finer. */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A stored UTC instant as staff read it outside an input (a CSV cell, the audit log's before and
 * after): Riyadh wall-clock `YYYY-MM-DD HH:mm:ss`, which spreadsheets take as a date and time.
 * Any other text is returned as it is.
 */
export function riyadhTimeText(value: string): string {
  if (!STORED_INSTANT.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A stored UTC instant as a spreadsheet cell: Riyadh `YYYY-MM-DD HH:mm` (the header says Riyadh time). */
export function riyadhMinuteText(value: string): string {
  const text = riyadhTimeText(value);
  return text === value ? value : text.slice(0, 16);
}

/** A record (the audit log's before or after) written out with its instants in Riyadh time. */
export function jsonInRiyadhTime(value: unknown, indent?: number): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => (typeof item === 'string' ? riyadhTimeText(item) : item),
    indent,
  );
}
