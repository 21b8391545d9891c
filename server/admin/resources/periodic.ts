import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import {
  chargeFilterSchema,
  planFilterSchema,
  staffPlanActionSchema,
  type ChargeFilter,
  type StaffPlanAction,
} from '#src/admin/periodic-schemas';
import { PROGRAM_FUND } from '#src/domain/giving/funds';
import type { Database } from '../../db/schema';
import type { PeriodicChargeTable, PeriodicPlanTable } from '../../db/tables/periodic';
import { changePlanStatus } from '../../services/periodic/plans';
import { periodicContextFor } from '../../services/periodic/runtime';
import { ServiceError } from '../../services/service-error';
import { audit } from '../audit';
import { randomIdParam } from '../../api/kit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, readListQuery, type ListKeys } from '../list';

/**
 * Periodic giving in the back office (finance): plans with their charges, the charges still to
 * come and the ones that failed for good, and the donor's own pause / resume / cancel done by
 * staff when the donor asks (same service, same SMS, plus an audit entry). The card is shown as
 * brand, last four digits and expiry only; the gateway's token never leaves the server.
 * docs/behaviour.md#B-PERIODIC-ADMIN
 */
type Plan = Selectable<PeriodicPlanTable>;
type Charge = Selectable<PeriodicChargeTable>;

/** The most charges a plan's page lists (a daily plan makes 365 a year; the rest are in the lists). */
const DETAIL_CHARGES = 400;

/** The fund a plan's gifts go to: the catalogue row's own fund (programs take sadaqah), as pricing decides it. */
async function fundsOf(
  db: Kysely<Database>,
  plans: readonly Pick<Plan, 'kind' | 'ref'>[],
): Promise<(p: Pick<Plan, 'kind' | 'ref'>) => string | null> {
  const ids = [
    ...new Set(
      plans.filter((plan) => plan.kind !== 'program' && /^\d{1,9}$/.test(plan.ref)).map((plan) => Number(plan.ref)),
    ),
  ];
  const rows = ids.length
    ? await db.selectFrom('giving_items').select(['id', 'fund']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(rows.map((row) => [String(row.id), row.fund]));
  return (plan) => (plan.kind === 'program' ? PROGRAM_FUND : (byId.get(plan.ref) ?? null));
}

/** The card as staff may see it: never the token. */
function cardOf(plan: Plan) {
  return {
    cardBrand: plan.card_brand,
    cardLast4: plan.card_last4,
    cardExpiry:
      plan.card_exp_month && plan.card_exp_year
        ? `${String(plan.card_exp_month).padStart(2, '0')}/${plan.card_exp_year}`
        : null,
  };
}

function planView(plan: Plan, fund: string | null) {
  return {
    id: plan.id,
    status: plan.status,
    pausedReason: plan.paused_reason,
    frequency: plan.frequency,
    kind: plan.kind,
    ref: plan.ref,
    title_ar: plan.title_ar,
    title_en: plan.title_en,
    fund,
    amount: Number(plan.amount),
    quantity: plan.quantity,
    donorName: plan.donor_name,
    donorMobile: plan.donor_mobile,
    locale: plan.locale,
    nextDueDate: plan.status === 'active' ? plan.next_due_date : null,
    endDate: plan.end_date,
    consecutiveFailures: plan.consecutive_failures,
    ...cardOf(plan),
    createdAt: plan.created_at,
    cancelledAt: plan.cancelled_at,
  };
}

/** A plan filter as SQL: status, frequency, kind, fund (the catalogue's), part of the mobile. */
async function filteredPlans(db: Kysely<Database>, filter: z.infer<typeof planFilterSchema>) {
  let base = db.selectFrom('periodic_plans');
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.frequency) base = base.where('frequency', '=', filter.frequency);
  if (filter.kind) base = base.where('kind', '=', filter.kind);
  // Digits only (the schema made sure): nothing of LIKE's own syntax gets in.
  if (filter.mobile) base = base.where('donor_mobile', 'like', `%${filter.mobile}%`);
  if (filter.fund) {
    const fund = filter.fund;
    const items = (await db.selectFrom('giving_items').select('id').where('fund', '=', fund).execute()).map((row) =>
      String(row.id),
    );
    base = base.where((eb) => {
      const either = [];
      if (fund === PROGRAM_FUND) either.push(eb('kind', '=', 'program'));
      if (items.length) either.push(eb.and([eb('kind', '!=', 'program'), eb('ref', 'in', items)]));
      return either.length ? eb.or(either) : sql<boolean>`1 = 0`;
    });
  }
  return base;
}

const PLAN_LIST: ListKeys = {
  sort: {
    createdAt: 'created_at',
    nextDueDate: 'next_due_date',
    amount: 'amount',
    status: 'status',
    donorName: 'donor_name',
  },
  filters: Object.keys(planFilterSchema.shape),
};
const CHARGE_LIST: ListKeys = {
  sort: {
    nextAttemptAt: 'next_attempt_at',
    dueDate: 'due_date',
    amount: 'amount',
    attempts: 'attempts',
    updatedAt: 'updated_at',
  },
  filters: Object.keys(chargeFilterSchema.shape),
};

export async function listPlansHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, PLAN_LIST);
  if (!query) return;
  const filter = parseOr400(planFilterSchema, query.filter, ctx.req, ctx.res);
  if (!filter) return;
  const base = await filteredPlans(ctx.db, filter);
  const page = await pageOf(base, query, PLAN_LIST.sort, 'created_at', (row) => row as Plan);
  const fund = await fundsOf(ctx.db, page.data);
  ctx.res.json({ data: page.data.map((plan) => planView(plan, fund(plan))), total: page.total });
}

async function findPlan(ctx: AdminContext): Promise<Plan | undefined> {
  const id = randomIdParam(ctx.req, 'id');
  return id !== null
    ? ctx.db.selectFrom('periodic_plans').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
}

/** The order number of each charge that has an order (the detail links to it). */
async function orderNumbers(db: Kysely<Database>, charges: readonly Charge[]): Promise<Map<string, number>> {
  const ids = [...new Set(charges.map((charge) => charge.order_id).filter((id): id is string => id !== null))];
  const rows = ids.length
    ? await db.selectFrom('orders').select(['id', 'number']).where('id', 'in', ids).execute()
    : [];
  return new Map(rows.map((row) => [row.id, Number(row.number)]));
}

function chargeView(charge: Charge, numbers: Map<string, number>) {
  return {
    id: charge.id,
    planId: charge.plan_id,
    dueDate: charge.due_date,
    status: charge.status,
    attempts: charge.attempts,
    nextAttemptAt: charge.status === 'scheduled' || charge.status === 'retry' ? charge.next_attempt_at : null,
    amount: Number(charge.amount),
    quantity: charge.quantity,
    failureReason: charge.failure_reason,
    orderId: charge.order_id,
    orderNumber: charge.order_id ? (numbers.get(charge.order_id) ?? null) : null,
    updatedAt: charge.updated_at,
  };
}

/** One plan: what it gives, to what, how often, the masked card, and its charges newest first. */
export async function getPlanHandler(ctx: AdminContext): Promise<void> {
  const plan = await findPlan(ctx);
  if (!plan) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const [fund, charges] = await Promise.all([
    fundsOf(ctx.db, [plan]),
    ctx.db
      .selectFrom('periodic_charges')
      .selectAll()
      .where('plan_id', '=', plan.id)
      .orderBy('due_date', 'desc')
      .limit(DETAIL_CHARGES)
      .execute(),
  ]);
  const numbers = await orderNumbers(ctx.db, charges);
  ctx.res.json({
    data: {
      ...planView(plan, fund(plan)),
      updatedAt: plan.updated_at,
      charges: charges.map((charge) => chargeView(charge, numbers)),
    },
  });
}

/** Charges of one kind of list, with the plan's donor and cause beside each. */
function chargesHandler(
  statuses: readonly string[],
  dateColumn: 'next_attempt_at' | 'due_date',
  defaultOrder: 'ASC' | 'DESC',
) {
  return async (ctx: AdminContext): Promise<void> => {
    const query = readListQuery(ctx, CHARGE_LIST, { order: defaultOrder, ...ctx.req.query });
    if (!query) return;
    const filter: ChargeFilter | null = parseOr400(chargeFilterSchema, query.filter, ctx.req, ctx.res);
    if (!filter) return;
    let base: SelectQueryBuilder<Database, 'periodic_charges', object> = ctx.db
      .selectFrom('periodic_charges')
      .where('status', 'in', [...statuses]);
    if (filter.planId) base = base.where('plan_id', '=', filter.planId);
    if (filter.from) base = base.where('due_date', '>=', filter.from);
    if (filter.to) base = base.where('due_date', '<=', filter.to);
    const { kind, mobile } = filter;
    if (kind || mobile) {
      base = base.where('plan_id', 'in', (eb) => {
        let plans = eb.selectFrom('periodic_plans').select('id');
        if (kind) plans = plans.where('kind', '=', kind);
        if (mobile) plans = plans.where('donor_mobile', 'like', `%${mobile}%`);
        return plans;
      });
    }
    const page = await pageOf(base, query, CHARGE_LIST.sort, dateColumn, (row) => row as Charge);
    const planIds = [...new Set(page.data.map((charge) => charge.plan_id))];
    const [plans, numbers] = await Promise.all([
      planIds.length
        ? ctx.db
            .selectFrom('periodic_plans')
            .select(['id', 'donor_name', 'donor_mobile', 'kind', 'title_ar', 'title_en', 'frequency'])
            .where('id', 'in', planIds)
            .execute()
        : [],
      orderNumbers(ctx.db, page.data),
    ]);
    const byId = new Map(plans.map((plan) => [plan.id, plan]));
    ctx.res.json({
      data: page.data.map((charge) => {
        const plan = byId.get(charge.plan_id);
        return {
          ...chargeView(charge, numbers),
          donorName: plan?.donor_name ?? null,
          donorMobile: plan?.donor_mobile ?? null,
          kind: plan?.kind ?? null,
          title_ar: plan?.title_ar ?? null,
          title_en: plan?.title_en ?? null,
          frequency: plan?.frequency ?? null,
        };
      }),
      total: page.total,
    });
  };
}

/** Charges waiting for their next attempt (first or retry), soonest first. */
export const listUpcomingHandler = chargesHandler(['scheduled', 'retry'], 'next_attempt_at', 'ASC');
/** Charges that failed for good (after their retries), with the gateway's reason, newest first. */
export const listFailuresHandler = chargesHandler(['failed'], 'due_date', 'DESC');

/** The service's refusal in the staff member's words (the donor-facing keys have admin twins). */
function refusalKey(error: ServiceError): string {
  const name = error.messageKey.split('.').pop() ?? '';
  return ['notNow', 'planClosed', 'cardNeeded', 'planOver', 'planNotFound', 'unavailable'].includes(name)
    ? `resources.periodic-plans.errors.${name}`
    : 'errors.notFound';
}

/**
 * POST /periodic-plans/:id/{pause,resume,cancel}: the donor asked staff (by phone, at the desk) to
 * do what their manage link does. The same service call, so the same rules and the same SMS (a
 * cancel is confirmed at once; a resume is announced before its first charge); the note says how
 * the donor asked and goes to the audit log with the plan's status before and after.
 */
export function planActionHandler(action: StaffPlanAction) {
  return async (ctx: AdminContext): Promise<void> => {
    const plan = await findPlan(ctx);
    if (!plan) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
    const input = parseOr400(staffPlanActionSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
    if (!input) return;
    const context = await periodicContextFor(ctx.db, ctx.config, () => ctx.now);
    try {
      // The audit entry is written in the change's own transaction: both are saved, or neither.
      // Cancelling a cancelled plan changes nothing (a double click): nothing is recorded.
      await changePlanStatus(context, plan.id, action, async (trx) => {
        const changed = await trx
          .selectFrom('periodic_plans')
          .selectAll()
          .where('id', '=', plan.id)
          .executeTakeFirstOrThrow();
        await audit(
          trx,
          ctx.actor,
          {
            action: `periodic-${action}`,
            entity: 'periodic-plan',
            entityId: plan.id,
            before: { status: plan.status, pausedReason: plan.paused_reason },
            after: {
              status: changed.status,
              pausedReason: changed.paused_reason,
              nextDueDate: changed.next_due_date,
              note: input.note,
            },
          },
          ctx.now,
        );
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return sendAdminError(ctx.req, ctx.res, error.status, error.code, refusalKey(error));
    }
    const after = await ctx.db
      .selectFrom('periodic_plans')
      .selectAll()
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    if (after.status !== plan.status)
      ctx.logger.info({ action, planId: plan.id, staffId: ctx.actor.id }, 'periodic plan changed by staff');
    const fund = await fundsOf(ctx.db, [after]);
    ctx.res.json({ data: planView(after, fund(after)) });
  };
}
