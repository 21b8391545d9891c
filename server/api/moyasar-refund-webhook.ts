import type { Request, Response } from 'express';
import { RANDOM_ID } from '#src/domain/ids';
import { CLI_ACTOR } from '../admin/audit';
import { ProviderError } from '../payments/provider';
import { refundGatewayFor } from '../payments/refund-gateway';
import { recordGatewayRefund } from '../services/giving/refunds';
import { ServiceError } from '../services/service-error';
import { notifyContext } from './giving-context';
import type { ApiDependencies } from './kit';

/** Who the order's refunds and the audit log name for a refund made in the gateway's own dashboard. */
const GATEWAY_ACTOR = { ...CLI_ACTOR, email: 'moyasar' };

/**
 * Moyasar's `payment_refunded` event (its secret already checked by the webhook route): a refund
 * made in Moyasar's dashboard is recorded like one made from the order screen, once
 * (recordGatewayRefund). The payload names the gateway's payment and its invoice; our payment is
 * found by the invoice, and the gateway's payment is fetched again before anything is recorded.
 */
export async function moyasarRefundWebhook(
  req: Request,
  res: Response,
  deps: ApiDependencies,
  data: { id?: unknown; invoice_id?: unknown; metadata?: { payment_id?: unknown } } | undefined,
): Promise<void> {
  const gateway = refundGatewayFor(deps.config);
  const gatewayPaymentId = typeof data?.id === 'string' ? data.id : null;
  const invoiceId = typeof data?.invoice_id === 'string' ? data.invoice_id : null;
  const claimed =
    typeof data?.metadata?.payment_id === 'string' && RANDOM_ID.test(data.metadata.payment_id)
      ? data.metadata.payment_id
      : null;
  if (!gateway || !gatewayPaymentId || (!invoiceId && !claimed)) return void res.json({ received: true });
  let query = deps.database.db
    .selectFrom('payments')
    .select(['id', 'order_id', 'provider_ref'])
    .where('provider', '=', 'moyasar')
    .where('status', '=', 'paid');
  query = invoiceId ? query.where('provider_ref', '=', invoiceId) : query.where('id', '=', claimed!);
  const payment = await query.executeTakeFirst();
  if (!payment) {
    deps.logger.warn({ invoiceId }, 'Moyasar refund webhook for an unknown or unpaid payment');
    return void res.json({ received: true });
  }
  try {
    const outcome = await recordGatewayRefund(
      { db: deps.database.db, gateway, notify: notifyContext(req, deps), actor: GATEWAY_ACTOR, now: new Date() },
      { id: payment.id, orderId: payment.order_id, providerRef: payment.provider_ref },
      gatewayPaymentId,
    );
    if (outcome === 'mismatch')
      deps.logger.warn({ invoiceId }, 'Moyasar refund webhook whose payment does not belong to that invoice');
    res.json({ received: true, refund: outcome });
  } catch (error) {
    // Moyasar sends the event again when it is not acknowledged: a 502 asks for that.
    if (error instanceof ProviderError)
      throw new ServiceError(502, 'provider_unavailable', 'giving:errors.providerUnavailable', undefined, {
        reason: error.message,
      });
    throw error;
  }
}
