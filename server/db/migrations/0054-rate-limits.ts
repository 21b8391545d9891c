import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * rate_limits: the counts of every per-address and per-number limit when the site runs on
 * PostgreSQL, shared by every instance (server/security/limit-store.ts, docs/decisions/058). The
 * columns are rate-limiter-flexible's own (RateLimiterPostgres): `key` is the limit's name and the
 * address or number, `points` the hits in the window, `expire` when the window ends (ms since 1970).
 * Made here once rather than by the library as each limiter is built.
 *
 * UNLOGGED: every counted request writes a row, and counts that last minutes need no write-ahead
 * log; a crash of PostgreSQL empties the table, which only restarts the windows.
 *
 * On SQLite (one machine) the counts stay in memory (the cluster primary's with workers), so the
 * table is not made there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable('rate_limits')
    .modifyFront(sql`unlogged`)
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
