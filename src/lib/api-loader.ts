import type { AxiosInstance } from 'axios';
import type { Locale } from './locale';
import { sharedUntilFailure } from './shared-until-failure';

type ApiModule = typeof import('./api');

/*
 * The browser's API client, loaded on demand. The first page hydrates from server state without
 * calling the API, so axios (~20 KB gzip) stays out of the first-load JavaScript; the client root
 * preloads it when the browser is idle, before the first client-side navigation needs it. A chunk
 * that failed to load (offline, say) is tried again by a later navigation.
 */
const loadApiModule = sharedUntilFailure((): Promise<ApiModule> => import('./api'));

/** createApiClient from ./api, once its chunk has loaded. */
export async function loadApiClient(baseURL: string, locale?: Locale): Promise<AxiosInstance> {
  const { createApiClient } = await loadApiModule();
  return createApiClient(baseURL, locale);
}

export function preloadApiClient(): void {
  loadApiModule().catch(() => undefined);
}
