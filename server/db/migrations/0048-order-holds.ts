import { sql, type Kysely } from 'kysely';

/**
 * What an unpaid order holds is no longer everything it asks for (docs/decisions/049-holding-scarce-items.md):
 * - order_items.held_quantity / held_amount: the units (stock) or halalas (a remaining need) the
 *   line holds while its order is unpaid and its reservation runs; 0 for a line that holds nothing;
 * - orders.visitor_address: the HMAC of the ordering address (an IPv6 address by its /64) under the
 *   site's kept `order-address` key, so one visitor's unpaid orders are counted together; cleared
 *   when the order is paid, null for orders the scheduler makes.
 * Lines of orders already pending keep holding what they asked for, as they did when they were made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('held_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('held_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('visitor_address', 'varchar(64)').execute();
  await sql`update order_items set held_quantity = quantity, held_amount = amount where order_id in (select id from orders where status = 'pending')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('visitor_address').execute();
  await db.schema.alterTable('order_items').dropColumn('held_amount').execute();
  await db.schema.alterTable('order_items').dropColumn('held_quantity').execute();
}
