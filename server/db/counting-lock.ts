import type { Transaction } from 'kysely';
import { DAY_MS, isoAfter } from '#src/lib/durations';
import type { Database } from './schema';

/** The limits whose counting is serialised, each by its own row. */
export type CountedLimit =
  | 'gift-sms'
  | 'sms-per-number'
  | 'sms-budget'
  | 'campaign-starts'
  | 'staff-sign-in'
  | 'staff-invites'
  | 'receipt-resends';

/**
 * Serialises the transactions that count rows against a daily limit and then act on the count
 * (texts to one number, campaigns started). Counting and acting are separate statements, so two
 * transactions in flight at once would each count without the other's row and both act: a burst of
 * requests for one number would pass a limit of two. Bumping the limit's row in giving_counters
 * holds PostgreSQL's row lock until commit, so the next transaction waits here and then counts this
 * one's row. Take it before the count. On SQLite every transaction already holds the one write lock
 * from its BEGIN IMMEDIATE (`./connection.ts`), so there the row only keeps the same code path.
 */
export async function holdCountingLock(trx: Transaction<Database>, limit: CountedLimit): Promise<void> {
  await bumpCounter(trx, limit);
}

/**
 * Adds one to a row of giving_counters and returns the new value: the order numbers and the counting
 * locks. One statement makes the row the first time and bumps it afterwards; both dialects keep the
 * row locked until the transaction commits.
 */
export async function bumpCounter(trx: Transaction<Database>, name: string): Promise<number> {
  const row = await trx
    .insertInto('giving_counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('giving_counters.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Where every daily limit starts counting: the last 24 hours, not the calendar day, so midnight resets nothing. */
export function dayWindowStart(now: Date): string {
  return isoAfter(now, -DAY_MS);
}
