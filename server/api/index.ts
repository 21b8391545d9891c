import express, { Router, type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { isLocale, type Locale } from '../../src/lib/locale';
import type { ServerI18n } from '../locale/server-i18n';

/** The locale of an API request, as i18next-http-middleware detected it (see server-i18n.ts). */
export function requestLocale(req: express.Request): Locale {
  const language = (req as express.Request & { language?: string }).language;
  return isLocale(language) ? language : 'ar';
}

export interface ApiDependencies {
  i18n: ServerI18n;
  logger: Logger;
  /** Resource routers mounted under /api/v1 (content, calculators, giving, applications). */
  routers: Router[];
}

/** /api/v1: JSON only; errors answer in the visitor's language with a 4xx, never a stack trace. */
export function apiRouter({ i18n, logger, routers }: ApiDependencies): Router {
  const api = Router();
  api.use(i18n.apiLocale);
  api.use((req, res, next) => {
    res.locals.locale = requestLocale(req);
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: '100kb' }));
  for (const router of routers) api.use(router);
  api.use((req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: i18n.t(res.locals.locale as Locale, 'api.notFound') } });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const locale = (res.locals.locale as Locale | undefined) ?? 'ar';
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) logger.error({ err: error, path: req.path }, 'API error');
    const code = status === 413 ? 'too_large' : status === 400 && error?.type === 'entity.parse.failed' ? 'bad_json' : status >= 500 ? 'server_error' : 'bad_request';
    res.status(status).json({ error: { code, message: i18n.t(locale, `api.${code}`) } });
  };
  api.use(onError);
  return api;
}
