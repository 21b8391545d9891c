import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { sandboxTokenGateway } from '../../payments/card-tokens';

/**
 * The gateway that saves cards for periodic gifts. The sandbox simulates tokens, declines and
 * expiry; with PAYMENT_PROVIDER=moyasar periodic giving stays off (503) until Moyasar's
 * tokenization form is wired in (docs/decisions/023-periodic-scheduler.md).
 */
export function periodicGateway(config: Pick<AppConfig, 'PAYMENT_PROVIDER'>, db: Kysely<Database>) {
  return config.PAYMENT_PROVIDER === 'sandbox' ? sandboxTokenGateway(db) : null;
}
