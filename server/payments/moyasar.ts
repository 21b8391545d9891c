import { asCardBrand, isWalletMethod } from '#src/domain/giving/kinds';
import {
  ProviderError,
  type CheckedPayment,
  type OtpOutcome,
  type PaymentProvider,
  type PaymentToStart,
} from './provider';
import { moyasarClient } from './moyasar-http';
import { walletPagePath } from './sandbox';
import { publicAddress } from '#src/lib/public-address';
import { sameSecret } from '../security/secrets';

/**
 * Moyasar. A card goes through its invoices API: the server creates an invoice (secret key, HTTP
 * Basic) and sends the donor to its hosted checkout (`url`) — card data never touches this server;
 * the paying card's `source.company` says whether it was mada. Apple Pay and STC Pay go through
 * its payments API with a `source` of type `applepay` (the token from the Apple Pay sheet) or
 * `stcpay` (the donor's mobile; Moyasar texts a code that is passed to the payment's
 * `transaction_url` as `otp_value`). On return and on every webhook the invoice or payment is
 * fetched again with the secret key; only its status and amount count.
 * docs.moyasar.com: "Creating invoices", "STC Pay" (custom UI), "Apple Pay on websites", "Webhooks".
 */
export interface MoyasarOptions {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  /** Apple Pay merchant validation (Moyasar's web registration) takes the publishable key. */
  publishableKey?: string;
  /** The name on the Apple Pay sheet. */
  displayName?: string;
  timeoutMs?: number;
}

interface MoyasarSource {
  type?: string;
  company?: string;
  message?: string;
  transaction_url?: string;
}

interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  currency?: string;
  source?: MoyasarSource;
}

interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url?: string;
  payments?: Array<{ id: string; status: string; amount: number; currency?: string; source?: MoyasarSource }>;
}

const FAILED_INVOICE_STATES = new Set(['failed', 'canceled', 'expired', 'voided', 'refunded']);
const PAID_PAYMENT_STATES = new Set(['paid', 'captured']);
const FAILED_PAYMENT_STATES = new Set(['failed', 'voided', 'canceled', 'expired', 'refunded']);
const OTP_FORM = /^\d{4,8}$/;

/** Paid, but for what we asked? A different amount or currency is never accepted. */
function paidAsAsked(paid: { amount: number; currency?: string }, asked: number): boolean {
  return paid.amount === asked && (paid.currency ?? 'SAR').toUpperCase() === 'SAR';
}

export function createMoyasarProvider(options: MoyasarOptions): PaymentProvider {
  const client = moyasarClient(options);
  const apiOrigin = new URL(options.apiUrl).origin;
  const paidPage = (payment: { locale: string; paymentId: string }) =>
    publicAddress(options.publicUrl, `/${payment.locale}/donate/paid?payment=${payment.paymentId}`);
  const webhookUrl = () => publicAddress(options.publicUrl, '/api/v1/payments/moyasar/webhook');

  async function call<T extends { id: string; status: string; amount: number }>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<T> {
    const response = await client.request(path, init);
    if (!response.ok) throw new ProviderError(`Moyasar answered ${response.status} to ${init.method} ${path}`);
    const body = (await response.json().catch(() => null)) as T | null;
    if (!body || typeof body.id !== 'string' || typeof body.status !== 'string' || typeof body.amount !== 'number') {
      throw new ProviderError(`Moyasar answered an unexpected body to ${init.method} ${path}`);
    }
    return body;
  }

  const metadata = (payment: { paymentId: string; orderId: string; orderNumber: number }) => ({
    payment_id: payment.paymentId,
    order_id: payment.orderId,
    order_number: String(payment.orderNumber),
  });

  /** A wallet payment made through Moyasar's payments API (a card goes through its invoice page instead). */
  const createPayment = (payment: PaymentToStart, source: Record<string, string>) =>
    call<MoyasarPayment>('/payments', {
      method: 'POST',
      body: {
        amount: payment.amount,
        currency: 'SAR',
        description: payment.description,
        callback_url: paidPage(payment),
        source,
        metadata: metadata(payment),
      },
    });

  const fetchPayment = (id: string) => call<MoyasarPayment>(`/payments/${encodeURIComponent(id)}`, { method: 'GET' });

  async function checkWallet(providerRef: string, amount: number): Promise<CheckedPayment> {
    const payment = await fetchPayment(providerRef);
    if (payment.id !== providerRef) return { status: 'failed', reason: 'mismatch' };
    const brand = asCardBrand(payment.source?.company) ?? undefined;
    if (PAID_PAYMENT_STATES.has(payment.status))
      return paidAsAsked(payment, amount) ? { status: 'paid', brand } : { status: 'failed', reason: 'amount_mismatch' };
    if (FAILED_PAYMENT_STATES.has(payment.status))
      return { status: 'failed', reason: payment.status === 'failed' ? 'declined' : payment.status };
    return { status: 'pending' };
  }

  return {
    name: 'moyasar',
    async start(payment) {
      // Apple Pay is charged once the donor has authorised it on the sheet (payWithApplePay).
      if (payment.method === 'applepay')
        return { redirectUrl: walletPagePath('applepay', payment.paymentId, payment.locale) };
      if (payment.method === 'stcpay') {
        const created = await createPayment(payment, { type: 'stcpay', mobile: payment.mobile });
        return { providerRef: created.id, redirectUrl: walletPagePath('stcpay', payment.paymentId, payment.locale) };
      }
      const invoice = await call<MoyasarInvoice>('/invoices', {
        method: 'POST',
        body: {
          amount: payment.amount,
          currency: 'SAR',
          description: payment.description,
          success_url: paidPage(payment),
          back_url: paidPage(payment),
          callback_url: webhookUrl(),
          metadata: metadata(payment),
        },
      });
      if (!invoice.url) throw new ProviderError('Moyasar invoice without a url');
      return { providerRef: invoice.id, redirectUrl: invoice.url };
    },
    async check(payment): Promise<CheckedPayment> {
      if (!payment.providerRef) return { status: 'pending' };
      if (isWalletMethod(payment.method)) return checkWallet(payment.providerRef, payment.amount);
      const invoice = await call<MoyasarInvoice>(`/invoices/${encodeURIComponent(payment.providerRef)}`, {
        method: 'GET',
      });
      if (invoice.id !== payment.providerRef) return { status: 'failed', reason: 'mismatch' };
      if (invoice.status === 'paid') {
        if (!paidAsAsked(invoice, payment.amount)) return { status: 'failed', reason: 'amount_mismatch' };
        const paid = (invoice.payments ?? []).find((attempt) => PAID_PAYMENT_STATES.has(attempt.status));
        return { status: 'paid', brand: asCardBrand(paid?.source?.company) ?? undefined };
      }
      if (FAILED_INVOICE_STATES.has(invoice.status)) return { status: 'failed', reason: invoice.status };
      const attempts = invoice.payments ?? [];
      if (attempts.length > 0 && attempts.every((attempt) => attempt.status === 'failed'))
        return { status: 'failed', reason: 'declined' };
      return { status: 'pending' };
    },
    async confirmOtp(payment, otp): Promise<OtpOutcome> {
      if (!payment.providerRef) throw new ProviderError('STC Pay payment was never created');
      if (!OTP_FORM.test(otp)) return { status: 'wrong' };
      const created = await fetchPayment(payment.providerRef);
      const url = created.source?.transaction_url;
      // The code goes only to Moyasar's own API: a transaction_url elsewhere is not followed.
      if (typeof url !== 'string' || !URL.canParse(url) || new URL(url).origin !== apiOrigin)
        throw new ProviderError('STC Pay payment without a Moyasar transaction_url');
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ otp_value: otp }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new ProviderError(`Moyasar unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status >= 500 || response.status === 401 || response.status === 429)
        throw new ProviderError(`Moyasar answered ${response.status} to the STC Pay code`);
      const body = (await response.json().catch(() => null)) as MoyasarPayment | null;
      // A refused code (4xx) leaves the payment open: the donor may type it again.
      if (!response.ok || !body || typeof body.status !== 'string') return { status: 'wrong' };
      if (PAID_PAYMENT_STATES.has(body.status)) return { status: 'paid' };
      if (FAILED_PAYMENT_STATES.has(body.status))
        return { status: 'failed', reason: (body.source?.message ?? 'declined').slice(0, 200) };
      return { status: 'wrong' };
    },
    async payWithApplePay(payment, token) {
      const created = await createPayment(payment, { type: 'applepay', token });
      return { providerRef: created.id };
    },
    async applePaySession(validationUrl) {
      const response = await client.request('/applepay/initiate', {
        method: 'POST',
        body: {
          validation_url: validationUrl,
          display_name: options.displayName ?? 'Donation',
          domain_name: new URL(options.publicUrl).hostname,
          publishable_api_key: options.publishableKey ?? '',
        },
      });
      if (!response.ok) throw new ProviderError(`Moyasar answered ${response.status} to the Apple Pay session`);
      const session = (await response.json().catch(() => null)) as unknown;
      if (!session || typeof session !== 'object')
        throw new ProviderError('Moyasar answered an empty Apple Pay session');
      return session;
    },
  };
}

/** The webhook's `secret_token`, compared in constant time. */
export function isValidWebhookSecret(expected: string | undefined, given: unknown): boolean {
  return typeof given === 'string' && sameSecret(expected ?? '', given);
}
