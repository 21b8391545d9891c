import type { AxiosInstance } from 'axios';
import type { AidStatusResult } from '../../../domain/applications/api-types';
import type { AidStatusQuery } from '../../../domain/applications/aid-status-query';
import { toSubmitResult, type SubmitResult } from '../../../lib/submit-result';

/** GET /aid-requests/status, answered in the same shape as a form post so the form kit shows its errors. */
export function lookupStatus(api: AxiosInstance, query: AidStatusQuery): Promise<SubmitResult<AidStatusResult>> {
  return toSubmitResult(() => api.get<AidStatusResult>('/aid-requests/status', { params: query }));
}
