import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Navigator, To } from 'react-router-dom';
import { App } from './app';
import type { AppLocation, AppState, SettledView } from './app-state';
import { headForView } from './page-head';
import { applyHead } from '../lib/head';
import { loadApiClient, preloadApiClient } from '../lib/api-loader';
import { whenIdle } from '../lib/prefetch';
import { addLocale } from '../lib/i18n';
import { loadLocaleResources } from '../lib/locale-resources';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, resolveLocale, type Locale } from '../lib/locale';
import { loadingIncrement, type LoadingBar } from '../lib/loading-bar';
import { scrollToHash } from '../lib/scroll';
import type { Analytics } from '../lib/analytics';
import { browserReloadEnvironment, reloadOnChunkError } from '../lib/chunk-reload';
import { isSafeLocalPath } from '../pipeline/redirect';
import { runPipeline } from '../pipeline/run-pipeline';
import type { PageModule, PageProps, Query } from '../pipeline/types';
import { matchRoute } from '../pipeline/match-route';
import { routes } from '../routes';
import { layoutModules } from '../layouts';
import { globalMiddleware, middlewareRegistry } from '../middleware';
import type { NavigateOptions } from './navigation-context';

interface Shown {
  location: AppLocation;
  view: SettledView;
  module: PageModule | null;
  locale: Locale;
}

interface Props {
  initial: AppState;
  initialModule: PageModule | null;
  i18n: I18n;
  loadingBar: Promise<LoadingBar>;
  analytics: Analytics;
}

/** SPEC.md §4 navigation events, dispatched on window for analytics and tests. */
export const ROUTE_CHANGED_EVENT = 'app:route-changed';

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

function toQuery(search: string): Query {
  return Object.fromEntries(new URLSearchParams(search));
}

function parse(url: string): AppLocation {
  const parsed = new URL(url, window.location.origin);
  return { path: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

function href(location: AppLocation): string {
  return location.path + location.search + location.hash;
}

function watchedQueryChanged(module: PageModule | null, before: string, after: string): boolean {
  const watch = module?.watchQuery;
  if (!watch) return false;
  const a = new URLSearchParams(before);
  const b = new URLSearchParams(after);
  if (watch === true) return a.toString() !== b.toString();
  return watch.some((key) => a.get(key) !== b.get(key));
}

/** The browser side: hydrated from server state, then every navigation runs the pipeline. */
export function ClientRoot({ initial, initialModule, i18n, loadingBar, analytics }: Props) {
  const [shown, setShown] = useState<Shown>({ location: initial.location, view: initial.view, module: initialModule, locale: initial.locale });
  const [pending, setPending] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const controllerRef = useRef<AbortController | null>(null);
  // axios is not needed to hydrate: load it when idle, before the first navigation (lib/api-loader).
  useEffect(() => whenIdle(preloadApiClient), []);

  const navigate = useCallback(
    async (url: string, options: NavigateOptions & { fromHistory?: boolean; redirects?: number } = {}) => {
      const current = shownRef.current;
      const next = parse(url);
      const record = () => {
        if (options.fromHistory) return;
        window.history.replaceState({ ...window.history.state, scrollY: window.scrollY }, '');
        if (options.replace) window.history.replaceState({ scrollY: 0 }, '', href(next));
        else window.history.pushState({ scrollY: 0 }, '', href(next));
      };

      // Only the hash changed: no pipeline, no scroll to top (SPEC.md §2).
      if (next.path === current.location.path && next.search === current.location.search) {
        record();
        setShown((s) => ({ ...s, location: next }));
        if (next.hash) scrollToHash(next.hash);
        return;
      }

      const sameRoute =
        next.path === current.location.path && current.view.kind === 'page' && !watchedQueryChanged(current.module, current.location.search, next.search);
      if (sameRoute && current.view.kind === 'page') {
        // Query changed but no watched key: keep the data, move the location.
        record();
        setShown((s) => ({ ...s, location: next, view: s.view.kind === 'page' ? { ...s.view, render: { ...s.view.render, query: toQuery(next.search) } } : s.view }));
        return;
      }

      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const bar = await loadingBar;
      bar.start();
      setPending(true);

      const locale = resolveLocale(next.path, readCookie(LOCALE_COOKIE));
      const requestApi = await loadApiClient(initial.config.apiBaseUrl, locale);
      let outcome;
      try {
        outcome = await runPipeline(
          {
            routes,
            layouts: layoutModules,
            middleware: middlewareRegistry,
            globalMiddleware,
            api: requestApi,
            isServer: false,
            // A new deployment replaced the chunk: load the target page in full (once per 60 s; after that the error page shows).
            onChunkError: () => {
              reloadOnChunkError({ ...browserReloadEnvironment(), reload: () => window.location.assign(href(next)) });
            },
          },
          { path: next.path, query: toQuery(next.search), hash: next.hash, locale, signal: controller.signal },
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        throw error;
      }
      if (controller.signal.aborted) return;

      if (outcome.kind === 'redirect') {
        bar.finish();
        setPending(false);
        window.dispatchEvent(new CustomEvent(ROUTE_CHANGED_EVENT, { detail: { path: outcome.to, redirect: true } }));
        if ((options.redirects ?? 0) < 5 && isSafeLocalPath(outcome.to)) {
          await navigate(outcome.to, { replace: true, redirects: (options.redirects ?? 0) + 1 });
        }
        return;
      }

      if (outcome.kind === 'page') bar.increase(loadingIncrement(!!outcome.module.loadData, !!layoutModules[outcome.layout]?.loadData));
      else bar.fail();

      // The locale was pending until now (SPEC.md §4): load it, then apply it with the new page.
      if (locale !== current.locale) {
        addLocale(i18n, locale, await loadLocaleResources(locale));
        if (controller.signal.aborted) return;
        await i18n.changeLanguage(locale);
        writeLocaleCookie(locale);
      }

      const view: SettledView =
        outcome.kind === 'page'
          ? { kind: 'page', routeKey: outcome.route.key, layout: outcome.layout, data: outcome.data, layoutData: outcome.layoutData, render: outcome.render }
          : outcome;
      const module = outcome.kind === 'page' ? outcome.module : null;
      record();
      setShown({ location: next, view, module, locale });
      setPending(false);
      if (outcome.kind === 'page') bar.finish();

      const head = headForView(view, module, i18n, locale, initial.config.publicUrl);
      applyHead(document, head);
      if (next.hash) scrollToHash(next.hash);
      else if (options.fromHistory) window.scrollTo(0, Number(window.history.state?.scrollY ?? 0));
      else window.scrollTo(0, 0);
      analytics.pageView({ path: next.path + next.search, title: head.title, locale });
      window.dispatchEvent(new CustomEvent(ROUTE_CHANGED_EVENT, { detail: { path: href(next) } }));
    },
    [i18n, initial.config.apiBaseUrl, initial.config.publicUrl, loadingBar, analytics],
  );

  useEffect(() => {
    const onPop = () => void navigate(window.location.pathname + window.location.search + window.location.hash, { fromHistory: true });
    const onOnline = () => setOnline(true);
    const onOffline = () => setOnline(false);
    window.addEventListener('popstate', onPop);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.history.replaceState({ scrollY: window.scrollY, ...window.history.state }, '');
    analytics.pageView({ path: initial.location.path + initial.location.search, title: document.title, locale: initial.locale });
    document.documentElement.setAttribute('data-hydrated', 'true');
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
    // Runs once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const routerNavigator: Navigator = useMemo(() => {
    const toUrl = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? shownRef.current.location.path}${to.search ?? ''}${to.hash ?? ''}`);
    return {
      createHref: toUrl,
      push: (to: To) => void navigate(toUrl(to)),
      replace: (to: To) => void navigate(toUrl(to), { replace: true }),
      go: (delta: number) => window.history.go(delta),
    };
  }, [navigate]);

  const navigation = useMemo(
    () => ({
      navigate: (to: string, options?: NavigateOptions) => navigate(to, options),
      pending,
      online,
      locale: shown.locale,
      currentUrl: shown.location.path + shown.location.search,
    }),
    [navigate, pending, online, shown.locale, shown.location.path, shown.location.search],
  );

  return (
    <App
      i18n={i18n}
      config={initial.config}
      location={shown.location}
      view={shown.view}
      page={(shown.module?.default as ComponentType<PageProps> | undefined) ?? null}
      navigation={navigation}
      navigator={routerNavigator}
    />
  );
}

/** The page module of the server's view, loaded before hydration so the first render matches. */
export async function loadInitialModule(state: AppState): Promise<PageModule | null> {
  if (state.view.kind !== 'page') return null;
  const match = matchRoute(routes, state.location.path);
  return match ? match.route.load() : null;
}
