import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { paidOrder } from './privacy-erasure-fixtures';

type Sample = (db: Kysely<Database>, app: Express) => Promise<{ path: string; body?: unknown }>;

/** The donor the samples look up: one paid order is enough for a record. */
const SAMPLE_DONOR = '0533334444';

/** Samples for the donor record's routes (server/admin/resources/donors.ts, receipt-resend.ts). */
export const donorSamples: Record<string, Sample> = {
  'POST /donors/search': async () => ({ path: '/donors/search', body: { q: SAMPLE_DONOR } }),
  'POST /donors/record': async (db) => {
    await paidOrder(db, { mobile: SAMPLE_DONOR, total: 10_000, at: new Date() });
    return { path: '/donors/record', body: { mobile: SAMPLE_DONOR } };
  },
  // A new order each call: the resend limit counts per order.
  'POST /orders/:id/resend-receipt': async (db) => ({
    path: `/orders/${await paidOrder(db, { mobile: SAMPLE_DONOR, total: 10_000, at: new Date() })}/resend-receipt`,
    body: {},
  }),
};
