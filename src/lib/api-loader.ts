import type { AxiosInstance } from 'axios';
import type { Locale } from './locale';

type ApiModule = typeof import('./api');

/*
 * The browser's API client, loaded on demand. The first page hydrates from server state without
 * calling the API, so axios (~20 KB gzip) stays out of the first-load JavaScript; the client root
 * preloads it when the browser is idle, before the first client-side navigation needs it.
 */
let loading: Promise<ApiModule> | null = null;

function loadApiModule(): Promise<ApiModule> {
  loading ??= import('./api').catch((error: unknown) => {
    // A later navigation tries again (e.g. the chunk failed while offline).
    loading = null;
    throw error;
  });
  return loading;
}

/** createApiClient from ./api, once its chunk has loaded. */
export async function loadApiClient(baseURL: string, locale?: Locale): Promise<AxiosInstance> {
  const { createApiClient } = await loadApiModule();
  return createApiClient(baseURL, locale);
}

export function preloadApiClient(): void {
  loadApiModule().catch(() => undefined);
}
