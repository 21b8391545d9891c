import { Router } from 'express';
import { formIdempotency } from '../security/idempotency';
import { passesReads } from './direct-reads';
import type { RouterFactory } from './kit';

/**
 * Mounted before every form's router: one record per form Idempotency-Key (security/idempotency.ts).
 * It looks at POSTs alone, so the server's page data may skip it (direct-reads.ts).
 */
export const formIdempotencyRouter: RouterFactory = ({ database }) =>
  Router().use(passesReads(formIdempotency(database.db)));
