import type { Kysely } from 'kysely';

/**
 * The table of keys the site makes for itself was named for its first use (periodic gifts' manage
 * links); it now also keeps the key of campaign creators' address hashes, so it takes a name for
 * what it holds. The manage-link key keeps its row, so links already sent still open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('periodic_secrets').renameTo('site_secrets').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_secrets').renameTo('periodic_secrets').execute();
}
