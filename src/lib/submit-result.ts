import type { AxiosError, AxiosResponse } from 'axios';

/**
 * Whether an error came from axios (an answer with an error status, or none): axios marks its errors
 * `isAxiosError: true`, which is all `axios.isAxiosError` checks. Asked here instead, so the form
 * pages that call it do not carry axios (~20 KB gzip) in their first load: the client they are
 * given is loaded on demand (src/lib/api-loader.ts).
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** What a form (or a lookup shown by the form kit) gets back from the API: the data or the errors. */
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

/** The API's error body (server/api/kit.ts `sendError`). */
export interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** The code of an API error body, for a caller deciding whether to retry. */
export function apiErrorCode(error: unknown): string | undefined {
  return isAxiosError(error) ? (error.response?.data as ApiErrorBody | undefined)?.error?.code : undefined;
}

/** The one mapping from an API call to a form result: every form and lookup goes through it. */
export async function toSubmitResult<T>(call: () => Promise<AxiosResponse<T>>): Promise<SubmitResult<T>> {
  try {
    const response = await call();
    return { ok: true, status: response.status, data: response.data };
  } catch (error) {
    if (isAxiosError(error) && error.response) {
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
