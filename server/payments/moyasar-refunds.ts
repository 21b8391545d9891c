import { ProviderError } from './provider';
import { moyasarClient } from './moyasar-http';
import { givenId } from './moyasar-tokens';

/**
 * Refunds on Moyasar (docs.moyasar.com: "Refund Payment", "Fetch Payment"). A refund is asked on
 * the gateway's payment, not on the invoice: `POST /payments/{id}/refund` with `amount` in halalas,
 * answered with the payment itself, whose `refunded` is everything refunded on it so far (Moyasar
 * keeps one running sum per payment, no refund objects). That sum is what this site trusts: a retry
 * compares it with the sum before its own refund, and a webhook records only what it adds.
 */
export interface GatewayPayment {
  id: string;
  status: string;
  amount: number;
  /** Halalas refunded on this payment so far, all refunds together. */
  refunded: number;
  refundedAt: string | null;
  invoiceId: string | null;
}

export type GatewayRefund = { ok: true; payment: GatewayPayment } | { ok: false; reason: string };

export interface RefundGateway {
  /** The gateway's payment behind one of our payments: an invoice's paid payment, a wallet payment, or a saved-card charge. */
  paymentFor(payment: { id: string; providerRef: string | null }): Promise<GatewayPayment | null>;
  fetch(gatewayPaymentId: string): Promise<GatewayPayment | null>;
  /** Throws ProviderError when the gateway did not answer (the refund may or may not have happened). */
  refund(gatewayPaymentId: string, amount: number): Promise<GatewayRefund>;
}

interface MoyasarPaymentBody {
  id?: unknown;
  status?: unknown;
  amount?: unknown;
  refunded?: unknown;
  refunded_at?: unknown;
  invoice_id?: unknown;
  message?: unknown;
  type?: unknown;
}

const SETTLED = new Set(['paid', 'captured', 'refunded']);
const PAYMENT_ID = /^[\w-]{1,100}$/;

function asPayment(body: MoyasarPaymentBody | null): GatewayPayment | null {
  if (!body || typeof body.id !== 'string' || typeof body.status !== 'string' || typeof body.amount !== 'number')
    return null;
  const refunded =
    typeof body.refunded === 'number' && Number.isSafeInteger(body.refunded) && body.refunded >= 0 ? body.refunded : 0;
  return {
    id: body.id,
    status: body.status,
    amount: body.amount,
    refunded,
    refundedAt: typeof body.refunded_at === 'string' ? body.refunded_at : null,
    invoiceId: typeof body.invoice_id === 'string' ? body.invoice_id : null,
  };
}

export function moyasarRefundGateway(options: {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
}): RefundGateway {
  const client = moyasarClient(options);

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<{ status: number; body: MoyasarPaymentBody | null }> {
    const response = await client.request(path, init);
    // No answer we can act on: the refund may or may not have been made, so it stays pending.
    if (response.status >= 500 || response.status === 429 || response.status === 401)
      throw new ProviderError(`Moyasar answered ${response.status} to ${init.method} ${path}`);
    return { status: response.status, body: (await response.json().catch(() => null)) as MoyasarPaymentBody | null };
  }

  async function fetchPayment(id: string): Promise<GatewayPayment | null> {
    if (!PAYMENT_ID.test(id)) return null;
    const { status, body } = await call(`/payments/${encodeURIComponent(id)}`, { method: 'GET' });
    const payment = status === 200 ? asPayment(body) : null;
    return payment && payment.id === id ? payment : null;
  }

  return {
    fetch: fetchPayment,
    async paymentFor(payment) {
      if (!payment.providerRef) return fetchPayment(givenId(payment.id));
      const { status, body } = await call(`/invoices/${encodeURIComponent(payment.providerRef)}`, { method: 'GET' });
      // Apple Pay and STC Pay are Moyasar payments, not invoices: their reference is the payment itself.
      if (status === 404) return fetchPayment(payment.providerRef);
      const attempts = (body as { payments?: unknown } | null)?.payments;
      if (status !== 200 || !Array.isArray(attempts)) return null;
      const paid = (attempts as Array<{ id?: unknown; status?: unknown }>).find(
        (attempt) =>
          typeof attempt.id === 'string' && typeof attempt.status === 'string' && SETTLED.has(attempt.status),
      );
      return paid ? fetchPayment(paid.id as string) : null;
    },
    async refund(gatewayPaymentId, amount) {
      if (!PAYMENT_ID.test(gatewayPaymentId)) return { ok: false, reason: 'unknown_payment' };
      const { status, body } = await call(`/payments/${encodeURIComponent(gatewayPaymentId)}/refund`, {
        method: 'POST',
        body: { amount },
      });
      const payment = status === 200 || status === 201 ? asPayment(body) : null;
      if (payment && payment.id === gatewayPaymentId) return { ok: true, payment };
      const message =
        typeof body?.message === 'string'
          ? body.message
          : typeof body?.type === 'string'
            ? body.type
            : `HTTP ${status}`;
      return { ok: false, reason: message.slice(0, 200) };
    },
  };
}
