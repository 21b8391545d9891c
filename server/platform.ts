import type { Logger } from 'pino';
import { loadConfig, type AppConfig } from './config';
import type { AppOptions } from './app';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { applicationsRouter } from './api/applications';
import { createOutboxWorker } from './services/outbox/worker';
import { createTransports } from './services/outbox/create-transports';
import { contentCoreRouter } from './api/content-core';
import { studyPaths } from './services/content-core/studies';
import { calculatorSettingsRouter } from './api/calculator-settings';
import { contentMediaRouter } from './api/content-media';
import { contentMediaPaths } from './services/content-media/sitemap';
import { givingRouters } from './api/giving-routers';
import { receiptsRouter } from './api/receipts';
import { myGivingRouter } from './api/my-giving';
import { smsDeliveryRouter } from './api/sms-delivery';
import { periodicRouter } from './api/periodic';
import { formIdempotencyRouter } from './api/form-idempotency';
import { backOffice } from './admin';
import type { ApiDependencies, RouterFactory } from './api/kit';
import { createProviders } from './payments';
import { createScheduler } from './scheduler';
import { createRetentionJob } from './scheduler/retention-job';
import { dataKeys, installDataKeys, openDataKeys } from './security/data-keys';
import { sealStoredData } from './operations/seal-stored-data';
import { fileStoreFor } from './files/open-store';
import { limitStoreFor } from './security/limit-store';

/**
 * The parts of the app that need storage and services (API routers, readiness checks, sitemap
 * sources), built once at boot around one database. Tests build theirs around a temporary one.
 */
export interface Platform {
  database: DatabaseHandle;
  appParts: Pick<AppOptions, 'apiRouters' | 'readiness' | 'sitemapDetails' | 'admin' | 'limits'>;
  /** Starts background work (the outbox worker, the periodic scheduler, the daily retention run); main.ts calls it once the server listens, in one process. */
  start(): void;
  close(): Promise<void>;
}

/** The API routers and sitemap sources of every domain, given a database. */
export function platformParts(
  database: DatabaseHandle,
  logger: Logger,
  config: AppConfig = loadConfig({ NODE_ENV: 'test' }),
): Platform['appParts'] {
  // The operator's data keys, before anything that seals or opens a national ID or a file (decision 056).
  installDataKeys(openDataKeys(config, { create: true, warn: (message) => logger.warn(message) }));
  const files = fileStoreFor(config, database.db);
  // On PostgreSQL every instance counts each limit in the database: a limit holds for the whole site (decision 058).
  const limits = limitStoreFor(database, logger);
  const deps: ApiDependencies = { database, config, logger, providers: createProviders(config), files, limits };
  const factories: RouterFactory[] = [
    formIdempotencyRouter,
    applicationsRouter,
    contentCoreRouter,
    calculatorSettingsRouter,
    contentMediaRouter,
    ...givingRouters,
    periodicRouter,
    receiptsRouter,
    myGivingRouter,
    smsDeliveryRouter,
  ];
  const apiRouters = factories.map((factory) => factory(deps));
  return {
    apiRouters,
    readiness: [{ name: 'database', check: () => database.ping() }],
    admin: backOffice({ db: database.db, config, logger, files }),
    sitemapDetails: [() => studyPaths(database.db), () => contentMediaPaths(database.db)],
    limits,
  };
}

export async function createPlatform(config: AppConfig, logger: Logger): Promise<Platform> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const migrated = await migrateToLatest(database.db);
  if (migrated.length) logger.info({ migrated }, 'database migrated');
  const seeded = await seedDatabase(database.db);
  if (seeded.length) logger.info({ seeded }, 'sample content seeded');
  const appParts = platformParts(database, logger, config);
  // What was stored in clear before sealing began is sealed now that the keys are here (once: later starts find nothing).
  const sealed = await sealStoredData(database.db, dataKeys(), fileStoreFor(config, database.db));
  if (sealed.nationalIds + sealed.files + sealed.missingFiles > 0)
    logger.info({ sealed }, 'stored national IDs and files sealed');
  const outbox = createOutboxWorker({
    db: database.db,
    transports: createTransports(config, logger),
    logger,
    smsBudget: { hourly: config.SMS_HOURLY_BUDGET, staffEmail: config.STAFF_EMAIL },
  });
  const scheduler = await createScheduler(database.db, config, logger);
  const retention = createRetentionJob(database.db, config, logger);
  return {
    database,
    appParts,
    start: () => {
      outbox.start();
      scheduler?.start();
      retention.start();
    },
    close: async () => {
      await scheduler?.close();
      await retention.close();
      await outbox.close();
      await database.close();
    },
  };
}
