import { useMemo, type ComponentType } from 'react';
import type { ErrorState } from '../pipeline/http-error';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Router, type Navigator } from 'react-router-dom';
import { RuntimeConfigContext } from '../lib/runtime-config';
import { layoutComponents } from '../layouts';
import type { PageProps } from '../pipeline/types';
import { NavigationContext, type NavigationApi } from './navigation-context';
import type { AppLocation, SettledView } from './app-state';
import type { RuntimeConfig } from '../lib/runtime-config';
import { PageTransition } from './page-transition';
import { RenderErrorBoundary, SafeErrorView } from './error-view';
import { normalizeError } from '../pipeline/http-error';
import { ToastHost } from '../components/toast-host';

export interface AppProps {
  i18n: I18n;
  config: RuntimeConfig;
  location: AppLocation;
  view: SettledView;
  /** The page component of `view` (already loaded: the pipeline resolved it). */
  page: ComponentType<PageProps> | null;
  navigation: NavigationApi;
  navigator: Navigator;
  /** Tests only: replaces the error page, to prove what shows when it fails (SPEC.md §8). */
  errorView?: ComponentType<{ error: ErrorState }>;
}

/** The whole app, the same on the server and in the browser. */
export function App({ i18n, config, location, view, page: Page, navigation, navigator, errorView }: AppProps) {
  const Layout = layoutComponents[view.layout] ?? layoutComponents.default;
  const routerLocation = useMemo(
    () => ({ pathname: location.path, search: location.search, hash: location.hash, state: null, key: location.path + location.search }),
    [location.path, location.search, location.hash],
  );
  const transitionKey = `${location.path}${location.search}|${view.kind}`;

  let body;
  if (view.kind === 'error' || !Page) {
    const error = view.kind === 'error' ? view.error : { statusCode: 500, message: 'Page component missing' };
    body = <SafeErrorView error={error} resetKey={transitionKey} view={errorView} />;
  } else {
    body = (
      <RenderErrorBoundary resetKey={transitionKey} fallback={(error) => <SafeErrorView error={normalizeError(error)} resetKey={transitionKey} view={errorView} />}>
        <Page data={view.data} ctx={view.render} />
      </RenderErrorBoundary>
    );
  }

  return (
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigContext.Provider value={config}>
        <NavigationContext.Provider value={navigation}>
          <Router location={routerLocation} navigator={navigator}>
            <Layout>
              <PageTransition transitionKey={transitionKey}>{body}</PageTransition>
            </Layout>
            <ToastHost rtl={navigation.locale === 'ar'} />
          </Router>
        </NavigationContext.Provider>
      </RuntimeConfigContext.Provider>
    </I18nextProvider>
  );
}
