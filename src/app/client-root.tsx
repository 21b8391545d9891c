import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { App } from './app';
import type { AppState } from './app-state';
import { headForView } from './page-head';
import { applyHead } from '../lib/head';
import { loadApiClient, preloadApiClient } from '../lib/api-loader';
import { whenIdle } from '../lib/prefetch';
import { addLocale } from '../lib/i18n';
import { loadLocaleResources } from '../lib/locale-resources';
import { browserLocale } from '../lib/locale';
import { readCookie, writeLocaleCookie } from '../lib/locale-cookie';
import type { LoadingBar } from '../lib/loading-bar';
import { scrollToAndHold, scrollToHashWhenPresent } from '../lib/scroll';
import type { Analytics } from '../lib/analytics';
import { browserReloadEnvironment, reloadOnChunkError } from '../lib/chunk-reload';
import { runPipeline } from '../pipeline/run-pipeline';
import type { PageModule, PageProps } from '../pipeline/types';
import { matchRoute } from '../pipeline/match-route';
import { routes } from '../routes';
import { createNavigator, type Navigator } from '../navigation/navigator';
import type { NavigationApi } from '../navigation/context';

export { ROUTE_CHANGED_EVENT } from '../navigation/navigator';

interface Props {
  initial: AppState;
  initialModule: PageModule | null;
  i18n: I18n;
  loadingBar: Promise<LoadingBar>;
  analytics: Analytics;
}

/** The longest a navigation waits for the page transition before scrolling anyway. */
const VIEW_SHOWN_TIMEOUT_MS = 1000;

/** The browser side: hydrated from server state; the navigator (src/navigation) does the rest. */
export function ClientRoot({ initial, initialModule, i18n, loadingBar, analytics }: Props) {
  // Resolved by the page transition once a new view is on screen (the navigator scrolls then).
  const shownWaiters = useRef<Array<() => void>>([]);
  const onViewShown = useCallback(() => {
    const waiters = shownWaiters.current;
    shownWaiters.current = [];
    for (const resolve of waiters) resolve();
  }, []);

  const [navigator] = useState<Navigator>(() =>
    createNavigator(
      {
        window,
        loadingBar,
        loadApi: (locale) => loadApiClient(initial.config.apiBaseUrl, locale),
        runPipeline: (api, target, onChunkError) => runPipeline({ routes, api, isServer: false, onChunkError }, target),
        // No layout loads data of its own (the pipeline supports it: PipelineEnvironment.layouts).
        layoutHasData: () => false,
        readCookie,
        browserLocale: () => (initial.config.detectBrowserLanguage ? browserLocale(window.navigator) : null),
        applyLocale: async (locale) => {
          addLocale(i18n, locale, await loadLocaleResources(locale));
          await i18n.changeLanguage(locale);
          writeLocaleCookie(locale);
        },
        applyHead: (view, module, locale) => {
          const head = headForView(view, module, i18n, locale, initial.config.publicUrl);
          applyHead(document, head);
          return { title: head.title };
        },
        viewShown: () =>
          new Promise<void>((resolve) => {
            const timer = window.setTimeout(resolve, VIEW_SHOWN_TIMEOUT_MS);
            shownWaiters.current.push(() => {
              window.clearTimeout(timer);
              resolve();
            });
          }),
        scrollToAnchor: (hash) => scrollToHashWhenPresent(hash),
        scrollTo: (y) => scrollToAndHold(y),
        // A new deployment replaced the chunk: load the target page in full (once per 60 s; after that the error page shows).
        reloadOnChunkError: (href) =>
          void reloadOnChunkError({ ...browserReloadEnvironment(), reload: () => window.location.assign(href) }),
        pageView: (view) => analytics.pageView(view),
      },
      { location: initial.location, view: initial.view, module: initialModule, locale: initial.locale },
    ),
  );
  const shown = useSyncExternalStore(navigator.subscribe, navigator.getState, navigator.getState);

  useEffect(() => {
    const stop = navigator.start();
    analytics.pageView({
      path: initial.location.path + initial.location.search,
      title: document.title,
      locale: initial.locale,
    });
    document.documentElement.setAttribute('data-hydrated', 'true');
    // axios is not needed to hydrate: load it when idle, before the first navigation (lib/api-loader).
    whenIdle(preloadApiClient);
    return stop;
  }, [navigator, analytics, initial]);

  const navigation: NavigationApi = useMemo(
    () => ({
      navigate: (to, options) => navigator.navigate(to, options),
      pending: shown.pending,
      online: shown.online,
      locale: shown.locale,
      currentUrl: shown.location.path + shown.location.search,
    }),
    [navigator, shown.pending, shown.online, shown.locale, shown.location.path, shown.location.search],
  );

  return (
    <App
      i18n={i18n}
      config={initial.config}
      location={shown.location}
      view={shown.view}
      page={(shown.module?.default as ComponentType<PageProps> | undefined) ?? null}
      navigation={navigation}
      onViewShown={onViewShown}
    />
  );
}

/** The page module of the server's view, loaded before hydration so the first render matches. */
export async function loadInitialModule(state: AppState): Promise<PageModule | null> {
  if (state.view.kind !== 'page') return null;
  const match = matchRoute(routes, state.location.path);
  return match ? match.route.load() : null;
}
