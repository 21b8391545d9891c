import type { Request, RequestHandler, Response } from 'express';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  browserLanguageTarget,
  pickAcceptLanguage,
} from '#src/lib/locale';
import type { AppConfig } from '../config';
import { searchOf } from '../http/request-search';

export function setLocaleCookie(res: Response, locale: string): void {
  res.cookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS * 1000, path: '/', sameSite: 'lax' });
}

/** Paths the page handler does not serve: their own routers decide their language. */
const NOT_PAGES = /^\/(?:api|admin)(?:\/|$)/;

/**
 * Where a visitor enters without a locale prefix. On `/`, a configured redirect comes first
 * (docs/behaviour.md#B-LOCALE-3). Then, on every unprefixed page path, browser-language detection
 * for a visitor without the cookie (docs/behaviour.md#B-LOCALE-2): a browser preferring another
 * locale than the one the path would show is sent to the prefixed form of the same path, and the
 * cookie remembers it. Prefixed paths are never moved.
 */
export function rootRoute(config: AppConfig): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (NOT_PAGES.test(req.path)) return next();
    if (req.path === '/' && config.ROOT_REDIRECT) {
      res.vary('Cookie').vary('Accept-Language');
      res.redirect(config.ROOT_REDIRECT_STATUS, config.ROOT_REDIRECT);
      return;
    }
    if (!config.DETECT_BROWSER_LANGUAGE) return next();
    const browser = pickAcceptLanguage(req.get('accept-language'));
    const target = browserLanguageTarget(req.path, searchOf(req), req.cookies?.[LOCALE_COOKIE], browser);
    if (!target || !browser) return next();
    res.vary('Cookie').vary('Accept-Language');
    setLocaleCookie(res, browser);
    res.redirect(302, target);
  };
}
