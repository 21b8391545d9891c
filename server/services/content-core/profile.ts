import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssociationProfile, SocialLink } from '#src/domain/content-core';
import { listBankAccounts } from '../giving/bank-accounts';
import { pair } from './rows';

/** The association's card, with its bank accounts and branches; null before seeding. */
export async function getProfile(db: Kysely<Database>): Promise<AssociationProfile | null> {
  const row = await db.selectFrom('association_profile').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return null;
  const [bankAccounts, branches] = await Promise.all([
    listBankAccounts(db),
    db.selectFrom('branches').selectAll().orderBy('position').execute(),
  ]);
  return {
    name: pair(row, 'name'),
    shortName: pair(row, 'short_name'),
    logo: row.logo_path,
    licence: { number: row.licence_number, authority: pair(row, 'registration_authority') },
    contact: {
      phone: row.phone,
      whatsapp: row.whatsapp,
      email: row.email,
      address: pair(row, 'address'),
      workingHours: pair(row, 'working_hours'),
    },
    social: JSON.parse(row.social_json) as SocialLink[],
    bankAccounts,
    branches: branches.map((branch) => ({
      id: Number(branch.id),
      name: pair(branch, 'name'),
      address: pair(branch, 'address'),
      phone: branch.phone,
      lat: Number(branch.lat),
      lng: Number(branch.lng),
    })),
  };
}
