import type { Kysely } from 'kysely';

/**
 * Refunds that go back through the payment gateway (docs/decisions/061-refunds-through-the-gateway.md).
 * A refund row is taken (`pending`) before the gateway is called and settled (`done`) from its answer,
 * so a retry never refunds twice; what pending rows hold is kept apart in `orders.refund_pending`,
 * and one conditional UPDATE keeps `refunded + refund_pending` at or below the total. Each line
 * carries its own refunded share (`order_items.refunded`), and `order_refund_lines` says which fund
 * each refund took money from and how many units it released, for the period reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refund_pending', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('refunded', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  // Refunds recorded before this migration were money returned by hand: done, recorded only.
  await db.schema
    .alterTable('order_refunds')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('done'))
    .execute();
  await db.schema
    .alterTable('order_refunds')
    .addColumn('channel', 'varchar(20)', (col) => col.notNull().defaultTo('recorded'))
    .execute();
  await db.schema
    .alterTable('order_refunds')
    .addColumn('source', 'varchar(20)', (col) => col.notNull().defaultTo('staff'))
    .execute();
  await db.schema.alterTable('order_refunds').addColumn('bank_reference', 'varchar(100)').execute();
  await db.schema.alterTable('order_refunds').addColumn('gateway_payment', 'varchar(100)').execute();
  await db.schema.alterTable('order_refunds').addColumn('gateway_before', 'bigint').execute();
  await db.schema.alterTable('order_refunds').addColumn('settled_at', 'varchar(40)').execute();
  // While one request asks the gateway about a pending refund, another with the same key waits its turn.
  await db.schema.alterTable('order_refunds').addColumn('attempt_at', 'varchar(40)').execute();
  await db.schema
    .createTable('order_refund_lines')
    .addColumn('refund_id', 'integer', (col) => col.notNull().references('order_refunds.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('fund', 'varchar(40)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('released_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_refund_lines_pk', ['refund_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_refund_lines').execute();
  for (const column of [
    'attempt_at',
    'settled_at',
    'gateway_before',
    'gateway_payment',
    'bank_reference',
    'source',
    'channel',
    'status',
  ])
    await db.schema.alterTable('order_refunds').dropColumn(column).execute();
  await db.schema.alterTable('order_items').dropColumn('refunded').execute();
  await db.schema.alterTable('orders').dropColumn('refund_pending').execute();
}
