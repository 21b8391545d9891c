import { randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from 'pino';
import type { PeriodicChargeTable, PeriodicPlanTable } from '../db/tables/periodic';
import { formatMoney, localizeDigits } from '#src/lib/format';
import { formatGregorian } from '#src/lib/format-date';
import { ATTEMPTS_PER_DATE, PAUSE_AFTER_FAILURES } from '#src/domain/periodic/plan-schema';
import { daysBetween, nextDueAfter, type Frequency } from '#src/domain/periodic/schedule';
import { addDays, riyadhDate } from '#src/lib/civil-dates';
import { ProviderError } from '../payments/provider';
import { expiryEnd, type ChargeResult } from '../payments/card-tokens';
import { applyOutcome } from '../services/giving/settle';
import { priceOrder } from '../services/giving/pricing';
import { randomId } from '../services/giving/ids';
import { nextOrderNumber, orderItemRows } from '../services/giving/order-rows';
import { isUniqueViolation } from '../db/unique-violation';
import { planLocale, textDonor, type PeriodicContext } from '../services/periodic/context';
import { insertCharge, lineRequest, rule } from '../services/periodic/plans';
import { createPollingLoop } from '../services/polling-loop';
import { DAY_MS, HOUR_MS, isoAfter, MINUTE_MS } from '#src/lib/durations';

/**
 * The periodic-giving scheduler (docs/decisions/023-periodic-scheduler.md). One pass:
 * 1. **Plan**: each active plan's next date, once it is within LEAD_DAYS, becomes a charge row.
 *    The row is unique per (plan, date) and the plan's date moves on by a conditional update, so
 *    however many schedulers run, one row is made. The SMS before the first charge after a pause
 *    is queued in that same transaction.
 * 2. **Charge**: a due row is claimed by a conditional update that gives it a lease (status
 *    `charging`, owner, lease end); only one claimer's update changes it. A claimer that dies
 *    leaves the lease to lapse, and the next pass takes the row over. The row's order is made once
 *    (its idempotency key is the charge's id) and every attempt has its own payment, whose id is
 *    the gateway's idempotency key: asking again after a crash gets the first answer, never a
 *    second charge.
 * 3. **Warn**: cards that expire within EXPIRY_WARN_DAYS, once per expiry.
 */
export interface SchedulerOptions {
  context: PeriodicContext;
  logger: Logger;
  pollMs?: number;
  /** How long a claimed charge is held before another scheduler may take it over. */
  leaseMs?: number;
  /** Attempts per due date (the first and its retries) on soft declines. */
  maxAttempts?: number;
  /** Delay before retry n (1-based); the last repeats. */
  retryDelaysMs?: readonly number[];
  batchSize?: number;
  /** Who this scheduler is (in the lease); random by default. */
  owner?: string;
}

type Plan = Selectable<PeriodicPlanTable>;
type Charge = Selectable<PeriodicChargeTable>;

/** Charges are planned this many days ahead (the pre-charge SMS goes out then). */
export const LEAD_DAYS = 1;
/** A date more than this many days late (the site was down) is recorded as missed, not charged. */
export const MISSED_AFTER_DAYS = 2;
export const EXPIRY_WARN_DAYS = 30;
/** Dates planned per plan in one pass (a long outage is caught up over a few passes). */
const MAX_DATES_PER_PASS = 60;
export const DEFAULT_RETRY_DELAYS_MS = [HOUR_MS, 6 * HOUR_MS] as const;

export interface PassResult {
  planned: number;
  paid: number;
  failed: number;
  retried: number;
  warned: number;
}

export interface PeriodicScheduler {
  runOnce(): Promise<PassResult>;
  /** Claims and processes one charge by id (the racing-workers test). */
  processCharge(chargeId: string): Promise<'paid' | 'failed' | 'retry' | 'skipped' | 'lost' | 'unknown'>;
  start(): void;
  close(): Promise<void>;
}

export function createPeriodicScheduler(options: SchedulerOptions): PeriodicScheduler {
  const { context, logger } = options;
  const { db } = context;
  const pollMs = options.pollMs ?? MINUTE_MS;
  const leaseMs = options.leaseMs ?? 5 * MINUTE_MS;
  const maxAttempts = options.maxAttempts ?? ATTEMPTS_PER_DATE;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const batchSize = options.batchSize ?? 50;
  const owner = options.owner ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const notify = { publicUrl: context.publicUrl, translate: context.translate, enqueue: context.enqueue };

  // --- 1. planning ------------------------------------------------------------------------------
  async function planCharges(): Promise<number> {
    const now = context.now();
    const today = riyadhDate(now);
    const horizon = addDays(today, LEAD_DAYS);
    const plans = await db
      .selectFrom('periodic_plans')
      .selectAll()
      .where('status', '=', 'active')
      .where('next_due_date', '<=', horizon)
      .limit(batchSize)
      .execute();
    let planned = 0;
    for (const first of plans) {
      // Every date up to the horizon (several after downtime; those long past are marked missed).
      for (
        let plan: Plan | undefined = first, step = 0;
        plan?.next_due_date && plan.next_due_date <= horizon && step < MAX_DATES_PER_PASS;
        step += 1
      ) {
        if (!(await planOne(plan, now, today))) break;
        plan = await db
          .selectFrom('periodic_plans')
          .selectAll()
          .where('id', '=', plan.id)
          .where('status', '=', 'active')
          .executeTakeFirst();
      }
    }
    return planned;

    async function planOne(plan: Plan, now: Date, today: string): Promise<boolean> {
      const date = plan.next_due_date!;
      return db.transaction().execute(async (trx) => {
        if (plan.end_date && date > plan.end_date) {
          await trx
            .updateTable('periodic_plans')
            .set({ status: 'ended', next_due_date: null, updated_at: now.toISOString() })
            .where('id', '=', plan.id)
            .where('status', '=', 'active')
            .where('next_due_date', '=', date)
            .execute();
          return false;
        }
        const moved = await trx
          .updateTable('periodic_plans')
          .set({ next_due_date: nextDueAfter(rule(plan), date), notify_before_next: 0, updated_at: now.toISOString() })
          .where('id', '=', plan.id)
          .where('status', '=', 'active')
          .where('next_due_date', '=', date)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false; // Another scheduler planned it.
        const missed = daysBetween(date, today) > MISSED_AFTER_DAYS;
        // A row already there (a skip the donor asked for) stays as it is.
        if (!(await insertCharge(trx, plan, date, missed ? 'missed' : 'scheduled', now))) return true;
        planned += 1;
        if (!missed && plan.notify_before_next) {
          const locale = planLocale(plan.locale);
          await textDonor(context, trx, plan, 'beforeCharge', {
            amount: formatMoney(Number(plan.amount), locale),
            date: formatGregorian(`${date}T12:00:00.000Z`, locale),
          });
        }
        return true;
      });
    }
  }

  // --- 2. charging ------------------------------------------------------------------------------
  async function claim(charge: Pick<Charge, 'id' | 'status' | 'lease_until'>): Promise<boolean> {
    const now = context.now();
    let update = db
      .updateTable('periodic_charges')
      .set({
        status: 'charging',
        lease_owner: owner,
        lease_until: isoAfter(now, leaseMs),
        updated_at: now.toISOString(),
      })
      .where('id', '=', charge.id)
      .where('status', '=', charge.status);
    // Taking over a dead holder's charge: only while its lease is still the lapsed one we saw.
    update =
      charge.status === 'charging'
        ? update.where('lease_until', '=', charge.lease_until).where('lease_until', '<=', now.toISOString())
        : update.where('next_attempt_at', '<=', now.toISOString());
    const claimed = await update.executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** Writes the charge's end state, only while this scheduler still holds it. */
  async function release(chargeId: string, fields: Partial<Omit<Charge, 'id'>>): Promise<boolean> {
    const result = await db
      .updateTable('periodic_charges')
      .set({ ...fields, lease_owner: null, lease_until: null, updated_at: context.now().toISOString() })
      .where('id', '=', chargeId)
      .where('status', '=', 'charging')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function dueCharges(): Promise<Charge[]> {
    const now = context.now().toISOString();
    return db
      .selectFrom('periodic_charges')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', ['scheduled', 'retry']), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'charging'), eb('lease_until', '<=', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(batchSize)
      .execute();
  }

  /** The order (made once per charge) and the payment of this attempt (a new one after a failure). */
  async function orderAndPayment(
    charge: Charge,
    plan: Plan,
  ): Promise<{ orderId: string; paymentId: string; status: string } | 'item_unavailable'> {
    const now = context.now();
    const at = now.toISOString();
    let orderId = charge.order_id;
    if (!orderId) {
      const priced = await priceOrder(db, [
        lineRequest({ kind: plan.kind, ref: plan.ref, amount: Number(charge.amount), quantity: charge.quantity }),
      ]);
      if (!priced.ok) return 'item_unavailable';
      const line = priced.lines[0]!;
      const newOrderId = randomId();
      const key = `periodic-${charge.id}`;
      try {
        await db.transaction().execute(async (trx) => {
          const number = await nextOrderNumber(trx);
          await trx
            .insertInto('orders')
            .values({
              id: newOrderId,
              number,
              idempotency_key: key,
              request_hash: charge.id,
              status: 'pending',
              method: 'card',
              is_test: context.gateway?.name === 'sandbox' ? 1 : 0,
              locale: plan.locale,
              donor_name: plan.donor_name,
              donor_mobile: plan.donor_mobile,
              donor_email: null,
              anonymous: 0,
              total: line.amount,
              created_at: at,
              paid_at: null,
              // A saved-card charge holds nothing: it is paid or refused within the pass.
              reserved_until: null,
            })
            .execute();
          await trx
            .insertInto('order_items')
            .values(orderItemRows(newOrderId, [line]))
            .execute();
          const linked = await trx
            .updateTable('periodic_charges')
            .set({ order_id: newOrderId, amount: line.amount, updated_at: at })
            .where('id', '=', charge.id)
            .where('order_id', 'is', null)
            .executeTakeFirst();
          if (Number(linked.numUpdatedRows) !== 1) throw new Error('charge already has an order');
        });
        orderId = newOrderId;
      } catch (error) {
        if (!isUniqueViolation(error) && !(error instanceof Error && error.message === 'charge already has an order'))
          throw error;
        const existing = await db
          .selectFrom('periodic_charges')
          .select('order_id')
          .where('id', '=', charge.id)
          .executeTakeFirstOrThrow();
        if (!existing.order_id) throw error;
        orderId = existing.order_id;
      }
    }
    if (charge.payment_id) {
      const payment = await db
        .selectFrom('payments')
        .select(['id', 'status'])
        .where('id', '=', charge.payment_id)
        .executeTakeFirst();
      // Undecided (a crash mid-call) or paid: the same payment, so the gateway answers the first call.
      if (payment && payment.status !== 'failed') return { orderId, paymentId: payment.id, status: payment.status };
    }
    const paymentId = randomId();
    const order = await db.selectFrom('orders').select(['total']).where('id', '=', orderId).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payments')
        .values({
          id: paymentId,
          order_id: orderId!,
          provider: context.gateway?.name ?? 'sandbox',
          status: 'initiated',
          amount: Number(order.total),
          provider_ref: null,
          redirect_url: null,
          sandbox_outcome: null,
          failure_reason: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .updateTable('periodic_charges')
        .set({ payment_id: paymentId, updated_at: at })
        .where('id', '=', charge.id)
        .execute();
    });
    return { orderId, paymentId, status: 'initiated' };
  }

  async function processClaimed(
    chargeId: string,
  ): Promise<'paid' | 'failed' | 'retry' | 'skipped' | 'lost' | 'unknown'> {
    const charge = await db
      .selectFrom('periodic_charges')
      .selectAll()
      .where('id', '=', chargeId)
      .executeTakeFirstOrThrow();
    const plan = await db
      .selectFrom('periodic_plans')
      .selectAll()
      .where('id', '=', charge.plan_id)
      .executeTakeFirstOrThrow();
    const now = context.now();
    const at = now.toISOString();
    const earlier = charge.payment_id
      ? await db.selectFrom('payments').select('status').where('id', '=', charge.payment_id).executeTakeFirst()
      : undefined;
    // An attempt whose answer is unknown (a crash mid-call) is settled even if the plan changed since.
    const inFlight = earlier !== undefined && earlier.status !== 'failed';
    if (!charge.payment_id && daysBetween(charge.due_date, riyadhDate(now)) > MISSED_AFTER_DAYS) {
      // Planned before downtime and never tried: not charged days late in a pile.
      await release(charge.id, { status: 'missed' });
      return 'skipped';
    }
    // An ended plan still makes the dates it planned (they are within its end date).
    if ((plan.status === 'paused' || plan.status === 'cancelled') && !inFlight) {
      // Paused or cancelled after the row was planned: nothing is charged.
      await release(charge.id, { status: 'cancelled' });
      return 'skipped';
    }
    if (!context.gateway || !plan.card_token) {
      await release(charge.id, { status: 'retry', next_attempt_at: isoAfter(now, retryDelays[0]!) });
      return 'unknown';
    }
    const made = await orderAndPayment(charge, plan);
    if (made === 'item_unavailable') {
      // The cause is closed or fully funded: no card is charged; the donor chooses what next.
      await db.transaction().execute(async (trx) => {
        const released = await trx
          .updateTable('periodic_charges')
          .set({
            status: 'failed',
            failure_reason: 'item_unavailable',
            lease_owner: null,
            lease_until: null,
            updated_at: at,
          })
          .where('id', '=', charge.id)
          .where('lease_owner', '=', owner)
          .where('status', '=', 'charging')
          .executeTakeFirst();
        if (Number(released.numUpdatedRows) !== 1) return;
        await trx
          .updateTable('periodic_plans')
          .set({ status: 'paused', paused_reason: 'item', notify_before_next: 1, updated_at: at })
          .where('id', '=', plan.id)
          .where('status', '=', 'active')
          .execute();
        await trx
          .updateTable('periodic_charges')
          .set({ status: 'cancelled', updated_at: at })
          .where('plan_id', '=', plan.id)
          .where('status', 'in', ['scheduled', 'retry'])
          .execute();
        await textDonor(context, trx, plan, 'itemClosed');
      });
      return 'failed';
    }
    let result: ChargeResult;
    if (made.status === 'paid') result = { status: 'paid' };
    else {
      try {
        result = await context.gateway.charge({
          paymentId: made.paymentId,
          token: plan.card_token,
          amount: Number(charge.amount),
          description: `Periodic ${plan.id} ${charge.due_date}`,
          at: now,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // The answer is unknown: keep this payment and ask again (the same id) after a while.
        logger.warn(
          { chargeId: charge.id, reason: error.message },
          'periodic charge: gateway did not answer; will ask again',
        );
        await release(charge.id, { status: 'retry', next_attempt_at: isoAfter(now, retryDelays[0]!) });
        return 'unknown';
      }
    }
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', made.paymentId)
      .executeTakeFirstOrThrow();
    if (result.status === 'paid') {
      // The order is marked paid once (a conditional update), counted and receipted as the basket's.
      await applyOutcome(db, payment, { status: 'paid' }, notify, now);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('periodic_charges')
          .set({ status: 'paid', failure_reason: null, lease_owner: null, lease_until: null, updated_at: at })
          .where('id', '=', charge.id)
          .where('status', '=', 'charging')
          .execute();
        await trx
          .updateTable('periodic_plans')
          .set({ consecutive_failures: 0, updated_at: at })
          .where('id', '=', plan.id)
          .execute();
      });
      return 'paid';
    }
    await applyOutcome(db, payment, { status: 'failed', reason: result.reason }, notify, now);
    const attempts = charge.attempts + 1;
    const retry = result.soft && attempts < maxAttempts;
    const locale = planLocale(plan.locale);
    const amount = formatMoney(Number(charge.amount), locale);
    return db.transaction().execute(async (trx) => {
      if (retry) {
        const nextAt = new Date(now.getTime() + retryDelays[Math.min(attempts - 1, retryDelays.length - 1)]!);
        const done = await trx
          .updateTable('periodic_charges')
          .set({
            status: 'retry',
            attempts,
            failure_reason: result.reason,
            next_attempt_at: nextAt.toISOString(),
            lease_owner: null,
            lease_until: null,
            updated_at: at,
          })
          .where('id', '=', charge.id)
          .where('status', '=', 'charging')
          .where('lease_owner', '=', owner)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return 'lost' as const;
        await textDonor(context, trx, plan, 'failedRetry', { amount });
        return 'retry' as const;
      }
      const done = await trx
        .updateTable('periodic_charges')
        .set({
          status: 'failed',
          attempts,
          failure_reason: result.reason,
          lease_owner: null,
          lease_until: null,
          updated_at: at,
        })
        .where('id', '=', charge.id)
        .where('status', '=', 'charging')
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return 'lost' as const;
      const failures = plan.consecutive_failures + 1;
      // An expired or unknown card fails every time: pause at once and ask for another.
      const cardDead = result.reason === 'expired_card' || result.reason === 'invalid_token';
      const pause = cardDead || failures >= PAUSE_AFTER_FAILURES;
      await trx
        .updateTable('periodic_plans')
        .set({
          consecutive_failures: failures,
          ...(pause ? { status: 'paused', paused_reason: cardDead ? 'card' : 'failures' } : {}),
          updated_at: at,
        })
        .where('id', '=', plan.id)
        .execute();
      if (pause) {
        await trx
          .updateTable('periodic_charges')
          .set({ status: 'cancelled', updated_at: at })
          .where('plan_id', '=', plan.id)
          .where('status', 'in', ['scheduled', 'retry'])
          .execute();
      }
      if (pause) await textDonor(context, trx, plan, cardDead ? 'pausedCard' : 'pausedFailures', { amount });
      else await textFailed(trx, plan, charge, amount, PAUSE_AFTER_FAILURES - failures);
      return 'failed' as const;
    });
  }

  /**
   * After a date ends failed without pausing the plan: the manage link, and when it will pause —
   * how many more failed dates, or, when the next is the last, that date.
   */
  async function textFailed(
    trx: Transaction<Database>,
    plan: Plan,
    charge: Charge,
    amount: string,
    left: number,
  ): Promise<void> {
    const locale = planLocale(plan.locale);
    if (left > 1)
      return textDonor(context, trx, plan, 'failed', {
        amount,
        count: left,
        countText: localizeDigits(String(left), locale),
      });
    const waiting = await trx
      .selectFrom('periodic_charges')
      .select('due_date')
      .where('plan_id', '=', plan.id)
      .where('due_date', '>', charge.due_date)
      .where('status', 'in', ['scheduled', 'retry'])
      .orderBy('due_date')
      .executeTakeFirst();
    const current = await trx
      .selectFrom('periodic_plans')
      .select(['next_due_date', 'end_date'])
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    const next =
      waiting?.due_date ??
      (current.next_due_date && (!current.end_date || current.next_due_date <= current.end_date)
        ? current.next_due_date
        : null);
    // No date to come (an ended plan's last one): nothing will pause it, so the plain failure text.
    if (!next)
      return textDonor(context, trx, plan, 'failed', {
        amount,
        count: left,
        countText: localizeDigits(String(left), locale),
      });
    await textDonor(context, trx, plan, 'failedLast', {
      amount,
      date: formatGregorian(`${next}T12:00:00.000Z`, locale),
    });
  }

  async function processCharge(chargeId: string) {
    const charge = await db
      .selectFrom('periodic_charges')
      .select(['id', 'status', 'lease_until'])
      .where('id', '=', chargeId)
      .executeTakeFirst();
    if (!charge || !(await claim(charge))) return 'lost' as const;
    return processClaimed(chargeId);
  }

  // --- 3. expiry warnings -----------------------------------------------------------------------
  async function warnExpiring(): Promise<number> {
    const now = context.now();
    const soon = new Date(now.getTime() + EXPIRY_WARN_DAYS * DAY_MS);
    const plans = await db
      .selectFrom('periodic_plans')
      .selectAll()
      .where('status', '=', 'active')
      .where('card_exp_year', 'is not', null)
      .where('card_exp_year', '<=', soon.getUTCFullYear())
      .execute();
    let warned = 0;
    for (const plan of plans) {
      const expiry = expiryEnd(plan.card_exp_month!, plan.card_exp_year!);
      const mark = `${plan.card_exp_year}-${String(plan.card_exp_month).padStart(2, '0')}`;
      if (expiry > soon || plan.expiry_warned === mark) continue;
      await db.transaction().execute(async (trx) => {
        let update = trx.updateTable('periodic_plans').set({ expiry_warned: mark }).where('id', '=', plan.id);
        update =
          plan.expiry_warned === null
            ? update.where('expiry_warned', 'is', null)
            : update.where('expiry_warned', '=', plan.expiry_warned);
        const done = await update.executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return;
        const locale = planLocale(plan.locale);
        await textDonor(context, trx, plan, 'cardExpiring', {
          last4: localizeDigits(plan.card_last4 ?? '', locale),
          month: localizeDigits(`${String(plan.card_exp_month).padStart(2, '0')}/${plan.card_exp_year}`, locale),
        });
        warned += 1;
      });
    }
    return warned;
  }

  async function runOnce(): Promise<PassResult> {
    const result: PassResult = { planned: await planCharges(), paid: 0, failed: 0, retried: 0, warned: 0 };
    for (const charge of await dueCharges()) {
      if (!(await claim(charge))) continue;
      try {
        const outcome = await processClaimed(charge.id);
        if (outcome === 'paid') result.paid += 1;
        else if (outcome === 'failed') result.failed += 1;
        else if (outcome === 'retry') result.retried += 1;
      } catch (error) {
        // Left charging: its lease lapses and a later pass takes it over with the same payment.
        logger.error({ err: error, chargeId: charge.id }, 'periodic charge failed to process');
      }
    }
    result.warned = await warnExpiring();
    return result;
  }

  const loop = createPollingLoop({ pollMs, pass: runOnce, logger, name: 'periodic scheduler', startedLog: { owner } });
  return { runOnce, processCharge, start: loop.start, close: loop.close };
}
