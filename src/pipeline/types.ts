import type { ComponentType } from 'react';
import type { AxiosInstance } from 'axios';
import type { Locale } from '../lib/locale';
import type { ErrorState } from './http-error';

export const LAYOUT_NAMES = ['default', 'empty'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];
export type Query = Record<string, string>;

/** What every pipeline step and page hook receives. */
export interface RouteContext {
  /** Full path as requested, with its locale prefix if any, without query and hash. */
  path: string;
  /** The locale-free path matched against the route table. */
  pathname: string;
  params: Record<string, string | undefined>;
  query: Query;
  hash: string;
  locale: Locale;
  /** True when the path carried a /ar or /en prefix. */
  prefixed: boolean;
  route: RouteDefinition;
  api: AxiosInstance;
  isServer: boolean;
  signal: AbortSignal;
  /** Stops the run and navigates elsewhere (a signal, never shown as an error). */
  redirect(to: string, statusCode?: number): never;
}

export interface HeadInfo {
  title?: string;
  description?: string;
  noindex?: boolean;
  image?: string;
}

export interface PageProps<TData = unknown> {
  data: TData;
  ctx: PageRenderContext;
}

/** The parts of the context that are serializable and available while rendering. */
export interface PageRenderContext {
  path: string;
  pathname: string;
  params: Record<string, string | undefined>;
  query: Query;
  locale: Locale;
  routeKey: string;
}

export type Middleware = (ctx: RouteContext) => void | Promise<void>;

/** A page module: `default` is the component; the rest are optional hooks (docs/architecture.md, "The pipeline"). */
export interface PageModule<TData = unknown> {
  default: ComponentType<PageProps<TData>>;
  layout?: LayoutName | ((ctx: RouteContext) => LayoutName);
  middleware?: string | string[];
  validate?: (ctx: RouteContext) => boolean | Promise<boolean>;
  loadData?: (ctx: RouteContext) => Promise<TData>;
  watchQuery?: string[] | boolean;
  head?: (ctx: PageRenderContext, data: TData, t: (key: string) => string) => HeadInfo;
  /**
   * The status of a page that answers a miss with content of its own rather than the error page
   * (an unknown receipt code: 404, with a field for another code). 200 when absent.
   */
  statusCode?: (data: TData) => number;
  /**
   * `false`: the server never answers this page from its short-lived HTML cache. Pages whose loading
   * has side effects (payment verification) or shows one person's data (a receipt, a gift card) say so.
   */
  serverCache?: boolean;
  /**
   * Texts (`namespace:key`, a key may name a whole subtree) the page's state carries although its
   * server render does not show them: what the page shows or writes down only in the browser (a
   * calculator's result, a basket line's title). The state otherwise carries only the texts the
   * server used, and the rest may arrive late or, on a poor connection, never.
   */
  browserTexts?: readonly string[];
  /**
   * Loads the parts the page renders from code of their own (`lazyPart`). The pipeline loads them
   * with the page's data, so the server's first HTML has them in place (not streamed after the
   * rest and revealed late) and a navigation in the browser shows them with the page.
   */
  parts?: () => Promise<unknown>;
}

export interface LayoutModule {
  middleware?: string | string[];
  loadData?: (ctx: RouteContext) => Promise<unknown>;
}

/** One row of the route table: a locale-free path pattern pointing at a lazily imported page. */
export interface RouteDefinition {
  /** Unique key; also the i18n key of the page title under `routes.` */
  key: string;
  /** Pattern in react-router syntax: `/news/:id`, `/gifts/:id?` */
  path: string;
  /** The page module's file under src/pages, without extension (maps the route to its built chunk). */
  page?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each page has its own data type; the pipeline treats it as unknown.
  load: () => Promise<PageModule<any>>;
  /** Navigation section the page belongs to (breadcrumb, section navigation). */
  section: string;
  /** Listed in sitemap.xml (static paths only). */
  sitemap?: boolean;
}

export type PipelineOutcome =
  | {
      kind: 'page';
      route: RouteDefinition;
      module: PageModule;
      layout: LayoutName;
      data: unknown;
      layoutData: unknown;
      render: PageRenderContext;
    }
  | { kind: 'redirect'; to: string; statusCode: number }
  | { kind: 'error'; error: ErrorState; layout: LayoutName; render: PageRenderContext | null };
