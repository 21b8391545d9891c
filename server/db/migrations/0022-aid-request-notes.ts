import type { Kysely } from 'kysely';

/** The back office's note to an aid applicant with the latest status change (sent by SMS too). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('aid_requests').addColumn('applicant_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('aid_requests').dropColumn('applicant_note').execute();
}
