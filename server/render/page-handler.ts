import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type * as EntryServer from '../../src/entry-server';
import type { RuntimeConfig } from '../../src/lib/runtime-config';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '../../src/lib/locale';
import type { AxiosInstance } from 'axios';
import { escapeHtml } from '../../src/lib/head';
import { isSafeLocalPath } from '../../src/pipeline/redirect';
import type { RouteDefinition } from '../../src/pipeline/types';
import type { AssetProvider } from './assets';
import { serializeState } from './serialize-state';
import { cspNonce } from '../security/headers';
import { HtmlWritable } from './html-writable';
import { HtmlCache } from './html-cache';
import { spliceGzip, spliceText } from './spliced-gzip';
import type { ServerI18n } from '../locale/server-i18n';
import { STATE_ELEMENT_ID } from '../../src/app/app-state';

export type Entry = typeof EntryServer;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface Options {
  loadEntry: () => Promise<Entry>;
  assets: AssetProvider;
  runtimeConfig: RuntimeConfig;
  /** The API client for page data, per locale (in-process by default). */
  createApi: (locale: Locale) => AxiosInstance;
  logger: Logger;
  routes?: RouteDefinition[];
  /** Words for the plain-text answers this handler writes itself. */
  i18n: ServerI18n;
  /** Short-lived cache of rendered pages (disabled with a TTL of 0). */
  htmlCache?: HtmlCache;
  /** Tests only (see AppOptions.errorView). */
  errorView?: EntryRenderRequest['errorView'];
}

type EntryRenderRequest = Parameters<Entry['prepare']>[0];

function queryOf(req: Request): Record<string, string> {
  const url = new URL(req.originalUrl, 'http://x');
  return Object.fromEntries(url.searchParams);
}

function searchOf(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index);
}

/** Last resort: the error page itself failed (SPEC.md §8). */
function failurePage(text: { message: string; home: string; homeHref: string }, lang: string, dir: string): string {
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.message)}</title></head><body><p>${escapeHtml(text.message)}</p><p><a href="${text.homeHref}">${escapeHtml(text.home)}</a></p></body></html>`;
}

/** Every page path: locale → pipeline (settled before the first byte) → React stream. */
export function pageHandler(options: Options): RequestHandler {
  return async (req: Request, res: Response) => {
    const path = req.path;
    const locale = resolveLocale(path, req.cookies?.[LOCALE_COOKIE]);
    // Streamed HTML must reach the visitor as it is rendered, even behind a buffering nginx.
    res.set('X-Accel-Buffering', 'no');

    const cache = options.htmlCache?.enabled ? options.htmlCache : null;
    const cacheKey = cache ? HtmlCache.key(locale, req.originalUrl) : null;
    if (cache && cacheKey) {
      const hit = cache.get(cacheKey);
      if (hit !== null) {
        const gzip = !!req.acceptsEncodings('gzip');
        const body = gzip ? spliceGzip(hit, cspNonce(res)) : spliceText(hit, cspNonce(res));
        res.vary('Cookie').vary('Accept-Language').vary('Accept-Encoding');
        res.set({ 'Cache-Control': 'no-cache', 'X-Html-Cache': 'hit', 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length) });
        // Already compressed: `compression` leaves a response with a Content-Encoding alone.
        if (gzip) res.set('Content-Encoding', 'gzip');
        res.status(200).end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }

    const entry = await options.loadEntry();
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const request = {
      path,
      query: queryOf(req),
      search: searchOf(req),
      locale,
      config: options.runtimeConfig,
      api: options.createApi(locale),
      signal: controller.signal,
      routes: options.routes,
      errorView: options.errorView,
    };

    const prepared = await entry.prepare(request);
    res.vary('Cookie').vary('Accept-Language');
    res.set('Cache-Control', 'no-cache');

    if (prepared.kind === 'redirect') {
      if (!isSafeLocalPath(prepared.to)) {
        options.logger.warn({ to: prepared.to }, 'refused an off-site redirect');
        res.status(400).type('text/plain; charset=utf-8').send(options.i18n.t(locale, 'errors.badRequest'));
        return;
      }
      // Only redirect statuses: a page asking for 200 (say) must not produce a Location with a body.
      res.redirect(REDIRECT_STATUSES.has(prepared.statusCode) ? prepared.statusCode : 302, prepared.to);
      return;
    }

    const nonce = cspNonce(res);
    const send = async (view: Awaited<ReturnType<Entry['prepare']>> & { kind: 'render' }, fallback: boolean): Promise<void> => {
      const page = view.routeKey ? (options.routes ?? (await import('../../src/routes')).routes).find((r) => r.key === view.routeKey)?.page : undefined;
      const assetsHead = await options.assets.head(page, nonce);
      const head =
        `<!doctype html><html lang="${view.htmlAttributes.lang}" dir="${view.htmlAttributes.dir}"><head>` +
        `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<link rel="icon" href="/favicon.ico" sizes="any"><link rel="icon" href="/logo.svg" type="image/svg+xml"><meta name="theme-color" content="#0f766e">` +
        view.headHtml +
        assetsHead +
        `</head><body><div id="root">`;
      const tail = () =>
        `</div><script id="${STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${serializeState(view.state)}</script>` +
        options.assets.entry(nonce) +
        `</body></html>`;

      await new Promise<void>((resolve) => {
        let shellSent = false;
        let streamFailed = false;
        const store =
          cache && cacheKey && !fallback && view.cacheable && view.statusCode === 200
            ? {
                head,
                done: (body: Buffer) => {
                  if (!streamFailed) cache.set(cacheKey, body.toString('utf8'), nonce);
                },
              }
            : undefined;
        const stream = view.stream({
          nonce,
          onShellReady() {
            shellSent = true;
            res.status(view.statusCode).type('html');
            if (cache) res.set('X-Html-Cache', 'miss');
            res.write(head);
            stream.pipe(new HtmlWritable(res, tail, store));
            resolve();
          },
          onShellError(error) {
            options.logger.error({ err: error, path }, 'page failed to render');
            if (shellSent) return resolve();
            // The error page itself failed: the last-resort text, keeping the error's status.
            if (fallback || view.state.view.kind === 'error') {
              res.status(view.state.view.kind === 'error' ? view.statusCode : 500).type('html').send(failurePage(view.failureText, view.htmlAttributes.lang, view.htmlAttributes.dir));
              return resolve();
            }
            const message = error instanceof Error ? error.message : 'Render error';
            entry
              .renderView(request, { kind: 'error', error: { statusCode: 500, message }, layout: 'default', render: null }, null)
              .then((errorView) => send(errorView, true))
              .catch(() => res.status(500).type('html').send(failurePage(view.failureText, view.htmlAttributes.lang, view.htmlAttributes.dir)))
              .finally(resolve);
          },
          onError(error) {
            streamFailed = true;
            if (shellSent) options.logger.error({ err: error, path }, 'error while streaming');
          },
        });
        setTimeout(() => stream.abort(), 10000).unref();
      });
    };
    await send(prepared, false);
  };
}
