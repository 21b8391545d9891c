import { useCallback, useEffect, useState } from 'react';
import { MAP_LOAD_TIMEOUT_MS } from './map-settings';

/**
 * Where the maps script stands. `pending` is what the server and the first browser render show
 * (the same markup, so hydration matches); the script is only ever requested in the browser.
 */
export type MapsLoadState = 'pending' | 'loading' | 'ready' | 'timeout' | 'failed' | 'unconfigured';

/** docs/behaviour.md#B-UI-3: requested after the page's load event; not loaded within 5000 ms of that → 'Loading took too long'. */
export function useMapsLoad(apiKey: string, timeoutMs = MAP_LOAD_TIMEOUT_MS) {
  const [state, setState] = useState<MapsLoadState>('pending');

  useEffect(() => {
    if (!apiKey) {
      setState('unconfigured');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      setState('loading');
      timer = setTimeout(() => setState((current) => (current === 'loading' ? 'timeout' : current)), timeoutMs);
    };
    // Asked for once the page has loaded: a script inserted earlier holds the page's load event, so a
    // maps script that never answers would keep the browser showing the page as still loading.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [apiKey, timeoutMs]);

  const onLoad = useCallback(() => setState((current) => (current === 'loading' ? 'ready' : current)), []);
  // A script that fails to load, or a map that throws once shown (see maps-boundary.tsx).
  const onError = useCallback(
    () => setState((current) => (current === 'loading' || current === 'ready' ? 'failed' : current)),
    [],
  );
  return { state, onLoad, onError };
}
