import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { managePlan } from '../../server/services/periodic/plans';
import { activePlan, fakeClock, periodicContext } from '../helpers/periodic-fixtures';

type Sample = (db: Kysely<Database>, app: Express) => Promise<{ path: string; body?: unknown }>;

/** A monthly plan with a saved card, set up as a donor would (now), optionally paused by its donor. */
export async function samplePlanId(db: Kysely<Database>, paused = false): Promise<string> {
  const context = await periodicContext(db, fakeClock(new Date().toISOString()));
  const planId = await activePlan(context, { frequency: 'monthly' });
  if (paused) await managePlan(context, planId, 'pause');
  return planId;
}

const NOTE = { note: 'The donor asked by phone.' };

/** Samples for the periodic-giving routes (server/admin/resources/periodic.ts). */
export const periodicSamples: Record<string, Sample> = {
  'GET /periodic-plans': async () => ({ path: '/periodic-plans?filter=%7B%22status%22%3A%22active%22%7D' }),
  'GET /periodic-plans/:id': async (db) => ({ path: `/periodic-plans/${await samplePlanId(db)}` }),
  'POST /periodic-plans/:id/pause': async (db) => ({
    path: `/periodic-plans/${await samplePlanId(db)}/pause`,
    body: NOTE,
  }),
  'POST /periodic-plans/:id/resume': async (db) => ({
    path: `/periodic-plans/${await samplePlanId(db, true)}/resume`,
    body: NOTE,
  }),
  'POST /periodic-plans/:id/cancel': async (db) => ({
    path: `/periodic-plans/${await samplePlanId(db)}/cancel`,
    body: NOTE,
  }),
  'GET /periodic-upcoming': async () => ({ path: '/periodic-upcoming' }),
  'GET /periodic-failures': async () => ({ path: '/periodic-failures?filter=%7B%22kind%22%3A%22cause%22%7D' }),
};
