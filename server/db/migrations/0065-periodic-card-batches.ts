import type { Kysely } from 'kysely';

/**
 * One card for every plan of a number (docs/decisions/063-donor-space.md): a batch is the one trip
 * to the gateway's card page that the donor's space starts; each plan it covers keeps its own card
 * session row (purpose `change`, `batch_id` set), so every plan's change is recorded as a single
 * replacement is. The batch holds no mobile: the number is its plans'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('periodic_card_batches')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('plans_changed', 'integer')
    .addColumn('charges_retried', 'integer')
    .execute();
  await db.schema.alterTable('periodic_card_sessions').addColumn('batch_id', 'varchar(32)').execute();
  await db.schema
    .createIndex('periodic_card_sessions_batch_idx')
    .on('periodic_card_sessions')
    .column('batch_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('periodic_card_sessions_batch_idx').execute();
  await db.schema.alterTable('periodic_card_sessions').dropColumn('batch_id').execute();
  await db.schema.dropTable('periodic_card_batches').ifExists().execute();
}
