import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import type { OrderRequestInput } from '../../src/domain/giving/order-schema';

/** A valid order body and small helpers for the giving tests. */
export const donor = { name: 'Sample Donor', mobile: '0512345678' };

export function orderBody(
  items: OrderRequestInput['items'],
  extra: Partial<OrderRequestInput> = {},
): OrderRequestInput {
  return { donor, items, ...extra };
}

export function newKey(): string {
  return randomUUID();
}

export function postOrder(app: Express, body: unknown, key: string | null = newKey(), lang: 'ar' | 'en' = 'en') {
  const req = request(app).post('/api/v1/orders').set('Accept-Language', lang);
  if (key !== null) req.set('Idempotency-Key', key);
  return req.send(body as object);
}

/** Pays a sandbox payment with a test card the way the hosted page's form does. */
export function paySandbox(app: Express, paymentId: string, card: string, action = 'pay') {
  return request(app).post(`/api/v1/payments/sandbox/${paymentId}?lang=en`).type('form').send({ card, action });
}

export function verify(app: Express, paymentId: string) {
  return request(app).post(`/api/v1/payments/${paymentId}/verify`);
}
