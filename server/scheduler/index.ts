import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { createServerI18n } from '../locale/server-i18n';
import { enqueue } from '../services/outbox/outbox';
import { periodicGateway } from '../services/periodic/gateway';
import { resolveLinkSecret } from '../services/periodic/links';
import { createPeriodicScheduler, type PeriodicScheduler } from './periodic-scheduler';

/**
 * The periodic scheduler as the server runs it: in the one process that also delivers the outbox
 * (server/main.ts starts the platform there only), unless PERIODIC_SCHEDULER=false. Several
 * instances may each run one: claims and leases keep every charge single (decision 023).
 */
export async function createScheduler(
  db: Kysely<Database>,
  config: AppConfig,
  logger: Logger,
): Promise<PeriodicScheduler | null> {
  if (!config.PERIODIC_SCHEDULER) return null;
  const i18n = await createServerI18n();
  return createPeriodicScheduler({
    context: {
      db,
      gateway: periodicGateway(config, db),
      translate: i18n.t,
      publicUrl: config.PUBLIC_URL,
      linkSecret: await resolveLinkSecret(db, config.PERIODIC_LINK_SECRET),
      linkDays: config.PERIODIC_LINK_DAYS,
      enqueue: (trx, message) => enqueue(trx, message),
      now: () => new Date(),
    },
    logger: logger.child({ part: 'periodic-scheduler' }),
    pollMs: config.PERIODIC_POLL_SECONDS * 1000,
    leaseMs: config.PERIODIC_LEASE_SECONDS * 1000,
  });
}
