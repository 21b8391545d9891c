import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { requireCsrf } from '../security/csrf';
import { jsonBody } from '../security/nul-characters';
import type { ServerI18n } from '../locale/server-i18n';
import { authRoutes, sessionOf } from './auth-routes';
import { captureList, exportedEntity, sendCsv, wantsCsv } from './csv-export';
import { passkeySignInRoutes } from './passkeys';
import { sendAdminError, tFor, type AdminDeps } from './http';
import { roleAllows } from './roles';
import { ADMIN_ROUTES } from './route-table';
import { requestFailure, type RequestFailureCode } from '../http/request-failure';
import { isDatabaseUnreachable } from '../db/unreachable';

/** What a 503 for an unreachable database asks the client to wait. */
const UNREACHABLE_RETRY_SECONDS = 30;

/** The back office's words for a request that failed before a handler read it. */
const ADMIN_FAILURE_TEXT: Record<Exclude<RequestFailureCode, 'too_large'>, string> = {
  bad_json: 'errors.badJson',
  unsupported_media_type: 'errors.jsonOnly',
  bad_request: 'errors.badJson',
  server_error: 'errors.server',
};

/** Every back-office answer: never cached, never indexed. */
export const adminHeaders: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.set('X-Robots-Tag', 'noindex, nofollow');
  next();
};

/**
 * /api/admin: JSON only; CSRF on every state-changing call; the route table decides who may call
 * what (401 without a session, 403 for a role that may not); errors in the staff member's language.
 */
export function adminApiRouter(deps: AdminDeps, i18n: ServerI18n): Router {
  const api = Router();
  api.use(adminHeaders);
  // The shared CSRF check words its refusal through the site's API translations.
  api.use(i18n.apiLocale);
  // Two rich-text bodies of up to 100,000 characters each, in Arabic (two bytes a letter).
  api.use(jsonBody('1mb'));
  const csrf = requireCsrf(deps.config.PUBLIC_URL);
  api.use((req, res, next) => (['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? next() : csrf(req, res, next)));
  api.use(authRoutes(deps));
  api.use(passkeySignInRoutes(deps));

  for (const route of ADMIN_ROUTES) {
    // The audit log's name for a list exported from this route, read once here rather than per export.
    const exported = route.method === 'get' ? exportedEntity(route.path) : null;
    api[route.method](route.path, async (req, res) => {
      const session = await sessionOf(deps, req);
      if (!session || session.stage !== 'full')
        return sendAdminError(req, res, 401, 'unauthorized', 'errors.unauthorized');
      if (!roleAllows(route.roles, session.member.role))
        return sendAdminError(req, res, 403, 'forbidden', 'errors.forbidden');
      const now = deps.clock();
      const ctx = {
        ...deps,
        req,
        res,
        session,
        actor: { id: session.member.id, email: session.member.email },
        now,
        t: tFor(req),
      };
      // `?format=csv` on any list: the handler answers as usual, the export turns it into CSV.
      const captured = route.method === 'get' && wantsCsv(req) ? captureList(res) : null;
      await route.handle(ctx);
      const list = captured?.();
      if (!list) return;
      // Every list route has a name in the audit vocabulary (a test exports each list): no export goes unrecorded.
      if (!exported) throw new Error(`${route.path}: an exported list without an audit name`);
      await sendCsv(ctx, exported, list);
    });
  }

  api.use((req, res) => sendAdminError(req, res, 404, 'not_found', 'errors.notFound'));
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // The database out of reach fails closed with a clear answer: nothing saved, no sign-in let
    // through (the lockout cannot be counted), and the staff member told to try again shortly.
    if (isDatabaseUnreachable(error) && !res.headersSent) {
      deps.logger.warn({ err: error, path: req.baseUrl + req.path }, 'admin API: database unreachable');
      res.set('Retry-After', String(UNREACHABLE_RETRY_SECONDS));
      return sendAdminError(req, res, 503, 'unavailable', 'errors.unavailable');
    }
    const { status, code } = requestFailure(error);
    // The whole path, as the log's redaction rule knows its secrets (a file link's token).
    if (status >= 500) deps.logger.error({ err: error, path: req.baseUrl + req.path }, 'admin API error');
    if (res.headersSent) return void res.end();
    if (code === 'too_large') return sendAdminError(req, res, status, code, 'errors.tooLarge', { max: 1 });
    sendAdminError(req, res, status, code, ADMIN_FAILURE_TEXT[code]);
  };
  api.use(onError);
  return api;
}
