import type { PaymentProvider } from './provider';

/**
 * The sandbox gateway: a hosted card page served by this server (sandbox-page.ts), for
 * development, demos, tests and /donate/cart-test. The outcome the test card chose is stored on
 * the payment row; `check` reads it back from there, exactly as a real gateway is asked.
 */
export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export function sandboxOutcome(cardNumber: string): { outcome: 'paid' | 'failed'; reason?: string } | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.success) return { outcome: 'paid' };
  if (digits === TEST_CARDS.declined) return { outcome: 'failed', reason: 'declined' };
  if (digits === TEST_CARDS.insufficientFunds) return { outcome: 'failed', reason: 'insufficient_funds' };
  return null;
}

export function sandboxPagePath(paymentId: string, locale: string): string {
  return `/api/v1/payments/sandbox/${paymentId}?lang=${locale}`;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async start(payment) {
    return { redirectUrl: sandboxPagePath(payment.paymentId, payment.locale) };
  },
  async check(payment) {
    if (payment.sandboxOutcome === 'paid') return { status: 'paid' };
    if (payment.sandboxOutcome === 'failed' || payment.sandboxOutcome === 'cancelled')
      return { status: 'failed', reason: payment.sandboxOutcome === 'cancelled' ? 'cancelled' : 'declined' };
    return { status: 'pending' };
  },
};
