import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { APPLE_PAY_DOMAIN_PATH, applePayDomainAssociation } from './payments/apple-pay-domain';
import path from 'node:path';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Router,
} from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import type { RouteDefinition } from '#src/pipeline/types';
import { createApiClient } from '#src/lib/api';
import { MINUTE_MS, YEAR_MS } from '#src/lib/durations';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '#src/lib/locale';
import { publicRuntimeConfig, type AppConfig } from './config';
import { apiRouter } from './api';
import { inProcessAdapter } from './api/in-process-adapter';
import { directReads } from './api/direct-reads';
import { healthRouter, type ReadinessCheck } from './health';
import { createServerI18n } from './locale/server-i18n';
import { rootRoute } from './locale/root-route';
import { pageHandler, type Entry } from './render/page-handler';
import { HtmlCache } from './render/html-cache';
import { processFeed, type InvalidationFeed } from './render/invalidation';
import { PageFront } from './render/page-front';
import { RenderGate } from './render/render-gate';
import { cachedHit, requestIdOf } from './render/cached-hit';
import { createLimiter } from './security/rate-limit';
import { limitStoreFor, type LimitStore } from './security/limit-store';
import type { AssetProvider } from './render/assets';
import { parseCookies, secureCookies } from './security/cookies';
import { requestSerializer, responseSerializer } from './security/log-redaction';
import { assignNonce, securityHeaders } from './security/headers';
import { pagesOnlyGetAndHead, rejectMalformedUrls, trailingSlashRedirect } from './security/request-guards';
import { robotsTxt } from './seo/robots';
import type { AdminMount } from './admin';
import { PROJECT_ROOT } from './paths';
import { sitemapXml, type DetailPathSource } from './seo/sitemap';
import { requestFailure } from './http/request-failure';

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
  /** The back office (/admin, /api/admin), given a database. */
  admin?: AdminMount;
  readiness?: ReadinessCheck[];
  isShuttingDown?: () => boolean;
  sitemapDetails?: DetailPathSource[];
  /** What the HTML cache listens to: the process's feed unless given another (tests of two instances in one process). */
  invalidations?: InvalidationFeed;
  /** Where per-address limits count (platform.ts: the database on PostgreSQL); without it, this machine. */
  limits?: LimitStore;
}

const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');

const cachedHits = new WeakMap<Express, (req: IncomingMessage, res: ServerResponse) => boolean>();

/**
 * What node:http calls for each request (main.ts): cache hits are answered before Express sets the
 * request up at all, everything else goes to the app (whose first middleware is the same check, for
 * servers that call the app directly, such as supertest).
 */
export function requestListener(app: Express): RequestListener {
  const hit = cachedHits.get(app);
  if (!hit) return app;
  return (req, res) => {
    if (!hit(req, res)) app(req, res);
  };
}

/** Builds the Express app without listening (supertest drives it; main.ts listens). */
export async function createApp(options: AppOptions): Promise<Express> {
  const { config, logger } = options;
  const app = express();
  const i18n = await createServerI18n();
  // For the plain-text answers the server writes itself, before or outside the page pipeline.
  const localeOf = (req: Request) => resolveLocale(req.path, req.cookies?.[LOCALE_COOKIE]);
  const routes = options.routes ?? (await import('#src/routes')).routes;

  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', 'strong');

  const htmlCache =
    config.HTML_CACHE_SECONDS > 0
      ? new HtmlCache({ ttlMs: config.HTML_CACHE_SECONDS * 1000, staleMs: config.HTML_CACHE_STALE_SECONDS * 1000 })
      : null;
  if (htmlCache) {
    const feed = options.invalidations ?? processFeed;
    feed.onInvalidate((target) => htmlCache.invalidate(target));
    feed.onDropAll(() => htmlCache.clear());
  }
  const front = new PageFront({
    cache: htmlCache,
    gate: new RenderGate({
      concurrency: config.RENDER_CONCURRENCY,
      queue: config.RENDER_QUEUE,
      maxWaitMs: config.RENDER_QUEUE_TIMEOUT_MS,
    }),
    // Open when the counts cannot be read: pages keep being served (a warning is logged).
    limiter:
      config.RENDER_RATE_LIMIT > 0
        ? createLimiter(options.limits ?? limitStoreFor(null, logger), {
            name: 'fresh-render',
            limit: config.RENDER_RATE_LIMIT,
            windowMs: MINUTE_MS,
            whenStoreFails: 'open',
          })
        : null,
    routes: async () => options.routes ?? (await import('#src/routes')).routes,
    i18n,
    logger,
  });

  const externalApi = /^https?:\/\//.test(config.API_BASE_URL) ? [new URL(config.API_BASE_URL).origin] : [];
  const analytics = config.ANALYTICS_ID
    ? ['https://www.google-analytics.com', 'https://region1.google-analytics.com']
    : [];
  const security = securityHeaders({
    dev: options.mode === 'development',
    connectOrigins: [...externalApi, ...analytics],
  });

  // Cache hits first of all: already gzip bytes, answered with the same headers the whole stack
  // below would give them (cached-hit.ts), without walking it.
  if (!options.vite) {
    const hit = cachedHit({
      front,
      securityHeaders: security,
      logger,
      rootRedirect: !!config.ROOT_REDIRECT,
      detectBrowserLanguage: config.DETECT_BROWSER_LANGUAGE,
      isShuttingDown: options.isShuttingDown,
    });
    cachedHits.set(app, hit);
    app.use((req, res, next) => {
      if (!hit(req, res)) next();
    });
  }

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.headers['x-in-process'] === '1' },
      // Headers are never logged; the URL's secrets are redacted with the rest of the line (server/logger.ts).
      serializers: { req: requestSerializer, res: responseSerializer },
    }),
  );
  // Streamed HTML at gzip level 4 (a fresh render spent more on level 6 than on anything but React;
  // 4 % larger): what most visitors get is the page cache's copy, compressed once at level 9.
  // Everything else at the default level. The HTML one comes second: each sets its own `res.flush`
  // (which streamed HTML needs; nothing else here flushes), and the last one set is what is called.
  const isHtml = (res: ServerResponse) => String(res.getHeader('Content-Type') ?? '').startsWith('text/html');
  app.use(compression({ filter: (req, res) => !isHtml(res) && compression.filter(req, res) }));
  app.use(compression({ level: 4, filter: (req, res) => isHtml(res) && compression.filter(req, res) }));
  // Early: every answer, even a missing asset's, is worded in the visitor's language.
  app.use(parseCookies);
  // Behind TLS (req.secure, with TRUST_PROXY) every cookie the server sets is Secure.
  app.use(secureCookies);
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
  app.use(security);
  app.use(healthRouter(options.readiness ?? [], options.isShuttingDown ?? (() => false)));

  if (options.vite) {
    app.use(options.vite.middlewares);
  }
  // Hashed build files: cached for a year; a missing one is a plain 404, never the app.
  app.use(
    '/assets',
    options.clientDir
      ? express.static(path.join(options.clientDir, 'assets'), {
          immutable: true,
          maxAge: YEAR_MS,
          index: false,
          redirect: false,
          fallthrough: false,
        })
      : (req, res) =>
          void res
            .status(404)
            .type('text/plain; charset=utf-8')
            .send(i18n.t(localeOf(req), 'api.notFound')),
  );
  // Every file under public/ has an extension: page paths skip the file-system lookup (a stat per
  // page request otherwise, a measurable share of a cached answer).
  const publicFiles = express.static(PUBLIC_DIR, { index: false, redirect: false, maxAge: '1d' });
  app.use((req, res, next) => (/\.[\w]+$/.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use(rejectMalformedUrls(i18n));

  app.get('/robots.txt', robotsTxt(config.PUBLIC_URL));
  app.get(APPLE_PAY_DOMAIN_PATH, applePayDomainAssociation(config.APPLE_PAY_DOMAIN_ASSOCIATION));
  app.get('/sitemap.xml', sitemapXml(config.PUBLIC_URL, routes, options.sitemapDetails ?? []));
  // Preview links render a page fresh, past the HTML cache (the renderer is made below).
  const renderUncached: RequestHandler = (req, res, next) => void uncachedPages(req, res, next);
  if (options.admin)
    app.use(options.admin({ i18n, clientDir: options.clientDir, vite: options.vite, renderPage: renderUncached }));
  const api = apiRouter({ i18n, logger, routers: options.apiRouters ?? [] });
  app.use('/api/v1', api);

  // Page data goes to the API router alone, in-process: not back through logging, compression,
  // security headers and the static file lookup of the whole app.
  const apiOnly = express();
  apiOnly.disable('x-powered-by');
  apiOnly.set('etag', false);
  apiOnly.use('/api/v1', api);
  const adapter = inProcessAdapter(apiOnly, {
    prefix: '/api/v1',
    reads: directReads(options.apiRouters ?? []),
    parseQuery: apiOnly.get('query parser fn') as (search: string) => unknown,
  });
  const createApi = (locale: Locale) => {
    if (externalApi.length > 0) return createApiClient(config.API_BASE_URL, locale);
    const client = createApiClient('/api/v1', locale);
    client.defaults.adapter = adapter;
    return client;
  };

  app.use(pagesOnlyGetAndHead(i18n));
  app.use(trailingSlashRedirect);
  app.use(rootRoute(config));
  const pageOptions = {
    loadEntry: options.loadEntry,
    assets: options.assets,
    runtimeConfig: publicRuntimeConfig(config),
    createApi,
    logger,
    routes: options.routes,
    i18n,
  };
  const uncachedPages = pageHandler(pageOptions);
  app.use(pageHandler({ ...pageOptions, front }));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const { status } = requestFailure(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, 'unhandled error');
    if (res.headersSent) {
      res.end();
      return;
    }
    const key = status === 404 ? 'api.notFound' : status < 500 ? 'api.bad_request' : 'api.server_error';
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(i18n.t(localeOf(req), key));
  };
  app.use(onError);
  return app;
}
