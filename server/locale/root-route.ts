import type { RequestHandler } from 'express';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, isLocale, pickAcceptLanguage } from '../../src/lib/locale';
import type { AppConfig } from '../config';

export function setLocaleCookie(res: Parameters<RequestHandler>[1], locale: string): void {
  res.cookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS * 1000, path: '/', sameSite: 'lax' });
}

/**
 * The root path (SPEC.md §2): a configured redirect first (302 unless another status is set);
 * otherwise browser-language detection for a visitor without the cookie: English goes to /en.
 */
export function rootRoute(config: AppConfig): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.vary('Cookie').vary('Accept-Language');
    if (config.ROOT_REDIRECT) {
      res.redirect(config.ROOT_REDIRECT_STATUS, config.ROOT_REDIRECT);
      return;
    }
    if (config.DETECT_BROWSER_LANGUAGE && !isLocale(req.cookies?.[LOCALE_COOKIE])) {
      const detected = pickAcceptLanguage(req.get('accept-language'));
      if (detected === 'en') {
        setLocaleCookie(res, detected);
        res.redirect(302, '/en');
        return;
      }
    }
    next();
  };
}
