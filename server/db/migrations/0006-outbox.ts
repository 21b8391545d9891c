import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/** The outbox (server/db/tables/outbox.ts): messages committed with what they are about, delivered later. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('channel', 'varchar(10)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('outbox_messages_due')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').ifExists().execute();
}
