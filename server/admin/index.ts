import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { ServerI18n } from '../locale/server-i18n';
import { systemClock, type Clock } from './clock';
import { adminPageRouter } from './page';
import { adminApiRouter } from './router';
import { previewPage } from './preview';
import { fileStoreFor } from '../files/open-store';
import { picturesHandler } from '../files/picture-route';
import type { FileStore } from '../files/store';

/** What app.ts hands the back office when it mounts it. */
export interface AdminMountContext {
  i18n: ServerI18n;
  clientDir?: string;
  vite?: ViteDevServer;
  /** The public page renderer without the HTML cache (preview links render through it). */
  renderPage?: RequestHandler;
}

export type AdminMount = (context: AdminMountContext) => Router;

/** The back office (/admin and /api/admin) around one database. */
export function backOffice(options: {
  db: Kysely<Database>;
  config: AppConfig;
  logger: Logger;
  clock?: Clock;
  files?: FileStore;
}): AdminMount {
  const deps = {
    db: options.db,
    config: options.config,
    logger: options.logger,
    clock: options.clock ?? systemClock,
    files: options.files ?? fileStoreFor(options.config, options.db),
  };
  return ({ i18n, clientDir, vite, renderPage }) => {
    const router = Router();
    if (renderPage)
      router.get(
        '/preview/:token/:lang',
        previewPage({
          db: deps.db,
          render: renderPage,
          notFound: (lang) => i18n.t(lang === 'en' ? 'en' : 'ar', 'api.notFound'),
          now: deps.clock,
        }),
      );
    router.use('/api/admin', adminApiRouter(deps, i18n));
    // Pictures uploaded in the back office, from the file store: cached for a year, with ETags.
    router.use('/media', picturesHandler(deps.files, deps.logger));
    router.use(adminPageRouter({ clientDir, vite }));
    return router;
  };
}
