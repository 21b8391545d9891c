import type { Locale } from '#src/lib/locale';
import type { ProviderName } from '#src/domain/giving/api-types';
import type { CardBrand, PaymentMethod } from '#src/domain/giving/kinds';

/**
 * One interface for every way of paying. `start` runs after the order and its payment row are
 * committed (never inside the transaction: a provider call may be slow or fail, and a retry with
 * the same Idempotency-Key starts it again). `check` asks the provider, never the browser, where
 * the payment stands: query strings on a return URL are not evidence of anything.
 */
export interface PaymentToStart {
  paymentId: string;
  orderId: string;
  orderNumber: number;
  amount: number;
  locale: Locale;
  description: string;
  /** What the donor chose: a card goes to the hosted page, a wallet to its own step. */
  method: PaymentMethod;
  /** The donor's Saudi mobile (05xxxxxxxx): STC Pay sends its code there. */
  mobile: string;
}

export interface StartedPayment {
  /** The provider's own id (Moyasar invoice id, or payment id for a wallet). */
  providerRef?: string;
  redirectUrl?: string;
}

export interface PaymentToCheck {
  paymentId: string;
  amount: number;
  providerRef: string | null;
  sandboxOutcome: string | null;
  method: PaymentMethod;
}

export type CheckedStatus = 'paid' | 'failed' | 'pending';

export interface CheckedPayment {
  status: CheckedStatus;
  /** A short machine reason for a failure (amount_mismatch, declined, expired …). */
  reason?: string;
  /** The card network that paid, when the gateway says (mada for a mada card). */
  brand?: CardBrand;
}

/** What an STC Pay code did: paid or failed end the payment; `wrong` leaves it open for another try. */
export type OtpOutcome = { status: 'paid' } | { status: 'failed'; reason: string } | { status: 'wrong' };

export interface PaymentProvider {
  name: ProviderName;
  start(payment: PaymentToStart): Promise<StartedPayment>;
  check(payment: PaymentToCheck): Promise<CheckedPayment>;
  /** STC Pay: the one-time code the donor received, for the payment `start` created. */
  confirmOtp?(payment: { providerRef: string | null }, otp: string): Promise<OtpOutcome>;
  /** Apple Pay: charges the token the Apple Pay sheet gave; returns the gateway's payment id. */
  payWithApplePay?(payment: PaymentToStart, token: string): Promise<{ providerRef: string }>;
  /** Apple Pay JS merchant validation through the gateway (its opaque merchant session). */
  applePaySession?(validationUrl: string): Promise<unknown>;
}

/** A provider that did not answer as documented (network down, 5xx, unexpected body). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
