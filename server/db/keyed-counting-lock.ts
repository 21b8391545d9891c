import { PostgresAdapter, sql, type Transaction } from 'kysely';
import { holdCountingLock, type CountedLimit } from './counting-lock';
import type { Database } from './schema';

/**
 * The counting lock (counting-lock.ts) for limits counted per key, such as texts to one number:
 * on PostgreSQL a transaction-level advisory lock on a hash of the limit and the key, so requests
 * for one number still count one after the other while requests for other numbers do not wait
 * (one row for every number made every paid order wait for the one before it to commit). Released
 * at commit or rollback, like the row lock. Several keys are taken in sorted order, so two
 * transactions taking the same keys never wait on each other in a cycle; a transaction holding a
 * key may take it again without waiting. Two keys whose hashes meet only wait for each other.
 * SQLite: the limit's row, as before (every write transaction holds the one write lock anyway).
 */
export async function holdKeyedCountingLocks(
  trx: Transaction<Database>,
  limit: CountedLimit,
  keys: readonly string[],
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) {
    await holdCountingLock(trx, limit);
    return;
  }
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`${limit}:${key}`}, 0))`.execute(trx);
  }
}
