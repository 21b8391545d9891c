import type { AppConfig } from '../config';
import { moyasarRefundGateway, type RefundGateway } from './moyasar-refunds';

/** Moyasar's refunds when it is the card gateway; null otherwise (the sandbox refunds without a gateway). */
export function refundGatewayFor(
  config: Pick<AppConfig, 'PAYMENT_PROVIDER' | 'MOYASAR_API_URL' | 'MOYASAR_SECRET_KEY'>,
): RefundGateway | null {
  return config.PAYMENT_PROVIDER === 'moyasar'
    ? moyasarRefundGateway({ apiUrl: config.MOYASAR_API_URL, secretKey: config.MOYASAR_SECRET_KEY ?? '' })
    : null;
}
