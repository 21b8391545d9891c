import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { orderFilterSchema } from '#src/admin/operations-schemas';
import type { OrderTable } from '../../db/tables/giving';
import { orderView, refundView } from './order-views';
import { randomIdParam } from '../../api/kit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, readListQuery, type ListKeys } from '../list';
import { dayEndUtc, dayStartUtc } from '#src/lib/civil-dates';
import { orderConfirmations } from '../../services/giving/transfer-confirmation';

/** The `filter` of GET /orders, checked like any other input (a bad one is a 400 with the field named). */
function parseFilter(ctx: AdminContext, filter: Record<string, unknown>): z.infer<typeof orderFilterSchema> | null {
  return parseOr400(orderFilterSchema, filter, ctx.req, ctx.res);
}

/**
 * Orders, filtered by status, method, a day range (placed on, the association's days), a line's
 * kind or fund, test or not, refunded or not, and the order number.
 */
const ORDER_LIST: ListKeys = {
  sort: { createdAt: 'created_at', number: 'number', total: 'total', status: 'status', paidAt: 'paid_at' },
  filters: Object.keys(orderFilterSchema.shape),
};

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
  if (kind)
    base = base.where('id', 'in', (eb) => eb.selectFrom('order_items').select('order_id').where('kind', '=', kind));
  if (fund)
    base = base.where('id', 'in', (eb) => eb.selectFrom('order_items').select('order_id').where('fund', '=', fund));
  ctx.res.json(
    await pageOf(base, query, ORDER_LIST.sort, 'created_at', (row) => orderView(row as Selectable<OrderTable>)),
  );
}

async function findOrder(ctx: AdminContext): Promise<Selectable<OrderTable> | undefined> {
  const id = randomIdParam(ctx.req, 'id');
  return id !== null ? ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
}

/** One order: its lines (with the fund each went to), its payment attempts and its refunds. */
export async function getOrderHandler(ctx: AdminContext): Promise<void> {
  const row = await findOrder(ctx);
  if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const [items, payments, refunds, transferConfirmations] = await Promise.all([
    ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).orderBy('position').execute(),
    ctx.db
      .selectFrom('payments')
      .select(['id', 'provider', 'status', 'amount', 'failure_reason', 'card_brand', 'created_at', 'updated_at'])
      .where('order_id', '=', row.id)
      .orderBy('created_at')
      .execute(),
    ctx.db.selectFrom('order_refunds').selectAll().where('order_id', '=', row.id).orderBy('id').execute(),
    orderConfirmations(ctx.db, row.id),
  ]);
  ctx.res.json({
    data: {
      ...orderView(row),
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
        cardBrand: payment.card_brand,
        createdAt: payment.created_at,
        updatedAt: payment.updated_at,
      })),
      refunds: refunds.map(refundView),
      transferConfirmations,
    },
  });
}
