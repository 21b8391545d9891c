import { Router } from 'express';
import { formIdempotency } from '../security/idempotency';
import type { RouterFactory } from './kit';

/** Mounted before every form's router: one record per form Idempotency-Key (security/idempotency.ts). */
export const formIdempotencyRouter: RouterFactory = ({ database }) => Router().use(formIdempotency(database.db));
