import { isoAfter, MINUTE_MS } from '#src/lib/durations';

/** Time is passed in, so that tests can move it (session expiry, lockout windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function minutesBefore(now: Date, minutes: number): string {
  return isoAfter(now, -minutes * MINUTE_MS);
}
