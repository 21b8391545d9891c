import { refundSchema } from '#src/admin/operations-schemas';
import { idempotencyKeySchema } from '#src/domain/idempotency-key';
import { randomIdParam } from '../../api/kit';
import { enqueue } from '../../services/outbox/outbox';
import { requestRefund } from '../../services/giving/refunds';
import { refundGatewayFor } from '../../payments/refund-gateway';
import { translateIn } from '../../locale/server-i18n';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { orderView, refundView } from './order-views';

/**
 * POST /orders/:id/refunds with an Idempotency-Key header (finance and the director): gives money
 * back through the way it came (server/services/giving/refunds.ts). 201 for a new refund, 200 for
 * the same key again; a 409 names the field staff can act on (the amount, the bank reference); a
 * 502 says the gateway did not answer and that sending again will not refund twice.
 */
export async function refundHandler(ctx: AdminContext): Promise<void> {
  const id = randomIdParam(ctx.req, 'id');
  const order =
    id === null ? undefined : await ctx.db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
  if (!order) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const key = idempotencyKeySchema.safeParse(ctx.req.get('idempotency-key'));
  if (!key.success)
    return sendAdminError(ctx.req, ctx.res, 400, 'idempotency_key', 'errors.validation', undefined, {
      idempotencyKey: ctx.t('validation:idempotencyKey'),
    });
  const input = parseOr400(refundSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
  if (!input) return;

  const result = await requestRefund(
    {
      db: ctx.db,
      gateway: refundGatewayFor(ctx.config),
      notify: {
        publicUrl: ctx.config.PUBLIC_URL,
        translate: translateIn(ctx.req),
        enqueue: (trx, message) => enqueue(trx, message),
      },
      actor: ctx.actor,
      now: ctx.now,
    },
    {
      orderId: order.id,
      key: key.data,
      amount: input.amount,
      reason: input.reason,
      bankReference: input.bankReference,
    },
  );
  const refused = (status: number, code: string, fields: Record<string, string>) =>
    sendAdminError(ctx.req, ctx.res, status, code, 'errors.validation', undefined, fields);
  switch (result.kind) {
    case 'created':
    case 'replayed': {
      const current = await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      ctx.res.status(result.kind === 'created' ? 201 : 200).json({
        data: refundView(result.refund),
        order: orderView(current),
        ...(result.kind === 'replayed' ? { replayed: true } : {}),
      });
      return;
    }
    case 'unanswered':
      return sendAdminError(ctx.req, ctx.res, 502, 'gateway_unanswered', 'refunds.unanswered');
    case 'in_progress':
      return sendAdminError(ctx.req, ctx.res, 409, 'refund_in_progress', 'refunds.inProgress');
    case 'refused':
      switch (result.code) {
        case 'conflict':
          return sendAdminError(ctx.req, ctx.res, 409, 'idempotency_conflict', 'errors.idempotencyConflict');
        case 'not_paid':
          return refused(409, 'not_paid', { amount: ctx.t('errors.notPaid') });
        case 'too_much':
          return refused(409, 'refund_too_much', {
            amount: ctx.t('errors.refundTooMuch', { max: (Math.max(0, result.left ?? 0) / 100).toFixed(2) }),
          });
        case 'bank_reference':
          return refused(400, 'bank_reference_required', { bankReference: ctx.t('refunds.bankReferenceRequired') });
        case 'no_gateway':
          return refused(409, 'no_gateway', { amount: ctx.t('refunds.noGateway') });
        case 'gateway_refused':
          return refused(409, 'gateway_refused', { amount: ctx.t('refunds.gatewayRefused') });
      }
  }
}
