import type { Request } from 'express';
import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import { transferReceivedSchema } from '#src/admin/schemas';
import { orderFilterSchema, refundSchema } from '#src/admin/operations-schemas';
import { idempotencyKeySchema } from '#src/domain/idempotency-key';
import type { OrderTable } from '../../db/tables/giving';
import type { OrderRefundTable } from '../../db/tables/operations';
import { applyOutcome } from '../../services/giving/settle';
import type { Translate } from '../../services/giving/notifications';
import { enqueue } from '../../services/outbox/outbox';
import { audit } from '../audit';
import { randomIdParam } from '../../api/kit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, readListQuery, type ListKeys } from '../list';
import { dayEndUtc, dayStartUtc } from '#src/lib/civil-dates';
import { translateIn } from '../../locale/server-i18n';

function view(row: Selectable<OrderTable>) {
  const total = Number(row.total);
  const refunded = Number(row.refunded);
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    method: row.method,
    test: row.is_test === 1,
    donorName: row.donor_name,
    donorMobile: row.donor_mobile,
    total,
    refunded,
    refundable: row.status === 'paid' ? total - refunded : 0,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

function refundView(row: Selectable<OrderRefundTable>) {
  return { id: row.id, amount: Number(row.amount), reason: row.reason, staffEmail: row.staff_email, createdAt: row.created_at };
}

/** The `filter` of GET /orders, checked like any other input (a bad one is a 400 with the field named). */
function parseFilter(ctx: AdminContext, filter: Record<string, unknown>): z.infer<typeof orderFilterSchema> | null {
  return parseOr400(orderFilterSchema, filter, ctx.req, ctx.res);
}

/**
 * Orders, filtered by status, method, a day range (placed on, the association's days), a line's
 * kind or fund, test or not, refunded or not, and the order number.
 */
const ORDER_LIST: ListKeys = { sort: { createdAt: 'created_at', number: 'number', total: 'total', status: 'status', paidAt: 'paid_at' }, filters: Object.keys(orderFilterSchema.shape) };

export async function listOrdersHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, ORDER_LIST);
  if (!query) return;
  const filter = parseFilter(ctx, query.filter);
  if (!filter) return;
  let base = ctx.db.selectFrom('orders');
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.method) base = base.where('method', '=', filter.method);
  if (filter.number) base = base.where('number', '=', Number(filter.number));
  if (filter.from) base = base.where('created_at', '>=', dayStartUtc(filter.from));
  if (filter.to) base = base.where('created_at', '<', dayEndUtc(filter.to));
  if (filter.test !== undefined) base = base.where('is_test', '=', filter.test ? 1 : 0);
  if (filter.refunded !== undefined) base = base.where('refunded', filter.refunded ? '>' : '=', 0);
  const { kind, fund } = filter;
  if (kind) base = base.where('id', 'in', (eb) => eb.selectFrom('order_items').select('order_id').where('kind', '=', kind));
  if (fund) base = base.where('id', 'in', (eb) => eb.selectFrom('order_items').select('order_id').where('fund', '=', fund));
  ctx.res.json(await pageOf(base, query, ORDER_LIST.sort, 'created_at', (row) => view(row as Selectable<OrderTable>)));
}

async function findOrder(ctx: AdminContext): Promise<Selectable<OrderTable> | undefined> {
  const id = randomIdParam(ctx.req, 'id');
  return id !== null ? ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
}

/** One order: its lines (with the fund each went to), its payment attempts and its refunds. */
export async function getOrderHandler(ctx: AdminContext): Promise<void> {
  const row = await findOrder(ctx);
  if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const [items, payments, refunds] = await Promise.all([
    ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).orderBy('position').execute(),
    ctx.db.selectFrom('payments').select(['id', 'provider', 'status', 'amount', 'failure_reason', 'created_at', 'updated_at']).where('order_id', '=', row.id).orderBy('created_at').execute(),
    ctx.db.selectFrom('order_refunds').selectAll().where('order_id', '=', row.id).orderBy('id').execute(),
  ]);
  ctx.res.json({
    data: {
      ...view(row),
      donorEmail: row.donor_email,
      anonymous: row.anonymous === 1,
      locale: row.locale,
      items: items.map((item) => ({
        id: `${row.id}-${item.position}`,
        position: item.position,
        kind: item.kind,
        ref: item.ref,
        title_ar: item.title_ar,
        title_en: item.title_en,
        fund: item.fund,
        unitAmount: Number(item.unit_amount),
        quantity: item.quantity,
        amount: Number(item.amount),
        redirected: item.redirected === 1,
        gift: item.gift_code !== null,
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        status: payment.status,
        amount: Number(payment.amount),
        failureReason: payment.failure_reason,
        createdAt: payment.created_at,
        updatedAt: payment.updated_at,
      })),
      refunds: refunds.map(refundView),
    },
  });
}

/** The donor's receipt SMS is worded by the giving namespace, through the site's API translations. */
function donorTranslate(req: Request): Translate {
  return translateIn(req);
}

/**
 * Finance matched a bank transfer on the statement: the order becomes paid exactly once (the same
 * settlement as a card payment: targets counted, receipt SMS queued in that transaction).
 */
export async function transferReceivedHandler(ctx: AdminContext): Promise<void> {
  const order = await findOrder(ctx);
  if (!order) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(transferReceivedSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
  if (!input) return;
  const payment = await ctx.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).where('provider', '=', 'bank-transfer').orderBy('created_at', 'desc').executeTakeFirst();
  if (order.method !== 'bank-transfer' || !payment) return sendAdminError(ctx.req, ctx.res, 409, 'not_transfer', 'errors.validation', undefined, { id: ctx.t('errors.notTransfer') });
  if (order.status !== 'pending') return sendAdminError(ctx.req, ctx.res, 409, 'already_paid', 'errors.validation', undefined, { id: ctx.t('errors.alreadyPaid') });
  await applyOutcome(ctx.db, payment, { status: 'paid' }, { publicUrl: ctx.config.PUBLIC_URL, translate: donorTranslate(ctx.req), enqueue: (trx, message) => enqueue(trx, message) });
  const after = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  await audit(ctx.db, ctx.actor, { action: 'transfer-received', entity: 'order', entityId: order.id, before: { status: order.status }, after: { status: after.status, paidAt: after.paid_at, note: input.note || undefined } }, ctx.now);
  ctx.res.json({ data: view(after) });
}

class RefundRefused extends Error {}

/**
 * POST /orders/:id/refunds with an Idempotency-Key header: records money given back to the donor
 * (the payment itself is returned through the provider's or the bank's own screen). At most what
 * was paid minus what was refunded already: one conditional UPDATE raises `orders.refunded`, so
 * two refunds at the same moment cannot pass the total on either database. The same key again
 * answers the refund already recorded; the same key with another amount or reason is a 409.
 */
export async function refundHandler(ctx: AdminContext): Promise<void> {
  const order = await findOrder(ctx);
  if (!order) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const key = idempotencyKeySchema.safeParse(ctx.req.get('idempotency-key'));
  if (!key.success) return sendAdminError(ctx.req, ctx.res, 400, 'idempotency_key', 'errors.validation', undefined, { idempotencyKey: ctx.t('validation:idempotencyKey') });
  const input = parseOr400(refundSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;

  const replay = async (): Promise<boolean> => {
    const existing = await ctx.db.selectFrom('order_refunds').selectAll().where('order_id', '=', order.id).where('idempotency_key', '=', key.data).executeTakeFirst();
    if (!existing) return false;
    if (Number(existing.amount) !== input.amount || existing.reason !== input.reason) {
      sendAdminError(ctx.req, ctx.res, 409, 'idempotency_conflict', 'errors.idempotencyConflict');
      return true;
    }
    const current = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    ctx.res.status(200).json({ data: refundView(existing), order: view(current), replayed: true });
    return true;
  };
  if (await replay()) return;

  if (order.status !== 'paid') return sendAdminError(ctx.req, ctx.res, 409, 'not_paid', 'errors.validation', undefined, { amount: ctx.t('errors.notPaid') });
  try {
    const refund = await ctx.db.transaction().execute(async (trx) => {
      const raised = await trx
        .updateTable('orders')
        .set({ refunded: sql`refunded + ${input.amount}` })
        .where('id', '=', order.id)
        .where('status', '=', 'paid')
        .where(sql<boolean>`refunded + ${input.amount} <= total`)
        .executeTakeFirst();
      if (Number(raised.numUpdatedRows) !== 1) throw new RefundRefused();
      const row = await trx
        .insertInto('order_refunds')
        .values({ order_id: order.id, amount: input.amount, reason: input.reason, idempotency_key: key.data, staff_id: ctx.actor.id, staff_email: ctx.actor.email, created_at: ctx.now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = await trx.selectFrom('orders').select('refunded').where('id', '=', order.id).executeTakeFirstOrThrow();
      await audit(trx, ctx.actor, { action: 'refund', entity: 'order', entityId: order.id, before: { refunded: Number(after.refunded) - input.amount }, after: { refunded: Number(after.refunded), refundId: row.id, amount: input.amount, reason: input.reason } }, ctx.now);
      return row;
    });
    const current = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    ctx.res.status(201).json({ data: refundView(refund), order: view(current) });
  } catch (error) {
    if (error instanceof RefundRefused) {
      const current = await ctx.db.selectFrom('orders').select(['total', 'refunded']).where('id', '=', order.id).executeTakeFirstOrThrow();
      const left = Number(current.total) - Number(current.refunded);
      return sendAdminError(ctx.req, ctx.res, 409, 'refund_too_much', 'errors.validation', undefined, { amount: ctx.t('errors.refundTooMuch', { max: (left / 100).toFixed(2) }) });
    }
    // The same key committed by a request running at the same moment: answer what it recorded.
    if (await replay()) return;
    throw error;
  }
}
