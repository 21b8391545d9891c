import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { holdCountingLock } from '../db/counting-lock';
import { MAX_FAILURES, WINDOW_MINUTES } from '#src/admin/limits';
import { minutesBefore } from './clock';

/** The refusal's sentence (`auth.locked`) says how long to wait: the window. */
export const LOCKED_PARAMS = { count: WINDOW_MINUTES };

/** A place among the attempts the window allows, taken before the credential is checked. */
export interface AttemptSlot {
  id: number;
  /** This attempt fills the limit for the account or the address: failing it starts a lockout. */
  last: boolean;
}

/**
 * Takes a slot for one sign-in attempt (a password, a code or a passkey), or returns null when
 * `MAX_FAILURES` for the account or from the address within `WINDOW_MINUTES` lock it (429).
 *
 * Checking the count and recording the failure after the slow check let a burst through: 200
 * requests at once all counted before any had failed, and argon2 ran for each. The slot is the
 * failure's row, written before the check in the same transaction as the count, under the counting
 * lock (docs/decisions/047), so the attempts in flight count as failures until they are settled:
 * at most `MAX_FAILURES` checks run, however many arrive together.
 */
export async function takeAttemptSlot(
  db: Kysely<Database>,
  email: string,
  address: string,
  now: Date,
): Promise<AttemptSlot | null> {
  const since = minutesBefore(now, WINDOW_MINUTES);
  return db.transaction().execute(async (trx) => {
    await holdCountingLock(trx, 'staff-sign-in');
    const count = async (column: 'email' | 'address', value: string) =>
      Number(
        (
          await trx
            .selectFrom('staff_login_failures')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(column, '=', value)
            .where('at', '>', since)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const most = Math.max(await count('email', email), await count('address', address));
    if (most >= MAX_FAILURES) return null;
    // Old rows are swept on the way (the table stays small).
    await trx
      .deleteFrom('staff_login_failures')
      .where('at', '<', minutesBefore(now, WINDOW_MINUTES * 4))
      .execute();
    const row = await trx
      .insertInto('staff_login_failures')
      .values({ email, address, at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, last: most + 1 >= MAX_FAILURES };
  });
}

/** A successful attempt gives its slot back; a failed one leaves it counted. */
export async function releaseAttemptSlot(db: Kysely<Database>, slot: AttemptSlot): Promise<void> {
  await db.deleteFrom('staff_login_failures').where('id', '=', slot.id).execute();
}
