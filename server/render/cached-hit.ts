import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { parse as parseCookieHeader } from 'cookie';
import type { Logger } from 'pino';
import {
  browserLanguageTarget,
  LOCALE_COOKIE,
  pickAcceptLanguage,
  resolveLocale,
  splitLocalePrefix,
} from '#src/lib/locale';
import { carriesEncodedNul } from '../security/request-guards';
import { CACHED_PAGE_HEADERS, cachedBody, type PageFront } from './page-front';

/**
 * Cache hits answered at the very front of the server, before logging middleware, compression,
 * cookies, security headers and the static-file lookup: a cached page is already gzip bytes, and
 * walking the whole Express stack cost several times what sending them does.
 *
 * The answer is the one the full stack gives for the same hit (test/http/cached-hit.test.ts and
 * the built-server suite compare them header by header):
 * - the security headers are those of `securityHeaders`, captured once from the middleware itself
 *   with a placeholder where the CSP nonce goes; a fresh nonce per answer, spliced into both the
 *   header and the page;
 * - X-Request-Id as the logging middleware sets it, and the same access-log line;
 * - `Connection: close` while shutting down.
 *
 * Anything it is not sure of goes down the ordinary path: methods other than GET and HEAD, paths
 * that are no page paths, a visitor the entry redirect would move (browser-language detection, the
 * root redirect), a page not cached or due for a refresh. A path reaches the cache only through
 * the page handler, so a path some earlier handler answers can never be a hit here.
 */
export interface CachedHitOptions {
  front: PageFront;
  /** The middleware that sets the security headers of every answer (server/security/headers.ts). */
  securityHeaders: RequestHandler;
  logger: Logger;
  rootRedirect: boolean;
  detectBrowserLanguage: boolean;
  isShuttingDown?: () => boolean;
}

const NONCE_MARK = '\u0000nonce\u0000';
/** First path segments that are never pages (their own routers answer them). */
const NOT_PAGES = /^\/(?:api|admin|assets|healthz|readyz)(?:\/|$)/;

/**
 * A CSP nonce: 16 bytes of the CSPRNG, taken from a pool filled 4 KB at a time (one call per 256
 * answers instead of one each); no two answers share bytes.
 */
let pool = Buffer.alloc(0);
let poolOffset = 0;
function freshNonce(): string {
  if (poolOffset + 16 > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  poolOffset += 16;
  return pool.toString('base64', poolOffset - 16, poolOffset);
}

/** The X-Request-Id of a request: the caller's, when it is a sane id, or a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** Whether the client takes gzip, as `req.acceptsEncodings('gzip')` decides (q=0 refuses; `*` covers it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  let wildcard: number | null = null;
  for (const part of text.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') quality = Number(value);
    }
    if (!Number.isFinite(quality)) quality = 0;
    if (coding === 'gzip') return quality > 0;
    wildcard = quality;
  }
  return wildcard !== null && wildcard > 0;
}

interface HeaderTemplate {
  fixed: [string, string][];
  /** Headers holding the nonce, split at it. */
  withNonce: [string, string[]][];
}

/** Runs the security-header middleware once on a stand-in response and keeps what it set. */
function captureHeaders(middleware: RequestHandler): HeaderTemplate {
  const headers = new Map<string, string>();
  const response = {
    locals: { cspNonce: NONCE_MARK },
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return response;
    },
    getHeader: (name: string) => headers.get(name),
    removeHeader: (name: string) => void headers.delete(name),
  };
  let called = false;
  // Express types: the stand-ins carry what the middleware touches (helmet sets and removes headers).
  middleware({ headers: {}, method: 'GET', url: '/' } as never, response as never, () => (called = true));
  if (!called) throw new Error('the security-header middleware did not pass the request on');
  const fixed: [string, string][] = [];
  const withNonce: [string, string[]][] = [];
  for (const [name, value] of headers) {
    if (value.includes(NONCE_MARK)) withNonce.push([name, value.split(NONCE_MARK)]);
    else fixed.push([name, value]);
  }
  return { fixed, withNonce };
}

/** The fast path: returns true when it answered the request, false to pass it on unchanged. */
export function cachedHit(options: CachedHitOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  let template: HeaderTemplate | null = null;
  const { front, logger } = options;

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !front.caching) return false;
    const url = req.url ?? '';
    // An encoded NUL goes on to the guard that refuses it (request-guards.ts), even when the page
    // it names is cached under a key without the query key that carried it.
    if (url.charCodeAt(0) !== 47 /* / */ || url.charCodeAt(1) === 47 || url.includes('\\') || carriesEncodedNul(url))
      return false;
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    const search = at === -1 ? '' : url.slice(at);
    // Files, trailing slashes (redirected) and the routers of their own.
    if ((path.length > 1 && path.endsWith('/')) || /\.\w+$/.test(path) || NOT_PAGES.test(path)) return false;

    let cookie: string | undefined;
    if (splitLocalePrefix(path).prefix === null) {
      // An unprefixed path: the cookie picks the locale, and the entry redirect may move the visitor.
      if (path === '/' && options.rootRedirect) return false;
      const header = req.headers.cookie;
      cookie = header ? parseCookieHeader(header)[LOCALE_COOKIE] : undefined;
      if (
        options.detectBrowserLanguage &&
        browserLanguageTarget(path, search, cookie, pickAcceptLanguage(req.headers['accept-language'])) !== null
      )
        return false;
    }
    const locale = resolveLocale(path, cookie);
    const found = front.immediate(locale, path, search);
    if (!found) return false;

    const started = performance.now();
    template ??= captureHeaders(options.securityHeaders);
    const nonce = freshNonce();
    const id = requestIdOf(req);
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    const body = cachedBody(found.page, nonce, gzip);

    const headers: OutgoingHttpHeaders = { 'X-Request-Id': id };
    for (const [name, value] of template.fixed) headers[name] = value;
    for (const [name, parts] of template.withNonce) headers[name] = parts.join(nonce);
    headers['X-Accel-Buffering'] = 'no';
    headers.Vary = CACHED_PAGE_HEADERS.Vary;
    headers['Cache-Control'] = CACHED_PAGE_HEADERS['Cache-Control'];
    headers['X-Html-Cache'] = found.label;
    headers['Content-Type'] = CACHED_PAGE_HEADERS['Content-Type'];
    headers['Content-Length'] = body.length;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    if (options.isShuttingDown?.()) headers.Connection = 'close';
    res.writeHead(found.page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);

    // The line the logging middleware writes for every other answer.
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          req: { id, method: req.method, url, userAgent: req.headers['user-agent'] },
          res: { statusCode: found.page.status },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
    }
    return true;
  };
}
