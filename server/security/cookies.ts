import type { RequestHandler } from 'express';
import { parse } from 'cookie';

/** Parses the Cookie header into req.cookies (Express 5 does not). */
export const parseCookies: RequestHandler = (req, _res, next) => {
  const header = req.headers.cookie;
  req.cookies = header ? (parse(header) as Record<string, string>) : {};
  next();
};
