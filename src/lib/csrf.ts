import axios, { type AxiosInstance } from 'axios';
import type { SubmissionCreated } from '../domain/applications/api-types';

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

/** Forgets the cached token (tests; a logout-like reset). */
export function resetCsrfToken(): void {
  cached = null;
}

export type SubmitResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** HTTP status, or 0 when the server could not be reached. */
      status: number;
      /** The API's error code (`validation_failed`, `csrf`, `rate_limited`, …) or `network`. */
      code: string;
      /** Already in the visitor's language (the API words it); null for network failures. */
      message: string | null;
      /** Field name → message in the visitor's language. */
      fields: Record<string, string>;
      /** Seconds to wait, when rate limited. */
      retryAfter?: number;
    };

interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * Posts a form: a plain object goes as JSON, a FormData as multipart (the browser sets the
 * boundary). Returns the created result (201: `{ reference }`) or the localized errors.
 */
export async function submitForm<T = SubmissionCreated>(api: AxiosInstance, path: string, body: Record<string, unknown> | FormData): Promise<SubmitResult<T>> {
  const send = async (refresh: boolean) => {
    const token = await getCsrfToken(api, refresh);
    return api.post<T>(path, body, { headers: { [CSRF_HEADER]: token }, withCredentials: true });
  };
  try {
    let response;
    try {
      response = await send(false);
    } catch (error) {
      // A stale token (cookie expired or cleared in another tab): fetch a fresh one and retry once.
      if (axios.isAxiosError(error) && error.response?.status === 403 && (error.response.data as ApiErrorBody)?.error?.code === 'csrf') {
        response = await send(true);
      } else {
        throw error;
      }
    }
    return { ok: true, status: response.status, data: response.data };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response) {
      const body = (error.response.data ?? {}) as ApiErrorBody;
      const retryAfter = Number(error.response.headers?.['retry-after']);
      return {
        ok: false,
        status: error.response.status,
        code: body.error?.code ?? 'http_error',
        message: body.error?.message ?? null,
        fields: body.error?.fields ?? {},
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
      };
    }
    return { ok: false, status: 0, code: 'network', message: null, fields: {} };
  }
}
