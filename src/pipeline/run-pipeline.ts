import type { AxiosInstance } from 'axios';
import type { Locale } from '../lib/locale';
import { HttpError, normalizeError, notFound } from './http-error';
import { RedirectSignal, isRedirect } from './redirect';
import { matchRoute } from './match-route';
import { LAYOUT_NAMES } from './types';
import type {
  LayoutModule,
  LayoutName,
  Middleware,
  PageModule,
  PageRenderContext,
  PipelineOutcome,
  Query,
  RouteContext,
  RouteDefinition,
} from './types';

export interface PipelineEnvironment {
  routes: RouteDefinition[];
  /** Layout hooks (middleware, data) by layout name; a layout without hooks needs no entry. */
  layouts?: Partial<Record<LayoutName, LayoutModule>>;
  /** Middleware by name: pages and layouts name them; a name missing here is a 500. */
  middleware?: Record<string, Middleware>;
  /** Middleware run before every page's own. */
  globalMiddleware?: string[];
  api: AxiosInstance;
  isServer: boolean;
  /** Called when a page chunk fails to load (the browser reloads; the server reports a 500). */
  onChunkError?: (error: unknown) => void;
}

export interface NavigationTarget {
  path: string;
  query: Query;
  hash: string;
  locale: Locale;
  signal: AbortSignal;
}

/**
 * A failed dynamic import (docs/behaviour.md#B-NAV-6) (Vite: "Failed to fetch dynamically imported module" and
 * "Unable to preload CSS"; Firefox and Safari word it their own way; webpack: "Loading chunk N failed").
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

function names(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

function toRenderContext(ctx: RouteContext): PageRenderContext {
  return {
    path: ctx.path,
    pathname: ctx.pathname,
    params: ctx.params,
    query: ctx.query,
    locale: ctx.locale,
    routeKey: ctx.route.key,
  };
}

async function runMiddleware(env: PipelineEnvironment, list: string[], ctx: RouteContext): Promise<void> {
  for (const name of list) {
    const fn = env.middleware?.[name];
    if (!fn) throw new HttpError(500, `Unknown middleware ${name}`);
    await fn(ctx);
  }
}

function resolveLayout(module: PageModule, ctx: RouteContext): LayoutName {
  const chosen = typeof module.layout === 'function' ? module.layout(ctx) : module.layout;
  return chosen ?? 'default';
}

/**
 * The navigation pipeline (docs/behaviour.md#B-PIPE-1): page chunk → middleware (global, layout, page) →
 * layout → validate → data. A redirect or an error stops the run after any step. Errors and
 * redirects are returned as values, never thrown to the caller.
 */
export async function runPipeline(env: PipelineEnvironment, target: NavigationTarget): Promise<PipelineOutcome> {
  const match = matchRoute(env.routes, target.path);
  if (!match) {
    return { kind: 'error', error: normalizeError(notFound()), layout: 'default', render: null };
  }

  const ctx: RouteContext = {
    path: target.path,
    pathname: match.pathname,
    params: match.params,
    query: target.query,
    hash: target.hash,
    locale: target.locale,
    prefixed: match.prefix !== null,
    route: match.route,
    api: env.api,
    isServer: env.isServer,
    signal: target.signal,
    redirect(to: string, statusCode = 302): never {
      throw new RedirectSignal(to, statusCode);
    },
  };
  const render = toRenderContext(ctx);
  let layout: LayoutName = 'default';

  try {
    // 1. the page chunk
    let module: PageModule;
    try {
      module = await match.route.load();
    } catch (error) {
      if (isChunkLoadError(error)) env.onChunkError?.(error);
      throw error;
    }
    const aborted = () => target.signal.aborted;

    // 2. middleware: global, then layout, then page, in series (the layout's name is needed for its middleware)
    layout = resolveLayout(module, ctx);
    await runMiddleware(env, env.globalMiddleware ?? [], ctx);
    await runMiddleware(env, names(env.layouts?.[layout]?.middleware), ctx);
    await runMiddleware(env, names(module.middleware), ctx);
    if (aborted()) throw new DOMException('Navigation aborted', 'AbortError');

    // 3. layout
    if (!(LAYOUT_NAMES as readonly string[]).includes(layout)) throw new HttpError(500, `Unknown layout ${layout}`);
    const layoutModule = env.layouts?.[layout] ?? {};

    // 4. validate
    if (module.validate) {
      const valid = await module.validate(ctx);
      if (valid === false) throw notFound();
    }
    if (aborted()) throw new DOMException('Navigation aborted', 'AbortError');

    // 5. data: page and layout in parallel, with the code of the page's own parts (`PageModule.parts`),
    // so that they render in place. A part that fails to load does not fail the page: its boundary
    // tries again when it renders.
    const [data, layoutData] = await Promise.all([
      module.loadData ? module.loadData(ctx) : Promise.resolve(null),
      layoutModule.loadData ? layoutModule.loadData(ctx) : Promise.resolve(null),
      module.parts?.().catch(() => undefined),
    ]);
    if (aborted()) throw new DOMException('Navigation aborted', 'AbortError');
    return { kind: 'page', route: match.route, module, layout, data, layoutData, render };
  } catch (error) {
    if (isRedirect(error)) return { kind: 'redirect', to: error.to, statusCode: error.statusCode };
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { kind: 'error', error: normalizeError(error), layout, render };
  }
}
