import axios, { type AxiosInstance } from 'axios';
import type { AidStatusResult } from '../../../domain/applications/api-types';
import type { AidStatusQuery } from '../../../domain/applications/aid-status-query';
import type { SubmitResult } from '../../../lib/csrf';

interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** GET /aid-requests/status, answered in the same shape as a form post so the form kit shows its errors. */
export async function lookupStatus(api: AxiosInstance, query: AidStatusQuery): Promise<SubmitResult<AidStatusResult>> {
  try {
    const response = await api.get<AidStatusResult>('/aid-requests/status', { params: query });
    return { ok: true, status: response.status, data: response.data };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response) {
      const body = (error.response.data ?? {}) as ApiErrorBody;
      return { ok: false, status: error.response.status, code: body.error?.code ?? 'http_error', message: body.error?.message ?? null, fields: body.error?.fields ?? {} };
    }
    return { ok: false, status: 0, code: 'network', message: null, fields: {} };
  }
}
