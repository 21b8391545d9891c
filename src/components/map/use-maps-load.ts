import { useCallback, useEffect, useState } from 'react';
import { MAP_LOAD_TIMEOUT_MS } from './map-settings';

/**
 * Where the maps script stands. `pending` is what the server and the first browser render show
 * (the same markup, so hydration matches); the script is only ever requested in the browser.
 */
export type MapsLoadState = 'pending' | 'loading' | 'ready' | 'timeout' | 'failed' | 'unconfigured';

/** docs/behaviour.md#B-UI-3: not loaded within 5000 ms → the load fails with 'Loading took too long'. */
export function useMapsLoad(apiKey: string, timeoutMs = MAP_LOAD_TIMEOUT_MS) {
  const [state, setState] = useState<MapsLoadState>('pending');

  useEffect(() => {
    if (!apiKey) {
      setState('unconfigured');
      return;
    }
    setState('loading');
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'timeout' : current)), timeoutMs);
    return () => clearTimeout(timer);
  }, [apiKey, timeoutMs]);

  const onLoad = useCallback(() => setState((current) => (current === 'loading' ? 'ready' : current)), []);
  // A script that fails to load, or a map that throws once shown (see maps-boundary.tsx).
  const onError = useCallback(() => setState((current) => (current === 'loading' || current === 'ready' ? 'failed' : current)), []);
  return { state, onLoad, onError };
}
