import type { AxiosInstance } from 'axios';
import type { OrderCreated } from '../../../domain/giving/api-types';
import type { OrderRequestInput } from '../../../domain/giving/order-schema';
import { toSubmitResult, type SubmitResult } from '../../../lib/submit-result';

/** POST /orders with its Idempotency-Key; answers in submitForm's shape so the form kit shows errors. */
export function postOrder(
  api: AxiosInstance,
  body: OrderRequestInput,
  key: string,
): Promise<SubmitResult<OrderCreated>> {
  return toSubmitResult(() => api.post<OrderCreated>('/orders', body, { headers: { 'Idempotency-Key': key } }));
}
