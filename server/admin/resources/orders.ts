import type { Request } from 'express';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { listQuerySchema, transferReceivedSchema } from '../../../src/admin/schemas';
import type { OrderTable } from '../../db/tables/giving';
import { applyOutcome } from '../../services/giving/settle';
import type { Translate } from '../../services/giving/notifications';
import { enqueue } from '../../services/outbox/outbox';
import { audit } from '../audit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, stringFilters } from '../list';

const idParam = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/);

function view(row: Selectable<OrderTable>) {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    method: row.method,
    test: row.is_test === 1,
    donorName: row.donor_name,
    donorMobile: row.donor_mobile,
    total: Number(row.total),
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

export async function listOrdersHandler(ctx: AdminContext): Promise<void> {
  const query = parseOr400(listQuerySchema, ctx.req.query, ctx.req, ctx.res);
  if (!query) return;
  let base = ctx.db.selectFrom('orders');
  const { status, method, number } = stringFilters(query.filter, 'status', 'method', 'number');
  if (status) base = base.where('status', '=', status);
  if (method) base = base.where('method', '=', method);
  if (number && /^\d{1,12}$/.test(number)) base = base.where('number', '=', Number(number));
  ctx.res.json(await pageOf(base, query, { createdAt: 'created_at', number: 'number', total: 'total', status: 'status' }, 'created_at', (row) => view(row as Selectable<OrderTable>)));
}

export async function getOrderHandler(ctx: AdminContext): Promise<void> {
  const id = idParam.safeParse(ctx.req.params.id);
  const row = id.success ? await ctx.db.selectFrom('orders').selectAll().where('id', '=', id.data).executeTakeFirst() : undefined;
  if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const [items, payments] = await Promise.all([
    ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).orderBy('position').execute(),
    ctx.db.selectFrom('payments').select(['id', 'provider', 'status', 'amount', 'failure_reason', 'created_at', 'updated_at']).where('order_id', '=', row.id).orderBy('created_at').execute(),
  ]);
  ctx.res.json({ data: { ...view(row), items, payments } });
}

interface I18nOnRequest {
  i18n?: { getFixedT(lng: string): (key: string, options?: Record<string, unknown>) => string };
}

/** The donor's receipt SMS is worded by the giving namespace, through the site's API translations. */
function donorTranslate(req: Request): Translate {
  const i18n = (req as Request & I18nOnRequest).i18n;
  return (locale, key, params) => (i18n ? String(i18n.getFixedT(locale)(key, params ?? {})) : key);
}

/**
 * Finance matched a bank transfer on the statement: the order becomes paid exactly once (the same
 * settlement as a card payment: targets counted, receipt SMS queued in that transaction).
 */
export async function transferReceivedHandler(ctx: AdminContext): Promise<void> {
  const id = idParam.safeParse(ctx.req.params.id);
  const order = id.success ? await ctx.db.selectFrom('orders').selectAll().where('id', '=', id.data).executeTakeFirst() : undefined;
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
