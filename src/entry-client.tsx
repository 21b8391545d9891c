import { hydrateRoot } from 'react-dom/client';
import { ClientRoot, loadInitialModule } from './app/client-root';
import { STATE_ELEMENT_ID, type AppState } from './app/app-state';
import { addLocale, createI18n } from './lib/i18n';
import { restorePairs } from './lib/one-language';
import { loadLocaleResources } from './lib/locale-resources';
import { createBrowserLoadingBar } from './lib/loading-bar';
import { browserReloadEnvironment, reloadOnChunkError } from './lib/chunk-reload';
import { isChunkLoadError } from './pipeline/run-pipeline';
import { createBrowserAnalytics } from './lib/analytics';
import './styles/index.css';

// docs/behaviour.md#B-NAV-6: a failed chunk load reloads the page, at most once per 60 s. Vite reports every failed
// import here, prefetches included; only a navigation that needs the chunk reloads (the pipeline's
// onChunkError, and the first page's module below), so a failed prefetch never disturbs the reader.

async function start(): Promise<void> {
  const element = document.getElementById(STATE_ELEMENT_ID);
  const state = JSON.parse(element?.textContent ?? 'null') as AppState;
  // The server sent each text of the page data in the visitor's language alone (one-language.ts).
  state.view = restorePairs(state.view);
  const i18n = createI18n(state.locale, state.resources);
  // The page's state carries only the texts its server render used; the rest of the locale's
  // texts (for the next pages and client-only parts) load once, each namespace its own chunk.
  let texts: Promise<void> | null = null;
  const allTexts = () =>
    (texts ??= loadLocaleResources(state.locale)
      .then((all) => addLocale(i18n, state.locale, all))
      .catch((error: unknown) => {
        // A dropped chunk: the page goes on with the texts its state carries; a later call tries again.
        texts = null;
        throw error;
      }));
  let module: Awaited<ReturnType<typeof loadInitialModule>>;
  try {
    module = await loadInitialModule(state);
  } catch (error) {
    // The server's HTML stays usable without hydration (links load pages in full) if the guard holds.
    if (isChunkLoadError(error)) reloadOnChunkError(browserReloadEnvironment());
    console.error('The page code could not be loaded', error);
    return;
  }
  // No analytics id: nothing analytics-related is loaded, stored or sent. With one: consent first.
  const { analytics, consent } = createBrowserAnalytics(state.config.analyticsId);
  if (state.config.analyticsId && consent.get() === null) {
    // After the full texts: the state carries only those the server render used.
    // Without them (a dropped chunk) no banner, and so no consent and nothing sent.
    void Promise.all([import('./components/consent-banner'), allTexts()])
      .then(([{ mountConsentBanner }]) => mountConsentBanner(consent, i18n))
      .catch(() => undefined);
  }
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <ClientRoot
      initial={state}
      initialModule={module}
      i18n={i18n}
      loadingBar={createBrowserLoadingBar()}
      analytics={analytics}
    />,
  );
  const later = (work: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);
  later(() => void allTexts().catch(() => undefined));
}

void start();
