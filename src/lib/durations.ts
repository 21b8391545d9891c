/**
 * Lengths of time the site counts in, in one place. Kept apart from the calendar (which carries
 * the Umm al-Qura table) so browser code can use them without pulling that table into its chunk.
 */
export const DAY_MS = 86_400_000;
export const DAY_SECONDS = DAY_MS / 1000;
export const YEAR_DAYS = 365;
