import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { retentionPeriods, type AppConfig } from '../config';
import type { Database } from '../db/schema';
import { SCHEDULED_JOB_ACTOR } from '../admin/audit';
import { createPollingLoop, type PollingLoop } from '../services/polling-loop';
import { runRetention } from '../services/retention/run';
import { fileStoreFor } from '../files/open-store';
import { HOUR_MS } from '#src/lib/durations';

/**
 * The daily personal-data retention run (server/services/retention/run.ts), in the process that
 * also delivers the outbox. It looks every hour whether today's run (a Riyadh day) is done and does
 * it if not; the day's row is unique, so with several processes or instances one of them does it.
 */
export function createRetentionJob(
  db: Kysely<Database>,
  config: AppConfig,
  logger: Logger,
  clock: () => Date = () => new Date(),
): PollingLoop {
  const log = logger.child({ part: 'retention' });
  const files = fileStoreFor(config, db);
  return createPollingLoop({
    name: 'retention job',
    logger: log,
    pollMs: HOUR_MS,
    pass: async () => {
      const run = await runRetention({
        db,
        periods: retentionPeriods(config),
        files,
        trigger: 'schedule',
        actor: SCHEDULED_JOB_ACTOR,
        clock,
      });
      if (run) log.info({ run: run.id, counts: run.counts }, 'retention run done');
    },
  });
}
