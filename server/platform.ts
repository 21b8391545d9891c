import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { AppOptions } from './app';

/**
 * The parts of the app that need storage and services (API routers, readiness checks, sitemap
 * sources). Built once at boot; tests build their own around a temporary database.
 */
export interface Platform {
  appParts: Pick<AppOptions, 'apiRouters' | 'readiness' | 'sitemapDetails'>;
  close(): Promise<void>;
}

export async function createPlatform(_config: AppConfig, _logger: Logger): Promise<Platform> {
  return {
    appParts: { apiRouters: [], readiness: [], sitemapDetails: [] },
    close: async () => undefined,
  };
}
