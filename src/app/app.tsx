import { useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { RuntimeConfigContext } from '../lib/runtime-config';
import { layoutComponents } from '../layouts';
import type { PageProps } from '../pipeline/types';
import { NavigationContext, type NavigationApi } from '../navigation/context';
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
  /** Called once a new view is on screen (after the page transition swapped it in). */
  onViewShown?: () => void;
}

/** The whole app, the same on the server and in the browser. */
export function App({ i18n, config, location, view, page: Page, navigation, onViewShown }: AppProps) {
  const Layout = layoutComponents[view.layout] ?? layoutComponents.default;
  const transitionKey = `${location.path}${location.search}|${view.kind}`;

  // The same element while only navigation flags change (pending, online): the page does not re-render for them.
  const body = useMemo(() => {
    if (view.kind === 'error' || !Page) {
      const error = view.kind === 'error' ? view.error : { statusCode: 500, message: 'Page component missing' };
      return <SafeErrorView error={error} resetKey={transitionKey} />;
    }
    return (
      <RenderErrorBoundary
        resetKey={transitionKey}
        fallback={(error) => <SafeErrorView error={normalizeError(error)} resetKey={transitionKey} />}
      >
        <Page data={view.data} ctx={view.render} />
      </RenderErrorBoundary>
    );
  }, [view, Page, transitionKey]);

  return (
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigContext.Provider value={config}>
        <NavigationContext.Provider value={navigation}>
          <Layout>
            <PageTransition transitionKey={transitionKey} onShown={onViewShown}>
              {body}
            </PageTransition>
          </Layout>
          <ToastHost rtl={navigation.locale === 'ar'} />
        </NavigationContext.Provider>
      </RuntimeConfigContext.Provider>
    </I18nextProvider>
  );
}
