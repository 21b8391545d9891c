import { Migrator, type Kysely } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';
import { underStartupLock } from './startup-lock';

/**
 * Brings the schema to the latest version. Each migration runs in its own transaction (both
 * dialects have transactional DDL), so a failed one leaves the database as it was; running again
 * after success does nothing. Instances starting at once migrate one after the other (startup-lock.ts).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return underStartupLock(db, () => migrate(db));
}

async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
