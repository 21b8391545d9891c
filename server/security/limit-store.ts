import cluster from 'node:cluster';
import type { Logger } from 'pino';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterPostgres,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { MINUTE_MS } from '#src/lib/durations';
import type { DatabaseHandle } from '../db/connection';

/** The table every instance counts in (server/db/migrations/0054-rate-limits.ts). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** How long a count may take before the store counts as unreachable: a limiter never holds a request long. */
export const STORE_TIMEOUT_MS = 2000;

/** At most one warning this often while the store fails, however many requests meet the failure. */
export const FAILURE_WARNING_INTERVAL_MS = MINUTE_MS;

export interface CounterShape {
  /** The limit's name: each has its own counts per key. */
  name: string;
  points: number;
  /** The window, in whole seconds. */
  durationSeconds: number;
}

/** What a request met when the store failed, as the limit's policy decided. */
export type FailureOutcome = 'let through' | 'refused';

/**
 * Where the counts of every per-address and per-number limit live (docs/decisions/058):
 * - `site`: the PostgreSQL database every instance shares (rate_limits), so a limit holds for the
 *   whole site however many instances and workers serve it;
 * - `machine`: one machine (SQLite deployments): the cluster primary's memory with workers, this
 *   process's memory alone.
 */
export interface LimitStore {
  readonly scope: 'site' | 'machine';
  counter(shape: CounterShape): RateLimiterAbstract;
  /** Notes a failed count; the log gets one warning per interval with how many met it. */
  failed(name: string, outcome: FailureOutcome, error: unknown): void;
}

/** The site's store: the database's when it is PostgreSQL, else this machine's. */
export function limitStoreFor(
  database: Pick<DatabaseHandle, 'pool'> | null,
  logger: Logger,
  now: () => number = Date.now,
): LimitStore {
  const failed = failureWarnings(logger, now);
  const pool = database?.pool;
  if (!pool) return { scope: 'machine', counter: machineCounter, failed };
  let sweeper = false;
  return {
    scope: 'site',
    counter: ({ name, points, durationSeconds }) => {
      const counter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        // One limiter per store deletes the rows of every limit an hour past their window.
        clearExpiredByTimeout: !sweeper,
        keyPrefix: name,
        points,
        duration: durationSeconds,
        // A key that has spent its points is refused from memory until its window ends: a client
        // hammering past its limit costs the database nothing more.
        inMemoryBlockOnConsumed: points,
      });
      sweeper = true;
      return new RLWrapperTimeouts({ limiter: counter, timeoutMs: STORE_TIMEOUT_MS });
    },
    failed,
  };
}

/** Today's single-machine counts: the primary's (cluster.ts starts RateLimiterClusterMaster) with workers, else memory. */
function machineCounter({ name, points, durationSeconds }: CounterShape): RateLimiterAbstract {
  const options = { keyPrefix: name, points, duration: durationSeconds };
  if (cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: STORE_TIMEOUT_MS });
  return new RateLimiterMemory(options);
}

/**
 * One warning per interval while counts fail, not one per request: the first failure is logged at
 * once, the ones after it within the interval are only counted and reported with the next warning.
 */
function failureWarnings(logger: Logger, now: () => number): LimitStore['failed'] {
  let lastWarning = -Infinity;
  const since: Record<FailureOutcome, number> = { 'let through': 0, refused: 0 };
  return (name, outcome, error) => {
    since[outcome] += 1;
    const at = now();
    if (at - lastWarning < FAILURE_WARNING_INTERVAL_MS) return;
    lastWarning = at;
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(
      { limit: name, reason, letThrough: since['let through'], refused: since.refused },
      'rate-limit counts unreachable: requests let through uncounted or refused, as each limit says (one warning a minute at most)',
    );
    since['let through'] = 0;
    since.refused = 0;
  };
}
