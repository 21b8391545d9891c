/**
 * Lengths of time the site counts in, in one place. Kept apart from the calendar (which carries
 * the Umm al-Qura table) so browser code can use them without pulling that table into its chunk.
 */
export const DAY_MS = 86_400_000;
export const DAY_SECONDS = DAY_MS / 1000;
/** A year as cookies, consent and immutable assets count it: 365 days. */
export const YEAR_MS = 365 * DAY_MS;
export const YEAR_SECONDS = YEAR_MS / 1000;
