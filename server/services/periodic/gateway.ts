import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { sandboxTokenGateway, type TokenGateway } from '../../payments/card-tokens';
import { moyasarTokenGateway } from '../../payments/moyasar-tokens';

/**
 * The gateway that saves cards for periodic gifts: the sandbox (simulated tokens, declines,
 * expiry), or Moyasar when its publishable key is set too (the donor's browser tokenizes the card
 * with it). Without one, periodic giving answers 503 (docs/decisions/023-periodic-scheduler.md).
 */
export type PeriodicGateway = (TokenGateway & { name: 'moyasar' }) | ReturnType<typeof sandboxTokenGateway>;

export function periodicGateway(
  config: Pick<AppConfig, 'PAYMENT_PROVIDER' | 'MOYASAR_API_URL' | 'MOYASAR_SECRET_KEY' | 'MOYASAR_PUBLISHABLE_KEY'>,
  db: Kysely<Database>,
): PeriodicGateway | null {
  if (config.PAYMENT_PROVIDER === 'sandbox') return sandboxTokenGateway(db);
  if (config.MOYASAR_SECRET_KEY && config.MOYASAR_PUBLISHABLE_KEY) {
    return moyasarTokenGateway({
      apiUrl: config.MOYASAR_API_URL,
      secretKey: config.MOYASAR_SECRET_KEY,
    }) as TokenGateway & { name: 'moyasar' };
  }
  return null;
}
