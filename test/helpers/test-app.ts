import type { Express } from 'express';
import { createApp, type AppOptions } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { noAssets } from '../../server/render/assets';
import { platformParts } from '../../server/platform';
import type { DialectName } from '../../server/db/connection';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: Express;
  config: AppConfig;
  database: TestDatabase | null;
  close(): Promise<void>;
}

interface TestAppOptions extends Partial<Omit<AppOptions, 'config'>> {
  env?: Record<string, string>;
  /** Without a database the app has no API routers (platform and pipeline tests). */
  database?: DialectName | false;
}

/** The real app (createApp) around a temporary database, with no client build: pages render, no scripts load. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, database: dialect = 'sqlite', ...overrides } = options;
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://example.org', LOG_LEVEL: 'silent', HTML_CACHE_SECONDS: '0', ...env });
  const logger = createLogger('silent');
  const database = dialect ? await createTestDatabase(dialect) : null;
  const app = await createApp({
    config,
    logger,
    mode: 'test',
    assets: noAssets,
    loadEntry: () => import('../../src/entry-server'),
    ...(database ? platformParts(database, logger, config) : {}),
    ...overrides,
  });
  return { app, config, database, close: async () => database?.destroy() };
}
