import { ProviderError, type CheckedPayment, type PaymentProvider } from './provider';
import { moyasarClient } from './moyasar-http';
import { publicAddress } from '#src/lib/public-address';
import { sameSecret } from '../security/secrets';

/**
 * Moyasar through its invoices API: the server creates an invoice (secret key, HTTP Basic) and
 * sends the donor to its hosted checkout (`url`), where Moyasar itself takes mada, Visa/Mastercard,
 * Apple Pay and STC Pay — card data never touches this server. On return and on every webhook the
 * invoice is fetched again with the secret key; only its status and amount count.
 * docs.moyasar.com: "Creating invoices", "Webhook Reference".
 */
export interface MoyasarOptions {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  timeoutMs?: number;
}

interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url?: string;
  payments?: Array<{ id: string; status: string; amount: number; currency?: string; source?: { message?: string } }>;
}

const FAILED_INVOICE_STATES = new Set(['failed', 'canceled', 'expired', 'voided', 'refunded']);

export function createMoyasarProvider(options: MoyasarOptions): PaymentProvider {
  const client = moyasarClient(options);
  const paidPage = (payment: { locale: string; paymentId: string }) =>
    publicAddress(options.publicUrl, `/${payment.locale}/donate/paid?payment=${payment.paymentId}`);

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<MoyasarInvoice> {
    const response = await client.request(path, init);
    if (!response.ok) throw new ProviderError(`Moyasar answered ${response.status} to ${init.method} ${path}`);
    const body = (await response.json().catch(() => null)) as MoyasarInvoice | null;
    if (!body || typeof body.id !== 'string' || typeof body.status !== 'string' || typeof body.amount !== 'number') {
      throw new ProviderError(`Moyasar answered an unexpected body to ${init.method} ${path}`);
    }
    return body;
  }

  return {
    name: 'moyasar',
    async start(payment) {
      const invoice = await call('/invoices', {
        method: 'POST',
        body: {
          amount: payment.amount,
          currency: 'SAR',
          description: payment.description,
          success_url: paidPage(payment),
          back_url: paidPage(payment),
          callback_url: publicAddress(options.publicUrl, '/api/v1/payments/moyasar/webhook'),
          metadata: {
            payment_id: payment.paymentId,
            order_id: payment.orderId,
            order_number: String(payment.orderNumber),
          },
        },
      });
      if (!invoice.url) throw new ProviderError('Moyasar invoice without a url');
      return { providerRef: invoice.id, redirectUrl: invoice.url };
    },
    async check(payment): Promise<CheckedPayment> {
      if (!payment.providerRef) return { status: 'pending' };
      const invoice = await call(`/invoices/${encodeURIComponent(payment.providerRef)}`, { method: 'GET' });
      if (invoice.id !== payment.providerRef) return { status: 'failed', reason: 'mismatch' };
      if (invoice.status === 'paid') {
        // Paid, but for what we asked? A different amount or currency is never accepted.
        if (invoice.amount !== payment.amount || (invoice.currency ?? 'SAR').toUpperCase() !== 'SAR')
          return { status: 'failed', reason: 'amount_mismatch' };
        return { status: 'paid' };
      }
      if (FAILED_INVOICE_STATES.has(invoice.status)) return { status: 'failed', reason: invoice.status };
      const attempts = invoice.payments ?? [];
      if (attempts.length > 0 && attempts.every((attempt) => attempt.status === 'failed'))
        return { status: 'failed', reason: 'declined' };
      return { status: 'pending' };
    },
  };
}

/** The webhook's `secret_token`, compared in constant time. */
export function isValidWebhookSecret(expected: string | undefined, given: unknown): boolean {
  return typeof given === 'string' && sameSecret(expected ?? '', given);
}
