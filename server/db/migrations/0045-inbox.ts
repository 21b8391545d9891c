import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

const INBOX_TABLES = ['job_applications', 'volunteer_applications', 'contact_messages', 'in_kind_requests'] as const;

/**
 * The services inbox: every job application, volunteer, contact message and in-kind offer gets a
 * handling status (new → inProgress → done) and internal notes; files applicants sent are opened
 * through one-time links (staff_file_links). The older `status` column of job and volunteer
 * applications (always 'received') is left as it is. Passkeys as a second factor: staff_passkeys
 * (public keys only) and the pending WebAuthn challenge of a session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of INBOX_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('inbox_status', 'varchar(20)', (col) => col.notNull().defaultTo('new'))
      .execute();
    await db.schema.alterTable(table).addColumn('inbox_updated_at', 'varchar(40)').execute();
    await db.schema.createIndex(`${table}_inbox_status`).on(table).column('inbox_status').execute();
  }
  await db.schema
    .createTable('inbox_notes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('reference', 'varchar(40)', (col) => col.notNull())
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('body', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('inbox_notes_item').on('inbox_notes').columns(['kind', 'reference']).execute();
  await db.schema
    .createTable('staff_file_links')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('file_id', 'integer', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id'))
    .addColumn('credential_id', 'varchar(512)', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull())
    .addColumn('transports', 'varchar(200)')
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').column('staff_id').execute();
  await db.schema
    .createTable('staff_webauthn_challenges')
    .addColumn('session_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('challenge', 'varchar(200)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_webauthn_challenges').execute();
  await db.schema.dropTable('staff_passkeys').execute();
  await db.schema.dropTable('staff_file_links').execute();
  await db.schema.dropTable('inbox_notes').execute();
  for (const table of INBOX_TABLES) {
    await db.schema.dropIndex(`${table}_inbox_status`).execute();
    await db.schema.alterTable(table).dropColumn('inbox_updated_at').execute();
    await db.schema.alterTable(table).dropColumn('inbox_status').execute();
  }
}
