import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Locale } from '#src/lib/locale';
import { matchRoute } from '#src/pipeline/match-route';
import type { PageModule, Query, RouteDefinition } from '#src/pipeline/types';
import { cspNonce } from '../security/headers';
import { spend, type Limiter } from '../security/rate-limit';
import type { ServerI18n } from '../locale/server-i18n';
import { busyPage } from './busy-page';
import { cacheKey, canonicalSearch, QueryKeys, recordingQuery } from './cache-key';
import type { CachedPage, HtmlCache } from './html-cache';
import type { RenderGate } from './render-gate';
import { spliceGzip, spliceText } from './spliced-gzip';
import { clientKey } from '../security/client-address';

/**
 * What stands before a fresh render: the HTML cache (single flight, stale-while-revalidate,
 * canonical keys), the per-address limit on fresh renders and the bound on renders at once.
 * `admit` either answers the request itself (a cached page, a busy page) or hands back a ticket
 * for one fresh render.
 */
export interface PageFrontOptions {
  cache: HtmlCache | null;
  gate: RenderGate | null;
  /** Fresh renders per address (cache hits are free). */
  limiter: Limiter | null;
  routes: () => Promise<RouteDefinition[]>;
  i18n: ServerI18n;
  logger: Logger;
  /** Seconds a turned-away visitor is asked to wait. */
  retryAfterSeconds?: number;
  /** How long a request waits for another's rendering of the same page before rendering itself. */
  flightWaitMs?: number;
}

export interface RenderTicket {
  /** The query pages see (reads are recorded to learn which keys matter). */
  query: Query;
  /** The search the page is rendered with: canonical when the page may be cached. */
  search: string;
  /** API paths read while rendering (what the page was built from). */
  sources: string[];
  /** For HtmlWritable: keeps the page once it is complete, if it may be kept. */
  capture(
    head: string,
    status: number,
    cacheable: boolean,
    failed: () => boolean,
  ): { head: string; done: (body: Buffer) => void } | undefined;
  /** Called before the state is serialized: reads from then on are not the page's. */
  stopRecording(): void;
}

const FLIGHT_WAIT_MS = 10_000;
const PAGES_REMEMBERED = 2000;

export class PageFront {
  private readonly queryKeys = new QueryKeys();
  private readonly pages = new Map<string, { routeKey: string | null; module: PageModule | null }>();

  constructor(private readonly options: PageFrontOptions) {}

  /** True when pages may be answered from the cache (the X-Html-Cache header says which). */
  get caching(): boolean {
    return this.options.cache !== null;
  }

  async admit(
    req: Request,
    res: Response,
    locale: Locale,
    path: string,
    search: string,
    query: Query,
  ): Promise<RenderTicket | null> {
    const { cache } = this.options;
    // A visitor may leave while this request waits (for a flight or a render slot): 'close' has
    // then fired already, so it is noted from the start rather than listened for later.
    let gone = false;
    res.once('close', () => (gone = true));
    const { routeKey, module } = await this.pageOf(path);
    const useCache = cache !== null && module?.serverCache !== false;
    const significant = this.queryKeys.significant(routeKey, module?.watchQuery);
    const canonical = useCache ? canonicalSearch(search, significant) : search;
    const key = useCache ? cacheKey(locale, path, canonical) : null;

    let stale: CachedPage | null = null;
    let finishFlight: (() => void) | null = null;
    if (cache && key) {
      let hit = cache.get(key);
      if (!hit) {
        const flight = cache.flight(key);
        if (flight) {
          await Promise.race([flight, delay(this.options.flightWaitMs ?? FLIGHT_WAIT_MS)]);
          hit = cache.get(key);
        }
      }
      if (hit && (hit.fresh || cache.flight(key))) {
        this.answerCached(req, res, hit, hit.fresh ? 'hit' : 'stale');
        return null;
      }
      stale = hit;
      // This request renders the page (a stale one: it refreshes it for everyone).
      finishFlight = cache.claim(key);
      if (finishFlight) res.once('close', finishFlight);
    }

    const turnAway = (status: 429 | 503) => {
      finishFlight?.();
      if (stale) {
        this.answerCached(req, res, stale, 'stale');
        return null;
      }
      this.answerBusy(res, locale, status);
      return null;
    };

    if (this.options.limiter && (await spend(this.options.limiter, clientKey(req))).kind !== 'allowed')
      return turnAway(429);
    if (this.options.gate) {
      const release = await this.options.gate.enter();
      if (!release) return turnAway(503);
      if (gone) {
        release();
        finishFlight?.();
        return null;
      }
      res.once('close', release);
    }
    if (gone || res.headersSent || res.destroyed) {
      finishFlight?.();
      return null;
    }

    const recording = recordingQuery(query, useCache ? significant : 'all');
    const sources: string[] = [];
    const queryKeys = this.queryKeys;
    return {
      query: recording.query,
      search: canonical,
      sources,
      stopRecording: () => recording.stop(),
      capture(head, status, cacheable, failed) {
        if (routeKey !== null) queryKeys.learn(routeKey, recording.read());
        if (!cache || !key || !cacheable || (status !== 200 && status !== 404)) return undefined;
        return {
          head,
          done: (body: Buffer) => {
            recording.stop();
            const read = recording.read();
            if (routeKey !== null) queryKeys.learn(routeKey, read);
            // A page that read a key this entry was not keyed with is answered but not kept.
            const keyedWithAll = significant === 'all';
            const covered = keyedWithAll || (read !== 'all' && [...read].every((name) => significant.has(name)));
            if (!failed() && covered) cache.set(key, body.toString('utf8'), cspNonce(res), { status, path, sources });
          },
        };
      },
    };
  }

  /**
   * The cached page for a request, when it can be answered at once (cached-hit.ts answers it before
   * the rest of the server): a fresh entry, or a stale one while another request refreshes it. Null
   * when the page must go through `admit` (unknown path, no entry, a refresh to start, a flight to
   * wait for). Only paths that reached `admit` before are known here, so only page paths qualify.
   */
  immediate(locale: Locale, path: string, search: string): { page: CachedPage; label: 'hit' | 'stale' } | null {
    const { cache } = this.options;
    if (!cache) return null;
    const known = this.pages.get(path);
    if (!known || known.module?.serverCache === false) return null;
    // No query (most requests): no keys to sort out.
    const canonical =
      search === ''
        ? ''
        : canonicalSearch(search, this.queryKeys.significant(known.routeKey, known.module?.watchQuery));
    const key = cacheKey(locale, path, canonical);
    const hit = cache.get(key);
    if (!hit) return null;
    if (hit.fresh) return { page: hit, label: 'hit' };
    return cache.flight(key) ? { page: hit, label: 'stale' } : null;
  }

  /**
   * The route and page module of a path, remembered (matching the route table costs more than
   * answering a cached page). Bounded: paths come from visitors.
   */
  private async pageOf(path: string): Promise<{ routeKey: string | null; module: PageModule | null }> {
    const known = this.pages.get(path);
    if (known) return known;
    const match = matchRoute(await this.options.routes(), path);
    let module: PageModule | null = null;
    if (match) {
      try {
        module = await match.route.load();
      } catch {
        // The pipeline loads it again and reports the failure as the page's error; not remembered.
        return { routeKey: match.route.key, module: null };
      }
    }
    const found = { routeKey: match?.route.key ?? null, module };
    this.pages.set(path, found);
    if (this.pages.size > PAGES_REMEMBERED) this.pages.delete(this.pages.keys().next().value as string);
    return found;
  }

  private answerCached(req: Request, res: Response, hit: CachedPage, label: 'hit' | 'stale'): void {
    const gzip = !!req.acceptsEncodings('gzip');
    const body = cachedBody(hit, cspNonce(res), gzip);
    res.vary('Cookie').vary('Accept-Language').vary('Accept-Encoding');
    res.set({
      'Cache-Control': CACHED_PAGE_HEADERS['Cache-Control'],
      'X-Html-Cache': label,
      'Content-Type': CACHED_PAGE_HEADERS['Content-Type'],
      'Content-Length': String(body.length),
    });
    // Already compressed: `compression` leaves a response with a Content-Encoding alone.
    if (gzip) res.set('Content-Encoding', 'gzip');
    res.status(hit.status).end(req.method === 'HEAD' ? undefined : body);
  }

  private answerBusy(res: Response, locale: Locale, status: 429 | 503): void {
    const retryAfter = this.options.retryAfterSeconds ?? 5;
    this.options.logger.warn(
      { status, path: res.req.path },
      status === 503 ? 'render queue full: busy page' : 'fresh-render limit reached: busy page',
    );
    res.status(status).set({
      'Retry-After': String(retryAfter),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
    });
    res.end(busyPage(this.options.i18n, locale));
  }
}

/** Headers of every cached answer besides the security headers (cached-hit.ts sends the same). */
export const CACHED_PAGE_HEADERS = {
  Vary: 'Cookie, Accept-Language, Accept-Encoding',
  'Cache-Control': 'no-cache',
  'Content-Type': 'text/html; charset=utf-8',
} as const;

/** The cached page with `nonce` spliced in: the stored gzip bytes, or the plain text. */
export function cachedBody(hit: CachedPage, nonce: string, gzip: boolean): Buffer {
  return gzip ? spliceGzip(hit.page, nonce) : spliceText(hit.page, nonce);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
