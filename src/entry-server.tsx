import { renderToPipeableStream, type RenderToPipeableStreamOptions, type PipeableStream } from 'react-dom/server';
import type { ComponentType } from 'react';
import type { Navigator } from 'react-router-dom';
import type { ErrorState } from './pipeline/http-error';
import { App } from './app/app';
import type { AppLocation, AppState, SettledView } from './app/app-state';
import { headForView } from './app/page-head';
import type { AxiosInstance } from 'axios';
import { createI18n } from './lib/i18n';
import { loadLocaleResources } from './lib/locale-resources';
import type { Locale } from './lib/locale';
import type { RuntimeConfig } from './lib/runtime-config';
import { globalMiddleware, middlewareRegistry } from './middleware';
import { layoutModules } from './layouts';
import { runPipeline } from './pipeline/run-pipeline';
import type { PageModule, PipelineOutcome, Query, RouteDefinition } from './pipeline/types';
import { routes as productionRoutes } from './routes';
import { headToHtml } from './lib/head';

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
  /** Tests only: an error page that fails, to prove the last-resort text (SPEC.md §8). */
  errorView?: ComponentType<{ error: ErrorState }>;
}

export type Prepared =
  | { kind: 'redirect'; to: string; statusCode: number }
  | {
      kind: 'render';
      statusCode: number;
      /** A 200 page that may be kept in the server's HTML cache (see PageModule.serverCache). */
      cacheable: boolean;
      routeKey: string | null;
      htmlAttributes: { lang: string; dir: string };
      headHtml: string;
      state: AppState;
      stream(options: RenderToPipeableStreamOptions): PipeableStream;
      /** Text for the last resort when even the error page cannot render. */
      failureText: { message: string; home: string; homeHref: string };
    };

const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

function settle(outcome: Exclude<PipelineOutcome, { kind: 'redirect' }>): SettledView {
  if (outcome.kind === 'page') {
    return { kind: 'page', routeKey: outcome.route.key, layout: outcome.layout, data: outcome.data, layoutData: outcome.layoutData, render: outcome.render };
  }
  return outcome;
}

/** Runs the pipeline to the end before the first byte, so the status and redirects are settled. */
export async function prepare(request: RenderRequest): Promise<Prepared> {
  const api = request.api;
  const outcome = await runPipeline(
    { routes: request.routes ?? productionRoutes, layouts: layoutModules, middleware: middlewareRegistry, globalMiddleware, api, isServer: true },
    { path: request.path, query: request.query, hash: '', locale: request.locale, signal: request.signal },
  );
  if (outcome.kind === 'redirect') return outcome;
  return renderView(request, settle(outcome), outcome.kind === 'page' ? outcome.module : null);
}

/** Renders a settled view; also used for the 500 page when the page itself fails to render. */
export async function renderView(request: RenderRequest, view: SettledView, module: PageModule | null): Promise<Extract<Prepared, { kind: 'render' }>> {
  const resources = await loadLocaleResources(request.locale);
  const i18n = createI18n(request.locale, resources);
  const location: AppLocation = { path: request.path, search: request.search, hash: '' };
  const state: AppState = { location, view, locale: request.locale, resources, config: request.config };
  const head = headForView(view, module, i18n, request.locale, request.config.publicUrl);
  const navigation = { navigate: async () => undefined, pending: false, online: true, locale: request.locale, currentUrl: request.path + request.search };
  const t = i18n.getFixedT(request.locale);
  return {
    kind: 'render',
    statusCode: view.kind === 'error' ? view.error.statusCode : 200,
    cacheable: view.kind === 'page' && module?.serverCache !== false,
    routeKey: view.kind === 'page' ? view.routeKey : null,
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
          navigator={staticNavigator}
          errorView={request.errorView}
        />,
        options,
      ),
  };
}
