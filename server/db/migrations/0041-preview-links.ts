import type { Kysely } from 'kysely';

/**
 * Short-lived preview links: an editor's link to the public page showing one unpublished row.
 * Only the SHA-256 of the link's secret is kept; any worker can check it (the database is shared).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('preview_links')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('resource', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_key', 'varchar(80)', (col) => col.notNull())
    .addColumn('path', 'varchar(300)', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('preview_links_expires').on('preview_links').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preview_links').ifExists().execute();
}
