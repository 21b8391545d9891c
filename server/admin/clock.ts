/** Time is passed in, so that tests can move it (session expiry, lockout windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function minutesBefore(now: Date, minutes: number): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}
