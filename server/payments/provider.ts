import type { Locale } from '#src/lib/locale';
import type { ProviderName } from '#src/domain/giving/api-types';

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
}

export interface StartedPayment {
  /** The provider's own id (Moyasar invoice id). */
  providerRef?: string;
  redirectUrl?: string;
}

export interface PaymentToCheck {
  paymentId: string;
  amount: number;
  providerRef: string | null;
  sandboxOutcome: string | null;
}

export type CheckedStatus = 'paid' | 'failed' | 'pending';

export interface CheckedPayment {
  status: CheckedStatus;
  /** A short machine reason for a failure (amount_mismatch, declined, expired …). */
  reason?: string;
}

export interface PaymentProvider {
  name: ProviderName;
  start(payment: PaymentToStart): Promise<StartedPayment>;
  check(payment: PaymentToCheck): Promise<CheckedPayment>;
}

/** A provider that did not answer as documented (network down, 5xx, unexpected body). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
