import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Any number of instances may start at once on one PostgreSQL database (several machines, or
 * `systemctl enable --now site@3000 site@3001`): migrating and seeding happen one instance at a
 * time. The first takes a session advisory lock on a connection of its own and does the work; the
 * others wait for the lock, then find the schema current and every seeder recorded, and do nothing.
 * A process that dies holding it loses its session, and with it the lock. Kysely's migrator takes
 * its own transaction-scoped lock (another key) around each run; that one alone would let two
 * instances seed at once. SQLite: one machine, where the cluster's primary already starts the
 * migrating worker first, and the database's single write lock does the rest.
 */
const STARTUP_LOCK_KEY = 727_300_551;

export async function underStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.execute(connection);
    }
  });
}
