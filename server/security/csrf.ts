import type { Request, RequestHandler } from 'express';
import { sendError } from '../api/kit';
import { SECRET_TOKEN } from '#src/domain/ids';
import { newSecret, sameSecret } from './secrets';

/**
 * CSRF for form posts: a double-submit token (cookie `csrf_token`, SameSite=Strict, HttpOnly,
 * repeated in the `X-CSRF-Token` header) plus the browser's own word on where the request comes
 * from (Origin, Sec-Fetch-Site) whenever it gives it.
 */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/** GET /csrf: keeps a well-formed existing token (several tabs share it), else issues a new one. */
export const csrfTokenHandler: RequestHandler = (req, res) => {
  const existing = req.cookies?.[CSRF_COOKIE];
  const token = existing && SECRET_TOKEN.test(existing) ? existing : newSecret();
  res.cookie(CSRF_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure });
  res.json({ token });
};

/** This site's origins: the one the request was addressed to and the configured public URL. */
function ownOrigins(req: Request, publicUrl: string): Set<string> {
  const origins = new Set<string>([new URL(publicUrl).origin]);
  const host = req.get('host');
  if (host) origins.add(`${req.protocol}://${host}`);
  return origins;
}

/** Refuses (403, in the visitor's language) a state-changing request that is not provably our own page's. */
export function requireCsrf(publicUrl: string): RequestHandler {
  return (req, res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const cookie = req.cookies?.[CSRF_COOKIE];
    const header = req.get(CSRF_HEADER);
    const crossSite =
      (fetchSite !== undefined && fetchSite !== 'same-origin') ||
      (origin !== undefined && !ownOrigins(req, publicUrl).has(origin));
    const tokenOk =
      typeof cookie === 'string' &&
      typeof header === 'string' &&
      SECRET_TOKEN.test(cookie) &&
      sameSecret(cookie, header);
    if (crossSite || !tokenOk) {
      req.log?.warn({ crossSite, tokenOk, origin, fetchSite }, 'CSRF check refused a post');
      sendError(req, res, 403, 'csrf', 'apply:api.csrf');
      return;
    }
    next();
  };
}
