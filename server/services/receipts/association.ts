import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Receipt } from '#src/domain/giving/api-types';

/**
 * The association as documents name it: its profile row (name, licence number and authority,
 * address, phone, email), which staff edit with the site settings. The receipt reads the same row.
 */
export async function loadAssociation(db: Kysely<Database>): Promise<Receipt['association']> {
  const profile = await db.selectFrom('association_profile').selectAll().executeTakeFirst();
  if (!profile) return null;
  return {
    name: { ar: profile.name_ar, en: profile.name_en },
    licenceNumber: profile.licence_number,
    authority: { ar: profile.registration_authority_ar, en: profile.registration_authority_en },
    address: { ar: profile.address_ar, en: profile.address_en },
    phone: profile.phone,
    email: profile.email,
  };
}
