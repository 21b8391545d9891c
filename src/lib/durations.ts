/**
 * Lengths of time the site counts in, in one place. Kept apart from the calendar (which carries
 * the Umm al-Qura table) so browser code can use them without pulling that table into its chunk.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const DAY_SECONDS = DAY_MS / 1000;
/** A year as cookies, consent and immutable assets count it: 365 days. */
export const YEAR_MS = 365 * DAY_MS;
export const YEAR_SECONDS = YEAR_MS / 1000;

/**
 * The instant `ms` after `now` (before it when negative) as the database stores instants: ISO
 * text in UTC, which sorts and compares as text.
 */
export function isoAfter(now: Date, ms: number): string {
  return new Date(now.getTime() + ms).toISOString();
}
