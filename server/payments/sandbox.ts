import type { CardBrand } from '#src/domain/giving/kinds';
import type { OtpOutcome, PaymentProvider } from './provider';

/**
 * The sandbox gateway: a hosted card page served by this server (sandbox-page.ts), for
 * development, demos, tests and /donate/cart-test. The outcome the test card chose is stored on
 * the payment row; `check` reads it back from there, exactly as a real gateway is asked.
 * Apple Pay and STC Pay go to their own steps (wallet-pages.ts), simulated here in test mode.
 */
export const TEST_CARDS = {
  success: '4111111111111111',
  /** A mada test number: BIN 446404 is a mada debit range; Luhn-valid, never a real card. */
  mada: '4464040000000007',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** STC Pay test codes, as Moyasar's own test mode takes them (any other code is wrong). */
export const TEST_OTPS = {
  success: '123456',
  insufficientFunds: '111111',
} as const;

export type SandboxCardOutcome = { outcome: 'paid' | 'failed'; reason?: string; brand?: CardBrand };

export function sandboxOutcome(cardNumber: string): SandboxCardOutcome | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.success) return { outcome: 'paid', brand: 'visa' };
  if (digits === TEST_CARDS.mada) return { outcome: 'paid', brand: 'mada' };
  if (digits === TEST_CARDS.declined) return { outcome: 'failed', reason: 'declined' };
  if (digits === TEST_CARDS.insufficientFunds) return { outcome: 'failed', reason: 'insufficient_funds' };
  return null;
}

export function sandboxPagePath(paymentId: string, locale: string): string {
  return `/api/v1/payments/sandbox/${paymentId}?lang=${locale}`;
}

/** The wallet steps this server shows for either gateway: the STC Pay code form, the Apple Pay button. */
export function walletPagePath(method: 'applepay' | 'stcpay', paymentId: string, locale: string): string {
  return `/api/v1/payments/${paymentId}/${method}?lang=${locale}`;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async start(payment) {
    if (payment.method === 'applepay' || payment.method === 'stcpay')
      return { redirectUrl: walletPagePath(payment.method, payment.paymentId, payment.locale) };
    return { redirectUrl: sandboxPagePath(payment.paymentId, payment.locale) };
  },
  async check(payment) {
    if (payment.sandboxOutcome === 'paid') return { status: 'paid' };
    if (payment.sandboxOutcome === 'failed' || payment.sandboxOutcome === 'cancelled')
      return { status: 'failed', reason: payment.sandboxOutcome === 'cancelled' ? 'cancelled' : 'declined' };
    return { status: 'pending' };
  },
  async confirmOtp(_payment, otp): Promise<OtpOutcome> {
    if (otp === TEST_OTPS.success) return { status: 'paid' };
    if (otp === TEST_OTPS.insufficientFunds) return { status: 'failed', reason: 'insufficient_funds' };
    return { status: 'wrong' };
  },
};
