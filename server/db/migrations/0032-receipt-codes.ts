import type { Kysely } from 'kysely';

/**
 * Receipt verification codes (server/db/tables/receipts.ts): one random code per paid order, made
 * the first time its receipt is shown, printed as a QR code to /receipts/verify/CODE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipt_codes')
    .addColumn('order_id', 'varchar(32)', (col) => col.primaryKey().references('orders.id'))
    .addColumn('code', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipt_codes').ifExists().execute();
}
