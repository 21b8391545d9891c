import { Router, type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { translateFieldErrors } from '#src/domain/validation';
import type { ServerI18n } from '../locale/server-i18n';
import { ServiceError } from '../services/service-error';
import { requestLocale, requestT, sendError, sendNotFound } from './kit';
import { jsonBody } from '../security/nul-characters';
import { requestFailure } from '../http/request-failure';

export interface ApiRouterOptions {
  i18n: ServerI18n;
  logger: Logger;
  /** Resource routers mounted under /api/v1 (content, calculators, giving, applications). */
  routers: Router[];
}

/** /api/v1: JSON only; errors answer in the visitor's language with a 4xx, never a stack trace. */
export function apiRouter({ i18n, logger, routers }: ApiRouterOptions): Router {
  const api = Router();
  api.use(i18n.apiLocale);
  api.use((req, res, next) => {
    res.locals.locale = requestLocale(req);
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(jsonBody('100kb'));
  for (const router of routers) api.use(router);
  api.use((req, res) => sendNotFound(req, res));
  // Lines name the whole path (baseUrl is where this router is mounted): the log's redaction rule
  // knows a secret by its place in the full address.
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // Error answers are never cached, whatever a public read had set before it failed.
    res.set('Cache-Control', 'no-store');
    if (error instanceof ServiceError) {
      if (error.status >= 500)
        logger.warn({ code: error.code, path: req.baseUrl + req.path, ...error.context }, 'API service unavailable');
      const fields = error.fields ? translateFieldErrors(error.fields, requestT(req)) : undefined;
      return sendError(req, res, error.status, error.code, error.messageKey, fields);
    }
    const { status, code } = requestFailure(error);
    if (status >= 500) logger.error({ err: error, path: req.baseUrl + req.path }, 'API error');
    sendError(req, res, status, code, `api.${code}`);
  };
  api.use(onError);
  return api;
}
