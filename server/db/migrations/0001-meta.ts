import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .ifNotExists()
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('ran_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_runs').ifExists().execute();
}
