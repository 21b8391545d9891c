import type { Kysely } from 'kysely';

/**
 * SMS delivery reports (docs/decisions/067-sms-providers-and-delivery-reports.md): which provider
 * took a message and under what id, and what its delivery report said (delivered or failed) and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('provider', 'varchar(30)').execute();
  await db.schema.alterTable('outbox_messages').addColumn('provider_message_id', 'varchar(100)').execute();
  await db.schema.alterTable('outbox_messages').addColumn('delivery_status', 'varchar(20)').execute();
  await db.schema.alterTable('outbox_messages').addColumn('delivery_at', 'varchar(40)').execute();
  await db.schema
    .createIndex('outbox_messages_provider_message')
    .on('outbox_messages')
    .columns(['provider', 'provider_message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_provider_message').execute();
  for (const column of ['delivery_at', 'delivery_status', 'provider_message_id', 'provider'])
    await db.schema.alterTable('outbox_messages').dropColumn(column).execute();
}
