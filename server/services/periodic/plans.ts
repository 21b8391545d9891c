import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PeriodicPlanTable } from '../../db/tables/periodic';
import type { Locale } from '#src/lib/locale';
import type { OrderItemRequest } from '#src/domain/giving/order-schema';
import { formatMoney, localizeDigits } from '#src/lib/format';
import { formatGregorian } from '#src/lib/format-date';
import {
  amountCeiling,
  ATTEMPTS_PER_DATE,
  PAUSE_AFTER_FAILURES,
  PERIODIC_COUNTED_KINDS,
  RETRY_AFTER_CARD_DAYS,
  type ChangeAmount,
  type PeriodicKind,
  type PlanRequest,
  type PlanView,
  type RestoreSkip,
  MAX_END_YEARS,
} from '#src/domain/periodic/plan-schema';
import {
  chargeInstant,
  daysBetween,
  firstDueOnOrAfter,
  type Frequency,
  type PlanRule,
} from '#src/domain/periodic/schedule';
import { addDays, riyadhDate } from '#src/lib/civil-dates';
import { randomId } from '../giving/ids';
import { requestHash } from '../giving/request-hash';
import { isUniqueViolation } from '../../db/unique-violation';
import { priceOrder, type PricedLine } from '../giving/pricing';
import { ServiceError } from '../service-error';
import { planLocale, textDonor, type PeriodicContext } from './context';
import { isoAfter, MINUTE_MS } from '#src/lib/durations';
import type { TokenDetails } from '../../payments/card-tokens';

/**
 * Periodic plans: set up (then a trip to the gateway's card form), seen and changed through the
 * signed manage link. Every change is one conditional update or one transaction, so two taps, two
 * tabs or a tap racing the scheduler change a plan once, and every change the link makes is texted
 * to the plan's mobile in that transaction. The link alone moves the amount up to the plan's
 * ceiling; above it the card is saved again first (decision 052). docs/behaviour.md#B-PERIODIC-2…6
 */
type Plan = Selectable<PeriodicPlanTable>;

export const CARD_SESSION_MINUTES = 30;
/** Charges still waiting (not yet taken by the scheduler). */
export const WAITING = ['scheduled', 'retry'] as const;

const unavailable = () => new ServiceError(503, 'periodic_unavailable', 'periodic:errors.unavailable');
const notFound = () => new ServiceError(404, 'not_found', 'periodic:errors.planNotFound');
const conflict = (key = 'periodic:errors.notNow') => new ServiceError(409, 'plan_state', key);
/** The link is not enough for this amount: the donor's card, on the gateway's page, is. */
const cardRequired = () => new ServiceError(403, 'card_required', 'periodic:errors.cardRequired');

export function rule(plan: Pick<Plan, 'frequency' | 'anchor_date'>): PlanRule {
  return { frequency: plan.frequency as Frequency, anchorDate: plan.anchor_date };
}

export function lineRequest(plan: { kind: string; ref: string; amount: number; quantity: number }): OrderItemRequest {
  const counted = (PERIODIC_COUNTED_KINDS as readonly string[]).includes(plan.kind);
  return (
    counted
      ? { kind: plan.kind, ref: plan.ref, quantity: plan.quantity }
      : { kind: plan.kind, ref: plan.ref, amount: Number(plan.amount) }
  ) as OrderItemRequest;
}

/** Prices the plan's one line from the catalogue, as the basket would; refused → 400 with fields. */
async function priceLine(
  db: PeriodicContext['db'] | Transaction<Database>,
  line: OrderItemRequest,
): Promise<PricedLine> {
  const priced = await priceOrder(db, [line]);
  if (!priced.ok) {
    const fields = Object.fromEntries(
      Object.entries(priced.errors).map(([path, error]) => [path.replace(/^items\.0\./, ''), error]),
    );
    throw new ServiceError(400, 'validation_failed', 'validation:failed', fields);
  }
  return priced.lines[0]!;
}

/** The manage page's new amount (or share count) for the plan, priced; the field it needs, else 400. */
async function pricedChange(
  db: PeriodicContext['db'],
  plan: Plan,
  change: ChangeAmount | undefined,
): Promise<PricedLine> {
  const counted = (PERIODIC_COUNTED_KINDS as readonly string[]).includes(plan.kind);
  if (counted ? change?.quantity === undefined : change?.amount === undefined) {
    throw new ServiceError(400, 'validation_failed', 'validation:failed', {
      [counted ? 'quantity' : 'amount']: { key: 'required' },
    });
  }
  return priceLine(
    db,
    lineRequest({ kind: plan.kind, ref: plan.ref, amount: change?.amount ?? 0, quantity: change?.quantity ?? 1 }),
  );
}

/** The plan and the charges not yet taken move to a new amount (inside the caller's transaction). */
async function setAmount(
  trx: Transaction<Database>,
  planId: string,
  line: Pick<PricedLine, 'amount' | 'quantity'>,
  at: string,
): Promise<void> {
  await trx
    .updateTable('periodic_plans')
    .set({ amount: line.amount, quantity: line.quantity, updated_at: at })
    .where('id', '=', planId)
    .execute();
  await trx
    .updateTable('periodic_charges')
    .set({ amount: line.amount, quantity: line.quantity, updated_at: at })
    .where('plan_id', '=', planId)
    .where('status', 'in', [...WAITING])
    .where('order_id', 'is', null)
    .execute();
}

const money = (plan: Pick<Plan, 'locale'>, amount: number) => formatMoney(amount, planLocale(plan.locale));
const civilDate = (plan: Pick<Plan, 'locale'>, date: string) =>
  formatGregorian(`${date}T12:00:00.000Z`, planLocale(plan.locale));

export interface PlanCreated {
  planId: string;
  cardUrl: string;
}

/** The card page for a session, per gateway (both are served by this server). */
export function cardFormUrl(gateway: 'sandbox' | 'moyasar', sessionId: string, locale: Locale): string {
  return `/api/v1/periodic/cards/${gateway}/${sessionId}?lang=${locale}`;
}

type CardPurpose = 'setup' | 'change' | 'raise';

/** A trip to the card page; a raise carries its new amount, applied only when the card comes back. */
async function newCardSession(
  context: PeriodicContext,
  trx: Transaction<Database> | PeriodicContext['db'],
  planId: string,
  purpose: CardPurpose,
  locale: Locale,
  raise?: Pick<PricedLine, 'amount' | 'quantity'>,
): Promise<string> {
  const now = context.now();
  const id = randomId();
  await trx
    .insertInto('periodic_card_sessions')
    .values({
      id,
      plan_id: planId,
      purpose,
      locale,
      new_amount: raise?.amount ?? null,
      new_quantity: raise?.quantity ?? null,
      used_at: null,
      expires_at: isoAfter(now, CARD_SESSION_MINUTES * MINUTE_MS),
      created_at: now.toISOString(),
    })
    .execute();
  return cardFormUrl(context.gateway?.name ?? 'sandbox', id, locale);
}

export async function createPlan(
  context: PeriodicContext,
  request: PlanRequest,
  idempotencyKey: string,
  locale: Locale,
): Promise<{ kind: 'created' | 'replayed'; body: PlanCreated }> {
  if (!context.gateway) throw unavailable();
  const { db } = context;
  const hash = requestHash(request);
  const replay = async (plan: Plan) => {
    if (plan.request_hash !== hash)
      throw new ServiceError(409, 'idempotency_conflict', 'giving:errors.idempotencyConflict');
    if (plan.status !== 'pending_card') throw conflict('periodic:errors.alreadySetUp');
    return {
      kind: 'replayed' as const,
      body: { planId: plan.id, cardUrl: await newCardSession(context, db, plan.id, 'setup', planLocale(plan.locale)) },
    };
  };
  const existing = await db
    .selectFrom('periodic_plans')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (existing) return replay(existing);

  const now = context.now();
  const today = riyadhDate(now);
  if (request.endDate !== undefined) {
    if (request.endDate <= today)
      throw new ServiceError(400, 'validation_failed', 'validation:failed', { endDate: { key: 'endDatePast' } });
    if (request.endDate > addDays(today, MAX_END_YEARS * 366))
      throw new ServiceError(400, 'validation_failed', 'validation:failed', {
        endDate: { key: 'endDateFar', params: { years: MAX_END_YEARS } },
      });
    const first = firstDueOnOrAfter({ frequency: request.frequency, anchorDate: today }, today);
    if (first === null || first > request.endDate)
      throw new ServiceError(400, 'validation_failed', 'validation:failed', { endDate: { key: 'endDateNoCharge' } });
  }
  const line = await priceLine(
    db,
    lineRequest({ kind: request.kind, ref: request.ref, amount: request.amount ?? 0, quantity: request.quantity ?? 1 }),
  );
  const planId = randomId();
  const at = now.toISOString();
  try {
    const cardUrl = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('periodic_plans')
        .values({
          id: planId,
          idempotency_key: idempotencyKey,
          request_hash: hash,
          status: 'pending_card',
          paused_reason: null,
          frequency: request.frequency,
          anchor_date: today,
          end_date: request.endDate ?? null,
          next_due_date: null,
          kind: request.kind,
          ref: request.ref,
          title_ar: line.title.ar,
          title_en: line.title.en,
          amount: line.amount,
          quantity: line.quantity,
          amount_ceiling: amountCeiling(line.amount),
          locale,
          donor_name: request.name,
          donor_mobile: request.mobile,
          token_provider: null,
          card_token: null,
          card_brand: null,
          card_last4: null,
          card_exp_month: null,
          card_exp_year: null,
          consecutive_failures: 0,
          notify_before_next: 0,
          expiry_warned: null,
          created_at: at,
          updated_at: at,
          cancelled_at: null,
        })
        .execute();
      return newCardSession(context, trx, planId, 'setup', locale);
    });
    return { kind: 'created', body: { planId, cardUrl } };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await db
      .selectFrom('periodic_plans')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (!winner) throw error;
    return replay(winner);
  }
}

export interface CardSessionOutcome {
  planId: string;
  locale: Locale;
  /**
   * raiseRefused: the card was saved but the raise no longer prices (the cause needs less now);
   * cardRetry: the card was changed and the charge that had failed is being tried again with it.
   */
  outcome: 'setup' | 'card' | 'cardRetry' | 'raise' | 'raiseRefused';
}

/** Reasons a charge failed that a new card cannot mend. */
const NOT_THE_CARD = ['item_unavailable'];

/**
 * The plan's latest charge, when it failed (or failed and waits for a retry) and nothing later was
 * paid; recent enough to ask the donor about, unless the plan is paused for its card.
 */
async function failedCharge(
  trx: Transaction<Database> | PeriodicContext['db'],
  plan: Plan,
  today: string,
): Promise<Pick<
  Selectable<Database['periodic_charges']>,
  'id' | 'status' | 'due_date' | 'amount' | 'failure_reason'
> | null> {
  const cardPause = pausedForCard(plan);
  if (plan.status !== 'active' && !cardPause) return null;
  const last = await trx
    .selectFrom('periodic_charges')
    .select(['id', 'status', 'due_date', 'amount', 'failure_reason'])
    .where('plan_id', '=', plan.id)
    .where('status', 'in', ['paid', 'failed', 'retry'])
    .orderBy('due_date', 'desc')
    .executeTakeFirst();
  // A retry with no reason is a gateway that did not answer, or a new card being tried: not a refusal.
  if (!last || last.status === 'paid' || last.failure_reason === null || NOT_THE_CARD.includes(last.failure_reason))
    return null;
  if (!cardPause && daysBetween(last.due_date, today) > RETRY_AFTER_CARD_DAYS) return null;
  return last;
}

/**
 * A new card mends the latest failed charge: it is tried once more, at once, by the scheduler's own
 * claim (the same row, its order, a new payment), so it can be charged only once. It is given the
 * last of its date's attempts, so a soft decline with the new card is not retried again.
 */
export async function retryWithNewCard(trx: Transaction<Database>, planId: string, now: Date): Promise<boolean> {
  const plan = await trx.selectFrom('periodic_plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
  if (plan.status !== 'active') return false;
  const charge = await failedCharge(trx, plan, riyadhDate(now));
  if (!charge || daysBetween(charge.due_date, riyadhDate(now)) > RETRY_AFTER_CARD_DAYS) return false;
  const at = now.toISOString();
  const queued = await trx
    .updateTable('periodic_charges')
    .set({
      status: 'retry',
      attempts: ATTEMPTS_PER_DATE - 1,
      failure_reason: null,
      next_attempt_at: at,
      updated_at: at,
    })
    .where('id', '=', charge.id)
    .where('status', '=', charge.status)
    .executeTakeFirst();
  return Number(queued.numUpdatedRows) === 1;
}

/** The card as a plan keeps it: the gateway's token, brand, last four and expiry (never the number). */
export function cardFields(gatewayName: 'sandbox' | 'moyasar', details: TokenDetails, now: Date) {
  return {
    token_provider: gatewayName,
    card_token: details.token,
    card_brand: details.brand,
    card_last4: details.last4,
    card_exp_month: details.expMonth,
    card_exp_year: details.expYear,
    expiry_warned: null,
    updated_at: now.toISOString(),
  };
}

/** Paused because of its card (charges failed, or it expired or was refused): a new card mends it. */
export function pausedForCard(plan: Pick<Plan, 'status' | 'paused_reason'>): boolean {
  return plan.status === 'paused' && (plan.paused_reason === 'failures' || plan.paused_reason === 'card');
}

/**
 * A new card on a plan already set up (inside the caller's transaction). A plan paused for its card
 * starts again with the new one; the donor is told before the first charge after the pause.
 */
export async function putCard(
  trx: Transaction<Database>,
  plan: Plan,
  card: ReturnType<typeof cardFields>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('periodic_plans')
    .set({ ...card, ...(pausedForCard(plan) ? resumeFields(plan, now) : {}) })
    .where('id', '=', plan.id)
    .execute();
}

/**
 * The gateway brought a token back for a card session: the plan gets the card (asked of the
 * gateway, not taken from the browser), a new plan starts, a paused one resumes, and a raise takes
 * effect with a new ceiling. A session is used once and lapses after CARD_SESSION_MINUTES.
 */
export async function completeCardSession(
  context: PeriodicContext,
  sessionId: string,
  token: string,
): Promise<CardSessionOutcome> {
  const { db, gateway } = context;
  if (!gateway) throw unavailable();
  const now = context.now();
  const session = await db
    .selectFrom('periodic_card_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session || session.batch_id !== null)
    throw new ServiceError(404, 'not_found', 'periodic:errors.sessionNotFound');
  if (session.used_at !== null || session.expires_at <= now.toISOString())
    throw new ServiceError(410, 'session_used', 'periodic:errors.sessionUsed');
  const details = await gateway.describe(token);
  if (!details) throw new ServiceError(400, 'card_refused', 'periodic:errors.cardRefused');
  const outcome = await db.transaction().execute(async (trx): Promise<CardSessionOutcome['outcome']> => {
    const used = await trx
      .updateTable('periodic_card_sessions')
      .set({ used_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ServiceError(410, 'session_used', 'periodic:errors.sessionUsed');
    const plan = await trx
      .selectFrom('periodic_plans')
      .selectAll()
      .where('id', '=', session.plan_id)
      .executeTakeFirstOrThrow();
    if (plan.status === 'cancelled' || plan.status === 'ended') throw conflict('periodic:errors.planClosed');
    const card = cardFields(gateway.name, details, now);
    const today = riyadhDate(now);
    if (plan.status === 'pending_card') {
      await trx
        .updateTable('periodic_plans')
        .set({ ...card, status: 'active', next_due_date: firstDueOnOrAfter(rule(plan), today) })
        .where('id', '=', plan.id)
        .where('status', '=', 'pending_card')
        .execute();
      await textDonor(context, trx, plan, 'welcome', {
        amount: money(plan, Number(plan.amount)),
        frequency: context.translate(planLocale(plan.locale), `periodic:frequency.${plan.frequency}`),
      });
      return 'setup';
    }
    await putCard(trx, plan, card, now);
    const last4 = localizeDigits(details.last4, planLocale(plan.locale));
    if (session.purpose === 'raise' && session.new_amount !== null) {
      // Priced again now: a family may need less than when the raise was asked for.
      const priced = await priceOrder(trx, [
        lineRequest({
          kind: plan.kind,
          ref: plan.ref,
          amount: session.new_amount,
          quantity: session.new_quantity ?? 1,
        }),
      ]);
      if (priced.ok) {
        const line = priced.lines[0]!;
        await setAmount(trx, plan.id, line, now.toISOString());
        // The card was confirmed for this amount: the link alone may now move it up to 3× it.
        await trx
          .updateTable('periodic_plans')
          .set({ amount_ceiling: amountCeiling(line.amount) })
          .where('id', '=', plan.id)
          .execute();
        await textDonor(context, trx, plan, 'amountRaised', { amount: money(plan, line.amount), last4 });
        return 'raise';
      }
    }
    await textDonor(context, trx, plan, 'cardChanged', { last4 });
    if (session.purpose === 'raise') return 'raiseRefused';
    return (await retryWithNewCard(trx, plan.id, now)) ? 'cardRetry' : 'card';
  });
  return { planId: session.plan_id, locale: planLocale(session.locale), outcome };
}

function resumeFields(plan: Plan, now: Date) {
  // From tomorrow: the donor's SMS goes out before the charge, never with it.
  const from = addDays(riyadhDate(now), 1);
  return {
    status: 'active',
    paused_reason: null,
    consecutive_failures: 0,
    notify_before_next: 1,
    next_due_date: firstDueOnOrAfter(rule(plan), from),
    updated_at: now.toISOString(),
  };
}

async function loadPlan(context: PeriodicContext, planId: string): Promise<Plan> {
  const plan = await context.db.selectFrom('periodic_plans').selectAll().where('id', '=', planId).executeTakeFirst();
  if (!plan || plan.status === 'pending_card') throw notFound();
  return plan;
}

/** The next charge still to come: a waiting charge row, else the plan's next date. */
async function nextCharge(
  context: PeriodicContext,
  trx: Transaction<Database> | PeriodicContext['db'],
  plan: Plan,
): Promise<string | null> {
  if (plan.status !== 'active') return null;
  const waiting = await trx
    .selectFrom('periodic_charges')
    .select('due_date')
    .where('plan_id', '=', plan.id)
    .where('status', 'in', [...WAITING, 'charging'])
    .orderBy('due_date')
    .executeTakeFirst();
  if (waiting) return waiting.due_date;
  if (!plan.next_due_date || (plan.end_date && plan.next_due_date > plan.end_date)) return null;
  return plan.next_due_date;
}

export async function viewPlan(context: PeriodicContext, planId: string): Promise<PlanView> {
  const plan = await loadPlan(context, planId);
  const today = riyadhDate(context.now());
  const [next, skipped, recent, failed] = await Promise.all([
    nextCharge(context, context.db, plan),
    context.db
      .selectFrom('periodic_charges')
      .select('due_date')
      .where('plan_id', '=', plan.id)
      .where('status', '=', 'skipped')
      .where('due_date', '>=', today)
      .orderBy('due_date')
      .execute(),
    context.db
      .selectFrom('periodic_charges')
      .select(['due_date', 'status', 'amount'])
      .where('plan_id', '=', plan.id)
      .where('status', 'in', ['paid', 'failed', 'retry'])
      .orderBy('due_date', 'desc')
      .limit(6)
      .execute(),
    failedCharge(context.db, plan, today),
  ]);
  return {
    status: plan.status as PlanView['status'],
    pausedReason: (plan.paused_reason as PlanView['pausedReason']) ?? null,
    frequency: plan.frequency as Frequency,
    kind: plan.kind as PeriodicKind,
    title: { ar: plan.title_ar, en: plan.title_en },
    amount: Number(plan.amount),
    quantity: plan.quantity,
    amountCeiling: Number(plan.amount_ceiling),
    counted: (PERIODIC_COUNTED_KINDS as readonly string[]).includes(plan.kind),
    endDate: plan.end_date,
    nextCharge: next,
    skipped: skipped.map((row) => row.due_date),
    restorable: plan.status === 'active' ? skipped.map((row) => row.due_date).filter((date) => date > today) : [],
    card:
      plan.card_last4 && plan.card_brand && plan.card_exp_month && plan.card_exp_year
        ? { brand: plan.card_brand, last4: plan.card_last4, expMonth: plan.card_exp_month, expYear: plan.card_exp_year }
        : null,
    mobileEnd: plan.donor_mobile.slice(-3),
    recent: recent.map((row) => ({ dueDate: row.due_date, status: row.status, amount: Number(row.amount) })),
    paymentFailed: failed
      ? {
          dueDate: failed.due_date,
          amount: Number(failed.amount),
          failuresLeft: plan.status === 'active' ? Math.max(0, PAUSE_AFTER_FAILURES - plan.consecutive_failures) : 0,
        }
      : null,
  };
}

/** Inserts a charge row (scheduled, skipped, missed) for a due date; false when one exists. */
export async function insertCharge(
  trx: Transaction<Database>,
  plan: Plan,
  dueDate: string,
  status: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await trx
    .insertInto('periodic_charges')
    .values({
      id: randomId(),
      plan_id: plan.id,
      due_date: dueDate,
      due_at: chargeInstant(plan.frequency as Frequency, dueDate),
      status,
      amount: Number(plan.amount),
      quantity: plan.quantity,
      attempts: 0,
      next_attempt_at: chargeInstant(plan.frequency as Frequency, dueDate),
      lease_owner: null,
      lease_until: null,
      order_id: null,
      payment_id: null,
      failure_reason: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['plan_id', 'due_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export type ManageOutcome = { view: PlanView } | { cardUrl: string };

/**
 * Cancel, pause or resume: what the donor's link and staff (on the donor's request) both do.
 * `within` runs inside the change's transaction (the back office's audit entry, the link's SMS),
 * with the plan as it was, so the change and its record are saved together or not at all; a second
 * cancel changes nothing and runs nothing.
 */
export async function changePlanStatus(
  context: PeriodicContext,
  planId: string,
  action: 'cancel' | 'pause' | 'resume',
  within?: (trx: Transaction<Database>, plan: Plan) => Promise<void>,
): Promise<void> {
  const { db } = context;
  const plan = await loadPlan(context, planId);
  const now = context.now();
  const at = now.toISOString();
  // Cancelling twice is still "cancelled" (a double tap is not an error).
  if (action === 'cancel' && plan.status === 'cancelled') return;
  if (plan.status !== 'active' && plan.status !== 'paused') throw conflict('periodic:errors.planClosed');
  switch (action) {
    case 'cancel':
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('periodic_plans')
          .set({ status: 'cancelled', cancelled_at: at, updated_at: at, next_due_date: null })
          .where('id', '=', plan.id)
          .where('status', 'in', ['active', 'paused'])
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return;
        await trx
          .updateTable('periodic_charges')
          .set({ status: 'cancelled', updated_at: at })
          .where('plan_id', '=', plan.id)
          .where('status', 'in', [...WAITING])
          .execute();
        await textDonor(context, trx, plan, 'cancelled');
        await within?.(trx, plan);
      });
      return;
    case 'pause':
      if (plan.status !== 'active') throw conflict();
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('periodic_plans')
          .set({ status: 'paused', paused_reason: 'donor', updated_at: at })
          .where('id', '=', plan.id)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw conflict();
        await trx
          .updateTable('periodic_charges')
          .set({ status: 'cancelled', updated_at: at })
          .where('plan_id', '=', plan.id)
          .where('status', 'in', [...WAITING])
          .execute();
        await within?.(trx, plan);
      });
      return;
    case 'resume': {
      if (plan.status !== 'paused') throw conflict();
      if (!plan.card_token) throw conflict('periodic:errors.cardNeeded');
      const fields = resumeFields(plan, now);
      if (plan.end_date && (!fields.next_due_date || fields.next_due_date > plan.end_date))
        throw conflict('periodic:errors.planOver');
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('periodic_plans')
          .set(fields)
          .where('id', '=', plan.id)
          .where('status', '=', 'paused')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw conflict();
        await within?.(trx, plan);
      });
    }
  }
}

/**
 * The SMS the link's pause and resume send, in their change's transaction (a cancel texts the
 * donor whoever asks, in changePlanStatus; staff pausing or resuming do not text).
 */
function statusText(context: PeriodicContext, action: 'pause' | 'resume') {
  return async (trx: Transaction<Database>, plan: Plan) => {
    if (action === 'pause') return textDonor(context, trx, plan, 'paused');
    const { next_due_date: next } = await trx
      .selectFrom('periodic_plans')
      .select('next_due_date')
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    await textDonor(context, trx, plan, 'resumed', { date: next ? civilDate(plan, next) : '' });
  };
}

/**
 * One of the manage page's actions; each is confirmed by the plan as it is afterwards, and each
 * change is texted to the plan's mobile (the link may have leaked; the mobile is the donor's).
 */
export async function managePlan(
  context: PeriodicContext,
  planId: string,
  action: 'pause' | 'resume' | 'skip' | 'cancel' | 'card',
): Promise<ManageOutcome>;
export async function managePlan(
  context: PeriodicContext,
  planId: string,
  action: 'amount' | 'raise',
  change: ChangeAmount,
): Promise<ManageOutcome>;
export async function managePlan(
  context: PeriodicContext,
  planId: string,
  action: 'restore',
  restore: RestoreSkip,
): Promise<ManageOutcome>;
export async function managePlan(
  context: PeriodicContext,
  planId: string,
  action: string,
  change?: ChangeAmount | RestoreSkip,
): Promise<ManageOutcome> {
  if (action === 'cancel' || action === 'pause' || action === 'resume') {
    await changePlanStatus(context, planId, action, action === 'cancel' ? undefined : statusText(context, action));
    return { view: await viewPlan(context, planId) };
  }
  const { db } = context;
  const plan = await loadPlan(context, planId);
  const now = context.now();
  const at = now.toISOString();
  if (plan.status !== 'active' && plan.status !== 'paused') throw conflict('periodic:errors.planClosed');

  switch (action) {
    case 'skip':
      if (plan.status !== 'active') throw conflict();
      await db.transaction().execute(async (trx) => {
        const waiting = await trx
          .selectFrom('periodic_charges')
          .selectAll()
          .where('plan_id', '=', plan.id)
          .where('status', 'in', [...WAITING, 'charging'])
          .orderBy('due_date')
          .executeTakeFirst();
        if (waiting) {
          // A charge in flight cannot be taken back; one waiting can be skipped once.
          const skipped = await trx
            .updateTable('periodic_charges')
            .set({ status: 'skipped', updated_at: at })
            .where('id', '=', waiting.id)
            .where('status', 'in', [...WAITING])
            .executeTakeFirst();
          if (Number(skipped.numUpdatedRows) !== 1) throw conflict('periodic:errors.chargeInFlight');
          await textDonor(context, trx, plan, 'skipped', { date: civilDate(plan, waiting.due_date) });
          return;
        }
        const current = await trx
          .selectFrom('periodic_plans')
          .selectAll()
          .where('id', '=', plan.id)
          .executeTakeFirstOrThrow();
        const date = current.next_due_date;
        if (!date || (current.end_date && date > current.end_date)) throw conflict('periodic:errors.nothingToSkip');
        const moved = await trx
          .updateTable('periodic_plans')
          .set({ next_due_date: firstDueOnOrAfter(rule(current), addDays(date, 1)), updated_at: at })
          .where('id', '=', plan.id)
          .where('next_due_date', '=', date)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw conflict();
        await insertCharge(trx, current, date, 'skipped', now);
        await textDonor(context, trx, plan, 'skipped', { date: civilDate(plan, date) });
      });
      break;
    case 'restore':
      await restoreSkip(context, plan, (change as RestoreSkip).date, now);
      break;
    case 'amount': {
      const line = await pricedChange(db, plan, change as ChangeAmount);
      if (line.amount > Number(plan.amount_ceiling)) throw cardRequired();
      await db.transaction().execute(async (trx) => {
        // The ceiling is checked again in the write: a raise settling meanwhile may have lowered it.
        const within = await trx
          .updateTable('periodic_plans')
          .set({ updated_at: at })
          .where('id', '=', plan.id)
          .where('status', 'in', ['active', 'paused'])
          .where('amount_ceiling', '>=', line.amount)
          .executeTakeFirst();
        if (Number(within.numUpdatedRows) !== 1) {
          const current = await trx
            .selectFrom('periodic_plans')
            .select('status')
            .where('id', '=', plan.id)
            .executeTakeFirstOrThrow();
          throw current.status === 'active' || current.status === 'paused'
            ? cardRequired()
            : conflict('periodic:errors.planClosed');
        }
        // Charges not yet taken are made at the new amount.
        await setAmount(trx, plan.id, line, at);
        await textDonor(context, trx, plan, 'amountChanged', { amount: money(plan, line.amount) });
      });
      break;
    }
    case 'raise': {
      // Any amount the catalogue takes, but only once the card is saved again on the gateway's page.
      if (!context.gateway) throw unavailable();
      const line = await pricedChange(db, plan, change as ChangeAmount);
      return { cardUrl: await newCardSession(context, db, plan.id, 'raise', planLocale(plan.locale), line) };
    }
    case 'card':
      if (!context.gateway) throw unavailable();
      return { cardUrl: await newCardSession(context, db, plan.id, 'change', planLocale(plan.locale)) };
    default:
      throw notFound();
  }
  return { view: await viewPlan(context, planId) };
}

/**
 * A skipped date charged after all, while it is still to come (from tomorrow in Riyadh): the row
 * goes back to `scheduled` at the plan's current amount, and the scheduler charges it on its day
 * as any other. On the day or after, 409 `skip_passed`; a date that was not skipped, 404.
 */
async function restoreSkip(context: PeriodicContext, plan: Plan, date: string, now: Date): Promise<void> {
  if (plan.status !== 'active') throw conflict('periodic:errors.restoreNotActive');
  const row = await context.db
    .selectFrom('periodic_charges')
    .select(['id', 'due_date', 'amount', 'order_id'])
    .where('plan_id', '=', plan.id)
    .where('due_date', '=', date)
    .where('status', '=', 'skipped')
    .executeTakeFirst();
  if (!row) throw new ServiceError(404, 'not_found', 'periodic:errors.noSuchSkip');
  if (row.due_date <= riyadhDate(now)) throw new ServiceError(409, 'skip_passed', 'periodic:errors.skipPassed');
  const at = now.toISOString();
  const due = chargeInstant(plan.frequency as Frequency, row.due_date);
  await context.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('periodic_plans')
      .select(['amount', 'quantity'])
      .where('id', '=', plan.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!current) throw conflict('periodic:errors.restoreNotActive');
    const restored = await trx
      .updateTable('periodic_charges')
      // A date skipped while waiting for a retry keeps its order, and so the amount of that order.
      .set({
        status: 'scheduled',
        ...(row.order_id === null ? { amount: current.amount, quantity: current.quantity } : {}),
        due_at: due,
        next_attempt_at: due,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'skipped')
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) !== 1) throw conflict();
    await textDonor(context, trx, plan, 'skipRestored', {
      date: civilDate(plan, row.due_date),
      amount: money(plan, Number(row.order_id === null ? current.amount : row.amount)),
    });
  });
}
