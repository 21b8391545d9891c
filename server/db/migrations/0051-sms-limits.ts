import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * SMS caps and the hourly budget (docs/decisions/053-sms-caps-and-hourly-budget.md):
 * - outbox_messages.kind: what a message is (server/services/outbox/sms-kinds.ts); null for rows
 *   from before, which count as a kind not listed;
 * - outbox_messages.counted_at: when an SMS took its place in the site's hourly budget (the worker
 *   sets it as it first sends one), so every instance counts the same hour;
 * - sms_suppressions: an SMS not sent because its number had reached the cap for its kind (no body:
 *   only what shows the cap at work).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('kind', 'varchar(60)').execute();
  await db.schema.alterTable('outbox_messages').addColumn('counted_at', 'varchar(40)').execute();
  await db.schema
    .createIndex('outbox_messages_recipient')
    .on('outbox_messages')
    .columns(['recipient', 'created_at'])
    .execute();
  await db.schema.createIndex('outbox_messages_counted').on('outbox_messages').column('counted_at').execute();
  await db.schema
    .createTable('sms_suppressions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(60)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_suppressions_created').on('sms_suppressions').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_suppressions').ifExists().execute();
  await db.schema.dropIndex('outbox_messages_counted').execute();
  await db.schema.dropIndex('outbox_messages_recipient').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('counted_at').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('kind').execute();
}
