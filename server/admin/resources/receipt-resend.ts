import { RECEIPT_RESENDS_PER_ORDER_PER_DAY } from '#src/admin/donor-schemas';
import { normaliseSaudiMobile } from '#src/domain/applications/mobile';
import { randomIdParam } from '../../api/kit';
import { dayWindowStart } from '../../db/counting-lock';
import { holdKeyedCountingLocks } from '../../db/keyed-counting-lock';
import { translateIn } from '../../locale/server-i18n';
import { enqueueReceiptMessages } from '../../services/giving/notifications';
import { enqueue } from '../../services/outbox/outbox';
import { maskIdentifier } from '../../services/retention/erase-person';
import { audit } from '../audit';
import { sendAdminError, type AdminContext } from '../http';

/**
 * POST /orders/:id/resend-receipt (finance and the director, from the donor record): the paid
 * order's receipt again, an SMS through the outbox and an email when the order has an address, in
 * the order's language. At most RECEIPT_RESENDS_PER_ORDER_PER_DAY in 24 hours, counted from the
 * audit log's own entries for the order under the order's counting lock, so two clicks at once
 * count one after the other; the SMS also passes its kind's cap per number (sms-kinds.ts).
 */
export async function resendReceiptHandler(ctx: AdminContext): Promise<void> {
  const id = randomIdParam(ctx.req, 'id');
  const order =
    id === null ? undefined : await ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  if (order.status !== 'paid') return sendAdminError(ctx.req, ctx.res, 409, 'not_paid', 'errors.receiptNotPaid');
  // A sandbox order moved no money: it never texts anyone (settle.ts), and neither does its resend.
  if (order.is_test) return sendAdminError(ctx.req, ctx.res, 409, 'test_order', 'errors.receiptTestOrder');
  // An erasure left a masked mobile: there is no one left to send it to.
  if (normaliseSaudiMobile(order.donor_mobile) !== order.donor_mobile)
    return sendAdminError(ctx.req, ctx.res, 409, 'erased', 'errors.receiptErased');

  const notify = { publicUrl: ctx.config.PUBLIC_URL, translate: translateIn(ctx.req), enqueue };
  const result = await ctx.db.transaction().execute(async (trx) => {
    await holdKeyedCountingLocks(trx, 'receipt-resends', [order.id]);
    const sent = await trx
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'receipt-resend')
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.id)
      .where('at', '>', dayWindowStart(ctx.now))
      .executeTakeFirstOrThrow();
    const before = Number(sent.n);
    if (before >= RECEIPT_RESENDS_PER_ORDER_PER_DAY) return null;
    const outcome = await enqueueReceiptMessages(trx, order, notify, 'receipt-resend');
    await audit(
      trx,
      ctx.actor,
      {
        action: 'receipt-resend',
        entity: 'order',
        entityId: order.id,
        after: { number: Number(order.number), mobile: maskIdentifier(order.donor_mobile), ...outcome },
      },
      ctx.now,
    );
    return { ...outcome, left: RECEIPT_RESENDS_PER_ORDER_PER_DAY - before - 1 };
  });
  if (!result)
    return sendAdminError(ctx.req, ctx.res, 429, 'resend_limit', 'errors.resendLimit', {
      max: RECEIPT_RESENDS_PER_ORDER_PER_DAY,
    });
  ctx.res.json({ data: result });
}
