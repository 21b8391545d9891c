import type { Kysely } from 'kysely';

/**
 * Giving integrity (server/db/tables/giving.ts):
 * - orders.reserved_until: an unpaid order holds its stock or remaining need until then;
 * - order_items.redirected: a line paid after its need was met, settled by the general fund of its
 *   kind (docs/decisions: payments for sold-out or fully funded lines);
 * - giving_general_funds: what such lines brought, per kind;
 * - form_submissions: one record per form Idempotency-Key (a double click stores one submission).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('reserved_until', 'varchar(40)').execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('redirected', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('orders_status_reserved_idx')
    .on('orders')
    .columns(['status', 'reserved_until'])
    .execute();
  await db.schema.createIndex('order_items_target_idx').on('order_items').columns(['kind', 'ref']).execute();
  await db.schema
    .createIndex('order_items_gift_mobile_idx')
    .on('order_items')
    .column('gift_recipient_mobile')
    .execute();

  await db.schema
    .createTable('giving_general_funds')
    .addColumn('kind', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('collected', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('scope', 'varchar(120)', (col) => col.notNull())
    .addColumn('key', 'varchar(100)', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('form_submissions_pk', ['scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_submissions').ifExists().execute();
  await db.schema.dropTable('giving_general_funds').ifExists().execute();
  await db.schema.dropIndex('order_items_gift_mobile_idx').ifExists().execute();
  await db.schema.dropIndex('order_items_target_idx').ifExists().execute();
  await db.schema.dropIndex('orders_status_reserved_idx').ifExists().execute();
  await db.schema.alterTable('order_items').dropColumn('redirected').execute();
  await db.schema.alterTable('orders').dropColumn('reserved_until').execute();
}
