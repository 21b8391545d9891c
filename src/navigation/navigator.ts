import type { AxiosInstance } from 'axios';
import type { Locale } from '../lib/locale';
import { LOCALE_COOKIE, navigationLocale } from '../lib/locale';
import { recordError } from '../lib/error-log';
import { loadingIncrement } from '../lib/loading-bar';
import type { ErrorState } from '../pipeline/http-error';
import { isSafeLocalPath } from '../pipeline/redirect';
import type { NavigationTarget } from '../pipeline/run-pipeline';
import type { LayoutName, PageModule, PipelineOutcome, Query } from '../pipeline/types';
import type { AppLocation, SettledView } from '../app/app-state';
import { MinimumPending, systemClock, type Clock } from './minimum-pending';

/**
 * The browser's navigator, without React: every client-side navigation goes through `navigate`.
 * Its rules, in order (each has a unit test in test/unit/navigator.test.ts):
 * 1. only the hash changed: move the location and scroll to the anchor; no pipeline;
 * 2. only unwatched query keys changed: move the location, keep the data; no pipeline;
 * 3. otherwise abort the navigation in flight, start the loading bar, raise `pending`
 *    (held at least 200 ms so it never flashes) and run the pipeline in the target's locale;
 * 4. a redirect pauses the bar when it changes the path (finishes it when it does not), emits a
 *    route-changed event and follows same-site targets (at most 5 in a row) in the entry the
 *    redirected URL would have had;
 * 5. an error turns the bar failed; offline, a page that could not load shows the offline message;
 * 6. a new locale is applied only now, with the new page (and written to the cookie);
 * 7. history: push (or replace), remembering the old entry's scroll position;
 * 8. after the new page is on screen (the fade swapped it in): the anchor, once it exists; else the
 *    remembered position on Back/Forward; else the top;
 * 9. head, analytics page view, route-changed event.
 */

/** Navigation events, dispatched on window for analytics and tests. */
export const ROUTE_CHANGED_EVENT = 'app:route-changed';
/** Redirects followed in a row before the navigator gives up. */
export const MAX_REDIRECTS = 5;

export interface NavigateOptions {
  replace?: boolean;
}

interface InternalOptions extends NavigateOptions {
  /** Back/Forward: history already moved; the position to restore once the page is shown. */
  fromHistory?: { scrollY: number };
  redirects?: number;
}

/** What the screen shows: the settled view, where, in which language, and the page's code. */
export interface NavigatorState {
  location: AppLocation;
  view: SettledView;
  module: PageModule | null;
  locale: Locale;
  /** A navigation is loading (held at least 200 ms once raised). */
  pending: boolean;
  online: boolean;
}

export interface BarLike {
  start(): void;
  increase(amount: number): void;
  pause(): void;
  finish(): void;
  fail(): void;
}

export interface HistoryLike {
  readonly state: unknown;
  pushState(state: unknown, unused: string, url: string): void;
  replaceState(state: unknown, unused: string, url?: string): void;
}

/** The parts of `window` the navigator touches. */
export interface WindowLike {
  readonly location: { origin: string; pathname: string; search: string; hash: string };
  readonly history: HistoryLike & { scrollRestoration?: 'auto' | 'manual' };
  readonly scrollY: number;
  readonly navigator: { onLine: boolean };
  dispatchEvent(event: Event): boolean;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface NavigatorDeps {
  window: WindowLike;
  loadingBar: Promise<BarLike>;
  /** The API client for a locale (axios loads lazily, off the first page's critical path). */
  loadApi(locale: Locale): Promise<AxiosInstance>;
  /** The pipeline over the production table; `onChunkError` runs when the page's code failed to load. */
  runPipeline(api: AxiosInstance, target: NavigationTarget, onChunkError: () => void): Promise<PipelineOutcome>;
  layoutHasData(layout: LayoutName): boolean;
  readCookie(name: string): string | undefined;
  /** The browser's preferred supported language when detection is on, else null (docs/behaviour.md#B-LOCALE-2). */
  browserLocale?(): Locale | null;
  /** Loads the locale's words, switches to it and stores it in the cookie. */
  applyLocale(locale: Locale): Promise<void>;
  /** Applies the head of a view to the document; returns the title for analytics. */
  applyHead(view: SettledView, module: PageModule | null, locale: Locale): { title: string };
  /** Resolves once the view just set is on screen (after the page transition swapped it in). */
  viewShown(): Promise<void>;
  /** Scrolls (eased) to an anchor once it exists; `false` when it never appeared. */
  scrollToAnchor(hash: string): Promise<boolean> | boolean;
  scrollTo(y: number): void;
  /** The full load of the target after its code failed to load (guarded against loops). */
  reloadOnChunkError(href: string): void;
  pageView(view: { path: string; title: string; locale: Locale }): void;
  clock?: Clock;
}

export interface Navigator {
  getState(): NavigatorState;
  subscribe(listener: () => void): () => void;
  navigate(url: string, options?: NavigateOptions): Promise<void>;
  /** Listens to popstate, online and offline; records the first entry's scroll. Returns the cleanup. */
  start(): () => void;
}

export function toQuery(search: string): Query {
  return Object.fromEntries(new URLSearchParams(search));
}

export function href(location: AppLocation): string {
  return location.path + location.search + location.hash;
}

export function watchedQueryChanged(module: PageModule | null, before: string, after: string): boolean {
  const watch = module?.watchQuery;
  if (!watch) return false;
  const a = new URLSearchParams(before);
  const b = new URLSearchParams(after);
  if (watch === true) return a.toString() !== b.toString();
  return watch.some((key) => a.get(key) !== b.get(key));
}

/** The error shown when the browser is offline and the page could not load. */
export const OFFLINE_ERROR: ErrorState = { statusCode: 503, message: 'Offline', messageKey: 'errors.offline' };

interface EntryState {
  key?: unknown;
  scrollY?: unknown;
}

function scrollOf(state: unknown): number {
  const y = (state as EntryState | null)?.scrollY;
  return typeof y === 'number' && Number.isFinite(y) ? y : 0;
}

function keyOf(state: unknown): string | null {
  const key = (state as EntryState | null)?.key;
  return typeof key === 'string' ? key : null;
}

let keys = 0;
function newEntryKey(): string {
  keys += 1;
  return `${Date.now().toString(36)}-${keys}`;
}

export function createNavigator(deps: NavigatorDeps, initial: Omit<NavigatorState, 'pending' | 'online'>): Navigator {
  const win = deps.window;
  const clock = deps.clock ?? systemClock;
  let state: NavigatorState = { ...initial, pending: false, online: win.navigator.onLine };
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;

  const set = (patch: Partial<NavigatorState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const pending = new MinimumPending((value) => set({ pending: value }), clock);
  // Scroll positions of the entries of this page's life, by entry key: history.state only holds an
  // entry's position when it was left by a push, not when Back or Forward left it.
  const positions = new Map<string, number>();
  let entry = keyOf(win.history.state) ?? newEntryKey();
  const emit = (detail: Record<string, unknown>) => win.dispatchEvent(new CustomEvent(ROUTE_CHANGED_EVENT, { detail }));

  const parse = (url: string): AppLocation => {
    const parsed = new URL(url, win.location.origin);
    return { path: parsed.pathname, search: parsed.search, hash: parsed.hash };
  };

  const record = (next: AppLocation, options: InternalOptions) => {
    if (options.fromHistory) return;
    const history = win.history;
    if (options.replace) {
      positions.delete(entry);
      history.replaceState({ key: entry, scrollY: 0 }, '', href(next));
      return;
    }
    positions.set(entry, win.scrollY);
    history.replaceState({ ...(history.state as object | null), key: entry, scrollY: win.scrollY }, '');
    entry = newEntryKey();
    history.pushState({ key: entry, scrollY: 0 }, '', href(next));
  };

  async function navigate(url: string, options: InternalOptions = {}): Promise<void> {
    const current = state;
    const next = parse(url);

    // 1. Only the hash changed: no pipeline, no jump to the top.
    if (next.path === current.location.path && next.search === current.location.search) {
      record(next, options);
      set({ location: next });
      if (next.hash) await deps.scrollToAnchor(next.hash);
      else if (options.fromHistory) deps.scrollTo(options.fromHistory.scrollY);
      return;
    }

    // 2. Only query keys the page does not watch changed: keep the data, move the location.
    if (
      next.path === current.location.path &&
      current.view.kind === 'page' &&
      !watchedQueryChanged(current.module, current.location.search, next.search)
    ) {
      record(next, options);
      const view = current.view;
      set({ location: next, view: { ...view, render: { ...view.render, query: toQuery(next.search) } } });
      return;
    }

    // A full load of this URL would be moved by browser-language detection: so is this navigation.
    const decided = navigationLocale(next.path, next.search, {
      cookie: deps.readCookie(LOCALE_COOKIE),
      browser: deps.browserLocale?.() ?? null,
      current: current.locale,
    });
    if (decided.moveTo !== undefined) {
      await navigate(decided.moveTo + next.hash, {
        replace: options.replace || !!options.fromHistory,
        redirects: (options.redirects ?? 0) + 1,
      });
      return;
    }

    // 3. The pipeline.
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const bar = await deps.loadingBar;
    bar.start();
    pending.begin();
    const done = () => {
      if (controller === own) pending.end();
    };

    const locale = decided.locale;
    let outcome: PipelineOutcome;
    try {
      const api = await deps.loadApi(locale);
      outcome = await deps.runPipeline(
        api,
        { path: next.path, query: toQuery(next.search), hash: next.hash, locale, signal: own.signal },
        () => {
          // Offline, a reload would only show the browser's own error page: the offline message shows instead.
          if (win.navigator.onLine) deps.reloadOnChunkError(href(next));
        },
      );
    } catch (error) {
      if (own.signal.aborted) return;
      if (!win.navigator.onLine) {
        outcome = { kind: 'error', error: OFFLINE_ERROR, layout: 'default', render: null };
      } else {
        done();
        bar.fail();
        recordError(
          { statusCode: 500, message: error instanceof Error ? error.message : String(error) },
          { path: next.path, route: null },
        );
        throw error;
      }
    }
    if (own.signal.aborted) return;

    // 4. Redirects: a signal, never shown.
    if (outcome.kind === 'redirect') {
      const target = parse(outcome.to);
      if (target.path !== current.location.path) bar.pause();
      else bar.finish();
      done();
      emit({ path: outcome.to, redirect: true });
      const redirects = options.redirects ?? 0;
      if (redirects < MAX_REDIRECTS && isSafeLocalPath(outcome.to)) {
        // The redirected URL never got an entry: the target takes the one it would have had.
        await navigate(outcome.to, { replace: options.replace || !!options.fromHistory, redirects: redirects + 1 });
      }
      return;
    }

    // 5. The bar: increase for a page, failed for an error; offline, the friendly message.
    if (outcome.kind === 'page') {
      bar.increase(loadingIncrement(!!outcome.module.loadData, deps.layoutHasData(outcome.layout)));
    } else {
      bar.fail();
      // Recorded with its time, path and route (docs/behaviour.md#B-ERR-5).
      recordError(outcome.error, { path: next.path, route: outcome.render?.routeKey ?? null });
      if (!win.navigator.onLine && outcome.error.statusCode >= 500) outcome = { ...outcome, error: OFFLINE_ERROR };
    }

    // 6. The locale was pending until now: load it, then apply it with the new page.
    if (locale !== current.locale) {
      await deps.applyLocale(locale);
      if (own.signal.aborted) return;
    }

    // 7. Show it.
    const view: SettledView =
      outcome.kind === 'page'
        ? {
            kind: 'page',
            routeKey: outcome.route.key,
            layout: outcome.layout,
            data: outcome.data,
            layoutData: outcome.layoutData,
            render: outcome.render,
          }
        : outcome;
    const module = outcome.kind === 'page' ? outcome.module : null;
    const restoreY = options.fromHistory?.scrollY ?? 0;
    record(next, options);
    set({ location: next, view, module, locale });
    if (outcome.kind === 'page') bar.finish();
    done();
    const head = deps.applyHead(view, module, locale);

    // 8. Scroll once the new page is on screen (the fade swaps it in after the old one left).
    await deps.viewShown();
    if (own.signal.aborted) return;
    if (next.hash) await deps.scrollToAnchor(next.hash);
    else deps.scrollTo(restoreY);

    // 9. Tell the rest of the page.
    deps.pageView({ path: next.path + next.search, title: head.title, locale });
    emit({ path: href(next) });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (url, options) => navigate(url, options),
    start() {
      const onPop = () => {
        // History has moved already: remember where the visitor was on the entry they left.
        positions.set(entry, win.scrollY);
        entry = keyOf(win.history.state) ?? newEntryKey();
        const scrollY = positions.get(entry) ?? scrollOf(win.history.state);
        void navigate(win.location.pathname + win.location.search + win.location.hash, { fromHistory: { scrollY } });
      };
      const onOnline = () => set({ online: true });
      const onOffline = () => set({ online: false });
      win.addEventListener('popstate', onPop);
      win.addEventListener('online', onOnline);
      win.addEventListener('offline', onOffline);
      // The navigator restores positions itself, after the new page is on screen.
      if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
      win.history.replaceState({ scrollY: win.scrollY, ...(win.history.state as object | null), key: entry }, '');
      return () => {
        win.removeEventListener('popstate', onPop);
        win.removeEventListener('online', onOnline);
        win.removeEventListener('offline', onOffline);
      };
    },
  };
}
