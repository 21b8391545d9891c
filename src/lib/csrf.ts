import type { AxiosInstance } from 'axios';
import type { SubmissionCreated } from '../domain/applications/api-types';
import { apiErrorCode, isAxiosError, toSubmitResult, type SubmitResult } from './submit-result';

/**
 * CSRF, the browser side: GET /csrf sets the `csrf_token` cookie (HttpOnly, SameSite=Strict) and
 * answers the same token, which every POST repeats in the `X-CSRF-Token` header (double submit).
 * The token is fetched once per page life and refetched once when the server refuses it.
 */
export const CSRF_HEADER = 'X-CSRF-Token';

let cached: Promise<string> | null = null;

export function getCsrfToken(api: AxiosInstance, refresh = false): Promise<string> {
  if (!cached || refresh) {
    cached = api.get<{ token: string }>('/csrf').then((response) => response.data.token);
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

export type { SubmitResult } from './submit-result';

/**
 * Posts a form: a plain object goes as JSON, a FormData as multipart (the browser sets the
 * boundary). Returns the created result (201: `{ reference }`) or the localized errors.
 */
export async function submitForm<T = SubmissionCreated>(
  api: AxiosInstance,
  path: string,
  body: Record<string, unknown> | FormData,
): Promise<SubmitResult<T>> {
  const send = async (refresh: boolean) => {
    const token = await getCsrfToken(api, refresh);
    return api.post<T>(path, body, { headers: { [CSRF_HEADER]: token }, withCredentials: true });
  };
  return toSubmitResult(async () => {
    try {
      return await send(false);
    } catch (error) {
      // A stale token (cookie expired or cleared in another tab): fetch a fresh one and retry once.
      if (isAxiosError(error) && error.response?.status === 403 && apiErrorCode(error) === 'csrf') return send(true);
      throw error;
    }
  });
}
