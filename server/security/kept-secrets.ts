import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/**
 * Keys the site makes for itself, each at random on first use and kept in `site_secrets`, so every
 * worker and instance reads the same one and it survives restarts. A setting given by the operator
 * (PERIODIC_LINK_SECRET) takes the place of the kept one.
 * - `manage-link` signs donors' manage links for periodic gifts;
 * - `campaign-address` keys the hash a campaign's creating address is kept as;
 * - `order-address` keys the hash an unpaid order's address is kept as (one visitor's holds);
 * - `national-id-index` keys the blind index national IDs are found by; kept sealed under the
 *   operator's data keys (`make` seals it), as the index would otherwise give the IDs back.
 */
export type KeptSecretName = 'manage-link' | 'campaign-address' | 'national-id-index' | 'order-address';

export async function keptSecret(
  db: Kysely<Database>,
  name: KeptSecretName,
  make: () => string = () => randomBytes(32).toString('hex'),
): Promise<string> {
  const read = () => db.selectFrom('site_secrets').select('value').where('name', '=', name).executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  try {
    await db.insertInto('site_secrets').values({ name, value: make() }).execute();
  } catch (error) {
    // Another worker made it first: everyone uses that one.
    if (!isUniqueViolation(error)) throw error;
  }
  return (await read())!.value;
}
