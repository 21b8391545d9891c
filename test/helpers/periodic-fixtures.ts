import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createServerI18n } from '../../server/locale/server-i18n';
import { enqueue } from '../../server/services/outbox/outbox';
import { sandboxTokenGateway } from '../../server/payments/card-tokens';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { completeCardSession, createPlan } from '../../server/services/periodic/plans';
import type { PeriodicContext } from '../../server/services/periodic/context';
import { createPeriodicScheduler, type SchedulerOptions } from '../../server/scheduler/periodic-scheduler';
import { planRequestSchema, type PlanRequestInput } from '../../src/domain/periodic/plan-schema';

/** Periodic giving under a clock the test moves. */
export const LINK_SECRET = 'test-periodic-link-secret-0123456789abcdef';
export const silent = pino({ level: 'silent' });

export interface FakeClock {
  now(): Date;
  set(iso: string | Date): void;
  advance(ms: number): void;
}

export function fakeClock(start: string): FakeClock {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    set: (iso) => (at = new Date(iso)),
    advance: (ms) => (at = new Date(at.getTime() + ms)),
  };
}

export async function periodicContext(
  db: Kysely<Database>,
  clock: FakeClock,
): Promise<PeriodicContext & { gateway: ReturnType<typeof sandboxTokenGateway> }> {
  const i18n = await createServerI18n();
  return {
    db,
    gateway: sandboxTokenGateway(db),
    translate: i18n.t,
    publicUrl: 'https://site.test',
    linkSecret: LINK_SECRET,
    linkDays: 45,
    enqueue: (trx, message) => enqueue(trx, message, clock.now()),
    now: clock.now,
  };
}

export function scheduler(context: PeriodicContext, options: Partial<SchedulerOptions> = {}) {
  return createPeriodicScheduler({ context, logger: silent, leaseMs: 5 * 60_000, ...options });
}

export const CARDS = { good: TEST_CARDS.success, declined: TEST_CARDS.declined, poor: TEST_CARDS.insufficientFunds };

/** A plan set up as a donor would: the request, then a card saved on the sandbox gateway. */
export async function activePlan(
  context: Awaited<ReturnType<typeof periodicContext>>,
  input: Partial<PlanRequestInput> & Pick<PlanRequestInput, 'frequency'>,
  card: { number?: string; expiry?: string } = {},
  locale: 'ar' | 'en' = 'en',
): Promise<string> {
  const request = planRequestSchema.parse({
    kind: 'cause',
    ref: '1',
    amount: 5_000,
    name: 'Periodic Donor',
    mobile: '0512345678',
    ...input,
  });
  const created = await createPlan(context, request, randomUUID(), locale);
  const sessionId = created.body.cardUrl.split('/').pop()!.split('?')[0]!;
  const token = await context.gateway.tokenize(
    { card: card.number ?? CARDS.good, expiry: card.expiry ?? '12/35' },
    context.now(),
  );
  if (typeof token === 'string') throw new Error(`tokenize: ${token}`);
  await completeCardSession(context, sessionId, token.token);
  return created.body.planId;
}

/** The SMS bodies queued for the donor, oldest first. */
export async function texts(db: Kysely<Database>, mobile = '0512345678'): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('channel', '=', 'sms')
    .where('recipient', '=', mobile)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.body);
}

export async function chargesOf(db: Kysely<Database>, planId: string) {
  return db.selectFrom('periodic_charges').selectAll().where('plan_id', '=', planId).orderBy('due_date').execute();
}
