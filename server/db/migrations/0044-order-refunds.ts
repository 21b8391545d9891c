import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * Refunds recorded by finance. `orders.refunded` is the running sum, raised by one conditional
 * UPDATE (`refunded + amount <= total`) so two refunds at once can never pass the amount paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('order_refunds_key', ['order_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('order_refunds_created').on('order_refunds').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_refunds').execute();
  await db.schema.alterTable('orders').dropColumn('refunded').execute();
}
