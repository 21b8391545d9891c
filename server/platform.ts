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
import { periodicRouter } from './api/periodic';
import { formIdempotencyRouter } from './api/form-idempotency';
import { backOffice } from './admin';
import type { ApiDependencies, RouterFactory } from './api/kit';
import { createProviders } from './payments';
import { createScheduler } from './scheduler';

/**
 * The parts of the app that need storage and services (API routers, readiness checks, sitemap
 * sources), built once at boot around one database. Tests build theirs around a temporary one.
 */
export interface Platform {
  database: DatabaseHandle;
  appParts: Pick<AppOptions, 'apiRouters' | 'readiness' | 'sitemapDetails' | 'admin'>;
  /** Starts background work (the outbox worker, the periodic scheduler); main.ts calls it once the server listens, in one process. */
  start(): void;
  close(): Promise<void>;
}

/** The API routers and sitemap sources of every domain, given a database. */
export function platformParts(database: DatabaseHandle, logger: Logger, config: AppConfig = loadConfig({ NODE_ENV: 'test' })): Platform['appParts'] {
  const deps: ApiDependencies = { database, config, logger, providers: createProviders(config) };
  const factories: RouterFactory[] = [formIdempotencyRouter, applicationsRouter, contentCoreRouter, calculatorSettingsRouter, contentMediaRouter, ...givingRouters, periodicRouter, receiptsRouter];
  const apiRouters = factories.map((factory) => factory(deps));
  return {
    apiRouters,
    readiness: [{ name: 'database', check: () => database.ping() }],
    admin: backOffice({ db: database.db, config, logger }),
    sitemapDetails: [() => studyPaths(database.db), () => contentMediaPaths(database.db)],
  };
}

export async function createPlatform(config: AppConfig, logger: Logger): Promise<Platform> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const migrated = await migrateToLatest(database.db);
  if (migrated.length) logger.info({ migrated }, 'database migrated');
  const seeded = await seedDatabase(database.db);
  if (seeded.length) logger.info({ seeded }, 'sample content seeded');
  const outbox = createOutboxWorker({ db: database.db, transports: createTransports(config, logger), logger });
  const scheduler = await createScheduler(database.db, config, logger);
  return {
    database,
    appParts: platformParts(database, logger, config),
    start: () => {
      outbox.start();
      scheduler?.start();
    },
    close: async () => {
      await scheduler?.close();
      await outbox.close();
      await database.close();
    },
  };
}
