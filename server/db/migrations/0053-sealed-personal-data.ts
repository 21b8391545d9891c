import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * National IDs and applicants' files sealed under the operator's data keys (docs/decisions/056):
 * a blind index beside each sealed ID (exact lookups without the ID in clear) and each file's
 * wrapped data key in its row. A sealed ID is longer than the ten characters its column allowed;
 * PostgreSQL enforces that (SQLite does not), so there the columns become text, and so does the
 * value of a kept key (the index key is kept sealed). Rows already stored are sealed at the next
 * start, which has the keys (server/operations/seal-stored-data.ts): a migration does not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('aid_requests')
      .alterColumn('applicant_national_id', (col) => col.setDataType('text'))
      .execute();
    await db.schema
      .alterTable('job_applications')
      .alterColumn('national_id', (col) => col.setDataType('text'))
      .execute();
    await db.schema
      .alterTable('site_secrets')
      .alterColumn('value', (col) => col.setDataType('text'))
      .execute();
  }
  await db.schema.alterTable('aid_requests').addColumn('applicant_national_id_index', 'varchar(64)').execute();
  await db.schema
    .createIndex('aid_requests_national_id_index')
    .on('aid_requests')
    .column('applicant_national_id_index')
    .execute();
  await db.schema.alterTable('job_applications').addColumn('national_id_index', 'varchar(64)').execute();
  await db.schema
    .createIndex('job_applications_national_id_index')
    .on('job_applications')
    .column('national_id_index')
    .execute();
  // Null: a file stored in clear before sealing began (sealed at the next start).
  await db.schema.alterTable('uploaded_files').addColumn('data_key', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploaded_files').dropColumn('data_key').execute();
  await db.schema.dropIndex('job_applications_national_id_index').execute();
  await db.schema.alterTable('job_applications').dropColumn('national_id_index').execute();
  await db.schema.dropIndex('aid_requests_national_id_index').execute();
  await db.schema.alterTable('aid_requests').dropColumn('applicant_national_id_index').execute();
}
