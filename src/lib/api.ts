import axios, { type AxiosInstance } from 'axios';
import type { Locale } from './locale';

/** SPEC.md §7: the HTTP client's Accept header. */
export const API_ACCEPT = 'application/json, text/plain, */*';

/** The API client (ARCHITECTURE.md "Data"): axios with a base address from runtime config. */
export function createApiClient(baseURL: string, locale?: Locale): AxiosInstance {
  return axios.create({
    baseURL,
    headers: { Accept: API_ACCEPT, ...(locale ? { 'Accept-Language': locale } : {}) },
    timeout: 15000,
  });
}
