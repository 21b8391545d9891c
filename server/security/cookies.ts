import type { RequestHandler } from 'express';
import { parse } from 'cookie';

/** Parses the Cookie header into req.cookies (Express 5 does not). */
export const parseCookies: RequestHandler = (req, _res, next) => {
  const header = req.headers.cookie;
  req.cookies = header ? (parse(header) as Record<string, string>) : {};
  next();
};

/**
 * Every cookie the server sets is `Secure` when the request came over TLS (req.secure, which
 * honours X-Forwarded-Proto from a trusted proxy, TRUST_PROXY): a cookie set over HTTPS is never
 * sent back over plain HTTP. Applied to the Set-Cookie header as it goes out, so cookies set
 * through res.cookie and written directly are treated alike.
 */
export const secureCookies: RequestHandler = (req, res, next) => {
  if (!req.secure) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const header = this.getHeader('set-cookie');
    if (header !== undefined && !this.headersSent) {
      const cookies = (Array.isArray(header) ? header : [String(header)]).map((cookie) =>
        /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`,
      );
      this.setHeader('Set-Cookie', cookies);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
