import { sql, type Kysely } from 'kysely';

/**
 * The publishing state of content (migration 0040) for programs, home carousel slides, job
 * openings and the contribution catalogue: `status` ('draft' | 'published' | 'scheduled'),
 * `publish_at` and `updated_at`. Rows from before are published; a program, slide or catalogue
 * item the back office had switched off (`active` 0, migrations 0042 and 0007) becomes a draft, and
 * the shown/hidden flag goes (the status says it now).
 */
const TABLES = ['programs', 'home_slides', 'job_openings', 'giving_items'] as const;
const FLAGGED = ['programs', 'home_slides', 'giving_items'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'varchar(40)').execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'varchar(40)').execute();
  }
  for (const table of FLAGGED) {
    await sql`update ${sql.table(table)} set status = 'draft' where active = 0`.execute(db);
    await db.schema.alterTable(table).dropColumn('active').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of FLAGGED) {
    await db.schema
      .alterTable(table)
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await sql`update ${sql.table(table)} set active = 0 where status <> 'published'`.execute(db);
  }
  for (const table of TABLES)
    for (const column of ['status', 'publish_at', 'updated_at'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}
