import { hydrateRoot } from 'react-dom/client';
import { ClientRoot, loadInitialModule } from './app/client-root';
import { STATE_ELEMENT_ID, type AppState } from './app/app-state';
import { createI18n } from './lib/i18n';
import { createBrowserLoadingBar } from './lib/loading-bar';
import { browserReloadEnvironment, reloadOnChunkError } from './lib/chunk-reload';
import { isChunkLoadError } from './pipeline/run-pipeline';
import { browserClientId, createAnalytics } from './lib/analytics';
import './styles/index.css';

// SPEC.md §8: a failed chunk load reloads the page, at most once per 60 s. Vite reports every failed
// import here, prefetches included; only a navigation that needs the chunk reloads (the pipeline's
// onChunkError, and the first page's module below), so a failed prefetch never disturbs the reader.

async function start(): Promise<void> {
  const element = document.getElementById(STATE_ELEMENT_ID);
  const state = JSON.parse(element?.textContent ?? 'null') as AppState;
  const i18n = createI18n(state.locale, state.resources);
  let module;
  try {
    module = await loadInitialModule(state);
  } catch (error) {
    // The server's HTML stays usable without hydration (links load pages in full) if the guard holds.
    if (isChunkLoadError(error)) reloadOnChunkError(browserReloadEnvironment());
    console.error('The page code could not be loaded', error);
    return;
  }
  const analytics = createAnalytics({
    id: state.config.analyticsId,
    clientId: browserClientId(),
    origin: window.location.origin,
    transport: { send: (url, body) => void navigator.sendBeacon(url, body) },
  });
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <ClientRoot initial={state} initialModule={module} i18n={i18n} loadingBar={createBrowserLoadingBar()} analytics={analytics} />,
  );
}

void start();
