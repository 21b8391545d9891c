import type { Request } from 'express';

/**
 * The query part of the address as the visitor sent it (`?a=1`, or '' when there is none),
 * untouched so a redirect can carry it on. Read from the text, not with `new URL`, which throws on
 * paths beginning `//`.
 */
export function searchOf(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index);
}
