import axios, { type AxiosInstance } from 'axios';
import type { Locale } from './locale';
import { reportRequestError } from './loading-bar';

/** The HTTP client's Accept header (docs/behaviour.md#B-DATA-1). */
export const API_ACCEPT = 'application/json, text/plain, */*';

/**
 * The API client (docs/architecture.md, "Data"): axios with a base address from runtime config.
 * Every failed request (an error status or no answer) is reported to the loading bar, which turns
 * failed (docs/behaviour.md#B-LOAD-2); a request the app cancelled itself is not a failure.
 */
export function createApiClient(baseURL: string, locale?: Locale): AxiosInstance {
  const client = axios.create({
    baseURL,
    headers: { Accept: API_ACCEPT, ...(locale ? { 'Accept-Language': locale } : {}) },
    timeout: 15000,
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!axios.isCancel(error)) reportRequestError();
    return Promise.reject(error);
  });
  return client;
}
