import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { AppOptions } from './app';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';

/**
 * The parts of the app that need storage and services (API routers, readiness checks, sitemap
 * sources), built once at boot around one database. Tests build theirs around a temporary one.
 */
export interface Platform {
  database: DatabaseHandle;
  appParts: Pick<AppOptions, 'apiRouters' | 'readiness' | 'sitemapDetails'>;
  close(): Promise<void>;
}

/** The API routers and sitemap sources of every domain, given a database. */
export function platformParts(database: DatabaseHandle, _logger: Logger): Platform['appParts'] {
  const apiRouters: Router[] = [];
  return {
    apiRouters,
    readiness: [{ name: 'database', check: () => database.ping() }],
    sitemapDetails: [],
  };
}

export async function createPlatform(config: AppConfig, logger: Logger): Promise<Platform> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const migrated = await migrateToLatest(database.db);
  if (migrated.length) logger.info({ migrated }, 'database migrated');
  const seeded = await seedDatabase(database.db);
  if (seeded.length) logger.info({ seeded }, 'sample content seeded');
  return {
    database,
    appParts: platformParts(database, logger),
    close: () => database.close(),
  };
}
