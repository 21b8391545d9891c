import axios, { type AxiosInstance } from 'axios';
import type { OrderCreated } from '../../../domain/giving/api-types';
import type { OrderRequestInput } from '../../../domain/giving/order-schema';
import type { SubmitResult } from '../../../lib/csrf';

interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** POST /orders with its Idempotency-Key; answers in submitForm's shape so the form kit shows errors. */
export async function postOrder(api: AxiosInstance, body: OrderRequestInput, key: string): Promise<SubmitResult<OrderCreated>> {
  try {
    const response = await api.post<OrderCreated>('/orders', body, { headers: { 'Idempotency-Key': key } });
    return { ok: true, status: response.status, data: response.data };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response) {
      const data = (error.response.data ?? {}) as ApiErrorBody;
      return { ok: false, status: error.response.status, code: data.error?.code ?? 'http_error', message: data.error?.message ?? null, fields: data.error?.fields ?? {} };
    }
    return { ok: false, status: 0, code: 'network', message: null, fields: {} };
  }
}
