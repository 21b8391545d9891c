import { z } from 'zod';
import { msg } from './validation';

/**
 * The `Idempotency-Key` header every idempotent post carries (the forms, the checkout, a periodic
 * plan, a refund): the shape the server accepts, in one place. The browser makes a UUID
 * (src/lib/idempotency.ts); the refusal states these lengths.
 */
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;

export const idempotencyKeySchema = z
  .string({ error: msg('idempotencyKey') })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN},${IDEMPOTENCY_KEY_MAX}}$`), msg('idempotencyKey'));
