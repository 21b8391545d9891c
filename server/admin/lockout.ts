import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MAX_FAILURES, WINDOW_MINUTES } from '#src/admin/limits';
import { minutesBefore } from './clock';

/** The refusal's sentence (`auth.locked`) says how long to wait: the window. */
export const LOCKED_PARAMS = { count: WINDOW_MINUTES };

/** `MAX_FAILURES` for one account or from one address within `WINDOW_MINUTES` lock further attempts (429). */
export async function isLocked(db: Kysely<Database>, email: string, address: string, now: Date): Promise<boolean> {
  const since = minutesBefore(now, WINDOW_MINUTES);
  const count = async (column: 'email' | 'address', value: string) =>
    Number(
      (
        await db
          .selectFrom('staff_login_failures')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('at', '>', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return (await count('email', email)) >= MAX_FAILURES || (await count('address', address)) >= MAX_FAILURES;
}

/** Records a failure; old rows are swept on the way (the table stays small). */
export async function recordFailure(db: Kysely<Database>, email: string, address: string, now: Date): Promise<void> {
  await db.insertInto('staff_login_failures').values({ email, address, at: now.toISOString() }).execute();
  await db.deleteFrom('staff_login_failures').where('at', '<', minutesBefore(now, WINDOW_MINUTES * 4)).execute();
}
