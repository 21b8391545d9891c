/**
 * The back office's fixed numbers, in one place for the server that enforces them, the forms that
 * check them and the sentences that state them (the locale texts interpolate them, so a sentence
 * cannot promise a number the server no longer keeps).
 */

/** A password's length, in characters. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
/** The zxcvbn score (0–4) a password must reach: 3 is its "safely unguessable", over 10⁸ guesses. */
export const MIN_PASSWORD_SCORE = 3;

/** Failed sign-ins for one account or from one address within the window lock further attempts. */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/** How long a set-password (invite or reset) link stays valid. */
export const SET_PASSWORD_HOURS = 24;

/** Invitations emailed in any 24 hours, by all administrators together: the association's address is not a mailer. */
export const INVITE_EMAILS_PER_DAY = 20;

/** How long a preview link to unpublished content stays valid. */
export const PREVIEW_MINUTES = 15;
