import type { ErrorState } from '../pipeline/http-error';

/**
 * An error as it is recorded (docs/behaviour.md#B-ERR-5): what happened, where, and when. The
 * server logs it for every page answered with a 5xx; the browser records every error a navigation
 * or a render ends in.
 */
export interface ErrorRecord {
  /** ISO 8601 time, UTC. */
  at: string;
  statusCode: number;
  message: string;
  path: string;
  /** The route row's key, or null when no route matched. */
  route: string | null;
}

export function errorRecord(
  error: Pick<ErrorState, 'statusCode' | 'message'>,
  where: { path: string; route?: string | null },
  now: Date = new Date(),
): ErrorRecord {
  return {
    at: now.toISOString(),
    statusCode: error.statusCode,
    message: error.message,
    path: where.path,
    route: where.route ?? null,
  };
}

const RECENT_LIMIT = 20;
const recent: ErrorRecord[] = [];

/**
 * Records an error in the browser: kept with its time among the last 20 (newest last) and written to
 * the console, so a visitor's report ("it failed at 10:32 on the news page") can be matched.
 */
export function recordError(
  error: Pick<ErrorState, 'statusCode' | 'message'>,
  where: { path: string; route?: string | null },
  now: Date = new Date(),
): ErrorRecord {
  const record = errorRecord(error, where, now);
  recent.push(record);
  if (recent.length > RECENT_LIMIT) recent.splice(0, recent.length - RECENT_LIMIT);
  if (typeof console !== 'undefined')
    console.error(
      `[${record.at}] ${record.statusCode} on ${record.path} (${record.route ?? 'no route'}): ${record.message}`,
    );
  return record;
}

/** The errors recorded so far in this page's life, oldest first. */
export function recentErrors(): readonly ErrorRecord[] {
  return recent;
}
