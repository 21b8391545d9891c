import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * The back office (server/db/tables/admin.ts): staff accounts, their one-time links, second
 * factor recovery codes, server-side sessions, sign-in failures (for lockout) and the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = autoId(db);
  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('totp_secret', 'varchar(100)')
    .addColumn('totp_pending_secret', 'varchar(100)')
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled_at', 'varchar(40)')
    .addColumn('password_changed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id'))
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'integer', id)
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_staff').on('staff_recovery_codes').column('staff_id').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id'))
    .addColumn('stage', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_login_failures')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_login_failures_email')
    .on('staff_login_failures')
    .columns(['email', 'at'])
    .execute();
  await db.schema
    .createIndex('staff_login_failures_address')
    .on('staff_login_failures')
    .columns(['address', 'at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'staff_login_failures',
    'staff_sessions',
    'staff_recovery_codes',
    'staff_tokens',
    'staff_members',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
