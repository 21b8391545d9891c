import type { AppConfig } from '../config';
import type { PaymentMethod } from '#src/domain/giving/kinds';
import { bankTransferProvider } from './bank-transfer';
import { createMoyasarProvider } from './moyasar';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';

export type PaymentConfig = Pick<
  AppConfig,
  'PAYMENT_PROVIDER' | 'MOYASAR_SECRET_KEY' | 'MOYASAR_API_URL' | 'MOYASAR_WEBHOOK_SECRET' | 'PUBLIC_URL'
> &
  Partial<Pick<AppConfig, 'MOYASAR_PUBLISHABLE_KEY' | 'APPLE_PAY_DISPLAY_NAME'>>;

export interface Providers {
  card: PaymentProvider;
  byName(name: string): PaymentProvider;
  /** The provider a method uses; `sandbox` only while the sandbox is the card gateway. */
  forMethod(method: PaymentMethod): PaymentProvider;
}

export function createProviders(config: PaymentConfig): Providers {
  const moyasar =
    config.PAYMENT_PROVIDER === 'moyasar'
      ? createMoyasarProvider({
          apiUrl: config.MOYASAR_API_URL,
          secretKey: config.MOYASAR_SECRET_KEY ?? '',
          webhookSecret: config.MOYASAR_WEBHOOK_SECRET ?? '',
          publicUrl: config.PUBLIC_URL,
          publishableKey: config.MOYASAR_PUBLISHABLE_KEY,
          displayName: config.APPLE_PAY_DISPLAY_NAME,
        })
      : null;
  const card = moyasar ?? sandboxProvider;
  const all: PaymentProvider[] = [sandboxProvider, bankTransferProvider, ...(moyasar ? [moyasar] : [])];
  return {
    card,
    byName(name) {
      const found = all.find((provider) => provider.name === name);
      if (!found) throw new Error(`payment provider ${name} is not configured`);
      return found;
    },
    forMethod(method) {
      if (method === 'bank-transfer') return bankTransferProvider;
      // Test payments never run beside a real gateway (the API refuses the method before this).
      if (method === 'sandbox') {
        if (card !== sandboxProvider) throw new Error('test payments are off: the card gateway is not the sandbox');
        return sandboxProvider;
      }
      // Card, Apple Pay and STC Pay all go through the card gateway (Moyasar, or the sandbox's simulation).
      return card;
    },
  };
}

export type { PaymentProvider } from './provider';
