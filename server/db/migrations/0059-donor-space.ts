import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * The donor's space (server/db/tables/donor-space.ts, docs/decisions/063-donor-space.md): the
 * sessions a mobile's one-time code opens on one device, and the erasure requests donors make
 * there, which staff answer within thirty days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('donor_sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('idle_expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('donor_sessions_mobile_idx').on('donor_sessions').column('mobile').execute();
  await db.schema.createIndex('donor_sessions_idle_idx').on('donor_sessions').column('idle_expires_at').execute();
  await db.schema
    .createTable('donor_erasure_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('requested_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('due_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('done_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('donor_erasure_requests_status_idx')
    .on('donor_erasure_requests')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema
    .createIndex('donor_erasure_requests_mobile_idx')
    .on('donor_erasure_requests')
    .column('mobile')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('donor_erasure_requests').ifExists().execute();
  await db.schema.dropTable('donor_sessions').ifExists().execute();
}
