import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { hashPassword } from '../../server/admin/passwords';
import { PASSWORD } from './admin-support';
import type { adminSamples } from './admin-samples';

/**
 * The caller's password is put back to the one the samples know before each call (the hash only:
 * its sessions stay), so a sample that changed it does not make the next one's current password wrong.
 */
async function knownPassword(db: Kysely<Database>, memberId: number | undefined): Promise<void> {
  if (memberId === undefined) return;
  await db
    .updateTable('staff_members')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', memberId)
    .execute();
}

/** A member's own account (server/admin/own-account.ts). */
export const accountSamples: typeof adminSamples = {
  'POST /account/password': async (db, _app, context) => {
    await knownPassword(db, context.memberId);
    return {
      path: '/account/password',
      body: { currentPassword: PASSWORD, password: 'quiet harbour lanterns at dawn' },
    };
  },
  'POST /account/recovery-codes': async (db, _app, context) => {
    await knownPassword(db, context.memberId);
    return { path: '/account/recovery-codes', body: { currentPassword: PASSWORD } };
  },
};
