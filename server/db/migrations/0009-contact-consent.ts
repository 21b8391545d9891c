import type { Kysely } from 'kysely';

/** The contact form asks for consent to the privacy notice, like the other forms; earlier rows have none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('consent_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('consent_at').execute();
}
