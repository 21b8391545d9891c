import type { Kysely } from 'kysely';

/**
 * Yearly statements (server/db/tables/receipts.ts): one-time codes sent by SMS, kept hashed with
 * their attempts and expiry; and an index to find a number's paid orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statement_requests')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('verified_at', 'varchar(40)')
    .addColumn('access_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('access_expires_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('statement_requests_mobile_idx')
    .on('statement_requests')
    .columns(['mobile', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_donor_mobile_idx')
    .on('orders')
    .columns(['donor_mobile', 'status', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_donor_mobile_idx').ifExists().execute();
  await db.schema.dropIndex('statement_requests_mobile_idx').ifExists().execute();
  await db.schema.dropTable('statement_requests').ifExists().execute();
}
