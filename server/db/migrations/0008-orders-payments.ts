import type { Kysely } from 'kysely';

/**
 * Orders, their lines and payments (server/db/tables/giving.ts). Keys are random strings made by
 * the server (no sequences: portable, and unguessable where they appear in URLs); the order
 * number comes from giving_counters inside the order's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('giving_counters')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('number', 'bigint', (col) => col.notNull().unique())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('method', 'varchar(20)', (col) => col.notNull())
    .addColumn('is_test', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('donor_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('donor_mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('donor_email', 'varchar(254)')
    .addColumn('anonymous', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(40)')
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'varchar(32)', (col) => col.notNull().references('orders.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('ref', 'varchar(40)', (col) => col.notNull())
    .addColumn('title_ar', 'varchar(300)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(300)', (col) => col.notNull())
    .addColumn('unit_amount', 'bigint', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('on_behalf_json', 'text')
    .addColumn('gift_code', 'varchar(20)', (col) => col.unique())
    .addColumn('gift_occasion_id', 'integer')
    .addColumn('gift_card_id', 'integer')
    .addColumn('gift_sender', 'varchar(100)')
    .addColumn('gift_recipient_name', 'varchar(100)')
    .addColumn('gift_recipient_mobile', 'varchar(20)')
    .addColumn('gift_message', 'varchar(300)')
    .addColumn('gift_show_amount', 'integer')
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(32)', (col) => col.notNull().references('orders.id'))
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('provider_ref', 'varchar(100)')
    .addColumn('redirect_url', 'varchar(1000)')
    .addColumn('sandbox_outcome', 'varchar(20)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await db.schema
    .createIndex('payments_provider_ref_idx')
    .on('payments')
    .columns(['provider', 'provider_ref'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payments', 'order_items', 'orders', 'giving_counters']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
