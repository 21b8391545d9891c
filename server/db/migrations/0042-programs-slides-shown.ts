import type { Kysely } from 'kysely';

/**
 * Programs and home slides the back office can take off the site without deleting them (a program
 * that gifts name stays for receipts and totals): `active` 1 shown, 0 hidden. Rows from before are shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('programs')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('home_slides')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('home_slides').dropColumn('active').execute();
  await db.schema.alterTable('programs').dropColumn('active').execute();
}
