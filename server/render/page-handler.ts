import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type * as EntryServer from '#src/entry-server';
import type { RuntimeConfig } from '#src/lib/runtime-config';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '#src/lib/locale';
import type { AxiosInstance } from 'axios';
import { escapeMarkup } from '#src/lib/escape-markup';
import { isSafeLocalPath } from '#src/pipeline/redirect';
import type { RouteDefinition } from '#src/pipeline/types';
import type { AssetProvider } from './assets';
import { serializeState } from './serialize-state';
import { cspNonce } from '../security/headers';
import { HtmlWritable } from './html-writable';
import { PageFront, type RenderTicket } from './page-front';
import type { ServerI18n } from '../locale/server-i18n';
import { STATE_ELEMENT_ID } from '#src/lib/state-element';
import { searchOf } from '../http/request-search';

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
  /** The cache and load shedding before fresh renders (page-front.ts). */
  front?: PageFront;
}

/** The query, read from the search part alone: a path such as `//host` or `/\\` is no URL to resolve. */
function queryOf(req: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchOf(req)));
}

/** Notes every API path the page reads (the cache learns what each page was built from). */
function recordSources(api: AxiosInstance, sources: string[]): AxiosInstance {
  api.interceptors.request.use((config) => {
    sources.push(config.url ?? '');
    return config;
  });
  return api;
}

/** Last resort: the error page itself failed (docs/behaviour.md#B-ERR-2). */
function failurePage(text: { message: string; home: string; homeHref: string }, lang: string, dir: string): string {
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(text.message)}</title></head><body><p>${escapeMarkup(text.message)}</p><p><a href="${text.homeHref}">${escapeMarkup(text.home)}</a></p></body></html>`;
}

/** Every page path: locale → pipeline (settled before the first byte) → React stream. */
export function pageHandler(options: Options): RequestHandler {
  return async (req: Request, res: Response) => {
    const path = req.path;
    const locale = resolveLocale(path, req.cookies?.[LOCALE_COOKIE]);
    // Streamed HTML must reach the visitor as it is rendered, even behind a buffering nginx.
    res.set('X-Accel-Buffering', 'no');

    const ticket: RenderTicket | null = options.front
      ? await options.front.admit(req, res, locale, path, searchOf(req), queryOf(req))
      : {
          query: queryOf(req),
          search: searchOf(req),
          sources: [],
          capture: () => undefined,
          stopRecording: () => undefined,
        };
    // Answered already: from the cache, or turned away while busy.
    if (!ticket) return;

    const entry = await options.loadEntry();
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const request = {
      path,
      query: ticket.query,
      search: ticket.search,
      locale,
      config: options.runtimeConfig,
      api: recordSources(options.createApi(locale), ticket.sources),
      signal: controller.signal,
      routes: options.routes,
    };

    const prepared = await entry.prepare(request);
    // The visitor left while the data loaded: its calls were stopped, and nobody waits for a page.
    // Not an error of the site (under a flood every dropped connection was logged as a 500).
    if (controller.signal.aborted) {
      options.logger.debug({ path }, 'visitor left before the page was ready');
      return;
    }
    if (prepared.kind === 'render' && prepared.errorDetail && prepared.errorDetail.statusCode !== 404) {
      const { statusCode, message } = prepared.errorDetail;
      // With its route and time (docs/behaviour.md#B-ERR-5): the route key, or null when no route matched.
      const route = prepared.state.view.render?.routeKey ?? null;
      options.logger[statusCode >= 500 ? 'error' : 'warn'](
        { path, route, status: statusCode, detail: message, at: new Date().toISOString() },
        'page answered with an error',
      );
    }
    res.vary('Cookie').vary('Accept-Language');
    // Pages kept out of the HTML cache are personal (receipt, payment result, gift card), and so may
    // be a redirect's target (/donate/paid → the receipt): no shared cache or browser history keeps
    // them; every other page is revalidated.
    const personal = prepared.kind === 'redirect' || (prepared.route !== null && !prepared.cacheable);
    res.set('Cache-Control', personal ? 'private, no-store' : 'no-cache');

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
    const send = async (
      view: Awaited<ReturnType<Entry['prepare']>> & { kind: 'render' },
      fallback: boolean,
    ): Promise<void> => {
      const assetsHead = await options.assets.head(view.route?.page, nonce, view.htmlAttributes.lang);
      const head =
        `<!doctype html><html lang="${view.htmlAttributes.lang}" dir="${view.htmlAttributes.dir}"><head>` +
        `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<link rel="icon" href="/favicon.ico" sizes="any"><link rel="icon" href="/logo.svg" type="image/svg+xml"><meta name="theme-color" content="#0f766e">` +
        view.headHtml +
        assetsHead +
        `</head><body><div id="root">`;
      const tail = () =>
        (ticket.stopRecording(), '') +
        `</div><script id="${STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${serializeState(view.state)}</script>` +
        options.assets.entry(nonce) +
        `</body></html>`;

      await new Promise<void>((resolve) => {
        let shellSent = false;
        let streamFailed = false;
        // A part inside a Suspense boundary (the layout's hydration slices) that throws does not fail
        // the shell, yet the page failed: it is answered like a shell error (docs/behaviour.md#B-ERR-1).
        let renderError: { error: unknown } | null = null;
        // 200 pages that allow it, and 404 pages, are kept (page-front.ts decides the key).
        const store = fallback
          ? undefined
          : ticket.capture(head, view.statusCode, view.cacheable || view.statusCode === 404, () => streamFailed);
        const stream = view.stream({
          nonce,
          onShellReady() {
            if (renderError) {
              stream.abort();
              return renderFailed(renderError.error);
            }
            shellSent = true;
            res.status(view.statusCode).type('html');
            if (options.front?.caching) res.set('X-Html-Cache', 'miss');
            res.write(head);
            stream.pipe(new HtmlWritable(res, tail, store));
            resolve();
          },
          onShellError: (error) => renderFailed(error),
          onError(error) {
            streamFailed = true;
            if (!shellSent && !renderError) renderError = { error };
            if (shellSent) options.logger.error({ err: error, path }, 'error while streaming');
          },
        });
        function renderFailed(error: unknown): void {
          options.logger.error(
            {
              err: error,
              path,
              route: view.route?.key ?? view.state.view.render?.routeKey ?? null,
              at: new Date().toISOString(),
            },
            'page failed to render',
          );
          if (shellSent) return resolve();
          // The error page itself failed: the last-resort text, keeping the error's status.
          if (fallback || view.state.view.kind === 'error') {
            res
              .status(view.state.view.kind === 'error' ? view.statusCode : 500)
              .type('html')
              .send(failurePage(view.failureText, view.htmlAttributes.lang, view.htmlAttributes.dir));
            return resolve();
          }
          const message = error instanceof Error ? error.message : 'Render error';
          entry
            .renderView(
              request,
              { kind: 'error', error: { statusCode: 500, message }, layout: 'default', render: null },
              null,
            )
            .then((errorView) => send(errorView, true))
            .catch(() =>
              res
                .status(500)
                .type('html')
                .send(failurePage(view.failureText, view.htmlAttributes.lang, view.htmlAttributes.dir)),
            )
            .finally(resolve);
        }
        setTimeout(() => stream.abort(), 10000).unref();
      });
    };
    await send(prepared, false);
  };
}
