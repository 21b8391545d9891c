import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { noAssets } from '../../server/render/assets';
import { platformParts } from '../../server/platform';
import type { DialectName } from '../../server/db/connection';
import { createTestDatabase, type TestDatabase } from './test-database';
import { withFailingErrorPage } from './failing-error-page';

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
  /** Every error page fails to render (to prove the last-resort text). */
  errorPageFails?: boolean;
}

/** The real app (createApp) around a temporary database, with no client build: pages render, no scripts load. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, database: dialect = 'sqlite', errorPageFails = false, ...overrides } = options;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://example.org',
    LOG_LEVEL: 'silent',
    HTML_CACHE_SECONDS: '0',
    ...env,
  });
  // A test's own logger reaches every part (the routers and the back office log too).
  const logger = overrides.logger ?? createLogger('silent');
  const database = dialect ? await createTestDatabase(dialect) : null;
  const app = await createApp({
    config,
    logger,
    mode: 'test',
    assets: noAssets,
    loadEntry: async () => {
      const entry = await import('../../src/entry-server');
      return errorPageFails ? withFailingErrorPage(entry) : entry;
    },
    ...(database ? platformParts(database, logger, config) : {}),
    ...overrides,
  });
  return { app, config, database, close: async () => database?.destroy() };
}

/**
 * One test app for the whole file: started before the first test, closed after the last. The
 * returned object reads through to it (`t.app`, `t.database`), so tests use it like a TestApp.
 */
export function useTestApp(options: TestAppOptions = {}, startTimeoutMs = 60_000): TestApp {
  let current: TestApp | null = null;
  const started = (): TestApp => {
    if (!current) throw new Error('the test app starts in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
  }, startTimeoutMs);
  afterAll(() => current?.close());
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get database() {
      return started().database;
    },
    close: () => started().close(),
  };
}
