import { randomUUID } from 'node:crypto';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type Request, type Router } from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import type { ComponentType } from 'react';
import type { RouteDefinition } from '../src/pipeline/types';
import type { ErrorState } from '../src/pipeline/http-error';
import { createApiClient } from '../src/lib/api';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '../src/lib/locale';
import { publicRuntimeConfig, type AppConfig } from './config';
import { apiRouter } from './api';
import { inProcessAdapter } from './api/in-process-adapter';
import { healthRouter, type ReadinessCheck } from './health';
import { createServerI18n } from './locale/server-i18n';
import { rootRoute } from './locale/root-route';
import { pageHandler, type Entry } from './render/page-handler';
import { HtmlCache } from './render/html-cache';
import type { AssetProvider } from './render/assets';
import { parseCookies } from './security/cookies';
import { assignNonce, securityHeaders } from './security/headers';
import { pagesOnlyGetAndHead, rejectMalformedPaths, trailingSlashRedirect } from './security/request-guards';
import { robotsTxt } from './seo/robots';
import { PROJECT_ROOT } from './paths';
import { sitemapXml, type DetailPathSource } from './seo/sitemap';

export interface AppOptions {
  config: AppConfig;
  logger: Logger;
  mode: 'production' | 'development' | 'test';
  assets: AssetProvider;
  loadEntry: () => Promise<Entry>;
  /** The client build (production): hashed files under /assets. */
  clientDir?: string;
  vite?: ViteDevServer;
  /** Test fixtures replace the production route table. */
  routes?: RouteDefinition[];
  apiRouters?: Router[];
  readiness?: ReadinessCheck[];
  isShuttingDown?: () => boolean;
  sitemapDetails?: DetailPathSource[];
  /** Tests only: replaces the error page (to prove the text shown when the error page fails). */
  errorView?: ComponentType<{ error: ErrorState }>;
}

const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Builds the Express app without listening (supertest drives it; main.ts listens). */
export async function createApp(options: AppOptions): Promise<Express> {
  const { config, logger } = options;
  const app = express();
  const i18n = await createServerI18n();
  // For the plain-text answers the server writes itself, before or outside the page pipeline.
  const localeOf = (req: Request) => resolveLocale(req.path, req.cookies?.[LOCALE_COOKIE]);
  const routes = options.routes ?? (await import('../src/routes')).routes;

  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', 'strong');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.headers['x-in-process'] === '1' },
    }),
  );
  app.use(compression());
  // Early: every answer, even a missing asset's, is worded in the visitor's language.
  app.use(parseCookies);
  // While shutting down, requests in flight are answered but no connection stays open for more:
  // decided when the headers go out, since a request may have started before the signal.
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (options.isShuttingDown?.() && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });
  // Security headers on every response, health checks and static files included.
  app.use(assignNonce);
  const externalApi = /^https?:\/\//.test(config.API_BASE_URL) ? [new URL(config.API_BASE_URL).origin] : [];
  const analytics = config.ANALYTICS_ID ? ['https://www.google-analytics.com', 'https://region1.google-analytics.com'] : [];
  app.use(securityHeaders({ dev: options.mode === 'development', connectOrigins: [...externalApi, ...analytics] }));
  app.use(healthRouter(options.readiness ?? [], options.isShuttingDown ?? (() => false)));

  if (options.vite) {
    app.use(options.vite.middlewares);
  }
  // Hashed build files: cached for a year; a missing one is a plain 404, never the app.
  app.use(
    '/assets',
    options.clientDir
      ? express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: YEAR_SECONDS * 1000, index: false, redirect: false, fallthrough: false })
      : (req, res) => void res.status(404).type('text/plain; charset=utf-8').send(i18n.t(localeOf(req), 'api.notFound')),
  );
  app.use(express.static(PUBLIC_DIR, { index: false, redirect: false, maxAge: '1d' }));

  app.use(rejectMalformedPaths(i18n));

  app.get('/robots.txt', robotsTxt(config.PUBLIC_URL));
  app.get('/sitemap.xml', sitemapXml(config.PUBLIC_URL, routes, options.sitemapDetails ?? []));
  app.use('/api/v1', apiRouter({ i18n, logger, routers: options.apiRouters ?? [] }));

  const createApi = (locale: Locale) => {
    if (externalApi.length > 0) return createApiClient(config.API_BASE_URL, locale);
    const client = createApiClient('/api/v1', locale);
    client.defaults.adapter = inProcessAdapter(app);
    return client;
  };

  app.use(pagesOnlyGetAndHead(i18n));
  app.use(trailingSlashRedirect);
  app.use(rootRoute(config));
  app.use(
    pageHandler({
      loadEntry: options.loadEntry,
      assets: options.assets,
      runtimeConfig: publicRuntimeConfig(config),
      createApi,
      logger,
      routes: options.routes,
      i18n,
      errorView: options.errorView,
      htmlCache: new HtmlCache(config.HTML_CACHE_SECONDS * 1000),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) logger.error({ err: error, path: req.path }, 'unhandled error');
    if (res.headersSent) {
      res.end();
      return;
    }
    const key = status === 404 ? 'api.notFound' : status < 500 ? 'api.bad_request' : 'api.server_error';
    res.status(status).type('text/plain; charset=utf-8').send(i18n.t(localeOf(req), key));
  };
  app.use(onError);
  return app;
}
