import { renderToPipeableStream, type RenderToPipeableStreamOptions, type PipeableStream } from 'react-dom/server';
import type { ErrorState } from './pipeline/http-error';
import { App } from './app/app';
import type { AppLocation, AppState, SettledView } from './app/app-state';
import { headForView } from './app/page-head';
import type { AxiosInstance } from 'axios';
import { pickedResources, trackedI18n } from './lib/i18n-server';
import { oneLanguage } from './lib/one-language';
import { loadLocaleResources } from './lib/locale-resources';
import type { Locale } from './lib/locale';
import type { RuntimeConfig } from './lib/runtime-config';
import { runPipeline } from './pipeline/run-pipeline';
import type { PageModule, PipelineOutcome, Query, RouteDefinition } from './pipeline/types';
import { routes as productionRoutes } from './routes';
import { headToHtml } from './lib/head';
import { publicError } from './app/error-view';

export interface RenderRequest {
  path: string;
  query: Query;
  search: string;
  locale: Locale;
  config: RuntimeConfig;
  /** The API client pages load data through (the server serves it in-process by default). */
  api: AxiosInstance;
  signal: AbortSignal;
  /** Tests pass a table of fixture pages; production uses src/routes.ts. */
  routes?: RouteDefinition[];
}

export type Prepared =
  | { kind: 'redirect'; to: string; statusCode: number }
  | {
      kind: 'render';
      statusCode: number;
      /** A 200 page that may be kept in the server's HTML cache (see PageModule.serverCache). */
      cacheable: boolean;
      /** The route of a page view (its page module names the chunks to preload); null for an error view. */
      route: RouteDefinition | null;
      htmlAttributes: { lang: string; dir: string };
      headHtml: string;
      state: AppState;
      stream(options: RenderToPipeableStreamOptions): PipeableStream;
      /** The error as it happened (with its technical message), for the server's log only. */
      errorDetail: ErrorState | null;
      /** Text for the last resort when even the error page cannot render. */
      failureText: { message: string; home: string; homeHref: string };
    };

function settle(outcome: Exclude<PipelineOutcome, { kind: 'redirect' }>): SettledView {
  if (outcome.kind === 'page') {
    return {
      kind: 'page',
      routeKey: outcome.route.key,
      layout: outcome.layout,
      data: outcome.data,
      layoutData: outcome.layoutData,
      render: outcome.render,
    };
  }
  return outcome;
}

/** Runs the pipeline to the end before the first byte, so the status and redirects are settled. */
export async function prepare(request: RenderRequest): Promise<Prepared> {
  const api = request.api;
  const outcome = await runPipeline(
    { routes: request.routes ?? productionRoutes, api, isServer: true },
    { path: request.path, query: request.query, hash: '', locale: request.locale, signal: request.signal },
  );
  if (outcome.kind === 'redirect') return outcome;
  if (outcome.kind !== 'page') return renderView(request, settle(outcome), null);
  // Only the visitor's language of the content is rendered and carried in the state.
  const settled = settle(outcome);
  const view =
    settled.kind === 'page'
      ? {
          ...settled,
          data: oneLanguage(settled.data, request.locale),
          layoutData: oneLanguage(settled.layoutData, request.locale),
        }
      : settled;
  return renderView(request, view, outcome.module, outcome.route);
}

/**
 * Texts every page's state carries whether its render used them or not: the error and offline
 * messages a navigation can need before the page's remaining texts have loaded, or offline when
 * they never will, and the name of a toast's close button (a toast can come as early).
 */
const TEXTS_BEFORE_THE_REST: ReadonlyArray<readonly [namespace: string, key: string]> = [
  'title',
  'notFound',
  'backHome',
  'errorPageFailed',
  'requestFailed',
  'serverFailed',
  'networkFailed',
  'updateFailed',
  'offlineTitle',
  'offline',
  'tryAgain',
]
  .map((key): readonly [string, string] => ['common', `errors.${key}`])
  .concat([['common', 'toast.close']]);

/** Renders a settled view; also used for the 500 page when the page itself fails to render. */
export async function renderView(
  request: RenderRequest,
  settled: SettledView,
  module: PageModule | null,
  route: RouteDefinition | null = null,
): Promise<Extract<Prepared, { kind: 'render' }>> {
  // A library's English message never reaches the page or its state: the server logs it (errorDetail).
  const view: SettledView = settled.kind === 'error' ? { ...settled, error: publicError(settled.error) } : settled;
  const all = await loadLocaleResources(request.locale);
  // One shared instance per locale; the state carries only the namespaces this page used, read
  // when it is serialized (after the render). The browser loads the others after hydration.
  const { i18n, used } = trackedI18n(request.locale, all);
  // What the browser may have to say before the rest arrives, or when it never does (offline).
  const pageTexts = (module?.browserTexts ?? []).map((text) => {
    const separator = text.indexOf(':');
    return [text.slice(0, separator), text.slice(separator + 1)] as const;
  });
  for (const [ns, key] of [...TEXTS_BEFORE_THE_REST, ...pageTexts]) {
    const keys = used.get(ns) ?? new Set<string>();
    used.set(ns, keys.add(key));
  }
  const location: AppLocation = { path: request.path, search: request.search, hash: '' };
  const state: AppState = {
    location,
    view,
    locale: request.locale,
    get resources() {
      return pickedResources(all, used);
    },
    config: request.config,
  };
  const head = headForView(view, module, i18n, request.locale, request.config.publicUrl);
  const navigation = {
    navigate: async () => undefined,
    pending: false,
    online: true,
    locale: request.locale,
    currentUrl: request.path + request.search,
  };
  const t = i18n.getFixedT(request.locale);
  const statusCode = view.kind === 'error' ? view.error.statusCode : (module?.statusCode?.(view.data) ?? 200);
  return {
    kind: 'render',
    statusCode,
    errorDetail: settled.kind === 'error' ? settled.error : null,
    cacheable: view.kind === 'page' && statusCode === 200 && module?.serverCache !== false,
    route: view.kind === 'page' ? route : null,
    htmlAttributes: { lang: head.lang, dir: head.dir },
    headHtml: headToHtml(head),
    state,
    failureText: { message: t('errors.errorPageFailed'), home: t('errors.backHome'), homeHref: `/${request.locale}` },
    stream: (options) =>
      renderToPipeableStream(
        <App
          i18n={i18n}
          config={request.config}
          location={location}
          view={view}
          page={module?.default ?? null}
          navigation={navigation}
        />,
        // Every Suspense boundary whose content is ready goes out in document order: React would
        // otherwise send a large one (the page inside its hydration slice) after the footer and
        // swap it in later, and the footer would paint first and then jump down.
        { progressiveChunkSize: Number.POSITIVE_INFINITY, ...options },
      ),
  };
}
