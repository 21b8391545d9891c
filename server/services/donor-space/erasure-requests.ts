import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '#src/lib/locale';
import { DAY_MS, isoAfter } from '#src/lib/durations';

/**
 * A donor's request to erase their data (docs/behaviour.md#B-DONOR-4, decisions 055 and 063): a
 * row in the staff's queue with a thirty-day clock. Staff run the erasure they already have
 * (server/services/retention/erase-person.ts), which closes the request; what accounting must keep
 * is anonymised there, not deleted. One waiting request per number: asking again answers the first.
 */
export const ERASURE_DAYS = 30;

type Db = Kysely<Database> | Transaction<Database>;

export async function waitingErasure(db: Db, mobile: string): Promise<{ requestedAt: string; dueAt: string } | null> {
  const row = await db
    .selectFrom('donor_erasure_requests')
    .select(['requested_at', 'due_at'])
    .where('mobile', '=', mobile)
    .where('status', '=', 'waiting')
    .orderBy('requested_at')
    .executeTakeFirst();
  return row ? { requestedAt: row.requested_at, dueAt: row.due_at } : null;
}

export async function requestErasure(
  db: Kysely<Database>,
  mobile: string,
  locale: Locale,
  now = new Date(),
): Promise<{ requestedAt: string; dueAt: string; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const waiting = await waitingErasure(trx, mobile);
    if (waiting) return { ...waiting, created: false };
    const requestedAt = now.toISOString();
    const dueAt = isoAfter(now, ERASURE_DAYS * DAY_MS);
    await trx
      .insertInto('donor_erasure_requests')
      .values({ mobile, locale, status: 'waiting', requested_at: requestedAt, due_at: dueAt, done_at: null })
      .execute();
    return { requestedAt, dueAt, created: true };
  });
}

/** The staff's queue: waiting requests, the soonest due first. */
export async function erasureQueue(
  db: Kysely<Database>,
): Promise<{ id: number; mobile: string; locale: string; requestedAt: string; dueAt: string }[]> {
  const rows = await db
    .selectFrom('donor_erasure_requests')
    .select(['id', 'mobile', 'locale', 'requested_at', 'due_at'])
    .where('status', '=', 'waiting')
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    mobile: row.mobile,
    locale: row.locale,
    requestedAt: row.requested_at,
    dueAt: row.due_at,
  }));
}

/**
 * Inside the erasure of `mobile`: its waiting requests are done and keep the number only masked,
 * and every session it had ends.
 */
export async function closeErasureRequests(
  trx: Transaction<Database>,
  mobile: string,
  masked: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('donor_erasure_requests')
    .set({ status: 'done', done_at: at })
    .where('mobile', '=', mobile)
    .where('status', '=', 'waiting')
    .execute();
  await trx.updateTable('donor_erasure_requests').set({ mobile: masked }).where('mobile', '=', mobile).execute();
  await trx.deleteFrom('donor_sessions').where('mobile', '=', mobile).execute();
}
