import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { resolveLocale } from '#src/lib/locale';
import { isSafeLocalPath } from '#src/pipeline/redirect';
import { LOCALE_COOKIE } from '#src/lib/locale';
import type { ServerI18n } from '../locale/server-i18n';
import { searchOf } from '../http/request-search';

/**
 * Malformed percent-encoding in the path is the visitor's mistake: 400, never a 500. So is an
 * encoded NUL (`%00`) anywhere in the URL: nothing on the site is named with one, and PostgreSQL
 * refuses it in a query (nul-characters.ts). The decoded path is kept on res.locals: a bundler
 * treats a bare `decodeURIComponent(x);` as pure and drops it, which silently removed this guard
 * from the production build once.
 */
export function rejectMalformedUrls(i18n: ServerI18n): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const rawPath = req.originalUrl.split('?')[0];
    try {
      res.locals.decodedPath = decodeURIComponent(rawPath);
      if (carriesEncodedNul(req.originalUrl)) throw new URIError('NUL');
    } catch {
      const locale = resolveLocale(rawPath, req.cookies?.[LOCALE_COOKIE]);
      res.status(400).type('text/plain; charset=utf-8').send(i18n.t(locale, 'errors.malformedUrl'));
      return;
    }
    next();
  };
}

/** An encoded NUL anywhere in a URL (path or query): refused here, and passed on to here by the front's cache hits. */
export function carriesEncodedNul(url: string): boolean {
  return url.includes('%00');
}

/** Pages answer GET and HEAD only. */
export function pagesOnlyGetAndHead(i18n: ServerI18n): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const locale = resolveLocale(req.path, req.cookies?.[LOCALE_COOKIE]);
    res
      .set('Allow', 'GET, HEAD')
      .status(405)
      .type('text/plain; charset=utf-8')
      .send(i18n.t(locale, 'errors.methodNotAllowed'));
  };
}

/**
 * `/en/news/` and `/en/news` are one page: the slashless form is canonical, so the other answers 301
 * to it (query kept). A path that would become protocol-relative (`//host/`) is never redirected.
 */
export const trailingSlashRedirect: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.length < 2 || !req.path.endsWith('/')) return next();
  const target = req.path.replace(/\/+$/, '') || '/';
  if (!isSafeLocalPath(target)) return next();
  res.redirect(301, target + searchOf(req));
};
