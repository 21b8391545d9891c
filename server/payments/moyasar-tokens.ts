import { createHash } from 'node:crypto';
import { ProviderError } from './provider';
import { SOFT_DECLINES, type ChargeResult, type TokenDetails, type TokenGateway } from './card-tokens';
import { moyasarClient } from './moyasar-http';

/**
 * Saved cards on Moyasar (docs.moyasar.com: "Create Token", "Fetch Token", "Tokenized Cards",
 * "Idempotency"). The donor's browser sends the card to Moyasar's tokens API with the publishable
 * key (this server never sees the number) and completes 3-D Secure; Moyasar returns to our
 * callback with the token id, which is fetched here with the secret key and kept only when
 * `active`. A charge is `POST /payments` with `source: { type: 'token' }` and `given_id`, a UUID
 * derived from our payment id: before posting, the payment with that id is looked up, so asking
 * again after a crash or a timeout reads the first charge instead of making a second.
 */
export interface MoyasarTokenOptions {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

interface MoyasarToken {
  id: string;
  status: string;
  brand?: string;
  last_four?: string;
  month?: string | number;
  year?: string | number;
}

interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  currency?: string;
  source?: { message?: string | null; response_code?: string | null };
}

/** A stable UUID (version 4 layout) for one of our payment ids: Moyasar's `given_id`. */
export function givenId(paymentId: string): string {
  const bytes = createHash('sha256').update(`periodic-payment:${paymentId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A failed payment's reason, from Moyasar's message: funds are worth retrying, the rest are not. */
export function declineReason(message: string | null | undefined): string {
  const text = (message ?? '').toLowerCase();
  if (/insufficient|not sufficient|funds/.test(text)) return 'insufficient_funds';
  if (/expired/.test(text)) return 'expired_card';
  if (/temporar|try again|timeout|unavailable/.test(text)) return 'temporary';
  return 'declined';
}

export function moyasarTokenGateway(options: MoyasarTokenOptions): TokenGateway {
  const client = moyasarClient(options);

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<{ status: number; body: T | null }> {
    const response = await client.request(path, init);
    if (response.status >= 500 || response.status === 429 || response.status === 401)
      throw new ProviderError(`Moyasar answered ${response.status} to ${init.method} ${path}`);
    return { status: response.status, body: (await response.json().catch(() => null)) as T | null };
  }

  function result(payment: MoyasarPayment, amount: number): ChargeResult {
    if (payment.status === 'paid' || payment.status === 'captured') {
      // Paid, but for what we asked? Another amount or currency is never taken as ours.
      if (payment.amount !== amount || (payment.currency ?? 'SAR').toUpperCase() !== 'SAR')
        return { status: 'failed', reason: 'amount_mismatch', soft: false };
      return { status: 'paid' };
    }
    if (payment.status === 'failed') {
      const reason = declineReason(payment.source?.message);
      return { status: 'failed', reason, soft: SOFT_DECLINES.has(reason) };
    }
    // A saved-card charge without 3-D Secure should not wait for the cardholder; if it does, it is
    // not a charge we can count on.
    return { status: 'failed', reason: `status_${payment.status}`.slice(0, 40), soft: false };
  }

  return {
    name: 'moyasar',
    async describe(token): Promise<TokenDetails | null> {
      if (!/^[\w-]{1,100}$/.test(token)) return null;
      const { status, body } = await call<MoyasarToken>(`/tokens/${encodeURIComponent(token)}`, { method: 'GET' });
      if (status !== 200 || !body || body.id !== token || body.status !== 'active') return null;
      const month = Number(body.month);
      const rawYear = Number(body.year);
      const year = rawYear < 100 ? 2000 + rawYear : rawYear;
      if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || !body.last_four)
        return null;
      return {
        token: body.id,
        brand: (body.brand ?? 'card').toLowerCase().slice(0, 20),
        last4: String(body.last_four).slice(-4),
        expMonth: month,
        expYear: year,
      };
    },
    async charge(charge) {
      const id = givenId(charge.paymentId);
      const earlier = await call<MoyasarPayment>(`/payments/${id}`, { method: 'GET' });
      if (earlier.status === 200 && earlier.body?.id === id) return result(earlier.body, charge.amount);
      const created = await call<MoyasarPayment & { message?: string; type?: string }>('/payments', {
        method: 'POST',
        body: {
          given_id: id,
          amount: charge.amount,
          currency: 'SAR',
          description: charge.description,
          source: { type: 'token', token: charge.token, '3ds': false, manual: false },
          metadata: { payment_id: charge.paymentId },
        },
      });
      if ((created.status === 200 || created.status === 201) && created.body?.id)
        return result(created.body, charge.amount);
      // Refused outright (a token no longer valid, a validation error): no money moved.
      const message = created.body?.message ?? created.body?.type ?? `HTTP ${created.status}`;
      const reason = /token/i.test(message) ? 'invalid_token' : declineReason(message);
      return { status: 'failed', reason, soft: SOFT_DECLINES.has(reason) };
    },
  };
}
